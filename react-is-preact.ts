import { fileURLToPath } from 'node:url';

/**
 * The views import React. preact/compat draws them (docs/architecture.md#renderer): a tenth of React's size, which is
 * what brings the first page's script under its 100 kB gz (bench/bundle.mjs). `VIEW_RENDERER=react` at build and test
 * time has React 19 draw them instead, the way back should Preact fail somewhere. One switch and one table for every
 * build that draws them: the browser's and the server's (vite.config.ts, vite.ssr.config.ts), the view tests
 * (vitest.config.ts) and Storybook (.storybook/main.ts).
 */
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export const drawnByPreact = process.env.VIEW_RENDERER !== 'react';
if (process.env.VIEW_RENDERER && !['react', 'preact'].includes(process.env.VIEW_RENDERER)) {
  throw new Error(`VIEW_RENDERER must be react or preact, not ${process.env.VIEW_RENDERER}`);
}

/** React 19 has useSyncExternalStore: the pre-18 shims that wouter and @xstate/react import are dead weight. */
const reactShims = [
  { find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/, replacement: 'use-sync-external-store/with-selector.js' },
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: here('./src/lib/react-sync-external-store.ts') },
];

const reactIsPreact = [
  { find: /^react$/, replacement: here('./src/lib/react-as-preact.js') },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  // wouter and @xstate/react import the shims that brought useSyncExternalStore to React before 18 (CommonJS that
  // require React itself): preact/compat has the hook, and the selector variant is ours, on it.
  {
    find: /^use-sync-external-store(\/shim)?\/with-selector(\.js)?$/,
    replacement: here('./src/lib/sync-external-store-with-selector.ts'),
  },
  {
    find: /^use-sync-external-store\/shim(\/index\.js)?$/,
    replacement: here('./src/lib/sync-external-store-with-selector.ts'),
  },
];

/**
 * The packages whose modules import React by name: the server's build bundles them (vite.ssr.config.ts
 * `ssr.noExternal`) so that they get the aliased React, with preact itself so that there is one copy of it.
 */
export const importsReactByName = [
  '@ark-ui/react',
  /^@zag-js\//,
  '@lingui/react',
  '@xstate/react',
  'wouter',
  'sonner',
  'use-sync-external-store',
  'use-isomorphic-layout-effect',
  'preact',
  'preact-render-to-string',
];

/** The packages whose modules import React, for Vitest: inlined (`server.deps.inline`) so that the alias reaches them. */
export const importsReactByPath = [
  /@testing-library\/react/,
  /use-isomorphic-layout-effect/,
  /@xstate\/react/,
  // ES modules, but left to Node they would import its 'react', React's own.
  /@ark-ui\/react/,
  /@zag-js\//,
  /@lingui\/react/,
  /wouter/,
  /sonner/,
];

/**
 * The renderer's aliases (with React only the shims'); the server-side markup is made by `src/ssr/render-markup.tsx`
 * (React's prerender) or `src/ssr/render-markup-preact.tsx` (preact-render-to-string's async renderer).
 */
export const viewAliases = drawnByPreact
  ? [...reactIsPreact, { find: /^\.\/render-markup$/, replacement: here('./src/ssr/render-markup-preact.tsx') }]
  : reactShims;
