import { type ColumnDefinitionBuilder, type Kysely, type Migration, sql } from 'kysely';
import { OTP_TYPES } from '../../../contract/account';
import type { DatabaseDialect } from '../database';

/** Sessions (refresh tokens), one-time codes, rate-limit events and the SMS outbox: all shared state of accounts. */
export function accountsMigration(dialect: DatabaseDialect): Migration {
  const id = (column: ColumnDefinitionBuilder) =>
    dialect === 'postgres' ? column.generatedByDefaultAsIdentity().primaryKey() : column.primaryKey().autoIncrement();
  const purposes = sql.join(OTP_TYPES.map((purpose) => sql.lit(purpose)));

  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('sessions')
        .addColumn('id', 'integer', id)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('refresh_hash', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('revoked_at', 'text')
        .addColumn('replaced_by', 'integer', (c) => c.references('sessions.id').onDelete('set null'))
        .execute();
      await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();
      await db.schema.createIndex('sessions_expires').on('sessions').column('expires_at').execute();

      await db.schema
        .createTable('otp_codes')
        .addColumn('id', 'integer', id)
        .addColumn('phone_number', 'text', (c) => c.notNull())
        .addColumn('purpose', 'text', (c) => c.notNull())
        .addColumn('code_hash', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('consumed_at', 'text')
        .addCheckConstraint('otp_codes_purpose', sql`purpose in (${purposes})`)
        .execute();
      await db.schema
        .createIndex('otp_codes_number_purpose')
        .on('otp_codes')
        .columns(['phone_number', 'purpose'])
        .execute();
      await db.schema.createIndex('otp_codes_expires').on('otp_codes').column('expires_at').execute();

      await db.schema
        .createTable('rate_limit_events')
        .addColumn('id', 'integer', id)
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('rate_limit_events_key_created')
        .on('rate_limit_events')
        .columns(['key', 'created_at'])
        .execute();
      await db.schema.createIndex('rate_limit_events_created').on('rate_limit_events').column('created_at').execute();

      await db.schema
        .createTable('sms_outbox')
        .addColumn('id', 'integer', id)
        .addColumn('to_number', 'text', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('sent_at', 'text', (c) => c.notNull())
        .execute();
    },

    async down(db: Kysely<unknown>) {
      for (const table of ['sms_outbox', 'rate_limit_events', 'otp_codes', 'sessions']) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
