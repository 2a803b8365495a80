import { beforeAll, describe, expect, it } from 'vitest';
import {
  KITCHEN_TRANSITIONS,
  type Order,
  order as orderSchema,
  ORDER_STATUS_MESSAGES,
  ORDER_STATUSES,
} from '../../contract/order';
import { moveByKitchen } from '../../server/services/order-kitchen';
import { send } from './support/meal-fixtures';
import { sandboxOrderContext } from './support/sandbox-esewa';
import {
  admin,
  alice,
  app,
  clock,
  events,
  inStatus,
  move,
  place,
  published,
  REASON,
  setStatus,
  storedStatus,
  t,
  useOrdersStatusWorld,
} from './support/orders-status-world';

useOrdersStatusWorld();

// The kitchen moving an order: every pair of statuses, who may, and two moves at once.

describe('POST /orders/{id}/status/', () => {
  let order: Order;
  beforeAll(async () => {
    order = await place(alice.access);
  });

  const table = ORDER_STATUSES.flatMap((from) =>
    ORDER_STATUSES.map((to) => ({ from, to, legal: KITCHEN_TRANSITIONS[from].includes(to) })),
  );

  it.each(table)('$from → $to: legal $legal', async ({ from, to, legal }) => {
    await setStatus(order.id, from);
    await t.db
      .updateTable('orders')
      .set({ refund_status: null, refund_amount_paisa: null, refund_reason: null })
      .execute();
    // Cancelling an order that was paid needs a reason (its refund is then due); every other move goes without one.
    const paid = ['paid', 'preparing', 'ready', 'completed'].includes(from);
    if (legal && to === 'cancelled' && paid) {
      expect(await move(order.id, to)).toMatchObject({
        status: 400,
        body: { reason: [ORDER_STATUS_MESSAGES.reasonRequired] },
      });
      expect(await storedStatus(order.id)).toBe(from);
    }
    const response = await move(order.id, to, admin, '/', to === 'cancelled' ? REASON : undefined);
    if (legal) {
      const refund =
        to === 'cancelled' && paid
          ? { status: 'due' as const, amount: order.total, reason: REASON, reference: null, refunded_at: null }
          : null;
      expect(response.status).toBe(200);
      expect(orderSchema.parse(response.body)).toEqual({ ...inStatus(order, to), refund });
      expect(await storedStatus(order.id)).toBe(to);
      expect(published).toEqual([{ ...inStatus(order, to), refund }]);
    } else {
      expect(response).toMatchObject({ status: 409, body: { detail: ORDER_STATUS_MESSAGES.illegal(from, to) } });
      expect(await storedStatus(order.id)).toBe(from);
      expect(published).toEqual([]);
    }
  });

  it('never lets an admin set a payment status', () => {
    const kitchenTargets = new Set(Object.values(KITCHEN_TRANSITIONS).flat());
    for (const status of ['paid', 'payment_failed', 'pending_payment'] as const) {
      expect(kitchenTargets.has(status)).toBe(false);
    }
  });

  it('answers with and without the trailing slash, with the words of the 409', async () => {
    await setStatus(order.id, 'paid');
    expect((await move(order.id, 'preparing', admin, '')).status).toBe(200);
    expect((await move(order.id, 'ready', admin, '/')).status).toBe(200);
    expect((await move(order.id, 'paid', admin, '')).body).toEqual({
      detail: 'An order that is ready cannot become paid.',
      code: 'illegalStatus',
      values: { from: 'Ready', to: 'Paid' },
    });
  });

  it('moves an order once when two admins make the same move at the same time', async () => {
    await setStatus(order.id, 'paid');
    const answers = await Promise.all([move(order.id, 'preparing'), move(order.id, 'preparing')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body).toEqual({
      detail: ORDER_STATUS_MESSAGES.illegal('preparing', 'preparing'),
      code: 'illegalStatus',
      values: { from: 'Preparing', to: 'Preparing' },
    });
    expect(published.map((changed) => changed.status)).toEqual(['preparing']);
    expect(await storedStatus(order.id)).toBe('preparing');
  });

  it('judges a move again from the status another admin left between its read and its update', async () => {
    // The customer's text messages follow the same rule as the screens: each state once, never an older one after.
    const told: string[] = [];
    const orders = { ...sandboxOrderContext(t, clock, events), tellCustomer: (changed: Order) => told.push(changed.status) };
    for (let round = 0; round < 5; round += 1) {
      await setStatus(order.id, 'paid');
      await t.db
        .updateTable('orders')
        .set({ refund_status: null, refund_amount_paisa: null, refund_reason: null })
        .execute();
      published.length = 0;
      told.length = 0;
      // Started together, both read 'paid' before either updates: SQLite answers in step, so the second update
      // finds the order already preparing and has to judge the cancel again. PostgreSQL may answer in any order.
      const [preparing, cancelling] = await Promise.all([
        moveByKitchen(orders, order.id, 'preparing'),
        moveByKitchen(orders, order.id, 'cancelled', REASON),
      ]);
      // A cancel is legal from both paid and preparing, so it succeeds whichever update lands first.
      expect(cancelling).toEqual({
        kind: 'moved',
        order: {
          ...inStatus(order, 'cancelled'),
          refund: { status: 'due', amount: order.total, reason: REASON, reference: null, refunded_at: null },
        },
      });
      expect(await storedStatus(order.id)).toBe('cancelled');
      if (preparing.kind === 'moved') {
        // Its announcement comes before the cancel's, or not at all when the cancel landed while it read the order
        // back: never after it, which would leave the screens on 'preparing'.
        expect([['preparing', 'cancelled'], ['cancelled']]).toContainEqual(published.map((changed) => changed.status));
      } else {
        expect(preparing).toEqual({ kind: 'illegal', from: 'cancelled' });
        expect(published.map((changed) => changed.status)).toEqual(['cancelled']);
      }
      expect(told).toEqual(published.map((changed) => changed.status));
    }
  });

  it('answers 401 to a visitor and 403 to a customer, even for their own order', async () => {
    await setStatus(order.id, 'paid');
    expect((await move(order.id, 'preparing', '')).status).toBe(401);
    expect(await move(order.id, 'preparing', alice.access)).toMatchObject({
      status: 403,
      body: { detail: 'You do not have permission to perform this action.' },
    });
    expect(await storedStatus(order.id)).toBe('paid');
    expect(published).toEqual([]);
  });

  it('answers 404 for an order that does not exist', async () => {
    expect(await move(999_999, 'preparing')).toMatchObject({ status: 404, body: { detail: 'Not found.' } });
  });

  it('answers 400 for a missing or unknown status and an id that is not one', async () => {
    const missing = await send(app, 'POST', `/orders/${order.id}/status/`, { token: admin, json: {} });
    expect(missing).toMatchObject({ status: 400, body: { status: [ORDER_STATUS_MESSAGES.statusRequired] } });
    const unknown = await move(order.id, 'eaten');
    expect(unknown.status).toBe(400);
    expect(unknown.body.status?.[0]).toContain('"preparing"');
    expect((await move(order.id, 7)).status).toBe(400);
    expect((await send(app, 'POST', '/orders/abc/status/', { token: admin, json: { status: 'ready' } })).status).toBe(
      400,
    );
  });
});
