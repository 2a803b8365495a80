import { Hono } from 'hono';
import { createFactory } from 'hono/factory';
import type { FieldErrors } from '../../contract/common';
import {
  createOrderRequest,
  ORDER_MESSAGES,
  ORDER_STATUS_MESSAGES,
  orderListQuery,
  orderStatusChange,
} from '../../contract/order';
import { type AuthEnv, requireAdmin, requireCustomer, requireUser } from '../http/auth';
import { detail, notFound } from '../http/errors';
import { idParam } from '../http/params';
import { validate } from '../http/validation';
import type { AccountContext } from '../services/account-context';
import { countByStatus, moveByKitchen } from '../services/order-kitchen';
import { createOrder, type OrderContext, orderById, orderPage } from '../services/orders';

/**
 * Checkout (decisions §5): a customer's own order, priced by the server. Reading: a customer their own orders, an
 * admin everyone's (decisions §3). Counting and moving orders along the kitchen's transitions: admins only.
 */
const { createHandlers } = createFactory<AuthEnv>();

export function orderRoutes(accounts: AccountContext, orders: OrderContext) {
  // Another customer's order is "not found", not "forbidden": its id tells nothing.
  const orderDetail = createHandlers(requireUser(accounts), validate('param', idParam), async (c) => {
    const order = await orderById(orders.db, c.var.user, c.req.valid('param').id);
    return order ? c.json(order) : notFound(c);
  });

  const counts = createHandlers(requireAdmin(accounts), async (c) => c.json(await countByStatus(orders.db)));

  const statusChange = createHandlers(
    requireAdmin(accounts),
    validate('param', idParam),
    validate('json', orderStatusChange),
    async (c) => {
      const to = c.req.valid('json').status;
      const result = await moveByKitchen(orders, c.req.valid('param').id, to);
      switch (result.kind) {
        case 'moved':
          return c.json(result.order);
        case 'not-found':
          return notFound(c);
        case 'illegal':
          return detail(c, 409, ORDER_STATUS_MESSAGES.illegal(result.from, to));
      }
    },
  );

  return new Hono<AuthEnv>()
    .post('/orders/', requireCustomer(accounts), validate('json', createOrderRequest), async (c) => {
      const result = await createOrder(orders, c.var.user, c.req.valid('json'));
      switch (result.kind) {
        case 'created':
          return c.json(result.checkout, 201);
        case 'not-open-yet':
          return detail(c, 409, ORDER_MESSAGES.notOpenYet);
        case 'closed':
          return detail(c, 409, ORDER_MESSAGES.closed(result.opening, result.closing));
        case 'unknown-meals':
          return c.json(
            Object.fromEntries(
              result.indexes.map((index) => [`items.${index}.meal`, [ORDER_MESSAGES.mealUnknown]]),
            ) as FieldErrors,
            400,
          );
      }
    })

    .get('/orders/', requireUser(accounts), validate('query', orderListQuery), async (c) =>
      c.json(await orderPage(orders.db, c.var.user, c.req.valid('query'))),
    )

    // Before '/orders/:id', which would take 'counts' for an id.
    .get('/orders/counts', ...counts)
    .get('/orders/counts/', ...counts)

    .get('/orders/:id', ...orderDetail)
    .get('/orders/:id/', ...orderDetail)

    .post('/orders/:id/status', ...statusChange)
    .post('/orders/:id/status/', ...statusChange);
}
