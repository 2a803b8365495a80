import { sql, type Kysely, type Migration } from 'kysely';

/**
 * How each order is paid (eSewa, Khalti or cash; every order before there was a choice was eSewa's), who took the
 * cash and when, the tax split its bill was given when it was placed (null for orders from before bills were split),
 * and the restaurant's billing settings: VAT registration, PAN/VAT number, the address printed on bills and the
 * service charge per way of ordering.
 */
export const paymentsAndBillsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('orders')
      .addColumn('payment_method', 'text', (c) =>
        c.notNull().defaultTo('esewa').check(sql`payment_method in ('esewa', 'khalti', 'cash')`),
      )
      .execute();
    for (const column of ['cash_collected_at', 'cash_collected_by', 'bill_base_paisa', 'bill_service_paisa', 'bill_vat_paisa', 'bill_service_percent'])
      await db.schema
        .alterTable('orders')
        .addColumn(column, column === 'cash_collected_at' ? 'text' : 'integer')
        .execute();
    await db.schema
      .createTable('billing_settings')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('vat_registered', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('pan_number', 'text')
      .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('service_percent_dine_in', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('service_percent_pickup', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('service_percent_delivery', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('billing_settings').execute();
    for (const column of ['bill_service_percent', 'bill_vat_paisa', 'bill_service_paisa', 'bill_base_paisa', 'cash_collected_by', 'cash_collected_at', 'payment_method'])
      await db.schema.alterTable('orders').dropColumn(column).execute();
  },
};
