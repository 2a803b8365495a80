import { sql, type Kysely, type Migration } from 'kysely';

/** How each order is paid (eSewa, Khalti or cash); every order before there was a choice was eSewa's. */
export const paymentMethodMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('orders')
      .addColumn('payment_method', 'text', (c) =>
        c.notNull().defaultTo('esewa').check(sql`payment_method in ('esewa', 'khalti', 'cash')`),
      )
      .execute();
    // Cash is owed until the counter takes it: who took it and when (a paid-online order leaves both null).
    await db.schema.alterTable('orders').addColumn('cash_collected_at', 'text').execute();
    await db.schema.alterTable('orders').addColumn('cash_collected_by', 'integer').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('orders').dropColumn('cash_collected_by').execute();
    await db.schema.alterTable('orders').dropColumn('cash_collected_at').execute();
    await db.schema.alterTable('orders').dropColumn('payment_method').execute();
  },
};
