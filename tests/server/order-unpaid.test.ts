import { gatewayCheckout as checkout, type GatewayCheckout as Checkout, ORDER_MESSAGES, order as orderSchema } from '../../contract/order';
import { PAYMENT_MESSAGES, paymentResult } from '../../contract/payment';
import { uuidOf } from './support/sandbox-esewa';
import * as world from './support/order-lifetime-world';
import { describe, expect, it } from 'vitest';

world.useOrderLifetimeWorld();

// Unpaid orders: a time to pay, a limit, paying again and removing (docs/rules/payments.md#unpaid-orders).

describe('unpaid orders', () => {
  it('a customer holds at most MAX_UNPAID_ORDERS that can still be paid; paying or removing one makes room', async () => {
    world.setNow(world.START);
    const token = await world.newCustomer();
    const placed = [await world.placeOrder(token), await world.placeOrder(token), await world.placeOrder(token)];
    expect(await world.order(token)).toMatchObject({ status: 409, body: { detail: ORDER_MESSAGES.tooManyUnpaid(3) } });
    expect((await world.payInFull(token, placed[0] as Checkout)).answer.status).toBe(200);
    const fourth = await world.placeOrder(token);
    expect((await world.remove(token, fourth.order.id)).status).toBe(200);
    expect((await world.order(token)).status).toBe(201);
    // Expired ones no longer count.
    world.setNow(world.now + world.minutes(31));
    await world.job();
    expect((await world.order(token)).status).toBe(201);
  });

  it('expire after ORDER_PAY_MINUTES: hidden from My Orders, unpayable, listed among the unpaid', async () => {
    world.setNow(world.START);
    const token = await world.newCustomer();
    const placed = await world.placeOrder(token);
    expect(placed.order.pay_until).toBe(new Date(world.START + world.minutes(30)).toISOString());
    world.setNow(world.now + world.minutes(29));
    await world.job();
    expect((await world.read(token, placed.order.id)).status).toBe('pending_payment');
    world.setNow(world.now + world.minutes(1));
    // The time is over even before the job marks it: no new attempt at the gateway.
    expect(await world.payAgain(token, placed.order.id)).toMatchObject({
      status: 409,
      body: { detail: ORDER_MESSAGES.expired },
    });
    await world.job();
    expect((await world.read(token, placed.order.id)).status).toBe('expired');
    expect((await world.myOrders(token)).map((o) => o.id)).not.toContain(placed.order.id);
    expect((await world.kitchen('?group=unpaid')).results.map((o) => o.id)).toContain(placed.order.id);
    expect((await world.kitchen('?group=kitchen')).results.map((o) => o.id)).not.toContain(placed.order.id);
  });

  it('a payment that arrives for an expired order is recorded as a refund due, never lost', async () => {
    world.setNow(world.START);
    const token = await world.newCustomer();
    const placed = await world.placeOrder(token);
    world.setNow(world.now + world.minutes(61));
    await world.job();
    const { ref, answer: late } = await world.payInFull(token, placed);
    expect(late.status).toBe(200);
    expect(paymentResult.parse(late.body)).toMatchObject({
      message: PAYMENT_MESSAGES.refundDue,
      order: {
        status: 'expired',
        payment_ref: ref,
        refund: { status: 'due', amount: 500, reason: 'Paid after the time to pay had run out.' },
      },
    });
    expect((await world.kitchen('?group=refund_due')).results.map((o) => o.id)).toContain(placed.order.id);
  });
});

describe('pay again', () => {
  it('sends a failed order to the gateway again under a fresh id, at the price it was placed at', async () => {
    world.setNow(world.START);
    const token = await world.newCustomer();
    const placed = await world.placeOrder(token);
    expect((await world.failure(token, placed)).status).toBe(200);
    world.setNow(world.now + world.minutes(2));
    const again = await world.payAgain(token, placed.order.id);
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
    const { answer } = await world.payInFull(token, second);
    expect(paymentResult.parse(answer.body).order.status).toBe('paid');
    expect(await world.payAgain(token, placed.order.id)).toMatchObject({
      status: 409,
      body: { detail: ORDER_MESSAGES.notPayable('Paid') },
    });
  });

  it('finds a payment the customer made on the earlier attempt instead of asking for a second one', async () => {
    world.setNow(world.START);
    const token = await world.newCustomer();
    const placed = await world.placeOrder(token);
    await world.esewaTakes(uuidOf(placed), 50_000);
    world.setNow(world.now + world.minutes(1));
    expect(await world.payAgain(token, placed.order.id)).toMatchObject({
      status: 409,
      body: { detail: ORDER_MESSAGES.alreadyPaid },
    });
    expect((await world.read(token, placed.order.id)).status).toBe('paid');
  });

  it('refuses when a meal left the menu or the restaurant has closed, before the gateway is asked', async () => {
    world.setNow(world.START);
    const token = await world.newCustomer();
    const placed = await world.placeOrder(token, 'Sel Roti');
    await world.t.db
      .updateTable('order_lines')
      .set({ meal_id: null })
      .where('order_id', '=', placed.order.id)
      .execute();
    expect(await world.payAgain(token, placed.order.id)).toMatchObject({
      status: 409,
      body: { detail: ORDER_MESSAGES.mealsGone('Sel Roti') },
    });
    const other = await world.placeOrder(token);
    // The restaurant shut early today.
    const hours = await world.t.db
      .selectFrom('restaurant_info')
      .select(['opening_time', 'closing_time'])
      .executeTakeFirstOrThrow();
    await world.t.db.updateTable('restaurant_info').set({ opening_time: '18:00', closing_time: '22:00' }).execute();
    const closed = await world.payAgain(token, other.order.id);
    await world.t.db.updateTable('restaurant_info').set(hours).execute();
    expect(closed).toMatchObject({ status: 409, body: { detail: ORDER_MESSAGES.closed('18:00', '22:00') } });
    const attempts = await world.t.db
      .selectFrom('payment_attempts')
      .select('id')
      .where('order_id', '=', other.order.id)
      .execute();
    expect(attempts).toHaveLength(1);
  });

  it("is the customer's own: another customer's order is not found, an admin is refused", async () => {
    world.setNow(world.START);
    const placed = await world.placeOrder(await world.newCustomer());
    expect((await world.payAgain(await world.newCustomer(), placed.order.id)).status).toBe(404);
    expect((await world.payAgain(world.admin, placed.order.id)).status).toBe(403);
    expect((await world.remove(await world.newCustomer(), placed.order.id)).status).toBe(404);
  });
});

describe('removing an unpaid order', () => {
  it('cancels it and hides it; a paid order cannot be removed; money arriving later is a refund due', async () => {
    world.setNow(world.START);
    const token = await world.newCustomer();
    const placed = await world.placeOrder(token);
    const removed = await world.remove(token, placed.order.id);
    expect(removed.status).toBe(200);
    expect(orderSchema.parse(removed.body)).toMatchObject({ status: 'cancelled', pay_until: null });
    expect((await world.myOrders(token)).map((o) => o.id)).not.toContain(placed.order.id);
    expect(await world.remove(token, placed.order.id)).toMatchObject({
      status: 409,
      body: { detail: ORDER_MESSAGES.notRemovable },
    });

    await world.esewaTakes(uuidOf(placed), 50_000);
    world.setNow(world.now + world.minutes(5));
    await world.job();
    const owed = await world.read(token, placed.order.id);
    expect(owed).toMatchObject({ status: 'cancelled', refund: { status: 'due', amount: 500 } });
    // With money owed, the customer sees it again.
    expect((await world.myOrders(token)).map((o) => o.id)).toContain(placed.order.id);
  });
});
