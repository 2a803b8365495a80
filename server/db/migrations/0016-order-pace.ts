import type { Kysely, Migration } from 'kysely';

/**
 * How fast the kitchen takes orders (one row, id 1, absent until first set): new orders paused until an instant,
 * extra minutes on every estimate until an instant, and an optional cap of orders per 15-minute slot for each way of
 * ordering (null: no cap).
 */
export const orderPaceMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('order_pace')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('paused_until', 'text')
      .addColumn('busy_minutes', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('busy_until', 'text')
      .addColumn('cap_pickup', 'integer')
      .addColumn('cap_dine_in', 'integer')
      .addColumn('cap_delivery', 'integer')
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('order_pace').execute();
  },
};
