import { mkdirSync } from 'node:fs';
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
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}

export const now = (): string => new Date().toISOString();
