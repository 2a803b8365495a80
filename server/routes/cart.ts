import { Hono } from 'hono';
import { addToCartRequest, CART_MESSAGES } from '../../contract/cart';
import type { FieldErrors } from '../../contract/common';
import { type AuthEnv, requireCustomer } from '../http/auth';
import { detail } from '../http/errors';
import { idParam } from '../http/params';
import { validate } from '../http/validation';
import type { AccountContext } from '../services/account-context';
import { addToCart, cartOf, removeFromCart } from '../services/cart';

/**
 * Spec §7 cart calls: always the signed-in customer's own cart, whatever ids the request carries (decisions §3);
 * admins get the spec's warning.
 */
export function cartRoutes(ctx: AccountContext) {
  return new Hono<AuthEnv>()
    .get('/cart/cart/', requireCustomer(ctx), async (c) => c.json(await cartOf(ctx.db, c.var.user.id)))

    .post('/cart/cart/', requireCustomer(ctx), validate('json', addToCartRequest), async (c) => {
      const result = await addToCart(ctx.db, c.var.user.id, c.req.valid('json').meal);
      if (result === 'unknown-meal') return c.json({ meal: [CART_MESSAGES.mealUnknown] } satisfies FieldErrors, 400);
      return c.json({ message: result === 'added' ? CART_MESSAGES.added : CART_MESSAGES.alreadyInCart });
    })

    .delete('/cart/delete/:id/', requireCustomer(ctx), validate('param', idParam), async (c) => {
      if (!(await removeFromCart(ctx.db, c.var.user.id, c.req.valid('param').id))) {
        return detail(c, 404, CART_MESSAGES.notInCart);
      }
      return c.json({ message: CART_MESSAGES.removed });
    });
}
