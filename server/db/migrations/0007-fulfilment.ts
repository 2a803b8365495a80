import { type Kysely, type Migration, sql } from 'kysely';

/**
 * How food reaches the customer (docs/rules/orders.md#ways-to-order): each order is pickup, dine-in at a table or
 * delivery, with what delivery added to its total and the customer's note; the restaurant's ways of serving and
 * delivery terms are one row.
 * Orders already there were all taken at the counter: they read as pickup.
 */
export const fulfilmentMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('orders')
      .addColumn('fulfilment_type', 'text', (c) =>
        c.notNull().defaultTo('pickup').check(sql`fulfilment_type in ('pickup', 'dine_in', 'delivery')`),
      )
      .execute();
    for (const column of ['delivery_address', 'delivery_landmark', 'contact_phone', 'order_note', 'ready_at'])
      await db.schema.alterTable('orders').addColumn(column, 'text').execute();
    await db.schema.alterTable('orders').addColumn('table_number', 'integer').execute();
    await db.schema
      .alterTable('orders')
      .addColumn('delivery_fee_paisa', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();

    const flag = (name: string) => sql`${sql.ref(name)} in (0, 1)`;
    await db.schema
      .createTable('service_settings')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('pickup', 'integer', (c) => c.notNull().check(flag('pickup')))
      .addColumn('dine_in', 'integer', (c) => c.notNull().check(flag('dine_in')))
      .addColumn('delivery', 'integer', (c) => c.notNull().check(flag('delivery')))
      .addColumn('delivery_fee_paisa', 'integer', (c) => c.notNull())
      .addColumn('delivery_minimum_paisa', 'integer', (c) => c.notNull())
      .addColumn('pickup_minutes', 'integer', (c) => c.notNull())
      .addColumn('tables', 'integer', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('service_settings').execute();
    for (const column of [
      'fulfilment_type',
      'delivery_address',
      'delivery_landmark',
      'contact_phone',
      'order_note',
      'ready_at',
      'table_number',
      'delivery_fee_paisa',
    ])
      await db.schema.alterTable('orders').dropColumn(column).execute();
  },
};
