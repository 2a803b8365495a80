import type { Insertable } from 'kysely';
import { type Db, now } from '../../../server/db/database';
import { insertCategory } from '../../../server/db/repositories/categories';
import { insertMeal } from '../../../server/db/repositories/meals';
import type { NewMeal, OrderLinesTable, OrdersTable } from '../../../server/db/schema';

/*
 * Rows written straight to the tables, for tests about what the database or a later route does with them: only what
 * a test is about is spelled out, the rest is a plain plated dish or a paid order.
 */

/** A meal row: a plated chicken dish without pictures, made now, with the given fields replaced. */
export function mealRow(meal: Pick<NewMeal, 'category_id'> & Partial<NewMeal>): NewMeal {
  const at = meal.created_at ?? now();
  return {
    name: 'Chicken Momo',
    description: 'Steamed dumplings.',
    price_paisa: 25_000,
    half_plate_price_paisa: null,
    meal_type: 'Plate',
    ingredients: 'chicken, flour',
    main_image: null,
    image1: null,
    image2: null,
    is_non_veg: 1,
    created_at: at,
    updated_at: at,
    ...meal,
  };
}

export const insertTestMeal = (db: Db, meal: Parameters<typeof mealRow>[0]) => insertMeal(db, mealRow(meal));

/** A meal row as mealRow makes it, in a new category named `category` made at the same moment: the meal's id. */
export async function insertMealInNewCategory(db: Db, category: string, meal: Partial<NewMeal> = {}) {
  const at = meal.created_at ?? now();
  return insertTestMeal(db, { ...meal, created_at: at, category_id: await insertCategory(db, category, at) });
}

type OrderLine = Pick<Insertable<OrderLinesTable>, 'meal_id' | 'name' | 'unit_price_paisa' | 'quantity'>;

/** An order paid when it was made (now unless told), with its lines; its id. */
export async function insertPaidOrder(
  db: Db,
  order: Pick<Insertable<OrdersTable>, 'user_id' | 'pid' | 'number' | 'total_paisa'> & Partial<Insertable<OrdersTable>>,
  lines: OrderLine[] = [],
) {
  const at = order.created_at ?? now();
  const { id } = await db
    .insertInto('orders')
    .values({ status: 'paid', esewa_ref_id: null, created_at: at, updated_at: at, paid_at: at, ...order })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (lines.length > 0) {
    await db
      .insertInto('order_lines')
      .values(lines.map((line) => ({ ...line, order_id: id, line_total_paisa: line.unit_price_paisa * line.quantity })))
      .execute();
  }
  return id;
}
