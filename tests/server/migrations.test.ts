import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { now } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { insertPaidOrder, insertTestMeal } from './support/row-fixtures';
import { t, useDatabaseWorld } from './support/database-world';

useDatabaseWorld();

async function tableNames(): Promise<string[]> {
  const query =
    t.dialect === 'postgres'
      ? sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = 'public'`
      : sql<{ name: string }>`select name from sqlite_master where type = 'table'`;
  return (await query.execute(t.db)).rows.map((row) => row.name);
}

let users = 0;

async function aUserAndAMeal() {
  const created_at = now();
  users += 1;
  const { id: userId } = await t.db
    .insertInto('users')
    .values({ name: 'Ram', phone_number: String(9_700_000_000 + users), password_hash: 'x', is_admin: 0, created_at })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { id: categoryId } = await t.db
    .insertInto('categories')
    .values({ name: `Category ${users}`, created_at })
    .returning('id')
    .executeTakeFirstOrThrow();
  const mealId = await insertTestMeal(t.db, {
    name: 'Thali',
    description: 'Rice, lentils and curry.',
    price_paisa: 45_000,
    half_plate_price_paisa: 25_000,
    ingredients: 'rice, lentils',
    category_id: categoryId,
    is_non_veg: 0,
    created_at,
  });
  return { userId, categoryId, mealId, created_at };
}

describe('migrations', () => {
  it('create every entity of docs/rules/entities.md#entities-and-fields plus orders and their lines', async () => {
    expect(await tableNames()).toEqual(
      expect.arrayContaining([
        'users',
        'categories',
        'meals',
        'reviews',
        'favorites',
        'cart_items',
        'restaurant_info',
        'orders',
        'order_lines',
        'sessions',
        'otp_codes',
        'rate_limit_events',
        'sms_outbox',
      ]),
    );
  });

  it('apply nothing the second time', async () => {
    expect(await migrateToLatest(t.db, t.dialect)).toEqual([]);
  });

  it('delete a category with its meals, carts, favourites and reviews', async () => {
    const { userId, categoryId, mealId, created_at } = await aUserAndAMeal();
    await t.db.insertInto('cart_items').values({ user_id: userId, meal_id: mealId, created_at }).execute();
    await t.db.insertInto('favorites').values({ user_id: userId, meal_id: mealId, created_at }).execute();
    await t.db
      .insertInto('reviews')
      .values({ user_id: userId, meal_id: mealId, rating_halves: 9, review: 'Lovely and hot.', created_at })
      .execute();

    await t.db.deleteFrom('categories').where('id', '=', categoryId).execute();

    expect(await t.db.selectFrom('meals').where('id', '=', mealId).selectAll().execute()).toEqual([]);
    for (const table of ['cart_items', 'favorites', 'reviews'] as const) {
      expect(await t.db.selectFrom(table).where('meal_id', '=', mealId).selectAll().execute()).toEqual([]);
    }
  });

  it('keep an order line when its meal is deleted', async () => {
    const { userId, mealId, created_at } = await aUserAndAMeal();
    const orderId = await insertPaidOrder(
      t.db,
      { user_id: userId, pid: `TXN${users}`, number: 5000 + users, total_paisa: 90_000, created_at },
      [{ meal_id: mealId, name: 'Thali', unit_price_paisa: 45_000, quantity: 2 }],
    );

    await t.db.deleteFrom('meals').where('id', '=', mealId).execute();

    const line = await t.db
      .selectFrom('order_lines')
      .selectAll()
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(line).toMatchObject({ meal_id: null, name: 'Thali', unit_price_paisa: 45_000, quantity: 2 });
  });

  it('allow one review per customer and meal, rated 1 to 5 stars', async () => {
    const { userId, mealId, created_at } = await aUserAndAMeal();
    const review = (rating_halves: number) =>
      t.db
        .insertInto('reviews')
        .values({ user_id: userId, meal_id: mealId, rating_halves, review: 'Tasty enough.', created_at })
        .execute();
    await expect(review(11)).rejects.toThrow();
    await review(10);
    await expect(review(8)).rejects.toThrow();
  });

  it('refuse values outside their domain', async () => {
    const { userId, created_at } = await aUserAndAMeal();
    await expect(
      t.db
        .insertInto('orders')
        .values({
          user_id: userId,
          pid: 'TXN-refused',
          number: 9999,
          status: 'lost' as never,
          total_paisa: 1,
          esewa_ref_id: null,
          created_at,
          updated_at: created_at,
          paid_at: null,
        })
        .execute(),
    ).rejects.toThrow();
    await expect(
      t.db
        .updateTable('users')
        .set({ is_admin: 2 as never })
        .where('id', '=', userId)
        .execute(),
    ).rejects.toThrow();
  });

  it.runIf(!process.env.DATABASE_URL)(
    'open SQLite in WAL mode with foreign keys, a busy timeout and full sync',
    async () => {
      const pragma = async (name: string) =>
        Object.values((await sql.raw<Record<string, unknown>>(`pragma ${name}`).execute(t.db)).rows[0] ?? {})[0];
      expect(await pragma('journal_mode')).toBe('wal');
      expect(await pragma('foreign_keys')).toBe(1);
      expect(await pragma('busy_timeout')).toBe(5000);
      expect(await pragma('synchronous')).toBe(2);
    },
  );
});
