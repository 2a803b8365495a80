import { type ColumnDefinitionBuilder, type Kysely, type Migration, sql } from 'kysely';
import type { DatabaseDialect } from '../database';

const INITIAL_ORDER_STATUSES = [
  'pending_payment',
  'paid',
  'preparing',
  'ready',
  'completed',
  'cancelled',
  'payment_failed',
];

/** Every entity of docs/rules/entities.md#entities-and-fields plus orders and their lines. */
export function initialMigration(dialect: DatabaseDialect): Migration {
  const id = (column: ColumnDefinitionBuilder) =>
    dialect === 'postgres' ? column.generatedByDefaultAsIdentity().primaryKey() : column.primaryKey().autoIncrement();
  const flag = (name: string) => sql`${sql.ref(name)} in (0, 1)`;
  // The statuses of the time, written out: a migration must create the same table whatever the code says later
  // (0006 adds 'expired').
  const orderStatuses = sql.join(INITIAL_ORDER_STATUSES.map((status) => sql.lit(status)));

  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('users')
        .addColumn('id', 'integer', id)
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('phone_number', 'text', (c) => c.notNull().unique())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('is_admin', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('profile_picture', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addCheckConstraint('users_is_admin_flag', flag('is_admin'))
        .execute();

      await db.schema
        .createTable('categories')
        .addColumn('id', 'integer', id)
        .addColumn('name', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('meals')
        .addColumn('id', 'integer', id)
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('price_paisa', 'integer', (c) => c.notNull())
        .addColumn('half_plate_price_paisa', 'integer')
        .addColumn('meal_type', 'text', (c) => c.notNull())
        .addColumn('ingredients', 'text', (c) => c.notNull())
        .addColumn('main_image', 'text')
        .addColumn('image1', 'text')
        .addColumn('image2', 'text')
        .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id').onDelete('cascade'))
        .addColumn('is_non_veg', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addCheckConstraint('meals_price_positive', sql`price_paisa > 0`)
        .addCheckConstraint(
          'meals_half_price_positive',
          sql`half_plate_price_paisa is null or half_plate_price_paisa > 0`,
        )
        .addCheckConstraint('meals_meal_type', sql`meal_type in ('Plate', 'Piece')`)
        .addCheckConstraint('meals_is_non_veg_flag', flag('is_non_veg'))
        .execute();
      await db.schema
        .createIndex('meals_category_created')
        .on('meals')
        .columns(['category_id', 'created_at'])
        .execute();
      await db.schema.createIndex('meals_created').on('meals').columns(['created_at', 'id']).execute();

      await db.schema
        .createTable('reviews')
        .addColumn('id', 'integer', id)
        .addColumn('meal_id', 'integer', (c) => c.notNull().references('meals.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('rating_halves', 'integer', (c) => c.notNull())
        .addColumn('review', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('reviews_meal_user', ['meal_id', 'user_id'])
        .addCheckConstraint('reviews_rating_range', sql`rating_halves between 2 and 10`)
        .execute();
      await db.schema.createIndex('reviews_user').on('reviews').column('user_id').execute();

      for (const table of ['favorites', 'cart_items']) {
        await db.schema
          .createTable(table)
          .addColumn('id', 'integer', id)
          .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
          .addColumn('meal_id', 'integer', (c) => c.notNull().references('meals.id').onDelete('cascade'))
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addUniqueConstraint(`${table}_user_meal`, ['user_id', 'meal_id'])
          .execute();
        await db.schema.createIndex(`${table}_meal`).on(table).column('meal_id').execute();
      }

      await db.schema
        .createTable('restaurant_info')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('contact_number', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('image', 'text')
        .addColumn('opening_time', 'text', (c) => c.notNull())
        .addColumn('closing_time', 'text', (c) => c.notNull())
        .addColumn('time_zone', 'text', (c) => c.notNull())
        .addColumn('facebook_url', 'text')
        .addColumn('instagram_url', 'text')
        .addColumn('tiktok_url', 'text')
        .addColumn('latitude', 'double precision')
        .addColumn('longitude', 'double precision')
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addCheckConstraint('restaurant_info_single_row', sql`id = 1`)
        .execute();

      await db.schema
        .createTable('orders')
        .addColumn('id', 'integer', id)
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('pid', 'text', (c) => c.notNull().unique())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('total_paisa', 'integer', (c) => c.notNull())
        .addColumn('esewa_ref_id', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('paid_at', 'text')
        .addCheckConstraint('orders_status', sql`status in (${orderStatuses})`)
        .addCheckConstraint('orders_total_not_negative', sql`total_paisa >= 0`)
        .execute();
      await db.schema.createIndex('orders_user_created').on('orders').columns(['user_id', 'created_at']).execute();
      await db.schema.createIndex('orders_status_created').on('orders').columns(['status', 'created_at']).execute();

      await db.schema
        .createTable('order_lines')
        .addColumn('id', 'integer', id)
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('meal_id', 'integer', (c) => c.references('meals.id').onDelete('set null'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('unit_price_paisa', 'integer', (c) => c.notNull())
        .addColumn('quantity', 'integer', (c) => c.notNull())
        .addColumn('line_total_paisa', 'integer', (c) => c.notNull())
        .addCheckConstraint('order_lines_quantity_positive', sql`quantity > 0`)
        .execute();
      await db.schema.createIndex('order_lines_order').on('order_lines').column('order_id').execute();
      await db.schema.createIndex('order_lines_meal').on('order_lines').column('meal_id').execute();
    },

    async down(db: Kysely<unknown>) {
      for (const table of [
        'order_lines',
        'orders',
        'restaurant_info',
        'cart_items',
        'favorites',
        'reviews',
        'meals',
        'categories',
        'users',
      ]) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
