import { type Kysely, type Migration, sql } from 'kysely';
import type { DatabaseDialect } from '../database';

/**
 * Cart lines, not cart dishes (docs/rules/orders.md#cart-lines): one meal may be in a cart several times with other
 * choices, so the one-line-per-meal constraint goes. SQLite cannot drop a table's constraint, so there the table is
 * rebuilt with the same columns and rows; nothing references cart_items, so the rebuild breaks no foreign key.
 */
export function cartLinesMigration(dialect: DatabaseDialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect === 'postgres') {
        await sql`alter table cart_items drop constraint cart_items_user_meal`.execute(db);
        await db.schema.createIndex('cart_items_user').on('cart_items').column('user_id').execute();
        return;
      }
      await db.schema
        .createTable('cart_lines_new')
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('meal_id', 'integer', (c) => c.notNull().references('meals.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('portion', 'text', (c) => c.notNull().defaultTo('full').check(sql`portion in ('full', 'half')`))
        .addColumn('note', 'text')
        .addColumn('option_ids', 'text', (c) => c.notNull().defaultTo('[]'))
        .execute();
      await sql`insert into cart_lines_new (id, user_id, meal_id, created_at, portion, note, option_ids)
        select id, user_id, meal_id, created_at, portion, note, option_ids from cart_items`.execute(db);
      await db.schema.dropTable('cart_items').execute();
      await sql`alter table cart_lines_new rename to cart_items`.execute(db);
      await db.schema.createIndex('cart_items_meal').on('cart_items').column('meal_id').execute();
      await db.schema.createIndex('cart_items_user').on('cart_items').column('user_id').execute();
    },
    async down() {
      // Two lines of one meal cannot be folded back into one without dropping a customer's choices.
      throw new Error('0023-cart-lines cannot be undone: a cart may now hold one meal in several lines.');
    },
  };
}
