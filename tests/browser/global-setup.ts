import type { TestProject } from 'vitest/node';
import { startServer } from './harness.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the server the suite started, e.g. http://127.0.0.1:41234 (no trailing slash). */
    baseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const server = await startServer();
  project.provide('baseUrl', server.url);
  return server.stop;
}
