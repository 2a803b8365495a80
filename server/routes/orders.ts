import { KHALTI_MESSAGES } from '../../contract/khalti';
import { englishOf, refusal } from '../../contract/refusals';
import { type Context, Hono } from 'hono';
import { createFactory } from 'hono/factory';
import type { DetailError, FieldErrors } from '../../contract/common';
import {
  createOrderRequest,
  ORDER_MESSAGES,
  type Order,
  ORDER_STATUS_MESSAGES,
  illegalStatus,
  orderListQuery,
  orderStatusChange,
  refundRecord,
} from '../../contract/order';
import type * as core from 'zod/v4/core';
import { type AuthEnv, requireAdmin, requireCustomer, requireUser } from '../http/auth';
import type { Profile } from '../../contract/account';
import { auditActor, recordAudit } from '../services/audit';
import { detail, notFound } from '../http/errors';
import { idParam } from '../http/params';
import { validate } from '../http/validation';
import type { AccountContext } from '../services/account-context';
import { countByStatus, moveByKitchen, recordRefund, setReadyTime } from '../services/order-kitchen';
import { FULFILMENT_MESSAGES, readyTimeChange } from '../../contract/fulfilment';
import { SCHEDULE_MESSAGES } from '../../contract/schedule';
import { soldOutRefusal } from '../../contract/sold-out';
import { PACE_MESSAGES } from '../../contract/pace';
import { payAgain, removeOrder } from '../services/order-pay';
import { reorder } from '../services/order-reorder';
import { createOrder } from '../services/order-create';
import type { PauseRefusal } from '../services/order-pace';
import { type OrderContext, orderById, orderPage } from '../services/orders';
import { reconcileCustomer, reconcileOrders } from '../services/reconcile';

/**
 * Checkout (docs/rules/orders.md#checkout): a customer's own order, priced by the server. Reading: a customer their own
 * orders, an admin everyone's (docs/rules/roles.md#staff-roles). Counting and moving orders along the kitchen's
 * transitions: admins only.
 */
const { createHandlers } = createFactory<AuthEnv>();

/** Why the kitchen cannot take an order now, alike for a new order and for paying one again. */
type ServingRefusal =
  | { kind: 'not-open-yet' }
  | { kind: 'closed'; opening: string; closing: string }
  | { kind: 'sold-out'; names: string[] }
  | PauseRefusal
  | { kind: 'slot-full'; next: string | null }
  | { kind: 'khalti-unreachable' };

function servingRefused(c: Context, result: ServingRefusal) {
  switch (result.kind) {
    case 'not-open-yet':
      return detail(c, 409, ORDER_MESSAGES.notOpenYet);
    case 'closed':
      return detail(c, 409, refusal('closed', { opening: result.opening, closing: result.closing }));
    case 'sold-out':
      return detail(c, 409, soldOutRefusal(result.names));
    case 'paused':
      return detail(c, 409, refusal('paused', { until: result.until }));
    case 'slot-full':
      return detail(c, 409, result.next === null ? PACE_MESSAGES.slotFull(null) : refusal('slotFull', { next: result.next }));
    case 'khalti-unreachable':
      return c.json({ detail: KHALTI_MESSAGES.unreachable } satisfies DetailError, 502);
  }
}

export function orderRoutes(accounts: AccountContext, orders: OrderContext) {
  // Another customer's order is "not found", not "forbidden": its id tells nothing. Opening an order asks eSewa
  // about its unsettled payments first, so a payment whose return never came is found.
  const orderDetail = createHandlers(requireUser(accounts), validate('param', idParam), async (c) => {
    const id = c.req.valid('param').id;
    if (!(await orderById(orders.db, c.var.user, id))) return notFound(c);
    await reconcileOrders(orders, [id]);
    const order = await orderById(orders.db, c.var.user, id);
    return order ? c.json(order) : notFound(c);
  });

  const pay = createHandlers(requireCustomer(accounts), validate('param', idParam), async (c) => {
    const result = await payAgain(orders, c.var.user, c.req.valid('param').id);
    switch (result.kind) {
      case 'started':
        return c.json(result.checkout, 201);
      case 'not-found':
        return notFound(c);
      case 'expired':
        return detail(c, 409, ORDER_MESSAGES.expired);
      case 'not-payable':
        return detail(c, 409, refusal('notPayable', { status: result.status }));
      case 'already-paid':
        return detail(c, 409, ORDER_MESSAGES.alreadyPaid);
      case 'in-progress':
        return detail(c, 409, ORDER_MESSAGES.paymentInProgress);
      case 'meals-gone':
        return detail(c, 409, refusal('mealsGone', { names: result.names }));
      default:
        return servingRefused(c, result);
    }
  });

  const again = createHandlers(requireCustomer(accounts), validate('param', idParam), async (c) => {
    const result = await reorder(orders, c.var.user, c.req.valid('param').id);
    if (result.kind === 'reordered') return c.json(result.result);
    return result.kind === 'not-found' ? notFound(c) : detail(c, 409, refusal('nothingToReorder', { names: result.missing }));
  });

  const remove = createHandlers(requireCustomer(accounts), validate('param', idParam), async (c) => {
    const result = await removeOrder(orders, c.var.user, c.req.valid('param').id);
    if (result.kind === 'removed') {
      // The customer's own cancel of an unpaid order, beside the kitchen's (order-kitchen.ts) in the trail.
      await recordAudit(orders.db, {
        actor: auditActor(c.var.user),
        kind: 'order',
        action: 'order.cancel',
        subject: `Order #${result.order.id}`,
        after: { status: result.order.status },
        at: orders.clock(),
      });
      return c.json(result.order);
    }
    return result.kind === 'not-found' ? notFound(c) : detail(c, 409, ORDER_MESSAGES.notRemovable);
  });

  /** An admin's change to one order, as the JSON body says: the order, or 404, or 409 with why it was refused. */
  const adminChange = <Schema extends core.$ZodType>(
    schema: Schema,
    change: (id: number, body: core.output<Schema>, user: Profile) => Promise<{ kind: string; order?: Order }>,
    refused: string,
  ) =>
    createHandlers(requireAdmin(accounts), validate('param', idParam), validate('json', schema), async (c) => {
      const result = await change(c.req.valid('param').id, c.req.valid('json') as core.output<Schema>, c.var.user);
      if (result.order) return c.json(result.order);
      return result.kind === 'not-found' ? notFound(c) : detail(c, 409, refused);
    });

  const refund = adminChange(
    refundRecord,
    (id, { reference }, user) => recordRefund(orders, id, reference, auditActor(user)),
    ORDER_STATUS_MESSAGES.noRefundDue,
  );

  const counts = createHandlers(requireAdmin(accounts), async (c) => c.json(await countByStatus(orders.db)));

  const readyTime = adminChange(
    readyTimeChange,
    (id, { minutes }) => setReadyTime(orders, id, minutes),
    FULFILMENT_MESSAGES.noReadyTime,
  );

  const statusChange = createHandlers(
    requireAdmin(accounts),
    validate('param', idParam),
    validate('json', orderStatusChange),
    async (c) => {
      const { status: to, reason } = c.req.valid('json');
      const result = await moveByKitchen(orders, c.req.valid('param').id, to, reason || undefined, auditActor(c.var.user));
      switch (result.kind) {
        case 'moved':
          return c.json(result.order);
        case 'not-found':
          return notFound(c);
        case 'illegal':
          return detail(c, 409, illegalStatus(result.from, to));
        case 'reason-required':
          return c.json({ reason: [ORDER_STATUS_MESSAGES.reasonRequired] } satisfies FieldErrors, 400);
      }
    },
  );

  return new Hono<AuthEnv>()
    .post('/orders/', requireCustomer(accounts), validate('json', createOrderRequest), async (c) => {
      const result = await createOrder(orders, c.var.user, c.req.valid('json'));
      switch (result.kind) {
        case 'created':
          return c.json(result.checkout, 201);
        case 'too-many-unpaid':
          return detail(c, 409, refusal('tooManyUnpaid', { limit: result.limit }));
        case 'method-refused':
          return detail(c, 409, result.message);
        case 'too-many-cash':
          return detail(c, 409, refusal('tooManyCash', { limit: result.limit }));
        case 'too-large':
          return detail(c, 409, ORDER_MESSAGES.tooLarge);
        case 'unknown-meals':
          return c.json(
            Object.fromEntries(
              result.indexes.map((index) => [`items.${index}.meal`, [ORDER_MESSAGES.mealUnknown]]),
            ) as FieldErrors,
            400,
          );
        case 'schedule-refused':
          return c.json({ scheduled_for: [SCHEDULE_MESSAGES.invalid] } satisfies FieldErrors, 400);
        case 'choice-refused':
          return c.json({ [result.field]: [result.message] } satisfies FieldErrors, 400);
        case 'khalti-off':
          return c.json({ payment_method: [KHALTI_MESSAGES.notOffered] } satisfies FieldErrors, 400);
        case 'fulfilment-refused':
          return result.field === 'non_field_errors'
            ? detail(c, 409, result.message)
            : c.json({ [result.field]: [englishOf(result.message)] } satisfies FieldErrors, 400);
        default:
          return servingRefused(c, result);
      }
    })

    // A customer's list asks eSewa about their unsettled payments first: coming back after closing eSewa's tab
    // shows the order paid. They hold few unpaid orders (MAX_UNPAID_ORDERS), so this stays a few calls at most.
    .get('/orders/', requireUser(accounts), validate('query', orderListQuery), async (c) => {
      if (!c.var.user.is_admin) await reconcileCustomer(orders, c.var.user.id);
      return c.json(await orderPage(orders.db, c.var.user, c.req.valid('query')));
    })

    // Before '/orders/:id', which would take 'counts' for an id.
    .get('/orders/counts', ...counts)
    .get('/orders/counts/', ...counts)

    .get('/orders/:id', ...orderDetail)
    .get('/orders/:id/', ...orderDetail)

    .post('/orders/:id/status', ...statusChange)
    .post('/orders/:id/status/', ...statusChange)
    .post('/orders/:id/pay', ...pay)
    .post('/orders/:id/pay/', ...pay)
    .post('/orders/:id/reorder', ...again)
    .post('/orders/:id/reorder/', ...again)
    .post('/orders/:id/cancel', ...remove)
    .post('/orders/:id/cancel/', ...remove)
    .post('/orders/:id/refund', ...refund)
    .post('/orders/:id/refund/', ...refund)
    .post('/orders/:id/ready-time', ...readyTime)
    .post('/orders/:id/ready-time/', ...readyTime);
}
