import { type ColumnDefinitionBuilder, type Kysely, type Migration, sql } from 'kysely';
import type { DatabaseDialect } from '../database';

/**
 * Receipts and credit notes: one row each, written once with everything the paper shows (a JSON snapshot, so a
 * later change of menu, price or address never changes a receipt already handed over). Only `times_printed` moves
 * afterwards. Numbers run per Nepali fiscal year without gaps: the `counters` row `receipt:<fiscal year>` (or
 * `credit_note:<fiscal year>`) is moved in the same transaction as the insert, so a rolled-back receipt gives its
 * number back and two instances take turns on the row.
 */
export const receiptsMigration = (dialect: DatabaseDialect): Migration => ({
  async up(db: Kysely<unknown>) {
    const id = (column: ColumnDefinitionBuilder) =>
      dialect === 'postgres' ? column.generatedByDefaultAsIdentity().primaryKey() : column.primaryKey().autoIncrement();
    await db.schema
      .createTable('receipts')
      .addColumn('id', 'integer', id)
      .addColumn('number', 'text', (c) => c.notNull().unique())
      .addColumn('fiscal_year', 'text', (c) => c.notNull())
      .addColumn('sequence', 'integer', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('receipt', 'credit_note')`))
      .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
      .addColumn('credit_for_receipt_id', 'integer', (c) => c.references('receipts.id'))
      .addColumn('issued_at', 'text', (c) => c.notNull())
      .addColumn('snapshot', 'text', (c) => c.notNull())
      .addColumn('times_printed', 'integer', (c) => c.notNull().defaultTo(0))
      .addUniqueConstraint('receipts_kind_fiscal_year_sequence', ['kind', 'fiscal_year', 'sequence'])
      .addUniqueConstraint('receipts_order_kind', ['order_id', 'kind'])
      .execute();
    await db.schema.createIndex('receipts_issued_at').on('receipts').columns(['kind', 'issued_at']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('receipts').execute();
    await sql`delete from counters where name like 'receipt:%' or name like 'credit_note:%'`.execute(db);
  },
});
