// `npm run bench:checkout`: whole checkouts per second through the real server on SQLite
// (docs/rules/system.md#performance-goals: goal ≥ 300/s with 0 errors). The server runs as its own process (`node
// --import tsx server/main.ts`, ESEWA_MODE=sandbox) on a fresh temp DATA_DIR, prepared here with its own migrations: a
// restaurant open around the clock's now, four meals and CUSTOMERS customers. Each checkout is what a browser does:
// POST /api/orders/, the gateway form posted to the sandbox's page, its Pay button, then POST
// /api/payment/esewa/verify/ with the return's query, and must end with the order paid. CONCURRENCY checkouts run at
// once for SECONDS after a short warm-up. Results also go to bench/results/.
// Options (environment): BENCH_SECONDS=10 BENCH_CONCURRENCY=24 BENCH_CUSTOMERS=32 LOG_LEVEL=warn (the server's),
// BENCH_PROFILE=<folder> (the server writes a V8 CPU profile there when it stops), BENCH_DIR=<folder> (where the
// temp DATA_DIR goes; default the system temp folder), BENCH_SYNCHRONOUS=NORMAL|FULL (overrides the server's SQLite
// `synchronous`, FULL, through bench/sqlite-synchronous.mjs, to measure what FULL costs).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { createDatabase } from '../server/db/database.ts';
import { countOrders } from '../server/db/repositories/orders.ts';
import { loadEnv } from '../server/env.ts';
import { checkout, httpClient, logIn, prepareCheckoutDatabase } from './checkout-flow.mjs';
import { freePort, profileArgs, startServerProcess } from './local-server.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = 2;
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 24);
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 32);
const GOAL_PER_SECOND = 300;
const SYNCHRONOUS = process.env.BENCH_SYNCHRONOUS?.toUpperCase() ?? 'FULL';

const client = httpClient({ maxSockets: CONCURRENCY });

/**
 * What one commit costs on DATA_DIR's disk with the server's settings (WAL, synchronous=FULL: one fsync each; NORMAL:
 * none, the WAL is synced only at checkpoints). A checkout makes three (the order, the sandbox's booking, the
 * payment) and better-sqlite3 waits for each on the server's only thread, so this alone caps the figure.
 */
function commitMs(dataDir) {
  const file = join(dataDir, 'commit-probe.sqlite');
  const db = new SqliteDatabase(file);
  try {
    db.pragma('journal_mode = WAL');
    db.pragma(`synchronous = ${SYNCHRONOUS}`);
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

const startServer = (dataDir, port) =>
  startServerProcess({
    port,
    nodeArgs: profileArgs(),
    imports: process.env.BENCH_SYNCHRONOUS ? ['--import', './bench/sqlite-synchronous.mjs'] : [],
    env: {
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DEMO_DATA: '0',
      ESEWA_MODE: 'sandbox',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function run() {
  const dataDir = mkdtempSync(join(process.env.BENCH_DIR ?? tmpdir(), 'restaurant-bench-checkout-'));
  const env = loadEnv({ DATA_DIR: dataDir, DATABASE_URL: '', DEMO_DATA: '0', LOG_LEVEL: 'silent' });
  let server;
  try {
    const { mealIds, phones } = await prepareCheckoutDatabase(env, CUSTOMERS);
    server = await startServer(dataDir, await freePort());
    const { base } = server;
    const tokens = await logIn(client, base, phones);

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
            await checkout(client, base, token, mealIds, random, { steps });
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

    console.log(`Checkout bench: SQLite (synchronous=${SYNCHRONOUS}), ${CONCURRENCY} at once, ${CUSTOMERS} customers, ${SECONDS} s (after ${WARM_UP_SECONDS} s warm-up)`);
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
        return await countOrders(db, { status: 'paid' });
      } finally {
        await db.destroy();
      }
    })();
    console.log(`  orders paid in the database (warm-up included): ${paid}`);

    mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
    const file = new URL(`./results/checkout-${new Date().toISOString().replace(/[:.]/g, '-')}.json`, import.meta.url);
    const settings = { concurrency: CONCURRENCY, customers: CUSTOMERS, seconds: SECONDS, synchronous: SYNCHRONOUS, logLevel: process.env.LOG_LEVEL ?? 'warn' };
    writeFileSync(file, `${JSON.stringify({ settings, ...result, goalPerSecond: GOAL_PER_SECOND }, null, 2)}\n`);
    console.log(`\nWritten to bench/results/${file.pathname.split('/').at(-1)}`);
    if (result.errors > 0 || result.perSecond < GOAL_PER_SECOND) process.exitCode = 1;
  } finally {
    client.destroy();
    if (server) {
      server.child.kill('SIGTERM');
      await new Promise((resolve) => server.child.once('exit', resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await run();
