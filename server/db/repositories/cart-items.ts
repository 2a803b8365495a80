import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../database';
import type { Database } from '../schema';

/** What a cart line holds besides its meal (docs/rules/orders.md#cart-lines). */
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

/**
 * This user's lines of one meal (`meal_id`), or their one line (`id`): every statement here is scoped to the cart's
 * owner, so another customer's line id or meal finds nothing.
 */
const usersLines =
  (userId: number, by: 'id' | 'meal_id', value: number) => (eb: ExpressionBuilder<Database, 'cart_items'>) =>
    eb.and([eb('user_id', '=', userId), eb(by, '=', value)]);

/** Deletes this user's lines chosen as usersLines does; true when one went. */
async function deleteLines(db: Db, userId: number, by: 'id' | 'meal_id', value: number): Promise<boolean> {
  const { numDeletedRows } = await db
    .deleteFrom('cart_items')
    .where(usersLines(userId, by, value))
    .executeTakeFirst();
  return numDeletedRows > 0n;
}

/**
 * The id of this user's line of the meal with exactly these choices (docs/rules/orders.md#cart-lines: the same choices
 * again are the same line), or undefined. `optionIds` compare as stored, so callers pass them in one order (the
 * menu's).
 */
export async function findSameLine(db: Db, userId: number, mealId: number, choices: CartChoices) {
  const row = await db
    .selectFrom('cart_items')
    .select('id')
    .where(usersLines(userId, 'meal_id', mealId))
    .where('portion', '=', choices.portion)
    .where('option_ids', '=', JSON.stringify(choices.optionIds))
    .where((eb) => (choices.note === null ? eb('note', 'is', null) : eb('note', '=', choices.note)))
    .orderBy('id', 'asc')
    .executeTakeFirst();
  return row?.id;
}

/** A new line of the cart (one meal may have several, docs/rules/orders.md#cart-lines); answers its id. */
export async function insertCartLine(
  db: Db,
  userId: number,
  mealId: number,
  createdAt: string,
  choices: CartChoices,
): Promise<number> {
  const { id } = await db
    .insertInto('cart_items')
    .values({ user_id: userId, meal_id: mealId, created_at: createdAt, ...columnsOf(choices) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** This user's line `lineId`: its meal, or undefined when it is not theirs or gone. */
export async function findCartLine(db: Db, userId: number, lineId: number) {
  return db
    .selectFrom('cart_items')
    .select(['id', 'meal_id'])
    .where(usersLines(userId, 'id', lineId))
    .executeTakeFirst();
}

/** The meal's first line in this user's cart (the spec's calls name a meal, not a line). */
export async function firstLineOfMeal(db: Db, userId: number, mealId: number) {
  const row = await db
    .selectFrom('cart_items')
    .select('id')
    .where(usersLines(userId, 'meal_id', mealId))
    .orderBy('id', 'asc')
    .executeTakeFirst();
  return row?.id;
}

/** false when the line is not in this user's cart. */
export async function setLineChoices(db: Db, userId: number, lineId: number, choices: CartChoices): Promise<boolean> {
  const { numUpdatedRows } = await db
    .updateTable('cart_items')
    .set(columnsOf(choices))
    .where(usersLines(userId, 'id', lineId))
    .executeTakeFirst();
  return numUpdatedRows > 0n;
}

/** docs/rules/api.md#cart: DELETE names a meal: every line of it leaves this user's cart. true when one did. */
export function removeCartItem(db: Db, userId: number, mealId: number): Promise<boolean> {
  return deleteLines(db, userId, 'meal_id', mealId);
}

/** true when this line of this user's cart was removed. */
export function removeCartLine(db: Db, userId: number, lineId: number): Promise<boolean> {
  return deleteLines(db, userId, 'id', lineId);
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
