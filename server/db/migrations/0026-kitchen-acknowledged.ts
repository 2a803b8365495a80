import { type Kysely, type Migration, sql } from 'kysely';

/**
 * When the kitchen acknowledged a newly paid order's alert, and who (a user id; null for the orders this migration
 * marks): one press on any kitchen tablet silences the alert on every tablet, and a reload rings again only for the
 * orders nobody has acknowledged (docs/rules/orders.md#new-order-alert). Every order already past paying when the
 * column arrives counts as acknowledged: its alert was heard, tab by tab, before acknowledging was kept. An order still
 * to be paid is left unacknowledged, so it rings once it is paid.
 */
export const kitchenAcknowledgedMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('orders').addColumn('kitchen_acknowledged_at', 'text').execute();
    await db.schema.alterTable('orders').addColumn('kitchen_acknowledged_by', 'integer').execute();
    const now = new Date().toISOString();
    await sql`update orders set kitchen_acknowledged_at = ${now}
      where status not in ('pending_payment', 'payment_failed', 'expired')`.execute(db);
    // The kitchen's question on every load: the active orders nobody has acknowledged yet.
    await db.schema
      .createIndex('orders_unacknowledged')
      .on('orders')
      .columns(['status', 'kitchen_acknowledged_at'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('orders_unacknowledged').execute();
    await db.schema.alterTable('orders').dropColumn('kitchen_acknowledged_by').execute();
    await db.schema.alterTable('orders').dropColumn('kitchen_acknowledged_at').execute();
  },
};
