import { checkout, type Checkout, ORDER_MESSAGES, order as orderSchema } from '../../contract/order';
import { PAYMENT_MESSAGES, paymentResult } from '../../contract/payment';
import { send } from './support/meal-fixtures';
import { uuidOf } from './support/sandbox-esewa';
import {
  START,
  now,
  minutes,
  t,
  app,
  admin,
  job,
  newCustomer,
  order,
  placeOrder,
  esewaTakes,
  returnFor,
  verify,
  payAgain,
  remove,
  myOrders,
  kitchen,
  read,
  setNow,
} from './support/order-lifetime-world';
import { describe, expect, it } from 'vitest';

// Unpaid orders: a time to pay, a limit, paying again and removing (issue 12).

describe('unpaid orders', () => {
  it('a customer holds at most MAX_UNPAID_ORDERS that can still be paid; paying or removing one makes room', async () => {
    setNow(START);
    const token = await newCustomer();
    const placed = [await placeOrder(token), await placeOrder(token), await placeOrder(token)];
    expect(await order(token)).toMatchObject({ status: 409, body: { detail: ORDER_MESSAGES.tooManyUnpaid(3) } });
    const ref = await esewaTakes(uuidOf(placed[0] as Checkout), 50_000);
    expect((await verify(token, returnFor(uuidOf(placed[0] as Checkout), '500', ref))).status).toBe(200);
    const fourth = await placeOrder(token);
    expect((await remove(token, fourth.order.id)).status).toBe(200);
    expect((await order(token)).status).toBe(201);
    // Expired ones no longer count.
    setNow(now + minutes(31));
    await job();
    expect((await order(token)).status).toBe(201);
  });

  it('expire after ORDER_PAY_MINUTES: hidden from My Orders, unpayable, listed among the unpaid', async () => {
    setNow(START);
    const token = await newCustomer();
    const placed = await placeOrder(token);
    expect(placed.order.pay_until).toBe(new Date(START + minutes(30)).toISOString());
    setNow(now + minutes(29));
    await job();
    expect((await read(token, placed.order.id)).status).toBe('pending_payment');
    setNow(now + minutes(1));
    // The time is over even before the job marks it: no new attempt at the gateway.
    expect(await payAgain(token, placed.order.id)).toMatchObject({
      status: 409,
      body: { detail: ORDER_MESSAGES.expired },
    });
    await job();
    expect((await read(token, placed.order.id)).status).toBe('expired');
    expect((await myOrders(token)).map((o) => o.id)).not.toContain(placed.order.id);
    expect((await kitchen('?group=unpaid')).results.map((o) => o.id)).toContain(placed.order.id);
    expect((await kitchen('?group=kitchen')).results.map((o) => o.id)).not.toContain(placed.order.id);
  });

  it('a payment that arrives for an expired order is recorded as a refund due, never lost', async () => {
    setNow(START);
    const token = await newCustomer();
    const placed = await placeOrder(token);
    setNow(now + minutes(61));
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
    setNow(START);
    const token = await newCustomer();
    const placed = await placeOrder(token);
    expect(
      (await send(app, 'POST', '/payment/esewa/failure/', { token, json: { pid: placed.order.pid } })).status,
    ).toBe(200);
    setNow(now + minutes(2));
    const again = await payAgain(token, placed.order.id);
    expect(again.status).toBe(201);
    const second = checkout.parse(again.body);
    expect(second.order).toMatchObject({
      id: placed.order.id,
      number: placed.order.number,
      status: 'pending_payment',
      total: 500,
    });
    expect(uuidOf(second)).not.toBe(uuidOf(placed));
    expect(second.order.pid).toBe(uuidOf(second));
    // The new attempt pays it; the abandoned one is still asked about and settles as failed.
    const ref = await esewaTakes(uuidOf(second), 50_000);
    expect(paymentResult.parse((await verify(token, returnFor(uuidOf(second), '500', ref))).body).order.status).toBe(
      'paid',
    );
    expect(await payAgain(token, placed.order.id)).toMatchObject({
      status: 409,
      body: { detail: ORDER_MESSAGES.notPayable('Paid') },
    });
  });

  it('finds a payment the customer made on the earlier attempt instead of asking for a second one', async () => {
    setNow(START);
    const token = await newCustomer();
    const placed = await placeOrder(token);
    await esewaTakes(uuidOf(placed), 50_000);
    setNow(now + minutes(1));
    expect(await payAgain(token, placed.order.id)).toMatchObject({
      status: 409,
      body: { detail: ORDER_MESSAGES.alreadyPaid },
    });
    expect((await read(token, placed.order.id)).status).toBe('paid');
  });

  it('refuses when a meal left the menu or the restaurant has closed, before the gateway is asked', async () => {
    setNow(START);
    const token = await newCustomer();
    const placed = await placeOrder(token, 'Sel Roti');
    await t.db.updateTable('order_lines').set({ meal_id: null }).where('order_id', '=', placed.order.id).execute();
    expect(await payAgain(token, placed.order.id)).toMatchObject({
      status: 409,
      body: { detail: ORDER_MESSAGES.mealsGone('Sel Roti') },
    });
    const other = await placeOrder(token);
    // The restaurant shut early today.
    const hours = await t.db
      .selectFrom('restaurant_info')
      .select(['opening_time', 'closing_time'])
      .executeTakeFirstOrThrow();
    await t.db.updateTable('restaurant_info').set({ opening_time: '18:00', closing_time: '22:00' }).execute();
    const closed = await payAgain(token, other.order.id);
    await t.db.updateTable('restaurant_info').set(hours).execute();
    expect(closed).toMatchObject({ status: 409, body: { detail: ORDER_MESSAGES.closed('18:00', '22:00') } });
    const attempts = await t.db
      .selectFrom('payment_attempts')
      .select('id')
      .where('order_id', '=', other.order.id)
      .execute();
    expect(attempts).toHaveLength(1);
  });

  it("is the customer's own: another customer's order is not found, an admin is refused", async () => {
    setNow(START);
    const placed = await placeOrder(await newCustomer());
    expect((await payAgain(await newCustomer(), placed.order.id)).status).toBe(404);
    expect((await payAgain(admin, placed.order.id)).status).toBe(403);
    expect((await remove(await newCustomer(), placed.order.id)).status).toBe(404);
  });
});

describe('removing an unpaid order', () => {
  it('cancels it and hides it; a paid order cannot be removed; money arriving later is a refund due', async () => {
    setNow(START);
    const token = await newCustomer();
    const placed = await placeOrder(token);
    const removed = await remove(token, placed.order.id);
    expect(removed.status).toBe(200);
    expect(orderSchema.parse(removed.body)).toMatchObject({ status: 'cancelled', pay_until: null });
    expect((await myOrders(token)).map((o) => o.id)).not.toContain(placed.order.id);
    expect(await remove(token, placed.order.id)).toMatchObject({
      status: 409,
      body: { detail: ORDER_MESSAGES.notRemovable },
    });

    await esewaTakes(uuidOf(placed), 50_000);
    setNow(now + minutes(5));
    await job();
    const owed = await read(token, placed.order.id);
    expect(owed).toMatchObject({ status: 'cancelled', refund: { status: 'due', amount: 500 } });
    // With money owed, the customer sees it again.
    expect((await myOrders(token)).map((o) => o.id)).toContain(placed.order.id);
  });
});
