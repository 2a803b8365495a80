import * as z from 'zod/mini';
import { id, idRef, money } from './common';

export const CART_MESSAGES = {
  added: 'Meal added to cart!',
  alreadyInCart: 'Meal is already in your cart.',
  removed: 'Meal removed from the cart.',
  notInCart: 'This meal is not in your cart.',
  mealRequired: 'Meal is required',
  mealUnknown: 'Meal does not exist',
} as const;

/** A meal id as a number or a numeric string (older clients send form values). */
export const mealRef = idRef(CART_MESSAGES.mealRequired, CART_MESSAGES.mealUnknown);

/** POST /cart/cart/ body. */
export const addToCartRequest = z.object({ meal: mealRef });
export type AddToCartRequest = z.infer<typeof addToCartRequest>;

/** One entry of GET /cart/cart/ (spec §3 cart item); `id` is the cart line's own id. */
export const cartItem = z.object({
  id,
  meal: z.object({ id, price: money, name: z.string(), main_image: z.nullable(z.string()) }),
});
export type CartItem = z.infer<typeof cartItem>;
export const cartList = z.array(cartItem);

export const cartMessage = z.object({ message: z.string() });
