import { defineConfig, mergeConfig } from 'vite';
import { drawnByPreact, importsReactByName } from './react-is-preact';
import app from './vite.config';

/**
 * The server's copy of the views (server/http/server-pages.ts): src/ssr/entry-server.tsx built for Node into
 * dist-ssr/, beside the browser's dist/. Same plugins, aliases and asset names as the browser's build, so an image's
 * URL in the server's markup is the one the browser's script draws and hydration finds them equal.
 */
export default mergeConfig(
  { ...app, build: { ...app.build, manifest: false, rolldownOptions: {} } },
  defineConfig({
    // Under preact/compat, bundled rather than imported from node_modules at run time: so that their `react` is the
    // aliased one.
    ssr: { noExternal: drawnByPreact ? importsReactByName : [] },
    build: {
      ssr: 'src/ssr/entry-server.tsx',
      outDir: 'dist-ssr',
      emptyOutDir: true,
      // The server reads the images from dist/ (the browser build); this build only needs their names.
      copyPublicDir: false,
      rolldownOptions: {
        output: {
          entryFileNames: 'entry-server.js',
          chunkFileNames: 'chunks/[name]-[hash:7].js',
          assetFileNames: app.build?.rolldownOptions?.output && !Array.isArray(app.build.rolldownOptions.output)
            ? app.build.rolldownOptions.output.assetFileNames
            : undefined,
        },
      },
    },
  }),
);
