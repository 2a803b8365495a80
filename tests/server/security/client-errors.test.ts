import { statSync } from 'node:fs';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADERS_TOO_LARGE, UNREADABLE_REQUEST } from '../../../server/http/client-errors';
import { type RunningServer, startServer } from '../../../server/start-server';
import { makeTestEnv } from '../support/test-database';

/**
 * What Node refuses before the app sees it answers like every other refusal (docs/rules/robustness.md#requests): a JSON
 * {detail} with the security headers; and the SQLite file is readable by the server's own user only.
 */
let server: RunningServer;
let drop: () => Promise<void>;
let sqliteFile: string | null;

beforeAll(async () => {
  const { env, dropDatabase } = await makeTestEnv({ HOST: '127.0.0.1', PORT: '0' });
  drop = dropDatabase;
  sqliteFile = env.databaseUrl ? null : env.sqliteFile;
  server = await startServer(env);
});
afterAll(async () => {
  await server.close();
  await drop();
});

/** One raw HTTP exchange: what the server wrote back until it closed the connection. */
function raw(request: string): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(server.port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
    });
    socket.write(request);
  });
}

describe('requests Node refuses itself', () => {
  it('a URL too long for Node gets 431 as JSON with the security headers', async () => {
    const answer = await raw(`GET /api/meal/meals/?q=${'x'.repeat(40_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    expect(answer.status).toBe(431);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(answer.body)).toEqual({ detail: HEADERS_TOO_LARGE });
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['content-security-policy']).toBeDefined();
  });

  it('a HEAD with headers past the limit gets 431 with no body, as a HEAD answer must have', async () => {
    const answer = await raw(`HEAD /api/meal/meals/ HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${'x'.repeat(40_000)}\r\n\r\n`);
    expect(answer.status).toBe(431);
    expect(answer.body).toBe('');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });

  it('a request line that is not HTTP gets 400 as JSON', async () => {
    const answer = await raw('NONSENSE\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({ detail: UNREADABLE_REQUEST });
    expect(answer.headers['x-frame-options']).toBe('DENY');
  });
});

// On PostgreSQL (DATABASE_URL set, as the suites' PostgreSQL run does) there is no file.
describe.skipIf(process.env.DATABASE_URL !== undefined)('the SQLite file', () => {
  it('is readable and writable by its owner only', () => {
    expect(statSync(sqliteFile as string).mode & 0o777).toBe(0o600);
  });
});
