import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import SqliteDatabase from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkout, httpClient, logIn, prepareCheckoutDatabase } from '../../bench/checkout-flow.mjs';
import { order as orderSchema } from '../../contract/order';
import { createDatabase } from '../../server/db/database';
import type { Env } from '../../server/env';
import { rupeesToPaisa } from '../../server/services/money';
import { freePort } from '../../scripts/free-port.mjs';
import { makeTestEnv } from './support/test-database';

/**
 * docs/rules/system.md#reliability, reliability: the real server (its own process, `node --import tsx server/main.ts`)
 * takes checkouts from many customers at once and is killed with SIGKILL at a random moment, ROUNDS times, restarted
 * each time on the same DATA_DIR (or PostgreSQL database). An answer the client received is a promise: every 201 order
 * and every verify that said paid must be in the database afterwards, with the total it was acknowledged with, and the
 * SQLite file must pass its integrity and foreign-key checks. A server that answered before its commit would lose some.
 */

const root = fileURLToPath(new URL('../..', import.meta.url));
const ROUNDS = 5;
const CONCURRENCY = 12;
const CUSTOMERS = 12;
/** How long after a round's first acknowledged order the kill may come: anywhere in the middle of checkouts. */
const KILL_WINDOW_MS = 1200;

interface Acknowledged {
  id: number;
  totalPaisa: number;
  round: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A seeded generator: a failing run's message names the seed of its kill moments. */
function seededRandom(seed: number) {
  let state = seed % 2 ** 31;
  return () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
}

interface Server {
  child: ChildProcess;
  url: string;
  exited: Promise<[number | null, NodeJS.Signals | null]>;
  output: () => string;
}

/** The server's own node process (no shell or npx in between: the pid killed is the server's), once it listens. */
async function startServer(env: Env, port: number): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    // Only what the test sets: nothing from the developer's shell leaks in.
    env: {
      PATH: process.env.PATH ?? '',
      DATA_DIR: env.dataDir,
      ...(env.databaseUrl ? { DATABASE_URL: env.databaseUrl } : {}),
      PORT: String(port),
      HOST: '127.0.0.1',
      // The same address every round: the gateway forms of earlier rounds keep pointing at the server.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DEMO_DATA: '0',
      ESEWA_MODE: 'sandbox',
      // Killed checkouts leave unpaid orders behind; the customers keep ordering.
      MAX_UNPAID_ORDERS: '50',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
  const deadline = Date.now() + 30_000;
  for (;;) {
    const url = /open at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
    if (url) return { child, url, exited, output: () => output };
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not start (exit ${child.exitCode}):\n${output}`);
    }
    await sleep(25);
  }
}

describe('kill -9 during a checkout load', () => {
  let env: Env;
  let dropDatabase: () => Promise<void>;
  let server: Server | undefined;

  beforeAll(async () => {
    ({ env, dropDatabase } = await makeTestEnv());
  });

  afterAll(async () => {
    if (server && server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
    await dropDatabase();
  });

  it('keeps every order and payment the server acknowledged, and a sound database', { timeout: 120_000 }, async () => {
    const seed = Date.now();
    const killMoment = seededRandom(seed);
    const started = performance.now();
    const { mealIds, phones } = await prepareCheckoutDatabase(env, CUSTOMERS);
    const port = await freePort();

    // Keyed by pid, not id: SQLite hands a lost order's id to the next order, which would hide the loss.
    const orders = new Map<string, Acknowledged>();
    const paid = new Set<string>();
    const perRound: Array<{ orders: number; paid: number; killedAfterMs: number }> = [];
    let tokens: string[] = [];
    let round = 0;
    const acknowledged = (what: 'order' | 'paid', body: unknown) => {
      const order = orderSchema.parse(body);
      if (what === 'order') orders.set(order.pid, { id: order.id, totalPaisa: rupeesToPaisa(order.total), round });
      else paid.add(order.pid);
    };

    for (round = 1; round <= ROUNDS; round++) {
      server = await startServer(env, port);
      const client = httpClient({ maxSockets: CONCURRENCY });
      if (tokens.length === 0) tokens = await logIn(client, server.url, phones);
      const before = { orders: orders.size, paid: paid.size };
      let alive = true;
      const failuresWhileAlive: string[] = [];
      const base = server.url;
      const worker = async (first: number) => {
        for (let next = first; alive; next += CONCURRENCY) {
          try {
            await checkout(client, base, tokens[next % tokens.length] ?? '', mealIds, Math.random, { acknowledged });
          } catch (error) {
            if (alive) failuresWhileAlive.push(error instanceof Error ? error.message : String(error));
          }
        }
      };
      const workers = Array.from({ length: CONCURRENCY }, (_, index) => worker(index));

      // Kill while checkouts are surely under way: after this round's first acknowledged order, at a random moment.
      const waitingSince = Date.now();
      while (orders.size === before.orders && failuresWhileAlive.length === 0) {
        if (Date.now() - waitingSince > 20_000) throw new Error(`round ${round}: no order acknowledged in 20 s`);
        await sleep(5);
      }
      const killAfterMs = Math.floor(killMoment() * KILL_WINDOW_MS);
      await sleep(killAfterMs);
      server.child.kill('SIGKILL');
      // Failures from here on are the kill's: requests cut off or refused.
      alive = false;
      const [code, signal] = await server.exited;
      expect({ code, signal }).toEqual({ code: null, signal: 'SIGKILL' });
      await Promise.all(workers);
      client.destroy();
      expect(failuresWhileAlive, `round ${round} (seed ${seed}):\n${server.output()}`).toEqual([]);
      perRound.push({ orders: orders.size - before.orders, paid: paid.size - before.paid, killedAfterMs: killAfterMs });
    }

    // The last restart: the server starts on what the kills left and takes a checkout.
    server = await startServer(env, port);
    const client = httpClient({ maxSockets: 1 });
    await checkout(client, server.url, tokens[0] ?? '', mealIds, Math.random, { acknowledged });
    client.destroy();
    server.child.kill('SIGTERM');
    expect((await server.exited)[0], server.output()).toBe(0);

    const db = createDatabase(env);
    const rows = await db
      .selectFrom('orders')
      .leftJoin('order_lines', 'order_lines.order_id', 'orders.id')
      .select(['orders.id', 'orders.pid', 'orders.status', 'orders.total_paisa', 'orders.esewa_ref_id'])
      .select((eb) => eb.fn.sum<number | string | null>('order_lines.line_total_paisa').as('lines_paisa'))
      .groupBy(['orders.id', 'orders.pid', 'orders.status', 'orders.total_paisa', 'orders.esewa_ref_id'])
      .execute()
      .finally(() => db.destroy());
    const stored = new Map(rows.map((row) => [row.pid, row]));
    const lost = [...orders].filter(([pid, ack]) => {
      const row = stored.get(pid);
      return !row || row.id !== ack.id || row.total_paisa !== ack.totalPaisa;
    });
    const unpaid = [...paid].filter((pid) => stored.get(pid)?.status !== 'paid' || !stored.get(pid)?.esewa_ref_id);
    const summary = `seed ${seed}, ${orders.size} orders and ${paid.size} payments acknowledged: ${JSON.stringify(perRound)}`;
    expect(lost.map(([pid, ack]) => ({ pid, ...ack, stored: stored.get(pid) ?? null })), summary).toEqual([]);
    expect(unpaid.map((pid) => ({ pid, stored: stored.get(pid) ?? null })), summary).toEqual([]);
    // Every round killed checkouts under way, so each acknowledged some; the figures say how much was at stake.
    expect(perRound.every((r) => r.orders > 0), summary).toBe(true);
    // Acknowledged or not, no kill left half an order: each one has all its lines (an order is one commit).
    expect(rows.filter((row) => Number(row.lines_paisa) !== row.total_paisa)).toEqual([]);
    expect(paid.size, summary).toBeGreaterThan(0);

    if (!env.databaseUrl) {
      const sqlite = new SqliteDatabase(env.sqliteFile);
      try {
        expect(sqlite.pragma('integrity_check')).toEqual([{ integrity_check: 'ok' }]);
        expect(sqlite.pragma('foreign_key_check')).toEqual([]);
      } finally {
        sqlite.close();
      }
    }
    console.info(`crash recovery: ${ROUNDS} kills, ${summary}, ${((performance.now() - started) / 1000).toFixed(1)} s`);
  });
});
