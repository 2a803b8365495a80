import { describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES, paymentResult } from '../../contract/payment';
import { send } from './support/meal-fixtures';
import { PUBLIC_URL } from './support/sandbox-esewa';
import { makeTestApp } from './support/test-app';
import * as world from './support/payment-verify-world';

world.usePaymentVerifyWorld();

// A genuine payment through the sandbox, verified once, again, and many times at once.

describe('a payment through the sandbox', () => {
  it('pays the order, empties the cart of its meals and tells the live views once', async () => {
    const token = await world.newCustomer();
    for (const meal of ['Chicken Momo', 'Veg Momo', 'Sel Roti']) {
      expect(
        (
          await send(world.app, 'POST', '/cart/cart/', {
            token,
            json: { meal: world.mealId(meal) },
          })
        ).status,
      ).toBe(200);
    }
    const placed = await world.placeOrder(token);
    const query = await world.payInSandbox(placed);
    expect(`${query.url.origin}${query.url.pathname}`).toBe(`${PUBLIC_URL}/esewa-success`);
    expect(query).toMatchObject({
      oid: placed.order.pid,
      amt: '1041.5',
      refId: expect.stringMatching(/^SBX[0-9A-F]{16}$/),
    });

    const response = await world.verify(token, {
      oid: query.oid,
      amt: query.amt,
      refId: query.refId,
    });
    expect(response.status).toBe(200);
    const result = paymentResult.parse(response.body);
    expect(result).toEqual({
      order: world.paidOrder(placed, query.refId),
      message: 'Payment successful! Your order has been placed.',
    });
    expect(await world.stored(placed.order.id)).toMatchObject(world.paidRow(query.refId));
    expect(await world.cartMeals(token)).toEqual(['Sel Roti']);
    expect(world.heard).toEqual([result.order]);
  });

  it('answers a replay with the same paid order and changes nothing', async () => {
    const { token, placed, query } = await world.paidAtSandbox();
    const first = await world.verify(token, query);
    const before = await world.stored(placed.order.id);
    // The same return again, and with the amount written as eSewa may write it.
    const again = await world.verify(token, query);
    const reworded = await world.verify(token, { ...query, amt: '1041.50' });
    expect(again).toMatchObject({ status: 200, body: first.body });
    expect(reworded).toMatchObject({ status: 200, body: first.body });
    expect(await world.stored(placed.order.id)).toEqual(before);
    expect(world.heard).toHaveLength(1);
  });

  it('makes exactly one change under ten concurrent verifications of one payment', async () => {
    const { token, placed, query } = await world.paidAtSandbox();
    const { app: slow } = makeTestApp(world.t.db, world.t.env, {
      clock: world.clock,
      orderEvents: world.events,
      esewaGateway: world.gatewayReleasingTogether(10),
    });
    const answers = await Promise.all(Array.from({ length: 10 }, () => world.verify(token, query, slow)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    for (const answer of answers) {
      expect(paymentResult.parse(answer.body)).toEqual({
        order: world.paidOrder(placed, query.refId),
        message: PAYMENT_MESSAGES.confirmed,
      });
    }
    expect(world.heard).toHaveLength(1);
    expect(await world.stored(placed.order.id)).toMatchObject(world.paidRow(query.refId));
  });

  it('accepts the amount written with or without decimals', async () => {
    const token = await world.newCustomer();
    const placed = await world.placeOrder(token, {
      items: [{ meal: world.mealId('Chicken Momo'), quantity: 1 }],
    });
    const query = await world.payInSandbox(placed);
    expect(query.amt).toBe('250');
    expect((await world.verify(token, { ...query, amt: '250.00' })).status).toBe(200);
    expect((await world.stored(placed.order.id)).status).toBe('paid');
  });

  it('pays an order marked failed when the genuine payment is verified after all', async () => {
    const { token, placed, query } = await world.paidAtSandbox();
    expect((await world.fail(token, { pid: placed.order.pid })).status).toBe(200);
    expect((await world.stored(placed.order.id)).status).toBe('payment_failed');
    const response = await world.verify(token, query);
    expect(response.status).toBe(200);
    expect(paymentResult.parse(response.body).order.status).toBe('paid');
    expect(world.heard.map((order) => order.status)).toEqual(['payment_failed', 'paid']);
  });
});
