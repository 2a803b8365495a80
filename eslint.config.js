import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import local from './eslint-rules/index.js';

// One-way imports between the top-level folders. A folder is matched as a relative path that climbs to it
// (`../server/app`, `../../src/x`) or as a bare path (tsconfig's baseUrl would resolve `server/app`).
const folder = (name) => `^(?:(?:\\.\\./)+)?${name}(?:/|$)`;
const pkg = (name) => `^${name}(?:/|$)`;

const forbid = (why, sources) => sources.map((regex) => ({ regex, message: why }));

// @lingui/ too: logic and the wire carry English texts as message ids, and only views translate them.
const UI_PACKAGES = ['react', 'react-dom', '@xstate/react', 'sonner', 'wouter'].map(pkg).concat('^@ark-ui/', '^@lingui/');
const SERVER_PACKAGES = ['hono', 'kysely', 'better-sqlite3', 'pg', 'pino', 'sharp', '@node-rs/argon2'].map(pkg).concat('^@hono/');

const logicRules = (why) => [
  ...forbid(why, UI_PACKAGES),
  ...forbid(why, ['src', 'server', 'stories'].map(folder)),
];

const boundaries = [
  {
    files: ['machines/**/*.{ts,tsx}'],
    patterns: logicRules('machines/ is UI-free logic: no React, UI packages, src/, server/ or stories/.'),
  },
  {
    files: ['contract/**/*.{ts,tsx}'],
    patterns: [
      ...logicRules('contract/ is the wire shared by client and server: no React, UI packages, src/, server/ or stories/.'),
      ...forbid('contract/ sits below machines/: it must not import machines/.', [folder('machines')]),
    ],
  },
  {
    files: ['src/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}'],
    ignores: ['src/i18n/rich-text.tsx'],
    patterns: [
      ...forbid('The browser app never imports server code; talk to it over HTTP through contract/.', [
        folder('server'),
        ...SERVER_PACKAGES,
      ]),
      // Its entry brings Lingui's Trans onto the first page: views use src/i18n/use-lingui and src/i18n/rich-text.
      ...forbid('Use useLingui from src/i18n/use-lingui (and RichText from src/i18n/rich-text), not @lingui/react.', [
        '^@lingui/react',
      ]),
    ],
  },
  {
    // The demo pictures are drawn in code outside server/, which imports them only when demo data is loaded.
    files: ['demo/**/*.ts'],
    patterns: forbid('demo/ draws pictures for the server: no src/, machines/, stories/ or React.', [
      ...['src', 'machines', 'stories'].map(folder),
      pkg('react'),
    ]),
  },
  {
    files: ['server/**/*.ts'],
    patterns: [
      ...forbid('server/ shares only contract/ with the app: no src/, machines/, stories/ or React.', [
        ...['src', 'machines', 'stories'].map(folder),
        pkg('react'),
        pkg('react-dom'),
      ]),
    ],
  },
];

export default defineConfig([
  globalIgnores(['dist/', 'dist-ssr/', '.tmp/', 'styled-system/', 'storybook-static/', 'node_modules/', 'data/', 'coverage/', 'test-results/', 'bench/results/']),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2024, sourceType: 'module', globals: globals.node },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**', 'stories/**', 'machines/**', '.storybook/**', 'public/**'],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['contract/**'],
    languageOptions: { globals: globals['shared-node-browser'] },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    // The views are drawn by preact/compat on the server too (docs/architecture.md#renderer), and its string renderer
    // knows no `use`: a context is read with useContext.
    files: ['src/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value='react'] > ImportSpecifier[imported.name='use']",
          message: "React's `use` is not drawn on the server (preact-render-to-string): read a context with useContext.",
        },
      ],
    },
  },
  ...boundaries.map(({ files, ignores, patterns }) => ({
    files,
    ...(ignores ? { ignores } : {}),
    rules: { 'no-restricted-imports': ['error', { patterns }] },
  })),
  {
    // Test support may reach into any feature to set a scene; only production files make a feature's dependencies.
    files: ['machines/**/*.{ts,tsx}', 'src/features/**/*.{ts,tsx}'],
    ignores: ['**/testing/**', '**/*.test.{ts,tsx}', '**/*.test-model.ts', '**/*.rules.ts', '**/*.world.ts', '**/*-fixtures.ts'],
    plugins: { local },
    rules: { 'local/feature-layers': 'error' },
  },
  {
    // Production code ships without its tests' fixtures, worlds and rule tables (eslint-rules/test-support-imports.js).
    files: ['{machines,src,contract,server}/**/*.{ts,tsx}'],
    ignores: ['**/testing/**', '**/*.test.{ts,tsx}', '**/*.test-model.ts', '**/*.rules.ts', '**/*.world.ts', '**/*-fixtures.ts'],
    plugins: { local },
    rules: { 'local/test-support-imports': 'error' },
  },
]);
