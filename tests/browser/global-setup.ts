import { rmSync, writeFileSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { buildIfStale, startServer } from './harness.mjs';

export interface JourneyServer {
  /** Origin of the server, e.g. http://127.0.0.1:41234 (no trailing slash). */
  baseUrl: string;
  /** The server's DATA_DIR, whose SQLite file a journey may adjust (e.g. opening hours) before it starts. */
  dataDir: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server a worker (see own-server.ts). */
    servers: JourneyServer[];
  }
}

/**
 * One server a worker (vitest.config.ts sets one worker per two cores: a journey keeps two busy), each with its own
 * database, demo customer and kitchen, so journeys running at once never share a cart or a setting.
 */
export default async function setup(project: TestProject) {
  // Built once, before the servers start: two builds side by side would write dist/ at once.
  if (!(await buildIfStale())) throw new Error('The app could not be built; see the output above.');
  const workers = Math.max(1, Number(project.config.maxWorkers) || 1);
  // A first start loads the demo data and renders its pictures (about 30 s of CPU); two at once on two busy cores
  // outran the start-up limit. So one server makes them, and every worker's server starts on a copy of its DATA_DIR.
  const seed = await startServer();
  await seed.stop({ keepData: true });
  let servers: Awaited<ReturnType<typeof startServer>>[];
  try {
    servers = await Promise.all(Array.from({ length: workers }, () => startServer({ from: seed.dataDir })));
  } finally {
    rmSync(seed.dataDir, { recursive: true, force: true });
  }
  // npm test starts its PostgreSQL run beside the journeys once this file exists (scripts/test.mjs): not while the
  // first server renders the demo pictures.
  if (process.env.JOURNEY_SERVERS_READY) writeFileSync(process.env.JOURNEY_SERVERS_READY, '');
  project.provide(
    'servers',
    servers.map(({ url, dataDir }) => ({ baseUrl: url, dataDir })),
  );
  return async () => {
    await Promise.all(servers.map((server) => server.stop()));
  };
}
