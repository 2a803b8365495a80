import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createDatabase, type DatabaseDialect, type Db, dialectOf } from '../../../server/db/database';
import { migrateToLatest } from '../../../server/db/migrate';
import { type Env, type EnvSource, loadEnv } from '../../../server/env';

/**
 * The server suite runs on a SQLite file in a fresh temp folder, or, when DATABASE_URL names a PostgreSQL server
 * (`npm run test:postgres`), on a throwaway database created on it for one test file and dropped afterwards.
 */
const serverUrl = process.env.DATABASE_URL;

/** The demo key of every test app (DEMO_KEY): the outbox and the sandbox's status and settle answer it. */
export const TEST_DEMO_KEY = 'test-demo-key-0123456789-abcdefghijkl';

export interface TestDatabase {
  env: Env;
  db: Db;
  dialect: DatabaseDialect;
  dataDir: string;
  destroy(): Promise<void>;
}

export async function makeTestEnv(overrides: EnvSource = {}): Promise<{ env: Env; dropDatabase: () => Promise<void> }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'restaurant-test-'));
  const database = serverUrl ? await createThrowawayDatabase(serverUrl) : null;
  const env = loadEnv({
    DATA_DIR: dataDir,
    DEMO_DATA: '0',
    // TEST_LOG_LEVEL=error shows what a 500 in a test was (the server's log is otherwise silent).
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    // The suites written for ePay v1 keep it; the v2 suites ask for ESEWA_API=v2.
    ESEWA_API: 'v1',
    // Tests run the reconciliation job themselves, on their own clock.
    RECONCILE_SECONDS: '0',
    // The older suites place many orders per customer; the limit's own tests ask for the default of 3.
    MAX_UNPAID_ORDERS: '50',
    // The suites read codes from the outbox; its own tests check it is closed unless asked for.
    SMS_PROVIDER: 'outbox',
    DEMO_KEY: TEST_DEMO_KEY,
    ...(database ? { DATABASE_URL: database.url } : {}),
    ...overrides,
  });
  return {
    env,
    dropDatabase: async () => {
      await database?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A migrated, empty database and its data folder. */
export async function openTestDatabase(overrides: EnvSource = {}): Promise<TestDatabase> {
  const { env, dropDatabase } = await makeTestEnv(overrides);
  const dialect = dialectOf(env);
  const db = createDatabase(env);
  await migrateToLatest(db, dialect);
  return {
    env,
    db,
    dialect,
    dataDir: env.dataDir,
    destroy: async () => {
      await db.destroy();
      await dropDatabase();
    },
  };
}

/** A fresh database on the PostgreSQL server at `url` (bench/search.mjs makes its own with it), and how to drop it. */
export async function createThrowawayDatabase(url: string, prefix = 'restaurant_test') {
  const name = `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  return {
    url: testUrl.toString(),
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
}
