import type { Db } from '../database';

/** What a cart line holds besides its meal (issue 13). */
export interface CartChoices {
  portion: 'full' | 'half';
  optionIds: number[];
  note: string | null;
}

const columnsOf = (choices: CartChoices) => ({
  portion: choices.portion,
  option_ids: JSON.stringify(choices.optionIds),
  note: choices.note,
});

/** true when the line was added, false when the meal was already in the cart (one line per meal). */
export async function addCartItem(
  db: Db,
  userId: number,
  mealId: number,
  createdAt: string,
  choices?: CartChoices,
): Promise<boolean> {
  const inserted = await db
    .insertInto('cart_items')
    .values({ user_id: userId, meal_id: mealId, created_at: createdAt, ...(choices ? columnsOf(choices) : {}) })
    .onConflict((conflict) => conflict.columns(['user_id', 'meal_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** false when the meal is not in this user's cart. */
export async function setCartChoices(db: Db, userId: number, mealId: number, choices: CartChoices): Promise<boolean> {
  const { numUpdatedRows } = await db
    .updateTable('cart_items')
    .set(columnsOf(choices))
    .where('user_id', '=', userId)
    .where('meal_id', '=', mealId)
    .executeTakeFirst();
  return numUpdatedRows > 0n;
}

/** true when a line of this user's cart was removed. */
export async function removeCartItem(db: Db, userId: number, mealId: number): Promise<boolean> {
  const { numDeletedRows } = await db
    .deleteFrom('cart_items')
    .where('user_id', '=', userId)
    .where('meal_id', '=', mealId)
    .executeTakeFirst();
  return numDeletedRows > 0n;
}

/** Oldest first: the order the customer added them in. */
export function listCartItems(db: Db, userId: number) {
  return db
    .selectFrom('cart_items')
    .innerJoin('meals', 'meals.id', 'cart_items.meal_id')
    .select([
      'cart_items.id',
      'cart_items.portion',
      'cart_items.option_ids',
      'cart_items.note',
      'meals.id as meal_id',
      'meals.name',
      'meals.main_image',
      'meals.price_paisa',
      'meals.half_plate_price_paisa',
      'meals.meal_type',
      'meals.option_groups',
    ])
    .where('cart_items.user_id', '=', userId)
    .orderBy('cart_items.created_at', 'asc')
    .orderBy('cart_items.id', 'asc')
    .execute();
}
