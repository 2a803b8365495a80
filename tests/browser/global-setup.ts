import type { TestProject } from 'vitest/node';
import { startServer } from './harness.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the server the suite started, e.g. http://127.0.0.1:41234 (no trailing slash). */
    baseUrl: string;
    /** The server's DATA_DIR, whose SQLite file a journey may adjust (e.g. opening hours) before it starts. */
    dataDir: string;
  }
}

export default async function setup(project: TestProject) {
  const server = await startServer();
  project.provide('baseUrl', server.url);
  project.provide('dataDir', server.dataDir);
  return server.stop;
}
