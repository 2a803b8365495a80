import type { Kysely, Migration } from 'kysely';

/**
 * Which ways to pay each way of ordering offers (a JSON object of lists; null until an admin chooses, read as the
 * contract's defaults) and how many cash orders a customer may hold unpaid at once.
 */
export const paymentChoicesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('service_settings').addColumn('payment_methods', 'text').execute();
    await db.schema
      .alterTable('service_settings')
      .addColumn('max_cash_orders', 'integer', (c) => c.notNull().defaultTo(2))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('service_settings').dropColumn('max_cash_orders').execute();
    await db.schema.alterTable('service_settings').dropColumn('payment_methods').execute();
  },
};
