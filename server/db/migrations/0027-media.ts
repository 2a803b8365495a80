import type { Kysely, Migration } from 'kysely';
import type { DatabaseDialect } from '../database';

/**
 * Photos kept in the database (MEDIA_STORE=database, server/media/database-store.ts): every instance on one
 * PostgreSQL serves what any of them stored, with nothing else to run. Keyed by the path the wire carries.
 */
export const mediaMigration = (dialect: DatabaseDialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('media')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('bytes', dialect === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('media').execute();
  },
});
