import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mealList } from '../../contract/meal';
import {
  checkout,
  KITCHEN_QUEUE,
  KITCHEN_TRANSITIONS,
  type Order,
  order as orderSchema,
  ORDER_STATUS_MESSAGES,
  ORDER_STATUSES,
  orderCounts,
  orderPage,
  type OrderStatus,
  PAYABLE_STATUSES,
} from '../../contract/order';
import { moveOrder } from '../../server/db/repositories/orders';
import { seedDatabase } from '../../server/demo/seed';
import { moveByKitchen } from '../../server/services/order-kitchen';
import { createOrderEvents } from '../../server/services/order-events';
import { sandboxEsewaGateway } from '../../server/services/esewa-gateway';
import { pidSequence } from '../../server/services/orders';
import { apiClient, signedUpCustomer } from './support/account-client';
import { roles, send } from './support/meal-fixtures';
import { makeTestApp } from './support/test-app';
import { openTestDatabase, type TestDatabase } from './support/test-database';
import { loadTinyCatalog } from './support/tiny-catalog';

// Inside the tiny catalog's opening hours (10:00–22:00 in Kathmandu); each order a second later than the last.
let time = Date.parse('2026-03-02T06:00:00.000Z');
const clock = () => new Date(time);

const events = createOrderEvents();
const published: Order[] = [];
events.subscribe((order) => published.push(order));

let t: TestDatabase;
let app: ReturnType<typeof makeTestApp>['app'];
let admin: string;
let alice: { access: string; id: number };
let bob: { access: string; id: number };
let momo: number;

/** The order as the server shows it in another status: only an order awaiting payment shows until when it can be paid. */
const inStatus = (order: Order, status: Order['status']): Order => ({
  ...order,
  status,
  pay_until: PAYABLE_STATUSES.includes(status) ? order.pay_until : null,
});

async function place(token: string) {
  time += 1000;
  const response = await send(app, 'POST', '/orders/', { token, json: { items: [{ meal: momo, quantity: 2 }] } });
  expect(response.status).toBe(201);
  return checkout.parse(response.body).order;
}

/** Puts an order in a status directly, as the payment code or an earlier move would have. */
const setStatus = async (id: number, status: OrderStatus) => {
  const paid = ['paid', 'preparing', 'ready', 'completed'].includes(status);
  await moveOrder(t.db, id, ORDER_STATUSES, status, {
    updated_at: clock().toISOString(),
    paid_at: paid ? clock().toISOString() : null,
  });
};
const storedStatus = async (id: number) =>
  (await t.db.selectFrom('orders').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

const move = (id: number, status: unknown, token = admin, slash = '/', reason?: string) =>
  send(app, 'POST', `/orders/${id}/status${slash}`, { token, json: { status, ...(reason && { reason }) } });
const REASON = 'The momo ran out.';

beforeAll(async () => {
  t = await openTestDatabase({ DEMO_DATA: '1' });
  await seedDatabase(t.db, t.env, { dialect: t.dialect, catalog: loadTinyCatalog });
  ({ app } = makeTestApp(t.db, t.env, { clock, orderEvents: events }));
  const tokens = await roles(app, t.db, t.env);
  admin = tokens.admin;
  const meals = mealList.parse((await send(app, 'GET', '/meal/meals/')).body);
  momo = meals.find((meal) => meal.name === 'Chicken Momo')?.id ?? 0;
  const signUp = async () => {
    const customer = await signedUpCustomer(apiClient(app), t.db);
    return { access: customer.access, id: customer.user.id };
  };
  alice = await signUp();
  bob = await signUp();
});
afterAll(async () => {
  await t.destroy();
});
beforeEach(() => {
  published.length = 0;
});

describe('GET /orders/counts/', () => {
  it('counts every status, 0 when none, and the kitchen queue', async () => {
    const empty = await send(app, 'GET', '/orders/counts/', { token: admin });
    expect(empty.status).toBe(200);
    expect(orderCounts.parse(empty.body)).toEqual({
      by_status: Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])),
      kitchen_queue: 0,
      kitchen: 0,
      unpaid: 0,
      refund_due: 0,
    });

    const wanted: Partial<Record<OrderStatus, number>> = { pending_payment: 2, paid: 3, preparing: 1, cancelled: 1 };
    for (const [status, count] of Object.entries(wanted)) {
      for (let index = 0; index < count; index += 1) {
        const placed = await place(index % 2 === 0 ? alice.access : bob.access);
        await setStatus(placed.id, status as OrderStatus);
      }
    }
    // Without the trailing slash too; every count a number, whatever text the database answered with.
    const counted = await send(app, 'GET', '/orders/counts', { token: admin });
    expect(counted.status).toBe(200);
    expect(counted.body).toEqual({
      by_status: {
        pending_payment: 2,
        paid: 3,
        preparing: 1,
        ready: 0,
        completed: 0,
        cancelled: 1,
        payment_failed: 0,
        expired: 0,
      },
      kitchen_queue: 4,
      // Paid and later; the cancelled one was never paid, so it is among the unpaid.
      kitchen: 4,
      unpaid: 3,
      refund_due: 0,
    });
    expect(KITCHEN_QUEUE).toEqual(['paid', 'preparing']);
  });

  it('answers 401 to a visitor and 403 to a customer', async () => {
    expect((await send(app, 'GET', '/orders/counts/')).status).toBe(401);
    expect(await send(app, 'GET', '/orders/counts/', { token: alice.access })).toMatchObject({
      status: 403,
      body: { detail: 'You do not have permission to perform this action.' },
    });
  });
});

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
    await t.db.updateTable('orders').set({ refund_status: null, refund_amount_paisa: null, refund_reason: null }).execute();
    // Cancelling an order that was paid needs a reason (its refund is then due); every other move goes without one.
    const paid = ['paid', 'preparing', 'ready', 'completed'].includes(from);
    if (legal && to === 'cancelled' && paid) {
      expect(await move(order.id, to)).toMatchObject({ status: 400, body: { reason: [ORDER_STATUS_MESSAGES.reasonRequired] } });
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
    });
  });

  it('moves an order once when two admins make the same move at the same time', async () => {
    await setStatus(order.id, 'paid');
    const answers = await Promise.all([move(order.id, 'preparing'), move(order.id, 'preparing')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body).toEqual({
      detail: ORDER_STATUS_MESSAGES.illegal('preparing', 'preparing'),
    });
    expect(published.map((changed) => changed.status)).toEqual(['preparing']);
    expect(await storedStatus(order.id)).toBe('preparing');
  });

  it('judges a move again from the status another admin left between its read and its update', async () => {
    const orders = {
      db: t.db,
      clock,
      payment: t.env,
      nextPid: pidSequence(clock),
      events,
      gateway: sandboxEsewaGateway(t.db),
    };
    for (let round = 0; round < 5; round += 1) {
      await setStatus(order.id, 'paid');
      await t.db.updateTable('orders').set({ refund_status: null, refund_amount_paisa: null, refund_reason: null }).execute();
      published.length = 0;
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

describe('GET /orders/ for the kitchen', () => {
  const list = async (token: string, query: string) => {
    const response = await send(app, 'GET', `/orders/${query}`, { token });
    expect(response.status).toBe(200);
    return orderPage.parse(response.body);
  };
  const stored = async (status: OrderStatus, userId?: number) => {
    let query = t.db.selectFrom('orders').select('id').where('status', '=', status);
    if (userId !== undefined) query = query.where('user_id', '=', userId);
    return (await query.orderBy('created_at', 'desc').orderBy('id', 'desc').execute()).map((row) => row.id);
  };

  it("gives an admin everyone's orders of a status, a page at a time, and a customer only their own", async () => {
    const paid = await stored('paid');
    expect(paid.length).toBeGreaterThan(2);
    const first = await list(admin, '?status=paid&page_size=2');
    expect(first.count).toBe(paid.length);
    expect(first.results.map((found) => found.id)).toEqual(paid.slice(0, 2));
    expect((await list(admin, '?status=paid&page=2&page_size=2')).results.map((found) => found.id)).toEqual(
      paid.slice(2, 4),
    );
    expect((await list(admin, '?status=paid')).results.map((found) => found.customer?.id)).toEqual(
      expect.arrayContaining([alice.id, bob.id]),
    );

    const own = await list(bob.access, '?status=paid');
    expect(own.results.map((found) => found.id)).toEqual(await stored('paid', bob.id));
    expect(own.results.every((found) => found.customer?.id === bob.id)).toBe(true);
  });

  it('refuses an unknown status with a message naming the statuses', async () => {
    const bad = await send(app, 'GET', '/orders/?status=eaten', { token: admin });
    expect(bad.status).toBe(400);
    expect(bad.body.status?.[0]).toMatch(/pending_payment.*payment_failed/);
  });
});
