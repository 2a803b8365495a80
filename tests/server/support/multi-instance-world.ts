import pino from 'pino';
import { createApp } from '../../../server/app';
import { createDatabase, type Db } from '../../../server/db/database';
import { seedDatabase } from '../../../server/demo/seed';
import { type ChangeBus } from '../../../server/services/change-bus';
import { createPostgresBus } from '../../../server/services/change-bus-postgres';
import { orderById } from '../../../server/services/orders';
import { outboxSms } from '../../../server/services/sms-outbox';
import { apiClient, manualClock } from './account-client';
import { openTestDatabase, type TestDatabase } from './test-database';
import { loadTinyCatalog } from './tiny-catalog';
import { afterAll, beforeAll } from 'vitest';

/*
 * The world of the multi-instance-*.test.ts files. The `let` exports are live bindings, set by the hooks useMultiInstanceWorld() registers.
 */

/**
 * Two server instances on one database, each with its own connection (pool) to it, as two processes behind a load
 * balancer would be. Everything an instance decides from (codes, limits, sessions) lives in the database, so a
 * client whose requests alternate between them meets one server. Live changes cross over PostgreSQL's LISTEN/NOTIFY;
 * a SQLite file belongs to one server, whose bus is in-process.
 */
export const onPostgres = Boolean(process.env.DATABASE_URL);
export const POSTGRES_ONLY =
  'PostgreSQL only (npm run test:postgres): a SQLite file has one server and an in-process bus';

// Inside the tiny catalog's opening hours (10:00–22:00 in Kathmandu), so orders can be placed.
export let clock: ReturnType<typeof manualClock>;
export const logger = pino({ level: 'silent' });
export let shutdown: AbortController;

export let t: TestDatabase;
export let secondDb: Db;
export let one: ReturnType<typeof instance>;
export let two: ReturnType<typeof instance>;
export let addresses = 0;
/** A client address no other test of the file uses, so per-address limits of one test stay out of the next. */
export const freshAddress = () => {
  addresses += 1;
  return `198.51.${100 + Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
};

/** `orderStreamPingMs`: how often its live streams check their session by themselves. */
export function instance(db: Db, bus: ChangeBus | undefined, orderStreamPingMs = 100) {
  const sleeps: number[] = [];
  const app = createApp({
    db,
    env: t.env,
    logger,
    distDir: '/nonexistent-dist',
    clock: clock.now,
    sms: outboxSms({ db, logger, clock: clock.now, print: () => {} }),
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    bus,
    orderStreamPingMs,
    shutdown: shutdown.signal,
  });
  return { app, sleeps, bus, api: (address = freshAddress()) => apiClient(app, { address }) };
}

/** As start-server builds it: an order too big for NOTIFY is read back through this instance's own pool. */
export const postgresBus = (db: Db) =>
  createPostgresBus(t.env.databaseUrl ?? '', logger, {
    loadOrder: (id) => orderById(db, { id: 0, is_admin: true }, id),
  });

/**
 * Registers the world's hooks. Each test file calls it once: the server project shares modules between the files
 * a worker runs (no module isolation), so the world is made fresh here, not when the module is first loaded.
 */
export function useMultiInstanceWorld() {
  beforeAll(async () => {
    clock = manualClock(new Date('2026-03-02T06:00:00.000Z'));
    shutdown = new AbortController();
    addresses = 0;
    t = await openTestDatabase({ DEMO_DATA: '1' });
    await seedDatabase(t.db, t.env, { dialect: t.dialect, catalog: loadTinyCatalog });
    secondDb = createDatabase(t.env);
    // On SQLite, createApp's default: each instance its own in-process bus, which is why live changes cannot cross.
    one = instance(t.db, onPostgres ? await postgresBus(t.db) : undefined);
    two = instance(secondDb, onPostgres ? await postgresBus(secondDb) : undefined);
  });
  afterAll(async () => {
    shutdown.abort();
    await Promise.all([one?.bus?.close(), two?.bus?.close()]);
    await secondDb?.destroy();
    await t.destroy();
  });
}

export { INVALID_CODE, signupBody, wrongCodeFor } from './account-client';
