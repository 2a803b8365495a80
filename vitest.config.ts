import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { FRESH_MODULE_FILES } from './tests/fresh-module-files';
import { drawnByPreact, importsReactByPath, viewAliases as rendererAliases } from './react-is-preact';
import { StoriesFirst } from './tests/stories-first';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const alias = { 'styled-system': here('./styled-system') };
const modules = (path: string) => here(`./node_modules/${path}`);

/**
 * The views' tests draw with the renderer the app is built with (react-is-preact.ts). Under preact/compat, these
 * packages' CommonJS builds require('react'), which no alias reaches: their ES module builds import it, and are
 * inlined to be aliased.
 */
const preactAliases = [
  ...rendererAliases,
  { find: /^@testing-library\/react$/, replacement: modules('@testing-library/react/dist/@testing-library/react.esm.js') },
  { find: /^@xstate\/react$/, replacement: modules('@xstate/react/dist/xstate-react.esm.js') },
  {
    find: /^use-isomorphic-layout-effect$/,
    replacement: modules('use-isomorphic-layout-effect/dist/use-isomorphic-layout-effect.browser.esm.js'),
  },
];
const viewAliases = [{ find: 'styled-system', replacement: alias['styled-system'] }, ...(drawnByPreact ? preactAliases : [])];
const viewDeps = drawnByPreact ? { server: { deps: { inline: importsReactByPath } } } : {};
const reactPlugin = () => react(drawnByPreact ? { refreshExclude: /./ } : {});

/** A project of view tests in jsdom, drawn by the app's renderer. */
const viewProject = (name: string, files: { isolate?: boolean; include: string[]; exclude?: string[] }) => ({
  plugins: [reactPlugin(), lingui()],
  resolve: { alias: viewAliases },
  test: {
    ...viewDeps,
    ...files,
    name,
    environment: 'jsdom' as const,
    setupFiles: ['tests/setup-dom.ts'],
    // A hang detector, not a speed limit: model tests replay hundreds of paths, CPU work that a busy 2-core CI runner
    // (four projects side by side) stretches past vitest's default 5 s. Speed is measured in bench/.
    testTimeout: 20_000,
  },
});

export default defineConfig({
  test: {
    // Vitest's default on two cores is one worker (cores - 1); most files wait on a browser, a database or a timer
    // half the time, so two keep both cores busy.
    maxWorkers: Math.max(2, availableParallelism()),
    sequence: { sequencer: StoriesFirst },
    projects: [
      // Views: in jsdom. A worker's files share one jsdom and their modules: made anew for each file, jsdom's set-up
      // alone was 115 s of a 104 s run on two workers (summed), against 21 s for the whole project shared.
      viewProject('unit', { isolate: false, include: ['src/**/*.test.{ts,tsx}'], exclude: [...FRESH_MODULE_FILES] }),
      // The view files that mock a module or test what a first import does (tests/fresh-module-files.ts): each in a
      // jsdom and a module graph of its own.
      viewProject('unit-fresh', { include: [...FRESH_MODULE_FILES] }),
      {
        // Machines and contract know no DOM (decisions: logic never knows the framework): plain Node, which spares
        // each file jsdom's start.
        resolve: { alias },
        test: {
          name: 'logic',
          environment: 'node',
          // Machines hold no module state, so the files a worker runs share their imports (xstate, the contract).
          isolate: false,
          include: ['machines/**/*.test.ts', 'contract/**/*.test.ts', 'tests/*.test.ts'],
          // The stories project's own file: it starts Vite and Chromium, and runs once, there.
          exclude: ['tests/stories.test.ts'],
          // As for views: model tests are CPU work, so the limit only catches a hang.
          testTimeout: 20_000,
        },
      },
      {
        // The API against a real database file (or PostgreSQL when DATABASE_URL says so).
        resolve: { alias },
        test: {
          name: 'server',
          // Every file imports the whole server (Hono, zod schemas, Kysely, sharp): isolated, each file loaded it anew,
          // 238 s of module loading (summed over workers) in a 400 s run. Shared, a file's world is made by its hooks
          // (tests/server/support/*-world.ts `use…World()`), never by loading a module.
          isolate: false,
          environment: 'node',
          include: ['server/**/*.test.ts', 'tests/server/**/*.test.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Every Storybook story, played in the built Storybook's own preview (storybook-static/) in Debian Chromium,
        // in English and in Nepali.
        test: {
          name: 'stories',
          environment: 'node',
          include: ['tests/stories.test.ts'],
          // Each test waits for its story's turn on the pages that play them all side by side (the driver stops a
          // single play at 30 s): the limit only catches a hang.
          testTimeout: 300_000,
          hookTimeout: 300_000,
        },
      },
      {
        // Journeys in Debian Chromium against the really started server.
        test: {
          name: 'browser',
          environment: 'node',
          include: ['tests/browser/**/*.test.ts'],
          globalSetup: ['tests/browser/global-setup.ts'],
          // A worker's files share their modules (Playwright, axe, the contract) and its Chromium (session.ts): each
          // file loaded them anew, about 5 s a file. A file's state is its own still: every test opens fresh
          // browser contexts, and the server a worker uses was already shared by its files (own-server.ts).
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // Two at a time on two cores, one per core where there are more: two journey workers keep about 1.6 cores
          // of two busy (677 s of CPU on a loaded machine, where CPU time runs about a fifth high, in a run whose
          // clean-clone wall time was 338 s; Chromium's renderers included: they are reparented away from vitest, so
          // /usr/bin/time saw only 252 s). Each worker has a server of its
          // own (tests/browser/own-server.ts).
          maxWorkers: Math.max(2, availableParallelism()),
        },
      },
    ],
  },
});
