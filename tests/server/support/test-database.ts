import { createHash } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
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

/**
 * `migrated`: on PostgreSQL the database is a copy of one migrated once for the whole run (CREATE DATABASE … TEMPLATE
 * copies files), not migrated anew per test file. SQLite files are new and empty either way.
 */
export async function makeTestEnv(
  overrides: EnvSource = {},
  { migrated = false } = {},
): Promise<{ env: Env; dropDatabase: () => Promise<void> }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'restaurant-test-'));
  const template = serverUrl && migrated ? await migratedTemplate(serverUrl) : undefined;
  const database = serverUrl ? await createThrowawayDatabase(serverUrl, 'restaurant_test', template) : null;
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
  const { env, dropDatabase } = await makeTestEnv(overrides, { migrated: true });
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

/** Runs `work` with one client on the PostgreSQL server at `url`. */
async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const databaseUrl = (url: string, name: string) => {
  const named = new URL(url);
  named.pathname = `/${name}`;
  return named.toString();
};

/**
 * A fresh database on the PostgreSQL server at `url` (bench/search.mjs makes its own with it), and how to drop it;
 * a copy of `template` when one is named.
 */
export async function createThrowawayDatabase(url: string, prefix = 'restaurant_test', template?: string) {
  const name = `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  await withClient(url, (client) => client.query(`create database ${name}${template ? ` template ${template}` : ''}`));
  return {
    url: databaseUrl(url, name),
    drop: () => withClient(url, (client) => client.query(`drop database if exists ${name} with (force)`)),
  };
}

const MIGRATIONS = fileURLToPath(new URL('../../../server/db/migrations/', import.meta.url));

/**
 * The name of a database on the server at `url` holding every migration and nothing else, made by the first worker
 * that asks (the others wait on the lock). Named after the migration files, so a server that outlives a run never
 * hands out a copy from before a migration changed.
 */
async function migratedTemplate(url: string): Promise<string> {
  const files = readdirSync(MIGRATIONS)
    .sort()
    .map((file) => `${file}:${statSync(join(MIGRATIONS, file)).size}:${statSync(join(MIGRATIONS, file)).mtimeMs}`);
  const name = `restaurant_template_${createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 16)}`;
  await withClient(url, async (client) => {
    // One number for this lock, taken for the session: workers starting together make the template once.
    await client.query('select pg_advisory_lock(2026112801)');
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (rowCount) return;
    const building = `${name}_building`;
    await client.query(`drop database if exists ${building} with (force)`);
    await client.query(`create database ${building}`);
    const dataDir = await mkdtemp(join(tmpdir(), 'restaurant-template-'));
    const db = createDatabase(loadEnv({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', DATABASE_URL: databaseUrl(url, building) }));
    try {
      await migrateToLatest(db, 'postgres');
    } finally {
      await db.destroy();
      await rm(dataDir, { recursive: true, force: true });
    }
    // Renamed only once whole: a run stopped mid-migration leaves no half-made template behind under the real name.
    await client.query(`alter database ${building} rename to ${name}`);
  });
  return name;
}
