import { Hono } from 'hono';
import { createFactory } from 'hono/factory';
import { type AuthEnv, requireAdmin } from '../http/auth';
import { detail, notFound } from '../http/errors';
import { idParam } from '../http/params';
import { validate } from '../http/validation';
import type { AccountContext } from '../services/account-context';
import { receiveCash } from '../services/order-cash';
import type { OrderContext } from '../services/orders';

const { createHandlers } = createFactory<AuthEnv>();

/**
 * The counter's "cash received" for an order paid in cash (admins, as every order move is): the order as it now is,
 * or 404, or 409 naming why there is nothing to record (not a cash order, cancelled, received already).
 */
export function orderCashRoutes(accounts: AccountContext, orders: OrderContext) {
  const received = createHandlers(requireAdmin(accounts), validate('param', idParam), async (c) => {
    const result = await receiveCash(orders, c.req.valid('param').id, c.var.user);
    if (result.kind === 'received') return c.json(result.order);
    return result.kind === 'not-found' ? notFound(c) : detail(c, 409, result.message);
  });
  return new Hono<AuthEnv>()
    .post('/orders/:id/cash-received', ...received)
    .post('/orders/:id/cash-received/', ...received);
}
