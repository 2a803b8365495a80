import { type Kysely, type Migration, sql } from 'kysely';

const portionCheck = sql`portion in ('full', 'half')`;

/**
 * Portions and options (docs/rules/orders.md#options), and an order's time for later today (`scheduled_for`, null: as
 * soon as paid). A meal's option groups are one JSON document on the meal (read whole with it, written whole by the
 * admin's editor); the cart line keeps what the customer chose; an order line keeps how it read when it was priced
 * ('Half plate', 'Spice level: Hot'), so history survives the menu changing.
 */
export const mealOptionsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('meals')
      .addColumn('option_groups', 'text', (c) => c.notNull().defaultTo('[]'))
      .execute();
    for (const table of ['cart_items', 'order_lines']) {
      await db.schema
        .alterTable(table)
        .addColumn('portion', 'text', (c) => c.notNull().defaultTo('full').check(portionCheck))
        .execute();
      await db.schema.alterTable(table).addColumn('note', 'text').execute();
    }
    await db.schema
      .alterTable('cart_items')
      .addColumn('option_ids', 'text', (c) => c.notNull().defaultTo('[]'))
      .execute();
    await db.schema
      .alterTable('order_lines')
      .addColumn('choices', 'text', (c) => c.notNull().defaultTo('[]'))
      .execute();
    await db.schema.alterTable('orders').addColumn('scheduled_for', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('orders').dropColumn('scheduled_for').execute();
    await db.schema.alterTable('order_lines').dropColumn('choices').execute();
    await db.schema.alterTable('cart_items').dropColumn('option_ids').execute();
    for (const table of ['cart_items', 'order_lines']) {
      await db.schema.alterTable(table).dropColumn('note').execute();
      await db.schema.alterTable(table).dropColumn('portion').execute();
    }
    await db.schema.alterTable('meals').dropColumn('option_groups').execute();
  },
};
