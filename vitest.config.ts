import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const alias = { 'styled-system': fileURLToPath(new URL('./styled-system', import.meta.url)) };

export default defineConfig({
  test: {
    projects: [
      {
        // Views: in jsdom.
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup-dom.ts'],
        },
      },
      {
        // Machines and contract know no DOM (decisions: logic never knows the framework): plain Node, which spares
        // each file jsdom's start.
        resolve: { alias },
        test: {
          name: 'logic',
          environment: 'node',
          include: ['machines/**/*.test.ts', 'contract/**/*.test.ts', 'tests/*.test.ts'],
        },
      },
      {
        // The API against a real database file (or PostgreSQL when DATABASE_URL says so).
        resolve: { alias },
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'tests/server/**/*.test.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Every Storybook story, played in jsdom.
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'stories',
          environment: 'jsdom',
          include: ['tests/stories.test.tsx'],
          setupFiles: ['tests/setup-dom.ts'],
          testTimeout: 20_000,
        },
      },
      {
        // Journeys in Debian Chromium against the really started server.
        test: {
          name: 'browser',
          environment: 'node',
          include: ['tests/browser/**/*.test.ts'],
          globalSetup: ['tests/browser/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
