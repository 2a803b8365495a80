import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mealList } from '../../contract/meal';
import {
  checkout,
  type Checkout,
  order as orderSchema,
  ORDER_MESSAGES,
  ORDER_STATUS_MESSAGES,
  orderCounts,
  orderPage,
  ORDER_SMS,
  reorderResult,
} from '../../contract/order';
import { PAYMENT_MESSAGES, paymentResult } from '../../contract/payment';
import { seedDatabase } from '../../server/demo/seed';
import { sandboxEsewaGateway } from '../../server/services/esewa-gateway';
import { createOrderEvents } from '../../server/services/order-events';
import { pidSequence } from '../../server/services/orders';
import { runReconciliation } from '../../server/services/reconcile';
import { apiClient, signedUpCustomer } from './support/account-client';
import { roles, send } from './support/meal-fixtures';
import { PUBLIC_URL, returnData, sandboxBook, uuidOf } from './support/sandbox-esewa';
import { makeTestApp } from './support/test-app';
import { openTestDatabase, type TestDatabase } from './support/test-database';
import { loadTinyCatalog } from './support/tiny-catalog';

/**
 * What an order's life looks like around its money (issue 12): a time to pay and then expiry, a limit to unpaid
 * orders, paying again, removing, refunds on record, short numbers, and the lists the kitchen and customer see.
 */

// The tiny catalog's restaurant opens 10:00–22:00 in Asia/Kathmandu; this is 11:45 there.
const START = Date.parse('2026-03-02T06:00:00.000Z');
let now = START;
const clock = () => new Date(now);
const minutes = (n: number) => n * 60_000;

let t: TestDatabase;
let app: ReturnType<typeof makeTestApp>['app'];
const events = createOrderEvents();
let admin: string;
let meals: Record<string, number>;

beforeAll(async () => {
  t = await openTestDatabase({ DEMO_DATA: '1', PUBLIC_URL, ESEWA_API: 'v2', MAX_UNPAID_ORDERS: '3' });
  await seedDatabase(t.db, t.env, { dialect: t.dialect, catalog: loadTinyCatalog });
  ({ app } = makeTestApp(t.db, t.env, { clock, orderEvents: events }));
  admin = (await roles(app, t.db, t.env)).admin;
  meals = Object.fromEntries(mealList.parse((await send(app, 'GET', '/meal/meals/')).body).map((m) => [m.name, m.id]));
});
afterAll(async () => {
  await t.destroy();
});

const job = () =>
  runReconciliation({ db: t.db, clock, payment: t.env, nextPid: pidSequence(clock), events, gateway: sandboxEsewaGateway(t.db) });
let customers = 0;
/** A fresh customer, each from its own address so sign-up limits per address stay out of the way. */
const newCustomer = async () => {
  customers += 1;
  return (await signedUpCustomer(apiClient(app, { address: `203.0.113.${100 + customers}` }), t.db)).access;
};
const order = (token: string, meal = 'Chicken Momo', quantity = 2) =>
  send(app, 'POST', '/orders/', { token, json: { items: [{ meal: meals[meal], quantity }] } });
async function placeOrder(token: string, meal?: string): Promise<Checkout> {
  const response = await order(token, meal);
  expect(response.status).toBe(201);
  return checkout.parse(response.body);
}
const esewaTakes = sandboxBook(() => t.db, clock, 'L');
const returnFor = (uuid: string, total: string, ref: string) => ({ data: returnData(uuid, total, ref) });
const verify = (token: string, json: unknown) => send(app, 'POST', '/payment/esewa/verify/', { token, json });
const payAgain = (token: string, id: number) => send(app, 'POST', `/orders/${id}/pay/`, { token });
const remove = (token: string, id: number) => send(app, 'POST', `/orders/${id}/cancel/`, { token });
const myOrders = async (token: string) => orderPage.parse((await send(app, 'GET', '/orders/', { token })).body).results;
const kitchen = async (query: string) => orderPage.parse((await send(app, 'GET', `/orders/${query}`, { token: admin })).body);
const read = async (token: string, id: number) => orderSchema.parse((await send(app, 'GET', `/orders/${id}/`, { token })).body);

describe('unpaid orders', () => {
  it('a customer holds at most MAX_UNPAID_ORDERS that can still be paid; paying or removing one makes room', async () => {
    now = START;
    const token = await newCustomer();
    const placed = [await placeOrder(token), await placeOrder(token), await placeOrder(token)];
    expect(await order(token)).toMatchObject({ status: 409, body: { detail: ORDER_MESSAGES.tooManyUnpaid(3) } });
    const ref = await esewaTakes(uuidOf(placed[0] as Checkout), 50_000);
    expect((await verify(token, returnFor(uuidOf(placed[0] as Checkout), '500', ref))).status).toBe(200);
    const fourth = await placeOrder(token);
    expect((await remove(token, fourth.order.id)).status).toBe(200);
    expect((await order(token)).status).toBe(201);
    // Expired ones no longer count.
    now += minutes(31);
    await job();
    expect((await order(token)).status).toBe(201);
  });

  it('expire after ORDER_PAY_MINUTES: hidden from My Orders, unpayable, listed among the unpaid', async () => {
    now = START;
    const token = await newCustomer();
    const placed = await placeOrder(token);
    expect(placed.order.pay_until).toBe(new Date(START + minutes(30)).toISOString());
    now += minutes(29);
    await job();
    expect((await read(token, placed.order.id)).status).toBe('pending_payment');
    now += minutes(1);
    // The time is over even before the job marks it: no new attempt at the gateway.
    expect(await payAgain(token, placed.order.id)).toMatchObject({ status: 409, body: { detail: ORDER_MESSAGES.expired } });
    await job();
    expect((await read(token, placed.order.id)).status).toBe('expired');
    expect((await myOrders(token)).map((o) => o.id)).not.toContain(placed.order.id);
    expect((await kitchen('?group=unpaid')).results.map((o) => o.id)).toContain(placed.order.id);
    expect((await kitchen('?group=kitchen')).results.map((o) => o.id)).not.toContain(placed.order.id);
  });

  it('a payment that arrives for an expired order is recorded as a refund due, never lost', async () => {
    now = START;
    const token = await newCustomer();
    const placed = await placeOrder(token);
    now += minutes(61);
    await job();
    const ref = await esewaTakes(uuidOf(placed), 50_000);
    const late = await verify(token, returnFor(uuidOf(placed), '500', ref));
    expect(late.status).toBe(200);
    expect(paymentResult.parse(late.body)).toMatchObject({
      message: PAYMENT_MESSAGES.refundDue,
      order: {
        status: 'expired',
        payment_ref: ref,
        refund: { status: 'due', amount: 500, reason: 'Paid after the time to pay had run out.' },
      },
    });
    expect((await kitchen('?group=refund_due')).results.map((o) => o.id)).toContain(placed.order.id);
  });
});

describe('pay again', () => {
  it('sends a failed order to the gateway again under a fresh id, at the price it was placed at', async () => {
    now = START;
    const token = await newCustomer();
    const placed = await placeOrder(token);
    expect((await send(app, 'POST', '/payment/esewa/failure/', { token, json: { pid: placed.order.pid } })).status).toBe(200);
    now += minutes(2);
    const again = await payAgain(token, placed.order.id);
    expect(again.status).toBe(201);
    const second = checkout.parse(again.body);
    expect(second.order).toMatchObject({ id: placed.order.id, number: placed.order.number, status: 'pending_payment', total: 500 });
    expect(uuidOf(second)).not.toBe(uuidOf(placed));
    expect(second.order.pid).toBe(uuidOf(second));
    // The new attempt pays it; the abandoned one is still asked about and settles as failed.
    const ref = await esewaTakes(uuidOf(second), 50_000);
    expect(paymentResult.parse((await verify(token, returnFor(uuidOf(second), '500', ref))).body).order.status).toBe('paid');
    expect(await payAgain(token, placed.order.id)).toMatchObject({
      status: 409,
      body: { detail: ORDER_MESSAGES.notPayable('Paid') },
    });
  });

  it('finds a payment the customer made on the earlier attempt instead of asking for a second one', async () => {
    now = START;
    const token = await newCustomer();
    const placed = await placeOrder(token);
    await esewaTakes(uuidOf(placed), 50_000);
    now += minutes(1);
    expect(await payAgain(token, placed.order.id)).toMatchObject({
      status: 409,
      body: { detail: ORDER_MESSAGES.alreadyPaid },
    });
    expect((await read(token, placed.order.id)).status).toBe('paid');
  });

  it('refuses when a meal left the menu or the restaurant has closed, before the gateway is asked', async () => {
    now = START;
    const token = await newCustomer();
    const placed = await placeOrder(token, 'Sel Roti');
    await t.db.updateTable('order_lines').set({ meal_id: null }).where('order_id', '=', placed.order.id).execute();
    expect(await payAgain(token, placed.order.id)).toMatchObject({
      status: 409,
      body: { detail: ORDER_MESSAGES.mealsGone('Sel Roti') },
    });
    const other = await placeOrder(token);
    // The restaurant shut early today.
    const hours = await t.db.selectFrom('restaurant_info').select(['opening_time', 'closing_time']).executeTakeFirstOrThrow();
    await t.db.updateTable('restaurant_info').set({ opening_time: '18:00', closing_time: '22:00' }).execute();
    const closed = await payAgain(token, other.order.id);
    await t.db.updateTable('restaurant_info').set(hours).execute();
    expect(closed).toMatchObject({ status: 409, body: { detail: ORDER_MESSAGES.closed('18:00', '22:00') } });
    const attempts = await t.db.selectFrom('payment_attempts').select('id').where('order_id', '=', other.order.id).execute();
    expect(attempts).toHaveLength(1);
  });

  it("is the customer's own: another customer's order is not found, an admin is refused", async () => {
    now = START;
    const placed = await placeOrder(await newCustomer());
    expect((await payAgain(await newCustomer(), placed.order.id)).status).toBe(404);
    expect((await payAgain(admin, placed.order.id)).status).toBe(403);
    expect((await remove(await newCustomer(), placed.order.id)).status).toBe(404);
  });
});

describe('removing an unpaid order', () => {
  it('cancels it and hides it; a paid order cannot be removed; money arriving later is a refund due', async () => {
    now = START;
    const token = await newCustomer();
    const placed = await placeOrder(token);
    const removed = await remove(token, placed.order.id);
    expect(removed.status).toBe(200);
    expect(orderSchema.parse(removed.body)).toMatchObject({ status: 'cancelled', pay_until: null });
    expect((await myOrders(token)).map((o) => o.id)).not.toContain(placed.order.id);
    expect(await remove(token, placed.order.id)).toMatchObject({ status: 409, body: { detail: ORDER_MESSAGES.notRemovable } });

    await esewaTakes(uuidOf(placed), 50_000);
    now += minutes(5);
    await job();
    const owed = await read(token, placed.order.id);
    expect(owed).toMatchObject({ status: 'cancelled', refund: { status: 'due', amount: 500 } });
    // With money owed, the customer sees it again.
    expect((await myOrders(token)).map((o) => o.id)).toContain(placed.order.id);
  });
});

describe('refunds on record', () => {
  it('cancelling a paid order needs a reason, then the refund is due; the admin records it once', async () => {
    now = START;
    const token = await newCustomer();
    const placed = await placeOrder(token);
    const ref = await esewaTakes(uuidOf(placed), 50_000);
    expect((await verify(token, returnFor(uuidOf(placed), '500', ref))).status).toBe(200);

    const cancel = (json: unknown) => send(app, 'POST', `/orders/${placed.order.id}/status/`, { token: admin, json });
    expect(await cancel({ status: 'cancelled' })).toMatchObject({
      status: 400,
      body: { reason: [ORDER_STATUS_MESSAGES.reasonRequired] },
    });
    expect((await cancel({ status: 'cancelled', reason: '   ' })).status).toBe(400);
    expect((await cancel({ status: 'cancelled', reason: 'x'.repeat(201) })).body).toEqual({
      reason: [ORDER_STATUS_MESSAGES.reasonTooLong],
    });
    expect((await read(token, placed.order.id)).status).toBe('paid');
    const cancelled = await cancel({ status: 'cancelled', reason: 'The gas ran out.' });
    expect(cancelled.status).toBe(200);
    expect(orderSchema.parse(cancelled.body)).toMatchObject({
      status: 'cancelled',
      payment_ref: ref,
      refund: { status: 'due', amount: 500, reason: 'The gas ran out.', reference: null, refunded_at: null },
    });
    const counts = orderCounts.parse((await send(app, 'GET', '/orders/counts/', { token: admin })).body);
    expect(counts.refund_due).toBeGreaterThanOrEqual(1);

    const refund = (json: unknown, as = admin) => send(app, 'POST', `/orders/${placed.order.id}/refund/`, { token: as, json });
    expect(await refund({})).toMatchObject({ status: 400, body: { reference: [ORDER_STATUS_MESSAGES.referenceRequired] } });
    expect((await refund({ reference: 'R1' }, token)).status).toBe(403);
    const done = await refund({ reference: ' ESW-RF-88 ' });
    expect(done.status).toBe(200);
    expect(orderSchema.parse(done.body).refund).toEqual({
      status: 'refunded',
      amount: 500,
      reason: 'The gas ran out.',
      reference: 'ESW-RF-88',
      refunded_at: clock().toISOString(),
    });
    expect(await refund({ reference: 'again' })).toMatchObject({
      status: 409,
      body: { detail: ORDER_STATUS_MESSAGES.noRefundDue },
    });
    // The customer sees it in My Orders.
    expect((await myOrders(token)).find((o) => o.id === placed.order.id)?.refund?.status).toBe('refunded');
  });

  it('an order paid twice (two tabs) keeps the first payment and owes the second back', async () => {
    now = START;
    const token = await newCustomer();
    const placed = await placeOrder(token);
    expect((await send(app, 'POST', '/payment/esewa/failure/', { token, json: { pid: placed.order.pid } })).status).toBe(200);
    const second = checkout.parse((await payAgain(token, placed.order.id)).body);
    const first = await esewaTakes(uuidOf(placed), 50_000);
    const other = await esewaTakes(uuidOf(second), 50_000);
    expect((await verify(token, returnFor(uuidOf(second), '500', other))).status).toBe(200);
    const late = paymentResult.parse((await verify(token, returnFor(uuidOf(placed), '500', first))).body);
    expect(late.message).toBe(PAYMENT_MESSAGES.refundDue);
    expect(late.order).toMatchObject({
      status: 'paid',
      payment_ref: other,
      refund: { status: 'due', amount: 500, reason: 'Paid a second time: the order was already paid.' },
    });
  });
});

describe('short order numbers', () => {
  it('count up from 1001, one each, even when checkouts come at once', async () => {
    now = START;
    const tokens = await Promise.all(Array.from({ length: 8 }, () => newCustomer()));
    const placed = await Promise.all(tokens.map((token) => placeOrder(token)));
    const numbers = placed.map((p) => p.order.number).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(8);
    expect(numbers.at(-1)! - numbers[0]!).toBe(7);
    expect(numbers[0]).toBeGreaterThan(1000);
  });
});

describe('the kitchen list', () => {
  it('shows paid and later orders in the kitchen group, unpaid ones apart', async () => {
    now = START;
    const token = await newCustomer();
    const unpaid = await placeOrder(token);
    const paid = await placeOrder(token);
    const ref = await esewaTakes(uuidOf(paid), 50_000);
    await verify(token, returnFor(uuidOf(paid), '500', ref));
    const kitchenIds = (await kitchen('?group=kitchen&page_size=100')).results.map((o) => o.id);
    expect(kitchenIds).toContain(paid.order.id);
    expect(kitchenIds).not.toContain(unpaid.order.id);
    const unpaidIds = (await kitchen('?group=unpaid&page_size=100')).results.map((o) => o.id);
    expect(unpaidIds).toContain(unpaid.order.id);
    expect(unpaidIds).not.toContain(paid.order.id);
    expect((await send(app, 'GET', '/orders/?group=everything', { token: admin })).status).toBe(400);
  });

  it("the kitchen screen's group holds the food being made: paid, preparing and ready, nothing done or unpaid", async () => {
    now = START;
    const token = await newCustomer();
    const unpaid = await placeOrder(token);
    const paid = await placeOrder(token);
    const ref = await esewaTakes(uuidOf(paid), 50_000);
    await verify(token, returnFor(uuidOf(paid), '500', ref));
    const active = async () => (await kitchen('?group=active&page_size=100')).results;
    expect((await active()).map((o) => o.id)).toContain(paid.order.id);
    expect((await active()).map((o) => o.id)).not.toContain(unpaid.order.id);
    for (const status of ['preparing', 'ready'] as const) {
      expect((await send(app, 'POST', `/orders/${paid.order.id}/status/`, { token: admin, json: { status } })).status).toBe(200);
      expect((await active()).find((o) => o.id === paid.order.id)?.status).toBe(status);
    }
    expect((await send(app, 'POST', `/orders/${paid.order.id}/status/`, { token: admin, json: { status: 'completed' } })).status).toBe(200);
    expect((await active()).map((o) => o.id)).not.toContain(paid.order.id);
    expect((await active()).every((o) => ['paid', 'preparing', 'ready'].includes(o.status))).toBe(true);
  });
});

describe('ordering again', () => {
  const reorder = (token: string, id: number) => send(app, 'POST', `/orders/${id}/reorder/`, { token });
  const cartMeals = async (token: string) =>
    ((await send(app, 'GET', '/cart/cart/', { token })).body as unknown as Array<{ meal: { id: number } }>).map((line) => line.meal.id);

  it("puts an order's meals back in the cart at the quantities ordered, and names what left the menu", async () => {
    now = START;
    const token = await newCustomer();
    const items = [
      { meal: meals['Chicken Momo'], quantity: 2 },
      { meal: meals['Veg Momo'], quantity: 3 },
    ];
    const placed = await send(app, 'POST', '/orders/', { token, json: { items } });
    expect(placed.status).toBe(201);
    const id = checkout.parse(placed.body).order.id;
    await send(app, 'POST', `/orders/${id}/cancel/`, { token });

    const again = await reorder(token, id);
    expect(again.status).toBe(200);
    expect(reorderResult.parse(again.body)).toEqual({
      added: [
        { meal: meals['Chicken Momo'], quantity: 2, already_in_cart: false },
        { meal: meals['Veg Momo'], quantity: 3, already_in_cart: false },
      ],
      missing: [],
      cart_count: 2,
      message: '2 meals added to your cart.',
    });
    expect((await cartMeals(token)).sort()).toEqual([meals['Chicken Momo'], meals['Veg Momo']].sort());

    // A meal deleted since: its line keeps its name but no meal (as a deletion leaves it).
    await t.db.updateTable('order_lines').set({ meal_id: null }).where('order_id', '=', id).where('meal_id', '=', meals['Veg Momo']!).execute();
    const partly = reorderResult.parse((await reorder(token, id)).body);
    expect(partly).toMatchObject({
      added: [{ meal: meals['Chicken Momo'], quantity: 2, already_in_cart: true }],
      missing: ['Veg Momo'],
      message: '1 meal added to your cart. No longer on the menu: Veg Momo.',
    });

    await t.db.updateTable('order_lines').set({ meal_id: null }).where('order_id', '=', id).execute();
    expect(await reorder(token, id)).toMatchObject({
      status: 409,
      body: { detail: 'None of these meals is on the menu any more: Chicken Momo, Veg Momo.' },
    });
  });

  it("is the customer's own: another customer's order is not found, an admin is refused", async () => {
    now = START;
    const owner = await newCustomer();
    const placed = await placeOrder(owner);
    expect((await reorder(await newCustomer(), placed.order.id)).status).toBe(404);
    expect((await reorder(admin, placed.order.id)).status).toBe(403);
    expect((await reorder(owner, 999_999)).status).toBe(404);
  });
});

describe('the customer is told (issue 13)', () => {
  const textsTo = async (phone: string) =>
    (await t.db.selectFrom('sms_outbox').select('text').where('to_number', '=', phone).orderBy('id').execute())
      .map((row) => row.text)
      // The sign-up code went to the same number first.
      .filter((text) => text.includes('order #'));

  it('by SMS when the kitchen starts the order, when it is ready, and when a paid order is cancelled; not when completed', async () => {
    now = START;
    const token = await newCustomer();
    const paidOne = async () => {
      const placed = await placeOrder(token);
      const ref = await esewaTakes(uuidOf(placed), 50_000);
      await verify(token, returnFor(uuidOf(placed), '500', ref));
      return read(token, placed.order.id);
    };
    const first = await paidOne();
    const phone = first.customer!.phone_number;
    const name = (await t.db.selectFrom('restaurant_info').select('name').executeTakeFirstOrThrow()).name;
    for (const status of ['preparing', 'ready', 'completed'] as const) {
      expect((await send(app, 'POST', `/orders/${first.id}/status/`, { token: admin, json: { status } })).status).toBe(200);
    }
    await vi.waitFor(async () =>
      expect(await textsTo(phone)).toEqual([
        ORDER_SMS.preparing(name, first.number),
        ORDER_SMS.ready(name, first.number),
      ]),
    );

    const second = await paidOne();
    const reason = 'The gas ran out.';
    await send(app, 'POST', `/orders/${second.id}/status/`, { token: admin, json: { status: 'cancelled', reason } });
    await vi.waitFor(async () =>
      expect((await textsTo(phone)).at(-1)).toBe(ORDER_SMS.cancelled(name, second.number, reason, 500)),
    );
    expect(ORDER_SMS.ready('Himalayan Hearth', 1042)).toBe('Himalayan Hearth: your order #1042 is ready. See you at the counter!');
  });
});
