import * as z from 'zod/mini';
import { id, idRef, money } from './common';
import { choiceLabels, lineChoices, optionGroup, portion } from './meal-options';

export const CART_MESSAGES = {
  added: /*i18n*/ 'Meal added to cart!',
  alreadyInCart: /*i18n*/ 'Meal is already in your cart.',
  removed: /*i18n*/ 'Meal removed from the cart.',
  notInCart: /*i18n*/ 'This meal is not in your cart.',
  mealRequired: /*i18n*/ 'Meal is required',
  mealUnknown: /*i18n*/ 'Meal does not exist',
} as const;

/** A meal id as a number or a numeric string (older clients send form values). */
export const mealRef = idRef(CART_MESSAGES.mealRequired, CART_MESSAGES.mealUnknown);

/** POST /cart/cart/ body: the spec's `{meal}`, and (docs/rules/orders.md#options) what the customer chose for it. */
export const addToCartRequest = z.object({ meal: mealRef, ...lineChoices });
export type AddToCartRequest = z.infer<typeof addToCartRequest>;

/**
 * One entry of GET /cart/cart/ (docs/rules/entities.md#entities-and-fields cart item); `id` is the cart line's own id.
 * docs/rules/orders.md#cart-lines adds what was chosen and what can be: the server always sends them; a line without
 * them is one full plate, as the spec's cart was.
 */
export const cartItem = z.object({
  id,
  meal: z.object({
    id,
    price: money,
    name: z.string(),
    main_image: z.nullable(z.string()),
    half_plate_price: z.optional(z.nullable(money)),
    option_groups: z.optional(z.array(optionGroup)),
  }),
  portion: z.optional(portion),
  options: z.optional(z.array(id)),
  note: z.optional(z.nullable(z.string())),
  /** The server's price of one, with the portion and options. */
  unit_price: z.optional(money),
  /** How the choices read: 'Half plate', 'Spice level: Hot'. */
  choices: z.optional(choiceLabels),
});
export type CartItem = z.infer<typeof cartItem>;
export const cartList = z.array(cartItem);

export const cartMessage = z.object({ message: z.string() });
