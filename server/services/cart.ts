import type { CartItem } from '../../contract/cart';
import type { LineChoices } from '../../contract/meal-options';
import { type Db, now } from '../db/database';
import {
  type CartChoices,
  findCartLine,
  findSameLine,
  firstLineOfMeal,
  insertCartLine,
  listCartItems,
  removeCartItem,
  removeCartLine,
  setLineChoices,
} from '../db/repositories/cart-items';
import { findMealsForPricing } from '../db/repositories/meals';
import { priceLine, storedArray, toOptionGroups } from './meal-options';
import { paisaToRupees } from './money';
import { soldOutNames } from './sold-out';

export type AddToCartResult =
  | { added: boolean; line: number }
  | 'unknown-meal'
  | { refused: string; field: 'portion' | 'options' }
  | { soldOut: string[] };

type ChoicesResult =
  | { ok: true; choices: CartChoices }
  | { ok: false; refused: string; field: 'portion' | 'options' }
  | { ok: false; soldOut: string[] }
  | null;

/**
 * The choices as the kitchen would serve them (defaults filled in), refused when the meal does not offer them or
 * the dish, or an option chosen (a default included), is sold out at `at`.
 */
async function checkedChoices(db: Db, mealId: number, choices: LineChoices, at: Date): Promise<ChoicesResult> {
  const [meal] = await findMealsForPricing(db, [mealId]);
  if (!meal) return null;
  const priced = priceLine(meal, choices, true);
  if (!priced.ok) return { ok: false, refused: priced.message, field: priced.field };
  const { portion, optionIds, note } = priced.line;
  const line = { meal: meal.id, name: meal.name, optionGroups: meal.option_groups, optionIds };
  const soldOut = await soldOutNames(db, at, [line]);
  if (soldOut.length > 0) return { ok: false, soldOut };
  return { ok: true, choices: { portion, optionIds, note } };
}

/**
 * Cart lines, not cart dishes (docs/rules/orders.md#cart-lines): a meal added with other choices is a line of its own;
 * added again with the same choices (as the kitchen would serve them) it is the same line, and `added` is false.
 */
export async function addToCart(
  db: Db,
  userId: number,
  mealId: number,
  choices: LineChoices = {},
  at = new Date(),
): Promise<AddToCartResult> {
  const checked = await checkedChoices(db, mealId, choices, at);
  if (checked === null) return 'unknown-meal';
  if (!checked.ok) return 'soldOut' in checked ? { soldOut: checked.soldOut } : { refused: checked.refused, field: checked.field };
  const same = await findSameLine(db, userId, mealId, checked.choices);
  if (same !== undefined) return { added: false, line: same };
  return { added: true, line: await insertCartLine(db, userId, mealId, now(), checked.choices) };
}

type ChooseResult = CartItem | 'not-in-cart' | { refused: string; field: 'portion' | 'options' } | { soldOut: string[] };

/** PUT /cart/lines/{line}/: the line's new choices, checked against its meal; the line as it now reads, or why not. */
export async function chooseForLine(db: Db, userId: number, lineId: number, choices: LineChoices, at = new Date()): Promise<ChooseResult> {
  const line = await findCartLine(db, userId, lineId);
  if (!line) return 'not-in-cart';
  const checked = await checkedChoices(db, line.meal_id, choices, at);
  if (checked === null) return 'not-in-cart';
  if (!checked.ok) return 'soldOut' in checked ? { soldOut: checked.soldOut } : { refused: checked.refused, field: checked.field };
  if (!(await setLineChoices(db, userId, lineId, checked.choices))) return 'not-in-cart';
  return (await cartOf(db, userId)).find((item) => item.id === lineId) ?? 'not-in-cart';
}

/** PUT /cart/cart/{meal}/ (docs/rules/orders.md#cart-lines, before lines): the meal's first line. */
export async function chooseInCart(db: Db, userId: number, mealId: number, choices: LineChoices, at = new Date()): Promise<ChooseResult> {
  const line = await firstLineOfMeal(db, userId, mealId);
  return line === undefined ? 'not-in-cart' : chooseForLine(db, userId, line, choices, at);
}

/** false when the meal was not in this user's cart; every line of it goes (docs/rules/api.md#cart names the meal). */
export const removeFromCart = (db: Db, userId: number, mealId: number) => removeCartItem(db, userId, mealId);

/** false when the line was not in this user's cart. */
export const removeLine = (db: Db, userId: number, lineId: number) => removeCartLine(db, userId, lineId);

const optionIdsOf = (json: string): number[] => storedArray(json, (id): id is number => Number.isInteger(id));

/** Each line priced as chosen; choices the menu no longer offers fall back quietly (a full plate, the option gone). */
export async function cartOf(db: Db, userId: number): Promise<CartItem[]> {
  return (await listCartItems(db, userId)).map((row) => {
    const priced = priceLine(
      row,
      {
        portion: row.portion,
        options: optionIdsOf(row.option_ids),
        note: row.note ?? undefined,
      },
      false,
    );
    const line = priced.ok
      ? priced.line
      : {
          unitPaisa: row.price_paisa,
          portion: 'full' as const,
          optionIds: [],
          labels: [],
          note: null,
        };
    return {
      id: row.id,
      meal: {
        id: row.meal_id,
        price: paisaToRupees(row.price_paisa),
        name: row.name,
        main_image: row.main_image,
        half_plate_price:
          row.meal_type === 'Plate' && row.half_plate_price_paisa !== null
            ? paisaToRupees(row.half_plate_price_paisa)
            : null,
        option_groups: toOptionGroups(row.option_groups),
      },
      portion: line.portion,
      options: line.optionIds,
      note: line.note,
      unit_price: paisaToRupees(line.unitPaisa),
      choices: line.labels,
    };
  });
}
