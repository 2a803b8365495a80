import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { health } from '../../contract/common';
import { mealList } from '../../contract/meal';
import type { Env } from '../../server/env';
import { startServer } from '../../server/start-server';
import { runMain, variablesOf, waitFor } from './support/run-main';
import { makeTestEnv } from './support/test-database';
import { loadTinyCatalog } from './support/tiny-catalog';

describe('server/main.ts', () => {
  it('stops with exit code 1 and a message naming a bad variable', async () => {
    const child = runMain({ PORT: 'abc', ESEWA_MODE: 'live' });
    const [code] = await once(child, 'exit');
    expect(code).toBe(1);
    expect(child.output.stderr).toMatch(/PORT must be a whole number from 0 to 65535 \(got "abc"\)/);
    expect(child.output.stderr).toMatch(/ESEWA_MODE must be one of sandbox, test, production/);
    expect(child.output.stderr).not.toMatch(/^\s+at /m);
    expect(child.output.stdout).toBe('');
  });

  it('serves, prints the URL and the admin account, and exits 0 on SIGTERM', async () => {
    const { env, dropDatabase } = await makeTestEnv();
    try {
      const child = runMain({ ...variablesOf(env), PORT: '0', HOST: '127.0.0.1', DEMO_DATA: '0', LOG_LEVEL: 'silent' });
      const exited = once(child, 'exit');
      await waitFor(
        () => /open at http:\/\/127\.0\.0\.1:\d+/.test(child.output.stdout) || child.exitCode !== null,
        'the banner',
      );
      const url = child.output.stdout.match(/open at (http:\/\/127\.0\.0\.1:\d+)/)?.[1];
      expect(url, child.output.stderr).toBeDefined();
      expect(child.output.stdout).toMatch(/Admin\s+phone 9800000000\s+password Admin@1234/);
      expect(child.output.stdout).not.toMatch(/Demo customer/);

      expect(health.parse(await (await fetch(`${url}/api/health`)).json()).status).toBe('ok');

      child.kill('SIGTERM');
      const [code] = await exited;
      expect(code).toBe(0);
    } finally {
      await dropDatabase();
    }
  });

  it('never prints an ADMIN_PASSWORD the operator chose', async () => {
    const { env, dropDatabase } = await makeTestEnv();
    try {
      const child = runMain({
        ...variablesOf(env),
        ADMIN_PASSWORD: 'Chosen#Secret42',
        PORT: '0',
        HOST: '127.0.0.1',
        DEMO_DATA: '0',
        LOG_LEVEL: 'trace',
      });
      const exited = once(child, 'exit');
      await waitFor(() => /open at http/.test(child.output.stdout) || child.exitCode !== null, 'the banner');
      expect(child.output.stdout).toMatch(/Admin\s+phone 9800000000\s+password \(the ADMIN_PASSWORD you set\)/);
      child.kill('SIGTERM');
      await exited;
      expect(child.output.stdout + child.output.stderr).not.toContain('Chosen#Secret42');
    } finally {
      await dropDatabase();
    }
  });
});

describe('startServer', () => {
  let env: Env;
  let dropDatabase: () => Promise<void>;
  beforeAll(async () => {
    ({ env, dropDatabase } = await makeTestEnv({ PORT: '0', HOST: '127.0.0.1', DEMO_DATA: '1' }));
  });
  afterAll(async () => {
    await dropDatabase();
  });

  it('migrates, seeds, serves over HTTP and closes; a second start seeds nothing', async () => {
    const server = await startServer(env, { catalog: loadTinyCatalog });
    let closed = false;
    try {
      expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(server.seed).toEqual({ demoLoaded: true, adminCreated: true, admin: 'ready', demoCustomer: 'ready' });

      const response = await fetch(`${server.url}/api/meal/meals/`, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(response.headers.get('content-encoding')).toBe('gzip');
      expect(mealList.parse(await response.json())).toHaveLength(3);

      await expect(startServer({ ...env, port: server.port }, { catalog: loadTinyCatalog })).rejects.toThrow(
        new RegExp(`PORT ${server.port} is already in use`),
      );

      await server.close();
      closed = true;
      await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
    } finally {
      if (!closed) await server.close();
    }

    const again = await startServer(env, {
      catalog: () => Promise.reject(new Error('the catalog is not needed again')),
    });
    expect(again.seed).toEqual({ demoLoaded: false, adminCreated: false, admin: 'ready', demoCustomer: 'ready' });
    await again.close();
  });
});
