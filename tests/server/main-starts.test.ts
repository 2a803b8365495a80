import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { startServer } from '../../server/start-server';
import { serverEnv } from '../../scripts/start-env.mjs';
import { openedAt, runMain, variablesOf, waitFor } from './support/run-main';
import { makeTestEnv } from './support/test-database';
import { loadTinyCatalog } from './support/tiny-catalog';

/**
 * Demo and production are different starts (docs/rules/system.md#demo-and-production): `npm start` is the demo, with
 * its outbox behind a key it prints; `NODE_ENV=production npm start` refuses every demo setting and, once set up, shows
 * no demo account.
 */
const PRODUCTION = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://momo.example.com',
  ADMIN_PASSWORD: 'Chosen#Secret42',
  // eSewa's test gateway: a production start may try it, and is warned that no real money arrives.
  ESEWA_MODE: 'test',
  SMS_PROVIDER: 'http',
  SMS_HTTP_URL: 'http://127.0.0.1:9/never-called',
};

describe('npm start (scripts/start.mjs)', () => {
  it('chooses the outbox in the demo start only, never with NODE_ENV=production', () => {
    expect(serverEnv({ PORT: '3000' })).toEqual({ PORT: '3000', SMS_PROVIDER: 'outbox' });
    expect(serverEnv({ SMS_PROVIDER: 'http' }).SMS_PROVIDER).toBe('http');
    expect(serverEnv({ NODE_ENV: 'production' })).toEqual({ NODE_ENV: 'production' });
  });
});

describe('the demo start', () => {
  it('prints its demo key and the outbox link, which opens the outbox to that key only', async () => {
    const { env, dropDatabase } = await makeTestEnv();
    const child = runMain({ ...variablesOf(env), PORT: '0', HOST: '127.0.0.1', DEMO_DATA: '0', LOG_LEVEL: 'silent', SMS_PROVIDER: 'outbox' });
    const exited = once(child, 'exit');
    try {
      const url = await openedAt(child);
      expect(url, child.output.stderr).toBeDefined();
      const key = /Demo key {7}([A-Za-z0-9_-]{32})\s/.exec(child.output.stdout)?.[1];
      expect(key, child.output.stdout).toBeDefined();
      expect(child.output.stdout).toContain(`SMS outbox     ${url}/api/dev/outbox/?key=${key}`);
      expect((await fetch(`${url}/api/dev/outbox/?key=${key}`)).status).toBe(200);
      expect((await fetch(`${url}/api/dev/outbox/`)).status).toBe(404);
      expect((await fetch(`${url}/api/dev/outbox/`, { headers: { 'X-Forwarded-Proto': 'https' } })).status).toBe(404);
    } finally {
      child.kill('SIGTERM');
      await exited;
      await dropDatabase();
    }
  }, 60_000);
});

describe('a production start (NODE_ENV=production)', () => {
  it('refuses to start with the demo defaults, naming each variable and what to set', async () => {
    const { env, dropDatabase } = await makeTestEnv();
    try {
      const child = runMain({ ...variablesOf(env), NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1' });
      const [code] = await once(child, 'exit');
      expect(code).toBe(1);
      expect(child.output.stdout).toBe('');
      const lines = child.output.stderr;
      expect(lines).toMatch(/^Invalid environment variables for a production start \(NODE_ENV=production\):/);
      for (const name of ['PUBLIC_URL', 'ADMIN_PASSWORD', 'ESEWA_MODE', 'SMS_PROVIDER'])
        expect(lines).toMatch(new RegExp(`^  ${name} must be`, 'm'));
    } finally {
      await dropDatabase();
    }
  });

  it('shows no demo account and serves no demo door, even on a database an earlier demo start filled', async () => {
    const { env, dropDatabase } = await makeTestEnv({ DEMO_DATA: '1', PORT: '0', HOST: '127.0.0.1' });
    const demo = await startServer(env, { catalog: loadTinyCatalog });
    expect(demo.seed.demoCustomer).toBe('ready');
    await demo.close();
    const child = runMain({ ...variablesOf(env), ...PRODUCTION, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', DEMO_KEY: 'k'.repeat(40) });
    const exited = once(child, 'exit');
    try {
      const url = await openedAt(child);
      expect(url, child.output.stderr).toBeDefined();
      expect(child.output.stdout).toContain('Production start: customers use https://momo.example.com');
      expect(child.output.stdout).toMatch(/Admin\s+phone 9800000000\s+password \(changed since it was created\)/);
      expect(child.output.stdout).not.toMatch(/Demo customer|Demo key|outbox|9811111111|Demo@1234/);
      // The warnings follow the banner on stderr, a pipe of its own: they may reach us a moment after it.
      await waitFor(() => /ESEWA_MODE=test/.test(child.output.stderr), 'the warnings after the banner', 10_000).catch(() => {});
      expect(child.output.stderr).toMatch(/The demo customer 9811111111 .* still has its\n!!! published password/);
      expect(child.output.stderr).toMatch(/ESEWA_MODE=test: payments go to eSewa's test gateway/);
      const demoKey = { 'X-Demo-Key': 'k'.repeat(40) };
      expect((await fetch(`${url}/api/dev/outbox/?key=${'k'.repeat(40)}`, { headers: demoKey })).status).toBe(404);
      const sandbox = await fetch(`${url}/api/payment/esewa/sandbox/v2/form`, { method: 'POST', headers: demoKey });
      expect(sandbox.status).toBe(404);
      const doc = await (await fetch(`${url}/api/openapi.json`)).text();
      expect(doc).not.toMatch(/outbox|sandbox/i);
    } finally {
      child.kill('SIGTERM');
      await exited;
      await dropDatabase();
    }
  }, 90_000);
});
