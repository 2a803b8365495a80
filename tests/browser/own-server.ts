import { inject } from 'vitest';

/**
 * The server of the worker running this file. Vitest numbers its workers 1..maxWorkers (VITEST_POOL_ID) and never
 * runs two files on one number at once, so a file has its server to itself while it runs.
 */
const servers = inject('servers');
const worker = Number(process.env.VITEST_POOL_ID ?? '1');

const server = servers[(worker - 1) % servers.length];
if (!server) throw new Error('The browser suite started no server (tests/browser/global-setup.ts).');

export const { baseUrl, dataDir } = server;
