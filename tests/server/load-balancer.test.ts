import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkout, httpClient, logIn, prepareCheckoutDatabase } from '../../bench/checkout-flow.mjs';
import { variantPath } from '../../contract/media';
import { type Order, order as orderSchema } from '../../contract/order';
import { createDatabase } from '../../server/db/database';
import type { Env } from '../../server/env';
import { rupeesToPaisa } from '../../server/services/money';
import { freePort } from '../../scripts/free-port.mjs';
import { hasNginx, shippedConfig, startNginx, stop, wrapper } from './support/nginx';
import { frameReader } from './support/order-stream';
import { openedAt, runMain } from './support/run-main';
import { makeTestEnv } from './support/test-database';

/**
 * Several machines for real (docs/architecture.md#photos): PostgreSQL, two instances of the real server (each its own
 * process and its own DATA_DIR, photos in the database: MEDIA_STORE=database) and Debian's nginx in front with the
 * shipped deploy/nginx/restaurant.conf, each on a free 127.0.0.1 port. A photo uploaded through one instance is served
 * by the other; an order and its live status go through the balancer; instance A killed with SIGKILL under a checkout
 * load loses no acknowledged order, and a customer's live stream that was on A opens again on B. PostgreSQL only (two
 * instances cannot share a SQLite file): `npm run test:postgres`, a step of .ci/run. Every wait is on an event (an
 * answer, a frame, an exit); the deadlines only turn a hang into a failure.
 */
const runs = Boolean(process.env.DATABASE_URL) && hasNginx;

const CUSTOMERS = 6;
const CONCURRENCY = 6;
const JWT_SECRET = 'load-balancer-test-secret-0123456789-abcdefghij';
const ADMIN = { phone_number: '9800000000', password: 'Admin@1234' };
/** How long any one awaited event may take on a loaded 2-core runner before the test says which one never came. */
const PATIENCE_MS = 60_000;

function within<T>(promise: Promise<T>, what: string, ms = PATIENCE_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out waiting for ${what}`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

interface Instance {
  child: ReturnType<typeof runMain>;
  url: string;
  port: number;
  dataDir: string;
}

describe.skipIf(!runs)('two instances behind nginx on one PostgreSQL', () => {
  let env: Env;
  let dropDatabase: () => Promise<void>;
  let dir: string;
  let a: Instance;
  let b: Instance;
  let nginx: Awaited<ReturnType<typeof startNginx>> | undefined;
  /** Through nginx. */
  let lb: string;
  let mealIds: number[];
  let phones: string[];
  const client = httpClient({ maxSockets: CONCURRENCY + 2 });

  async function startInstance(port: number): Promise<Instance> {
    const dataDir = await mkdtemp(join(tmpdir(), 'restaurant-lb-instance-'));
    const child = runMain({
      DATABASE_URL: env.databaseUrl ?? '',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: lb,
      MEDIA_STORE: 'database',
      TRUST_PROXY_HOPS: '1',
      JWT_SECRET,
      DEMO_DATA: '0',
      ESEWA_MODE: 'sandbox',
      MAX_UNPAID_ORDERS: '50',
      RECONCILE_SECONDS: '0',
      LOG_LEVEL: 'warn',
    });
    const url = await openedAt(child, PATIENCE_MS);
    if (!url) throw new Error(`instance on ${port} did not start:\n${child.output.stderr}`);
    return { child, url, port, dataDir };
  }

  const json = (value: unknown, token?: string) => ({
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(value),
  });
  const adminToken = async (base: string) => {
    const response = await client.send(`${base}/api/account/login/`, json(ADMIN));
    expect(response.status, response.text).toBe(200);
    return String(JSON.parse(response.text).access_token);
  };
  const moveOrder = async (id: number, status: Order['status']) => {
    const response = await client.send(`${lb}/api/orders/${id}/status/`, json({ status }, await adminToken(lb)));
    expect(response.status, response.text).toBe(200);
  };

  /** GET /api/orders/events/ through nginx; `upstream` is the instance (or instances, tried in turn) nginx used. */
  async function openStream(token: string) {
    const response = await within(
      fetch(`${lb}/api/orders/events/`, { headers: { Authorization: `Bearer ${token}` } }),
      'the order stream to open',
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const upstream = (response.headers.get('x-test-upstream') ?? '').split(', ');
    return { frames: frameReader(response.body as ReadableStream<Uint8Array>), upstream: upstream.at(-1) ?? '' };
  }
  type Stream = Awaited<ReturnType<typeof openStream>>;

  /** The stream's next order event for `id` in `status`, past pings and the order's earlier moves. */
  const statusSeen = (stream: Stream, id: number, status: Order['status']) =>
    within(
      (async () => {
        for (;;) {
          const order = await stream.frames.nextOrder();
          if (order.id === id && order.status === status) return order;
        }
      })(),
      `order ${id} ${status} on the live stream`,
    );

  beforeAll(async () => {
    ({ env, dropDatabase } = await makeTestEnv());
    dir = await mkdtemp(join(tmpdir(), 'restaurant-lb-'));
    ({ mealIds, phones } = await prepareCheckoutDatabase(env, CUSTOMERS + 1));
    const [portA, portB, lbPort] = [await freePort(), await freePort(), await freePort()];
    lb = `http://127.0.0.1:${lbPort}`;
    // One after the other: the first runs the migrations and creates the admin, the second finds them done.
    a = await startInstance(portA);
    b = await startInstance(portB);
    await writeFile(join(dir, 'restaurant.conf'), await shippedConfig(lbPort, [portA, portB]));
    // Which instance answered, for the test only: the shipped file sets no header of its own.
    await writeFile(join(dir, 'nginx.conf'), wrapper(dir, join(dir, 'restaurant.conf'), 'add_header X-Test-Upstream $upstream_addr always;'));
    nginx = await startNginx(dir, `${lb}/api/health`);
  }, 180_000);

  afterAll(async () => {
    client.destroy();
    await Promise.all([stop(nginx), stop(a?.child), stop(b?.child)]);
    await dropDatabase?.();
    await Promise.all([dir, a?.dataDir, b?.dataDir].map((folder) => folder && rm(folder, { recursive: true, force: true })));
  });

  it('serves a photo uploaded through instance A from instance B, and through nginx with its ETag', async () => {
    const png = await sharp({ create: { width: 1400, height: 1000, channels: 3, background: '#e67e22' } }).png().toBuffer();
    const form = new FormData();
    form.set('main_image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'momo.png');
    const upload = await fetch(`${a.url}/api/meal/${mealIds[0]}/update/`, {
      method: 'PATCH',
      headers: { Authorization: `Bearer ${await adminToken(a.url)}` },
      body: form,
    });
    expect(upload.status, await upload.clone().text()).toBe(200);
    const path = String(((await upload.json()) as { meal: { main_image: string } }).meal.main_image);
    expect(path).toMatch(/^\/media\/meals\/[0-9a-f]+\.webp$/);

    for (const key of [path, variantPath(path, 'card')]) {
      const fromA = await fetch(`${a.url}/api${key}`);
      const fromB = await fetch(`${b.url}/api${key}`);
      expect([fromA.status, fromB.status], key).toEqual([200, 200]);
      expect(fromB.headers.get('content-type')).toBe('image/webp');
      expect(Buffer.from(await fromB.arrayBuffer())).toEqual(Buffer.from(await fromA.arrayBuffer()));
      // The same bytes have the same tag on every instance, so a browser's copy stays good whichever answers.
      expect(fromB.headers.get('etag')).toBe(fromA.headers.get('etag'));
    }
    const through = await fetch(`${lb}/api${variantPath(path, 'card')}`);
    expect(through.status).toBe(200);
    expect(through.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const etag = through.headers.get('etag') ?? '';
    for (let i = 0; i < 2; i++) {
      // Twice: round robin puts one of them on each instance.
      const again = await fetch(`${lb}/api${variantPath(path, 'card')}`, { headers: { 'If-None-Match': etag } });
      expect(again.status).toBe(304);
    }
    // No instance keeps the photo on its own disk.
    for (const instance of [a, b]) expect(await readdir(join(instance.dataDir, 'media'), { recursive: true })).toEqual([]);
  });

  let watched: { token: string; order: Order };

  it('takes an order through nginx and shows its moves live on the customer\'s stream', async () => {
    const [token = ''] = await logIn(client, lb, phones.slice(CUSTOMERS));
    const stream = await openStream(token);
    let placed: Order | undefined;
    await within(
      checkout(client, lb, token, mealIds, () => 0.5, {
        acknowledged: (what, body) => (placed ??= orderSchema.parse(body)),
      }),
      'a checkout through nginx',
    );
    const order = placed as Order;
    expect((await statusSeen(stream, order.id, 'paid')).total).toBe(order.total);
    await moveOrder(order.id, 'preparing');
    await statusSeen(stream, order.id, 'preparing');
    await stream.frames.cancel();
    watched = { token, order };
  });

  it(
    'loses no acknowledged order when instance A is killed under checkout load; a stream on A opens again on B',
    { timeout: 240_000 },
    async () => {
      // The customer's live stream, on A: round robin alternates, so one of the first few lands there.
      let stream: Stream | undefined;
      for (let tries = 0; tries < 6 && !stream; tries++) {
        const opened = await openStream(watched.token);
        if (opened.upstream === `127.0.0.1:${a.port}`) stream = opened;
        else await opened.frames.cancel();
      }
      if (!stream) throw new Error('no stream was given to instance A in 6 tries');
      const onA = stream;

      const tokens = await logIn(client, lb, phones.slice(0, CUSTOMERS));
      const acknowledged = new Map<string, { id: number; totalPaisa: number; afterKill: boolean }>();
      const paid = new Set<string>();
      let killed = false;
      let stopping = false;
      const failures = { beforeKill: [] as string[], afterKill: [] as string[] };
      let waiter: { count: number; resolve: () => void } | undefined;
      /** Orders acknowledged in this phase: since the kill, or before it while A runs. */
      const inPhase = () => [...acknowledged.values()].filter((ack) => ack.afterKill === killed).length;
      const heard = (what: 'order' | 'paid', body: unknown) => {
        const order = orderSchema.parse(body);
        if (what === 'paid') paid.add(order.pid);
        else acknowledged.set(order.pid, { id: order.id, totalPaisa: rupeesToPaisa(order.total), afterKill: killed });
        if (waiter && inPhase() >= waiter.count) waiter.resolve();
      };
      const ordersAcknowledged = (count: number) =>
        within(
          new Promise<void>((resolve) => (inPhase() >= count ? resolve() : (waiter = { count, resolve }))),
          `${count} acknowledged orders ${killed ? 'after' : 'before'} the kill`,
        );
      const worker = async (index: number) => {
        for (let next = index; !stopping; next += CONCURRENCY) {
          try {
            await checkout(client, lb, tokens[next % tokens.length] ?? '', mealIds, Math.random, { acknowledged: heard });
          } catch (error) {
            (killed ? failures.afterKill : failures.beforeKill).push(error instanceof Error ? error.message : String(error));
          }
        }
      };
      const workers = Array.from({ length: CONCURRENCY }, (_, index) => worker(index));

      await ordersAcknowledged(3);
      const exited = within(new Promise((resolve) => a.child.once('exit', (...args) => resolve(args))), 'A to exit');
      a.child.kill('SIGKILL');
      killed = true;
      expect(await exited).toEqual([null, 'SIGKILL']);

      // A's streams end with it; the browser's EventSource opens a new one, which nginx gives to B.
      await within(
        (async () => {
          for (;;) if ((await onA.frames.next().catch(() => 'end' as const)) === 'end') return;
        })(),
        'the stream on A to end',
      );
      const reopened = await openStream(watched.token);
      expect(reopened.upstream).toBe(`127.0.0.1:${b.port}`);

      // B takes the checkouts on: orders are still acknowledged after the kill.
      await ordersAcknowledged(5);
      stopping = true;
      await within(Promise.all(workers), 'the checkouts under way to finish');

      // The live status goes on, now from B.
      await moveOrder(watched.order.id, 'ready');
      await statusSeen(reopened, watched.order.id, 'ready');
      await reopened.frames.cancel();

      const db = createDatabase(env);
      const rows = await db
        .selectFrom('orders')
        .select(['id', 'pid', 'status', 'total_paisa', 'esewa_ref_id'])
        .execute()
        .finally(() => db.destroy());
      const stored = new Map(rows.map((row) => [row.pid, row]));
      const lost = [...acknowledged].filter(([pid, ack]) => stored.get(pid)?.id !== ack.id || stored.get(pid)?.total_paisa !== ack.totalPaisa);
      const unpaid = [...paid].filter((pid) => stored.get(pid)?.status !== 'paid' || !stored.get(pid)?.esewa_ref_id);
      const summary = `${acknowledged.size} orders and ${paid.size} payments acknowledged, ${
        [...acknowledged.values()].filter((ack) => ack.afterKill).length
      } after the kill; ${failures.afterKill.length} checkouts cut off by it`;
      expect(lost, summary).toEqual([]);
      expect(unpaid, summary).toEqual([]);
      // While both ran, nothing failed; what failed after the kill was never acknowledged, and is counted above.
      expect(failures.beforeKill, summary).toEqual([]);
      console.info(`load balancer: ${summary}`);
    },
  );
});
