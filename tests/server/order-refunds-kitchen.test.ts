import { gatewayCheckout as checkout, ORDER_STATUS_MESSAGES, orderCounts, order as orderSchema } from '../../contract/order';
import { PAYMENT_MESSAGES, paymentResult } from '../../contract/payment';
import { send } from './support/meal-fixtures';
import { uuidOf } from './support/sandbox-esewa';
import * as world from './support/order-lifetime-world';
import { describe, expect, it } from 'vitest';

world.useOrderLifetimeWorld();

// Refunds on record, short order numbers and the kitchen's list (docs/rules/payments.md#refunds).

describe('refunds on record', () => {
  it('cancelling a paid order needs a reason, then the refund is due; the admin records it once', async () => {
    world.setNow(world.START);
    const token = await world.newCustomer();
    const placed = await world.placeOrder(token);
    const { ref, answer } = await world.payInFull(token, placed);
    expect(answer.status).toBe(200);

    const cancel = (json: unknown) =>
      send(world.app, 'POST', `/orders/${placed.order.id}/status/`, { token: world.admin, json });
    expect(await cancel({ status: 'cancelled' })).toMatchObject({
      status: 400,
      body: { reason: [ORDER_STATUS_MESSAGES.reasonRequired] },
    });
    expect((await cancel({ status: 'cancelled', reason: '   ' })).status).toBe(400);
    expect((await cancel({ status: 'cancelled', reason: 'x'.repeat(201) })).body).toEqual({
      reason: [ORDER_STATUS_MESSAGES.reasonTooLong],
    });
    expect((await world.read(token, placed.order.id)).status).toBe('paid');
    const cancelled = await cancel({ status: 'cancelled', reason: 'The gas ran out.' });
    expect(cancelled.status).toBe(200);
    expect(orderSchema.parse(cancelled.body)).toMatchObject({
      status: 'cancelled',
      payment_ref: ref,
      refund: { status: 'due', amount: 500, reason: 'The gas ran out.', reference: null, refunded_at: null },
    });
    const counts = orderCounts.parse((await send(world.app, 'GET', '/orders/counts/', { token: world.admin })).body);
    expect(counts.refund_due).toBeGreaterThanOrEqual(1);

    const refund = (json: unknown, as = world.admin) =>
      send(world.app, 'POST', `/orders/${placed.order.id}/refund/`, { token: as, json });
    expect(await refund({})).toMatchObject({
      status: 400,
      body: { reference: [ORDER_STATUS_MESSAGES.referenceRequired] },
    });
    expect((await refund({ reference: 'R1' }, token)).status).toBe(403);
    const done = await refund({ reference: ' ESW-RF-88 ' });
    expect(done.status).toBe(200);
    expect(orderSchema.parse(done.body).refund).toEqual({
      status: 'refunded',
      amount: 500,
      reason: 'The gas ran out.',
      reference: 'ESW-RF-88',
      refunded_at: world.clock().toISOString(),
    });
    expect(await refund({ reference: 'again' })).toMatchObject({
      status: 409,
      body: { detail: ORDER_STATUS_MESSAGES.noRefundDue },
    });
    // The customer sees it in My Orders.
    expect((await world.myOrders(token)).find((o) => o.id === placed.order.id)?.refund?.status).toBe('refunded');
  });

  it('an order paid twice (two tabs) keeps the first payment and owes the second back', async () => {
    world.setNow(world.START);
    const token = await world.newCustomer();
    const placed = await world.placeOrder(token);
    expect((await world.failure(token, placed)).status).toBe(200);
    const second = checkout.parse((await world.payAgain(token, placed.order.id)).body);
    const first = await world.esewaTakes(uuidOf(placed), 50_000);
    const other = await world.esewaTakes(uuidOf(second), 50_000);
    expect((await world.verify(token, world.returnFor(uuidOf(second), '500', other))).status).toBe(200);
    const late = paymentResult.parse((await world.verify(token, world.returnFor(uuidOf(placed), '500', first))).body);
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
    world.setNow(world.START);
    const tokens = await Promise.all(Array.from({ length: 8 }, () => world.newCustomer()));
    const placed = await Promise.all(tokens.map((token) => world.placeOrder(token)));
    const numbers = placed.map((p) => p.order.number).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(8);
    expect(numbers.at(-1)! - numbers[0]!).toBe(7);
    expect(numbers[0]).toBeGreaterThan(1000);
  });
});

describe('the kitchen list', () => {
  /** Two orders of one fresh customer at START, the second paid. */
  async function unpaidAndPaid() {
    world.setNow(world.START);
    const token = await world.newCustomer();
    const unpaid = await world.placeOrder(token);
    const paid = await world.placeOrder(token);
    await world.payInFull(token, paid);
    return { unpaid, paid };
  }

  it('shows paid and later orders in the kitchen group, unpaid ones apart', async () => {
    const { unpaid, paid } = await unpaidAndPaid();
    const kitchenIds = (await world.kitchen('?group=kitchen&page_size=100')).results.map((o) => o.id);
    expect(kitchenIds).toContain(paid.order.id);
    expect(kitchenIds).not.toContain(unpaid.order.id);
    const unpaidIds = (await world.kitchen('?group=unpaid&page_size=100')).results.map((o) => o.id);
    expect(unpaidIds).toContain(unpaid.order.id);
    expect(unpaidIds).not.toContain(paid.order.id);
    expect((await send(world.app, 'GET', '/orders/?group=everything', { token: world.admin })).status).toBe(400);
  });

  it("the kitchen screen's group holds the food being made: paid, preparing and ready, nothing done or unpaid", async () => {
    const { unpaid, paid } = await unpaidAndPaid();
    const active = async () => (await world.kitchen('?group=active&page_size=100')).results;
    expect((await active()).map((o) => o.id)).toContain(paid.order.id);
    expect((await active()).map((o) => o.id)).not.toContain(unpaid.order.id);
    for (const status of ['preparing', 'ready'] as const) {
      expect(
        (await send(world.app, 'POST', `/orders/${paid.order.id}/status/`, { token: world.admin, json: { status } }))
          .status,
      ).toBe(200);
      expect((await active()).find((o) => o.id === paid.order.id)?.status).toBe(status);
    }
    expect(
      (
        await send(world.app, 'POST', `/orders/${paid.order.id}/status/`, {
          token: world.admin,
          json: { status: 'completed' },
        })
      ).status,
    ).toBe(200);
    expect((await active()).map((o) => o.id)).not.toContain(paid.order.id);
    expect((await active()).every((o) => ['paid', 'preparing', 'ready'].includes(o.status))).toBe(true);
  });
});
