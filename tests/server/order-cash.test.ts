import { describe, expect, it, vi } from 'vitest';
import { CASH_MESSAGES, CASH_SMS, DEFAULT_PAYMENT_METHODS } from '../../contract/cash';
import { DEFAULT_SERVICE, serviceSettings } from '../../contract/fulfilment';
import { checkoutAnswer, ORDER_STATUS_MESSAGES, order as orderSchema, orderPage } from '../../contract/order';
import { send } from './support/meal-fixtures';
import { admin, app, job, meals, minutes, newCustomer, setNow, START, t, useOrderLifetimeWorld } from './support/order-lifetime-world';

useOrderLifetimeWorld();

/*
 * Paying in cash: the ways to pay each way of ordering offers, a cash order going to the kitchen at once with no
 * gateway form, the bound on open cash orders, the counter's "cash received" (once, with who and when, even when two
 * counters press at once), cancelling without a refund, and the gateway's reconciliation and expiry leaving it alone.
 */

const settings = (patch: Record<string, unknown> = {}) =>
  send(app, 'PUT', '/about/service/', { token: admin, json: { ...DEFAULT_SERVICE, delivery: true, ...patch } });
const items = (quantity = 2) => [{ meal: meals['Chicken Momo'], quantity }];
const DELIVERY = { type: 'delivery', address: 'Jhamsikhel, Lalitpur', phone: '9800000001' };
const place = (token: string, json: Record<string, unknown>) =>
  send(app, 'POST', '/orders/', { token, json: { items: items(), ...json } });
const received = (id: number, token = admin) => send(app, 'POST', `/orders/${id}/cash-received/`, { token });
const cashOrder = async (token: string, fulfilment: Record<string, unknown> = { type: 'pickup' }) => {
  const placed = await place(token, { payment_method: 'cash', fulfilment });
  expect(placed.status).toBe(201);
  return checkoutAnswer.parse(placed.body);
};

describe('the ways to pay', () => {
  it('are every way to pay for every way of ordering until an admin chooses, and keep what an admin saves', async () => {
    await t.db.deleteFrom('service_settings').execute();
    const fresh = serviceSettings.parse((await send(app, 'GET', '/about/service/')).body);
    expect(fresh.payment_methods).toEqual(DEFAULT_PAYMENT_METHODS);
    expect(fresh.max_cash_orders).toBe(2);

    const chosen = { pickup: ['cash', 'esewa'], dine_in: ['cash'], delivery: ['esewa'] };
    const saved = await settings({ payment_methods: chosen, max_cash_orders: 3 });
    expect(saved.status).toBe(200);
    // Kept in the one order the cart shows them in.
    expect(saved.body).toMatchObject({ payment_methods: { pickup: ['esewa', 'cash'], dine_in: ['cash'], delivery: ['esewa'] }, max_cash_orders: 3 });
    // A client from before the ways to pay leaves them as they are.
    const { payment_methods: _m, max_cash_orders: _c, ...older } = { ...DEFAULT_SERVICE, delivery: true };
    await send(app, 'PUT', '/about/service/', { token: admin, json: older });
    expect((await send(app, 'GET', '/about/service/')).body).toMatchObject({ payment_methods: { dine_in: ['cash'] }, max_cash_orders: 3 });
  });

  it('refuses a way of ordering without any way to pay, and a bound outside 1 to 20', async () => {
    const none = await settings({ payment_methods: { ...DEFAULT_PAYMENT_METHODS, delivery: [] } });
    expect(none.status).toBe(400);
    expect(JSON.stringify(none.body)).toContain(CASH_MESSAGES.methodsRequired);
    const zero = await settings({ max_cash_orders: 0 });
    expect(zero).toMatchObject({ status: 400, body: { max_cash_orders: [CASH_MESSAGES.capInvalid] } });
  });

  it('are held to per way of ordering: cash turned off for delivery is refused with words, not placed', async () => {
    setNow(START);
    await settings({ payment_methods: { ...DEFAULT_PAYMENT_METHODS, delivery: ['esewa'] } });
    const token = await newCustomer();
    const refused = await place(token, { payment_method: 'cash', fulfilment: DELIVERY });
    expect(refused).toMatchObject({ status: 409, body: { detail: CASH_MESSAGES.notOffered('cash', 'delivery') } });
    expect((await place(token, { payment_method: 'cash', fulfilment: { type: 'pickup' } })).status).toBe(201);
    // Khalti unticked for pickup is refused too, though this server has Khalti's gateway (its stand-in).
    await settings({ payment_methods: { ...DEFAULT_PAYMENT_METHODS, pickup: ['esewa', 'cash'] } });
    expect(await place(token, { payment_method: 'khalti' })).toMatchObject({
      status: 409,
      body: { detail: CASH_MESSAGES.notOffered('khalti', 'pickup') },
    });
    const esewa = await place(token, {});
    expect(esewa.status).toBe(201);
    expect(checkoutAnswer.parse(esewa.body).payment).not.toBeNull();
  });
});

describe('a cash order', () => {
  it('goes to the kitchen at once with nothing to pay online, empties the cart and tells the customer what to pay', async () => {
    setNow(START);
    await settings();
    const token = await newCustomer();
    await send(app, 'POST', '/cart/cart/', { token, json: { meal: meals['Chicken Momo'], quantity: 2 } });
    const placed = await cashOrder(token, { type: 'dine_in', table: 7 });
    expect(placed.payment).toBeNull();
    expect(placed.order).toMatchObject({
      status: 'paid',
      payment_method: 'cash',
      pay_until: null,
      payment_ref: null,
      cash_collected_at: null,
      cash_collected_by: null,
    });
    expect((await send(app, 'GET', '/cart/cart/', { token })).body).toEqual([]);
    const kitchen = orderPage.parse((await send(app, 'GET', '/orders/?group=kitchen', { token: admin })).body);
    expect(kitchen.results.map((o) => o.id)).toContain(placed.order.id);
    expect(await t.db.selectFrom('payment_attempts').where('order_id', '=', placed.order.id).select('id').execute()).toEqual([]);
    const phone = placed.order.customer!.phone_number;
    const name = (await t.db.selectFrom('restaurant_info').select('name').executeTakeFirstOrThrow()).name;
    await vi.waitFor(async () =>
      expect(
        (await t.db.selectFrom('sms_outbox').select('text').where('to_number', '=', phone).execute()).map((r) => r.text),
      ).toContain(CASH_SMS.placed(name, placed.order.number, 'dine_in', placed.order.total)),
    );
    expect(CASH_SMS.placed('Himalayan Hearth', 1042, 'delivery', 500)).toBe(
      'Himalayan Hearth: your order #1042 is with the kitchen. Pay Rs. 500.00 in cash to the rider.',
    );
  });

  it('is bounded: at most N open unpaid cash orders per customer; one received frees a place', async () => {
    setNow(START);
    await settings({ max_cash_orders: 2 });
    const token = await newCustomer();
    const first = await cashOrder(token);
    await cashOrder(token, DELIVERY);
    const third = await place(token, { payment_method: 'cash' });
    expect(third).toMatchObject({ status: 409, body: { detail: CASH_MESSAGES.tooManyCash(2) } });
    expect((await received(first.order.id)).status).toBe(200);
    expect((await place(token, { payment_method: 'cash' })).status).toBe(201);
  });

  it('is marked cash received once, with who and when; again, cancelled, or not cash is a 409', async () => {
    setNow(START);
    await settings({ max_cash_orders: 20 });
    const token = await newCustomer();
    const placed = await cashOrder(token);
    setNow(START + minutes(20));
    const first = await received(placed.order.id);
    expect(first.status).toBe(200);
    expect(orderSchema.parse(first.body)).toMatchObject({
      cash_collected_at: new Date(START + minutes(20)).toISOString(),
      cash_collected_by: expect.any(String),
    });
    expect(await received(placed.order.id)).toMatchObject({ status: 409, body: { detail: CASH_MESSAGES.alreadyReceived } });

    const online = checkoutAnswer.parse((await place(token, {})).body);
    expect(await received(online.order.id)).toMatchObject({ status: 409, body: { detail: CASH_MESSAGES.notCash } });
    const dropped = await cashOrder(token);
    await send(app, 'POST', `/orders/${dropped.order.id}/status/`, { token: admin, json: { status: 'cancelled' } });
    expect(await received(dropped.order.id)).toMatchObject({ status: 409, body: { detail: CASH_MESSAGES.cancelled } });
    expect((await received(placed.order.id, token)).status).toBe(403);
    expect((await received(999_999)).status).toBe(404);
  });

  it('is received by one of two counters pressing at once; the other is told it already was', async () => {
    setNow(START);
    const token = await newCustomer();
    const placed = await cashOrder(token);
    const answers = await Promise.all([received(placed.order.id), received(placed.order.id)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const row = await t.db
      .selectFrom('orders')
      .select(['cash_collected_at', 'cash_collected_by', 'paid_at'])
      .where('id', '=', placed.order.id)
      .executeTakeFirstOrThrow();
    expect(row.cash_collected_at).toBe(new Date(START).toISOString());
    expect(row.cash_collected_by).toEqual(expect.any(Number));
    expect(row.paid_at).toBe(row.cash_collected_at);
  });

  it('cancelled before the cash is received owes nothing back; after, a refund is due like a paid order', async () => {
    setNow(START);
    const token = await newCustomer();
    const unpaid = await cashOrder(token);
    const cancelled = await send(app, 'POST', `/orders/${unpaid.order.id}/status/`, {
      token: admin,
      json: { status: 'cancelled' },
    });
    expect(cancelled.status).toBe(200);
    expect(orderSchema.parse(cancelled.body)).toMatchObject({ status: 'cancelled', refund: null });
    // Still in the customer's own list, as cancelled.
    const mine = orderPage.parse((await send(app, 'GET', '/orders/', { token })).body);
    expect(mine.results.find((o) => o.id === unpaid.order.id)?.status).toBe('cancelled');

    const paid = await cashOrder(token);
    await received(paid.order.id);
    const noReason = await send(app, 'POST', `/orders/${paid.order.id}/status/`, { token: admin, json: { status: 'cancelled' } });
    expect(noReason).toMatchObject({ status: 400, body: { reason: [ORDER_STATUS_MESSAGES.reasonRequired] } });
    const refunded = await send(app, 'POST', `/orders/${paid.order.id}/status/`, {
      token: admin,
      json: { status: 'cancelled', reason: 'The gas ran out.' },
    });
    expect(orderSchema.parse(refunded.body).refund).toMatchObject({ status: 'due', amount: paid.order.total });
  });

  it('is never touched by reconciliation or expiry, however long it waits', async () => {
    setNow(START);
    const token = await newCustomer();
    const placed = await cashOrder(token);
    setNow(START + minutes(24 * 60));
    await job();
    await job();
    // Read from the database: a day on, the customer's sign-in has run out too.
    const after = await t.db
      .selectFrom('orders')
      .select(['status', 'expires_at', 'cash_collected_at', 'refund_status', 'updated_at'])
      .where('id', '=', placed.order.id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({
      status: 'paid',
      expires_at: null,
      cash_collected_at: null,
      refund_status: null,
      updated_at: placed.order.created_at,
    });
  });
});
