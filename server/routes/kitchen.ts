import { Hono } from 'hono';
import { createFactory } from 'hono/factory';
import { kitchenAcknowledgeRequest } from '../../contract/kitchen';
import { type AuthEnv, requireAdmin } from '../http/auth';
import { detail } from '../http/errors';
import { validate } from '../http/validation';
import type { AccountContext } from '../services/account-context';
import { acknowledgeOrders } from '../services/kitchen-acknowledged';
import type { OrderContext } from '../services/orders';

const { createHandlers } = createFactory<AuthEnv>();

/**
 * The kitchen's "Acknowledge" (docs/rules/orders.md#new-order-alert), for the staff who may work the kitchen screen:
 * the orders named, as they now are; 404 naming the ids no order has, or 409 naming the orders not paid yet.
 */
export function kitchenRoutes(accounts: AccountContext, orders: OrderContext) {
  const acknowledge = createHandlers(
    requireAdmin(accounts),
    validate('json', kitchenAcknowledgeRequest),
    async (c) => {
      const result = await acknowledgeOrders(orders, c.req.valid('json').orders, c.var.user);
      if (result.kind === 'acknowledged') return c.json({ orders: result.orders });
      return detail(c, result.kind === 'not-found' ? 404 : 409, result.message);
    },
  );
  return new Hono<AuthEnv>()
    .post('/admin/kitchen/acknowledge', ...acknowledge)
    .post('/admin/kitchen/acknowledge/', ...acknowledge);
}
