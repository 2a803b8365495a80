import { type Context, Hono } from 'hono';
import { addToCartRequest, CART_MESSAGES } from '../../contract/cart';
import type { FieldErrors } from '../../contract/common';
import { lineChoicesRequest } from '../../contract/meal-options';
import { soldOutRefusal } from '../../contract/sold-out';
import { type AuthEnv, requireCustomer } from '../http/auth';
import { detail } from '../http/errors';
import { idParam } from '../http/params';
import { validate } from '../http/validation';
import type { AccountContext } from '../services/account-context';
import { addToCart, cartOf, chooseForLine, chooseInCart, removeFromCart, removeLine } from '../services/cart';

type Chosen = Awaited<ReturnType<typeof chooseForLine>>;

/** A line's new choices answered: the line, or the refusal in the spec's shapes. */
function chosen(c: Context, result: Chosen) {
  if (result === 'not-in-cart') return detail(c, 404, CART_MESSAGES.notInCart);
  if ('soldOut' in result) return detail(c, 409, soldOutRefusal(result.soldOut));
  if ('refused' in result) return c.json({ [result.field]: [result.refused] } satisfies FieldErrors, 400);
  return c.json(result);
}

/**
 * docs/rules/api.md#cart cart calls: always the signed-in customer's own cart, whatever ids the request carries
 * (docs/rules/roles.md#permissions);
 * admins get the spec's warning. docs/rules/orders.md#options: a line's portion, options and note, checked against the
 * meal. A meal may be in several lines (docs/rules/orders.md#cart-lines): the spec's calls name a meal,
 * /cart/lines/{id}/ names one line.
 */
export function cartRoutes(ctx: AccountContext) {
  return new Hono<AuthEnv>()
    .get('/cart/cart/', requireCustomer(ctx), async (c) => c.json(await cartOf(ctx.db, c.var.user.id)))

    .post('/cart/cart/', requireCustomer(ctx), validate('json', addToCartRequest), async (c) => {
      const { meal, ...choices } = c.req.valid('json');
      const result = await addToCart(ctx.db, c.var.user.id, meal, choices, ctx.clock());
      if (result === 'unknown-meal') return c.json({ meal: [CART_MESSAGES.mealUnknown] } satisfies FieldErrors, 400);
      if ('soldOut' in result) return detail(c, 409, soldOutRefusal(result.soldOut));
      if ('refused' in result) return c.json({ [result.field]: [result.refused] } satisfies FieldErrors, 400);
      return c.json({ message: result.added ? CART_MESSAGES.added : CART_MESSAGES.alreadyInCart });
    })

    .put(
      '/cart/cart/:id/',
      requireCustomer(ctx),
      validate('param', idParam),
      validate('json', lineChoicesRequest),
      async (c) =>
        chosen(c, await chooseInCart(ctx.db, c.var.user.id, c.req.valid('param').id, c.req.valid('json'), ctx.clock())),
    )

    .put(
      '/cart/lines/:id/',
      requireCustomer(ctx),
      validate('param', idParam),
      validate('json', lineChoicesRequest),
      async (c) =>
        chosen(c, await chooseForLine(ctx.db, c.var.user.id, c.req.valid('param').id, c.req.valid('json'), ctx.clock())),
    )

    .delete('/cart/lines/:id/', requireCustomer(ctx), validate('param', idParam), async (c) => {
      if (!(await removeLine(ctx.db, c.var.user.id, c.req.valid('param').id))) return detail(c, 404, CART_MESSAGES.notInCart);
      return c.json({ message: CART_MESSAGES.removed });
    })

    .delete('/cart/delete/:id/', requireCustomer(ctx), validate('param', idParam), async (c) => {
      if (!(await removeFromCart(ctx.db, c.var.user.id, c.req.valid('param').id))) {
        return detail(c, 404, CART_MESSAGES.notInCart);
      }
      return c.json({ message: CART_MESSAGES.removed });
    });
}
