// `npm run bench:checkout`: whole checkouts per second through the real server on SQLite (issue 5: goal ≥ 300/s with
// 0 errors). The server runs as its own process (`node --import tsx server/main.ts`, ESEWA_MODE=sandbox) on a fresh
// temp DATA_DIR, prepared here with its own migrations: a restaurant open around the clock's now, four meals and
// CUSTOMERS customers. Each checkout is what a browser does: POST /api/orders/, the gateway form posted to the
// sandbox's page, its Pay button, then POST /api/payment/esewa/verify/ with the return's query, and must end with the
// order paid. CONCURRENCY checkouts run at once for SECONDS after a short warm-up. Results also go to bench/results/.
// Options (environment): BENCH_SECONDS=10 BENCH_CONCURRENCY=24 BENCH_CUSTOMERS=32 LOG_LEVEL=warn (the server's),
// BENCH_PROFILE=<folder> (the server writes a V8 CPU profile there when it stops), BENCH_DIR=<folder> (where the
// temp DATA_DIR goes; default the system temp folder).
import { spawn } from 'node:child_process';
import { Agent, request } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hash } from '@node-rs/argon2';
import SqliteDatabase from 'better-sqlite3';
import { createDatabase, dialectOf } from '../server/db/database.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import { loadEnv } from '../server/env.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = 2;
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 24);
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 32);
const GOAL_PER_SECOND = 300;
const PASSWORD = 'Bench@1234';
const SANDBOX_ACCOUNT = { esewa_id: '9806800001', password: 'Nepal@123' };

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const hhmm = (date) => date.toISOString().slice(11, 16);

/**
 * What one commit costs on DATA_DIR's disk with the server's settings (WAL, synchronous=FULL: one fsync each). A
 * checkout makes three (the order, the sandbox's booking, the payment) and better-sqlite3 waits for each on the
 * server's only thread, so this alone caps the figure.
 */
function commitMs(dataDir) {
  const file = join(dataDir, 'commit-probe.sqlite');
  const db = new SqliteDatabase(file);
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.exec('create table probe (id integer primary key, value text)');
    const insert = db.prepare('insert into probe (value) values (?)');
    const count = 200;
    const started = performance.now();
    for (let i = 0; i < count; i++) insert.run('x'.repeat(200));
    return (performance.now() - started) / count;
  } finally {
    db.close();
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
  }
}

/** A restaurant open from two hours ago to two hours from now (UTC), four meals, and the customers. */
async function prepare(env) {
  const db = createDatabase(env);
  try {
    await migrateToLatest(db, dialectOf(env));
    const now = new Date();
    const timestamp = now.toISOString();
    await db
      .insertInto('restaurant_info')
      .values({
        id: 1,
        name: 'Bench Kitchen',
        description: 'Orders as fast as they come.',
        contact_number: '9800000001',
        email: 'bench@example.com',
        image: null,
        opening_time: hhmm(new Date(now.getTime() - 2 * 3600_000)),
        closing_time: hhmm(new Date(now.getTime() + 2 * 3600_000)),
        time_zone: 'UTC',
        facebook_url: null,
        instagram_url: null,
        tiktok_url: null,
        latitude: null,
        longitude: null,
        updated_at: timestamp,
      })
      .execute();
    const { id: categoryId } = await db
      .insertInto('categories')
      .values({ name: 'Momo', created_at: timestamp })
      .returning('id')
      .executeTakeFirstOrThrow();
    const meals = await db
      .insertInto('meals')
      .values(
        [['Chicken Momo', 25_000], ['Veg Momo', 18_050], ['Buff Momo', 22_000], ['Jhol Momo', 27_550]].map(([name, price]) => ({
          name,
          description: `${name} steamed to order.`,
          price_paisa: price,
          half_plate_price_paisa: null,
          meal_type: 'Plate',
          ingredients: 'flour, onion',
          main_image: null,
          image1: null,
          image2: null,
          category_id: categoryId,
          is_non_veg: 1,
          created_at: timestamp,
          updated_at: timestamp,
        })),
      )
      .returning('id')
      .execute();
    const passwordHash = await hash(PASSWORD);
    const phones = Array.from({ length: CUSTOMERS }, (_, i) => String(9_700_000_000 + i));
    await db
      .insertInto('users')
      .values(phones.map((phone_number, i) => ({
        name: `Customer ${i + 1}`,
        phone_number,
        password_hash: passwordHash,
        is_admin: 0,
        profile_picture: null,
        created_at: timestamp,
      })))
      .execute();
    return { mealIds: meals.map((meal) => meal.id), phones };
  } finally {
    await db.destroy();
  }
}

async function startServerProcess(dataDir, port) {
  const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'server/main.ts'], {
    cwd: new URL('..', import.meta.url),
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DEMO_DATA: '0',
      ESEWA_MODE: 'sandbox',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child.stdout.resume();
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 300; attempt++) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await send(`${base}/api/health`)).status === 200) return { child, base };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not start in 30 s');
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

// node:http with keep-alive rather than fetch: the load generator shares the cores with the server, and fetch's
// streams cost it several times the CPU per request.
const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });

/** One request; the answer's status, headers and body as text. */
function send(url, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : Buffer.from(body);
    const outgoing = request(
      url,
      { method, agent, headers: payload ? { ...headers, 'Content-Length': payload.length } : headers },
      (incoming) => {
        const chunks = [];
        incoming.on('data', (chunk) => chunks.push(chunk));
        incoming.on('end', () =>
          resolve({ status: incoming.statusCode, headers: incoming.headers, text: Buffer.concat(chunks).toString() }),
        );
        incoming.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

const json = (value) => ({ headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(value) });
const form = (fields) => ({
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

class CheckoutError extends Error {}

function expectStatus(response, status, step) {
  if (response.status !== status) throw new CheckoutError(`${step} answered ${response.status}: ${response.text.slice(0, 200)}`);
  return response;
}

/** One checkout as the browser makes it; the time of each step in `steps`. */
async function checkout(base, token, mealIds, random, steps) {
  const timed = async (step, run) => {
    const started = performance.now();
    const result = await run();
    (steps[step] ??= []).push(performance.now() - started);
    return result;
  };
  const authorized = ({ headers, body }) => ({ method: 'POST', headers: { ...headers, Authorization: `Bearer ${token}` }, body });
  const count = 1 + Math.floor(random() * 3);
  const items = mealIds.slice(0, count).map((meal) => ({ meal, quantity: 1 + Math.floor(random() * 4) }));

  const placed = await timed('order', async () => {
    const response = await send(`${base}/api/orders/`, authorized(json({ items })));
    return JSON.parse(expectStatus(response, 201, 'POST /orders/').text);
  });
  const fields = Object.fromEntries(Object.entries(placed.payment.fields).map(([name, value]) => [name, String(value)]));

  await timed('gateway page', async () => {
    expectStatus(await send(placed.payment.action, { method: 'POST', ...form(fields) }), 200, 'sandbox form');
  });
  const location = await timed('pay', async () => {
    const response = await send(`${base}/api/payment/esewa/sandbox/pay`, {
      method: 'POST',
      ...form({ ...fields, ...SANDBOX_ACCOUNT, choice: 'pay' }),
    });
    return new URL(expectStatus(response, 303, 'sandbox pay').headers.location);
  });
  const paid = await timed('verify', async () => {
    const query = Object.fromEntries(['oid', 'amt', 'refId'].map((name) => [name, location.searchParams.get(name)]));
    const response = await send(`${base}/api/payment/esewa/verify/`, authorized(json(query)));
    return JSON.parse(expectStatus(response, 200, 'verify').text);
  });
  if (paid.order.status !== 'paid' || paid.order.id !== placed.order.id) {
    throw new CheckoutError(`verify answered order ${paid.order.id} ${paid.order.status}`);
  }
}

async function run() {
  const dataDir = mkdtempSync(join(process.env.BENCH_DIR ?? tmpdir(), 'restaurant-bench-checkout-'));
  const env = loadEnv({ DATA_DIR: dataDir, DATABASE_URL: '', DEMO_DATA: '0', LOG_LEVEL: 'silent' });
  let server;
  try {
    const { mealIds, phones } = await prepare(env);
    server = await startServerProcess(dataDir, await freePort());
    const { base } = server;
    const tokens = [];
    for (const phone_number of phones) {
      const response = await send(`${base}/api/account/login/`, { method: 'POST', ...json({ phone_number, password: PASSWORD }) });
      tokens.push(JSON.parse(expectStatus(response, 200, 'login').text).access_token);
    }

    let seed = 42;
    const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
    const measure = async (seconds, record) => {
      const deadline = performance.now() + seconds * 1000;
      const latencies = [];
      const steps = {};
      const errors = [];
      let next = 0;
      const worker = async () => {
        while (performance.now() < deadline) {
          const token = tokens[next++ % tokens.length];
          const started = performance.now();
          try {
            await checkout(base, token, mealIds, random, steps);
            latencies.push(performance.now() - started);
          } catch (error) {
            errors.push(error instanceof Error ? error.message : String(error));
          }
        }
      };
      const started = performance.now();
      await Promise.all(Array.from({ length: CONCURRENCY }, worker));
      const elapsed = (performance.now() - started) / 1000;
      if (!record) return undefined;
      latencies.sort((a, b) => a - b);
      const round = (ms) => Number(ms.toFixed(1));
      return {
        checkouts: latencies.length,
        seconds: Number(elapsed.toFixed(2)),
        perSecond: Number((latencies.length / elapsed).toFixed(1)),
        errors: errors.length,
        firstErrors: [...new Set(errors)].slice(0, 5),
        p50Ms: round(percentile(latencies, 50)),
        p99Ms: round(percentile(latencies, 99)),
        stepsP50Ms: Object.fromEntries(
          Object.entries(steps).map(([step, times]) => [step, round(percentile(times.sort((a, b) => a - b), 50))]),
        ),
      };
    };

    console.log(`Checkout bench: SQLite, ${CONCURRENCY} at once, ${CUSTOMERS} customers, ${SECONDS} s (after ${WARM_UP_SECONDS} s warm-up)`);
    const commit = commitMs(dataDir);
    console.log(`  a commit (fsync) in ${dataDir} takes ${commit.toFixed(2)} ms: at most ${Math.floor(1000 / (3 * commit))} checkouts/s from that alone`);
    await measure(WARM_UP_SECONDS, false);
    const result = { ...(await measure(SECONDS, true)), commitMs: Number(commit.toFixed(2)) };
    console.log(`  ${result.checkouts} checkouts in ${result.seconds} s: ${result.perSecond}/s, ${result.errors} errors`);
    console.log(`  latency p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms`);
    console.log(`  step p50: ${Object.entries(result.stepsP50Ms).map(([step, ms]) => `${step} ${ms} ms`).join(', ')}`);
    for (const error of result.firstErrors) console.log(`  error: ${error}`);

    const paid = await (async () => {
      const db = createDatabase(env);
      try {
        const row = await db
          .selectFrom('orders')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('status', '=', 'paid')
          .executeTakeFirstOrThrow();
        return Number(row.n);
      } finally {
        await db.destroy();
      }
    })();
    console.log(`  orders paid in the database (warm-up included): ${paid}`);

    mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
    const file = new URL(`./results/checkout-${new Date().toISOString().replace(/[:.]/g, '-')}.json`, import.meta.url);
    const settings = { concurrency: CONCURRENCY, customers: CUSTOMERS, seconds: SECONDS, logLevel: process.env.LOG_LEVEL ?? 'warn' };
    writeFileSync(file, `${JSON.stringify({ settings, ...result, goalPerSecond: GOAL_PER_SECOND }, null, 2)}\n`);
    console.log(`\nWritten to bench/results/${file.pathname.split('/').at(-1)}`);
    if (result.errors > 0 || result.perSecond < GOAL_PER_SECOND) process.exitCode = 1;
  } finally {
    agent.destroy();
    if (server) {
      server.child.kill('SIGTERM');
      await new Promise((resolve) => server.child.once('exit', resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await run();
