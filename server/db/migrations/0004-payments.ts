import { type Kysely, type Migration, sql } from 'kysely';

/**
 * eSewa payments (docs/rules/payments.md#esewa). One eSewa payment pays one order: a reference already used on an order
 * cannot pay another one, whatever the verification call said. And the sandbox stand-in's own book of the payments it
 * took, which its verification call answers from, as eSewa answers from its own.
 */
export const paymentsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex('orders_esewa_ref_id')
      .on('orders')
      .column('esewa_ref_id')
      .unique()
      .where(sql.ref('esewa_ref_id'), 'is not', null)
      .execute();
    await db.schema
      .createTable('esewa_sandbox_payments')
      .addColumn('ref_id', 'text', (c) => c.primaryKey())
      .addColumn('pid', 'text', (c) => c.notNull())
      .addColumn('amount_paisa', 'integer', (c) => c.notNull())
      .addColumn('merchant_code', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('esewa_sandbox_payments').execute();
    await db.schema.dropIndex('orders_esewa_ref_id').execute();
  },
};
