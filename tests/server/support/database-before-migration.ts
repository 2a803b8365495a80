import { sql } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import { createDatabase, dialectOf, type Db } from '../../../server/db/database';
import { migrateTo, migrateToLatest } from '../../../server/db/migrate';
import { makeTestEnv } from './test-database';

/** When the rows of a database from before a migration were written. */
export const BEFORE_AT = '2026-03-02T06:00:00.000Z';

/**
 * A restaurant as it stood after migration `before`: one customer, Ram (user 1), and whatever `fill` writes then in
 * raw SQL; then every later migration runs over it, as an upgrade would. Returns the migrated database for the tests.
 */
export function useDatabaseBeforeMigration(before: string, fill: (raw: Db) => Promise<void>): () => Db {
  let db: Db | undefined;
  let drop: () => Promise<void> = async () => {};
  beforeAll(async () => {
    const { env, dropDatabase } = await makeTestEnv();
    drop = dropDatabase;
    db = createDatabase(env);
    await migrateTo(db, dialectOf(env), before);
    await sql`insert into users (name, phone_number, password_hash, is_admin, created_at)
      values ('Ram', '9700000001', 'x', 0, ${BEFORE_AT})`.execute(db);
    await fill(db);
    await migrateToLatest(db, dialectOf(env));
  });
  afterAll(async () => {
    await db?.destroy();
    await drop();
  });
  return () => {
    if (!db) throw new Error('the database is made in beforeAll');
    return db;
  };
}
