import { chmodSync, closeSync, mkdirSync, openSync } from 'node:fs';
import { dirname } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Env } from '../env';
import type { Database } from './schema';

export type DatabaseDialect = 'sqlite' | 'postgres';

export type Db = Kysely<Database>;

export const dialectOf = (env: Pick<Env, 'databaseUrl'>): DatabaseDialect => (env.databaseUrl ? 'postgres' : 'sqlite');

export function createDatabase(env: Pick<Env, 'databaseUrl' | 'sqliteFile'>): Db {
  if (env.databaseUrl) {
    const pool = new pg.Pool({ connectionString: env.databaseUrl, max: 10 });
    // An idle pooled connection that the server drops (a restart, a failover, an admin's terminate) is reported as
    // an 'error' event; unheard, it would crash the process. The pool discards that client and opens a new one.
    pool.on('error', (error) => console.warn(`PostgreSQL dropped an idle connection: ${error.message}`));
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  mkdirSync(dirname(env.sqliteFile), { recursive: true });
  // Accounts, codes' hashes and orders: readable by the server's own user only (docs/rules/robustness.md#files). SQLite
  // gives its -wal and
  // -shm files the database file's permissions.
  closeSync(openSync(env.sqliteFile, 'a', 0o600));
  chmodSync(env.sqliteFile, 0o600);
  const sqlite = new SqliteDatabase(env.sqliteFile);
  // WAL lets readers run while one request writes.
  sqlite.pragma('journal_mode = WAL');
  // SQLite leaves foreign keys off unless asked, per connection.
  sqlite.pragma('foreign_keys = ON');
  // Wait for a concurrent writer (a second process, a backup) instead of failing with SQLITE_BUSY.
  sqlite.pragma('busy_timeout = 5000');
  // Orders and payments live here: WAL's default NORMAL can lose the last commits on power loss, FULL cannot.
  // The fsync per commit is cheap next to a payment round trip.
  sqlite.pragma('synchronous = FULL');
  cacheStatements(sqlite);
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}

/** Compiled statements kept, newest use last; past this many the least recently used goes. */
const STATEMENT_CACHE_SIZE = 512;

/**
 * Kysely's SQLite driver prepares every query anew; compiling the SQL cost about 0.5 ms of each checkout's 13 ms of
 * CPU (more with the payment attempts' extra statements). A statement is reusable as long as no iterator holds it
 * (the server never streams), and SQLite recompiles one by itself when the schema changes, so the compiled form of
 * each SQL text is kept.
 */
function cacheStatements(sqlite: SqliteDatabase.Database): void {
  const prepare = sqlite.prepare.bind(sqlite);
  const cache = new Map<string, SqliteDatabase.Statement>();
  sqlite.prepare = ((source: string) => {
    let statement = cache.get(source);
    if (statement) cache.delete(source);
    else {
      statement = prepare(source);
      if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
    }
    cache.set(source, statement);
    return statement;
  }) as typeof sqlite.prepare;
}

export const now = (): string => new Date().toISOString();
