import { type ChildProcess, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES, MEAL_IMAGE_FIELDS } from '../../contract/meal-admin';
import { envTable, loadEnv } from '../../server/env';
import { freePort } from '../../scripts/free-port.mjs';
import { openedAt, runMain, variablesOf } from './support/run-main';
import { CONFIG, hasNginx, NGINX, nginxArgs, shippedConfig, startNginx, wrapper } from './support/nginx';
import { makeTestEnv, TEST_DEMO_KEY } from './support/test-database';

/**
 * deploy/, the README's way to go live. production.env.example names every setting and starts only once filled in.
 * nginx/restaurant.conf: nginx accepts it as shipped, and in front of the real
 * server (TRUST_PROXY_HOPS=1, as the README says) the demo start's outbox still answers only its key, however the
 * proxy forwards (docs/rules/system.md#demo-and-production: a same-host proxy made every visitor loopback). Runs
 * Debian's nginx as this test's own process, on a free 127.0.0.1 port, with its files in a temp folder.
 */
const MIB = 1024 * 1024;

describe('deploy/production.env.example', () => {
  const EXAMPLE = fileURLToPath(new URL('../../deploy/production.env.example', import.meta.url));
  const read = async () =>
    Object.fromEntries(
      (await readFile(EXAMPLE, 'utf8'))
        .split('\n')
        .filter((line) => /^[A-Z_]+=/.test(line))
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    );

  it('names every variable the server reads, but the demo key and an older name', async () => {
    const text = await readFile(EXAMPLE, 'utf8');
    const named = envTable.map((row) => row.name).filter((name) => !new RegExp(`^(# )?${name}=`, 'm').test(text));
    expect(named).toEqual(['ESEWA_MERCHANT_CODE', 'DEMO_KEY']);
  });

  it('is refused as it stands, naming what to fill in, and starts a production server once filled', async () => {
    const values = await read();
    const dataDir = await mkdtemp(join(tmpdir(), 'restaurant-example-'));
    try {
      const asShipped = { ...values, DATA_DIR: dataDir };
      const refusal = (() => {
        try {
          loadEnv(asShipped);
          return '';
        } catch (error) {
          return (error as Error).message;
        }
      })();
      const named = [...refusal.matchAll(/^ {2}([A-Z_]+) must be set/gm)].map(([, name]) => name).sort();
      expect(named).toEqual(['ADMIN_PASSWORD', 'ESEWA_PRODUCT_CODE', 'ESEWA_SECRET_KEY', 'PUBLIC_URL', 'SMS_HTTP_URL']);
      const filled = {
        ...asShipped,
        PUBLIC_URL: 'https://momo.example.com',
        ADMIN_PASSWORD: 'Chosen#Secret42',
        ESEWA_PRODUCT_CODE: 'HIMALAYAN_01',
        ESEWA_SECRET_KEY: 'k3y-from-esewa',
        SMS_HTTP_URL: 'https://sms.example.com/send',
      };
      expect(loadEnv(filled)).toMatchObject({
        production: true,
        host: '127.0.0.1',
        trustProxyHops: 1,
        demoData: false,
        demoKey: null,
        esewaMode: 'production',
        sms: { provider: 'http' },
      });
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('deploy/nginx/restaurant.conf', () => {
  it('takes the server\'s own body limit, sends the live order stream unbuffered and balances two instances', async () => {
    const text = await readFile(CONFIG, 'utf8');
    const limit = Number(/^\s*client_max_body_size (\d+)m;/m.exec(text)?.[1]);
    // A meal's form: three pictures and 1 MB of fields (server/http/upload.ts).
    expect(limit * MIB).toBe(MEAL_IMAGE_FIELDS.length * MAX_IMAGE_BYTES + MIB);
    expect(text).toMatch(/location \/api\/orders\/events \{[^}]*proxy_buffering off;/);
    // Hours, not nginx's 60 s: a stream waits quietly between the server's pings (tests/server/load-balancer.test.ts).
    expect(text).toMatch(/location \/api\/orders\/events \{[^}]*proxy_read_timeout 1h;/);
    // Two instances, as several need (PostgreSQL); the test below keeps the first for its one server.
    expect(text.match(/^\s*server 127\.0\.0\.1:\d+ /gm)).toHaveLength(2);
    expect(text).toMatch(/^\s*proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;/m);
  });

  it.skipIf(!hasNginx)(`passes nginx -t as shipped (skipped when ${NGINX} is not installed: apt-get install nginx)`, async () => {
    const dir = await mkdtemp(join(tmpdir(), 'restaurant-nginx-t-'));
    try {
      await writeFile(join(dir, 'nginx.conf'), wrapper(dir, CONFIG));
      const result = spawnSync(NGINX, ['-t', ...nginxArgs(dir)], { encoding: 'utf8' });
      expect(result.stderr).toMatch(/syntax is ok/);
      expect(result.status, result.stderr).toBe(0);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe.skipIf(!hasNginx)('the demo outbox behind nginx on the same host', () => {
  let dir: string;
  let server: ReturnType<typeof runMain> | undefined;
  let nginx: ChildProcess | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;
  /** Through the shipped config, and through a bare `proxy_pass` that forwards no header at all. */
  const through = { shipped: '', bare: '' };

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'restaurant-nginx-'));
    const made = await makeTestEnv();
    dropDatabase = made.dropDatabase;
    const [serverPort, shippedPort, barePort] = [await freePort(), await freePort(), await freePort()];
    server = runMain({
      ...variablesOf(made.env),
      PORT: String(serverPort),
      HOST: '127.0.0.1',
      DEMO_DATA: '0',
      LOG_LEVEL: 'silent',
      SMS_PROVIDER: 'outbox',
      DEMO_KEY: TEST_DEMO_KEY,
      TRUST_PROXY_HOPS: '1',
    });
    expect(await openedAt(server), server.output.stderr).toBeDefined();

    // The shipped file with only its addresses changed: this test's ports instead of 80, 3000 and 3001 (one instance).
    const shipped = await shippedConfig(shippedPort, [serverPort]);
    expect(shipped).toContain(`listen 127.0.0.1:${shippedPort};`);
    expect(shipped).toMatch(new RegExp(`upstream restaurant \\{\\n\\s*server 127\\.0\\.0\\.1:${serverPort} [^;]*;\\n\\s*#`));
    await writeFile(join(dir, 'restaurant.conf'), shipped);
    const bare = `server { listen 127.0.0.1:${barePort}; location / { proxy_pass http://127.0.0.1:${serverPort}; } }`;
    await writeFile(join(dir, 'nginx.conf'), wrapper(dir, join(dir, 'restaurant.conf'), bare));
    through.shipped = `http://127.0.0.1:${shippedPort}`;
    through.bare = `http://127.0.0.1:${barePort}`;
    nginx = await startNginx(dir, `${through.shipped}/api/health`);
  }, 90_000);

  afterAll(async () => {
    for (const child of [nginx, server]) {
      if (child && child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await once(child, 'exit');
      }
    }
    await dropDatabase?.();
    await rm(dir, { recursive: true, force: true });
  });

  it('is a 404 without the key, whatever the visitor adds, through the shipped config and a bare proxy_pass', async () => {
    const headers: Array<Record<string, string>> = [
      {},
      { 'X-Forwarded-Proto': 'https' },
      { 'X-Client-IP': '127.0.0.1' },
      { 'CF-Connecting-IP': '127.0.0.1' },
      { 'True-Client-IP': '127.0.0.1' },
      { 'X-Forwarded-For': '127.0.0.1' },
    ];
    for (const base of [through.shipped, through.bare]) {
      for (const sent of headers) {
        const response = await fetch(`${base}/api/dev/outbox/`, { headers: sent });
        expect(response.status, `${base} ${JSON.stringify(sent)}`).toBe(404);
        expect(await response.json()).toEqual({ detail: 'Not found.' });
      }
    }
  });

  it('answers the demo key through nginx, in the query or the header', async () => {
    for (const base of [through.shipped, through.bare]) {
      expect((await fetch(`${base}/api/dev/outbox/?key=${TEST_DEMO_KEY}`)).status, base).toBe(200);
      expect((await fetch(`${base}/api/dev/outbox/`, { headers: { 'X-Demo-Key': TEST_DEMO_KEY } })).status, base).toBe(200);
    }
  });
});
