import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { drawnByPreact, viewAliases } from './react-is-preact';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// What every Ark widget shares, as opposed to each widget's own machine and parts.
const ZAG_SHARED = ['core', 'dom-query', 'utils', 'anatomy', 'react', 'types', 'presence', 'i18n-utils'];
const ARK_SHARED = [
  'utils/',
  'providers/',
  '_virtual/',
  'components/factory',
  'components/presence/',
  'components/anatomy',
];
const isArkRuntime = (id: string) => {
  const path = id.replaceAll('\\', '/');
  return (
    ZAG_SHARED.some((name) => path.includes(`/node_modules/@zag-js/${name}/`)) ||
    ARK_SHARED.some((name) => path.includes(`/node_modules/@ark-ui/react/dist/${name}`))
  );
};

export default defineConfig({
  // lingui(): a `.po` catalogue imported by the app is compiled to Lingui's message format on the way in.
  // React Refresh patches React's own renderer: under preact/compat (react-is-preact.ts) it has nothing to patch.
  plugins: [react(drawnByPreact ? { refreshExclude: /./ } : {}), lingui()],
  resolve: {
    alias: [
      { find: 'styled-system', replacement: here('./styled-system') },
      ...viewAliases,
    ],
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    sourcemap: false,
    target: 'es2022',
    // dist/.vite/manifest.json (never served): the server names a meal page's lazily loaded modules in its HTML.
    manifest: true,
    // A browser without <link rel=modulepreload> (Firefox < 115, Safari < 17) fetches each module as it is imported
    // instead, still correct; the polyfill would be everyone's download for their sake.
    modulePreload: false,
    rolldownOptions: {
      output: {
        // Seven characters of hash (the fewest rolldown allows for this many chunks) still tell every build's files apart; the first page lists some sixty
        // chunk names to preload on demand, and hashes do not compress (-60 B on `/`).
        entryFileNames: 'assets/[name]-[hash:7].js',
        // A screen's chunk is named by its hash alone: the first page names every screen it can load, some seventy, and
        // their names cost it 0.3 kB. Admin chunks keep their name, by which the bundle bench makes sure no visitor
        // downloads one.
        chunkFileNames: (chunk) => (/admin/i.test(chunk.name) ? 'assets/[name]-[hash:7].js' : 'assets/[hash:7].js'),
        assetFileNames: 'assets/[name]-[hash:7][extname]',
        codeSplitting: {
          // Everything the first page needs in one file: a dozen small chunks gzip worse (about 2.5 kB on `/`) and
          // cost a request each. Screens loaded on demand keep their own chunks.
          groups: [
            { name: 'app', tags: ['$initial'] },
            // Ark's and zag's shared runtime in one chunk, not fourteen: the first use of a widget makes three requests
            // instead of a dozen, and the first page's list of what each screen needs is shorter (-0.3 kB on `/`).
            { name: 'ark-runtime', test: isArkRuntime },
            // How the food reaches the customer, what it is and when (docs/rules/orders.md#ways-to-order): the ways,
            // the scanned table, portions, options and times for later today, shared by the cart, /table/{n}, the meal
            // page and the orders, in one chunk rather than four more names in the first page's list.
            {
              name: 'ordering',
              test: /(contract\/(fulfilment|meal-options|schedule|local-time)|src\/features\/cart\/table-visit|machines\/cart\/line-choices)\.ts$/,
            },
            // The few-hundred-byte helpers several screens share, in one chunk instead of four names in that list.
            { name: 'screen-kit', test: /(machines\/shared\/(navigate|form-errors|answer|boundary|text)|src\/app\/(use-open-once|navigation|guests-only)|src\/api\/write|src\/features\/menu\/decimals)\.tsx?$/ },
            // The account forms' shared parts (the form machine, the card, the password and new-account fields): one
            // name in that list instead of four.
            {
              name: 'account-forms',
              test: /(machines\/shared\/form\.machine|src\/features\/account\/(auth-card|password-field|new-account-form)|src\/i18n\/rich-text)\.tsx?$/,
            },
          ],
        },
      },
    },
  },
  server: {
    // `npm run dev`: the API server runs beside Vite; the app calls it through this proxy.
    proxy: { '/api': `http://127.0.0.1:${process.env.API_PORT ?? 3001}` },
  },
});
