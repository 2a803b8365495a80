import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES, MEAL_IMAGE_FIELDS } from '../../contract/meal-admin';
import { envTable, loadEnv } from '../../server/env';
import { freePort } from '../../scripts/free-port.mjs';
import { openedAt, runMain, variablesOf } from './support/run-main';
import { makeTestEnv, TEST_DEMO_KEY } from './support/test-database';

/**
 * deploy/, the README's way to go live. production.env.example names every setting and starts only once filled in.
 * nginx/restaurant.conf: nginx accepts it as shipped, and in front of the real
 * server (TRUST_PROXY_HOPS=1, as the README says) the demo start's outbox still answers only its key, however the
 * proxy forwards (docs/rules/system.md#demo-and-production: a same-host proxy made every visitor loopback). Runs
 * Debian's nginx as this test's own process, on a free 127.0.0.1 port, with its files in a temp folder.
 */
const NGINX = '/usr/sbin/nginx';
const hasNginx = existsSync(NGINX);
const CONFIG = fileURLToPath(new URL('../../deploy/nginx/restaurant.conf', import.meta.url));
const MIB = 1024 * 1024;

/** nginx's main file around the shipped http-level file, every path it writes inside `dir`. */
const wrapper = (dir: string, include: string, extra = '') => `
pid ${dir}/nginx.pid;
daemon off;
master_process off;
events { worker_connections 64; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${include};
  ${extra}
}
`;

const nginxArgs = (dir: string) => ['-p', `${dir}/`, '-c', `${dir}/nginx.conf`, '-e', `${dir}/error.log`];

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
  it('takes the server\'s own body limit and sends the live order stream unbuffered', async () => {
    const text = await readFile(CONFIG, 'utf8');
    const limit = Number(/^\s*client_max_body_size (\d+)m;/m.exec(text)?.[1]);
    // A meal's form: three pictures and 1 MB of fields (server/http/upload.ts).
    expect(limit * MIB).toBe(MEAL_IMAGE_FIELDS.length * MAX_IMAGE_BYTES + MIB);
    expect(text).toMatch(/location \/api\/orders\/events \{[^}]*proxy_buffering off;/);
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

    // The shipped file with only its addresses changed: this test's ports instead of 80 and 3000.
    const shipped = (await readFile(CONFIG, 'utf8'))
      .replace(/^\s*listen \[::\]:80;\n/m, '')
      .replace(/^(\s*)listen 80;/m, `$1listen 127.0.0.1:${shippedPort};`)
      .replace(/^(\s*)server 127\.0\.0\.1:3000;/m, `$1server 127.0.0.1:${serverPort};`);
    expect(shipped).toContain(`listen 127.0.0.1:${shippedPort};`);
    expect(shipped).toContain(`server 127.0.0.1:${serverPort};`);
    await writeFile(join(dir, 'restaurant.conf'), shipped);
    const bare = `server { listen 127.0.0.1:${barePort}; location / { proxy_pass http://127.0.0.1:${serverPort}; } }`;
    await writeFile(join(dir, 'nginx.conf'), wrapper(dir, join(dir, 'restaurant.conf'), bare));
    nginx = spawn(NGINX, nginxArgs(dir), { stdio: 'ignore' });
    through.shipped = `http://127.0.0.1:${shippedPort}`;
    through.bare = `http://127.0.0.1:${barePort}`;
    const deadline = Date.now() + 15_000;
    for (;;) {
      const up = await fetch(`${through.shipped}/api/health`).then((r) => r.ok, () => false);
      if (up) break;
      if (Date.now() > deadline || nginx.exitCode !== null)
        throw new Error(`nginx did not start: ${await readFile(join(dir, 'error.log'), 'utf8').catch(() => '')}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
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
