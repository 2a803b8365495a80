import type { CartItem } from '../../contract/cart';
import { type Db, now } from '../db/database';
import { addCartItem, listCartItems, removeCartItem } from '../db/repositories/cart-items';
import { mealExists } from '../db/repositories/meals';
import { paisaToRupees } from './money';

export type AddToCartResult = 'added' | 'already-in-cart' | 'unknown-meal';

/** Each meal is in a cart at most once (decisions §5): adding it again changes nothing. */
export async function addToCart(db: Db, userId: number, mealId: number): Promise<AddToCartResult> {
  if (!(await mealExists(db, mealId))) return 'unknown-meal';
  return (await addCartItem(db, userId, mealId, now())) ? 'added' : 'already-in-cart';
}

/** false when the meal was not in this user's cart. */
export const removeFromCart = (db: Db, userId: number, mealId: number) => removeCartItem(db, userId, mealId);

export async function cartOf(db: Db, userId: number): Promise<CartItem[]> {
  return (await listCartItems(db, userId)).map((row) => ({
    id: row.id,
    meal: { id: row.meal_id, price: paisaToRupees(row.price_paisa), name: row.name, main_image: row.main_image },
  }));
}
