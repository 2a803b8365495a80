import { describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES, paymentResult } from '../../contract/payment';
import { send } from './support/meal-fixtures';
import { PUBLIC_URL } from './support/sandbox-esewa';
import { makeTestApp } from './support/test-app';
import {
  OPEN,
  app,
  clock,
  events,
  fail,
  gatewayReleasingTogether,
  heard,
  mealId,
  newCustomer,
  payInSandbox,
  placeOrder,
  readyIn20,
  stored,
  t,
  verify,
  cartMeals,
} from './support/payment-verify-world';

// A genuine payment through the sandbox, verified once, again, and many times at once.

describe('a payment through the sandbox', () => {
  it('pays the order, empties the cart of its meals and tells the live views once', async () => {
    const token = await newCustomer();
    for (const meal of ['Chicken Momo', 'Veg Momo', 'Sel Roti']) {
      expect(
        (
          await send(app, 'POST', '/cart/cart/', {
            token,
            json: { meal: mealId(meal) },
          })
        ).status,
      ).toBe(200);
    }
    const placed = await placeOrder(token);
    const query = await payInSandbox(placed);
    expect(`${query.url.origin}${query.url.pathname}`).toBe(`${PUBLIC_URL}/esewa-success`);
    expect(query).toMatchObject({
      oid: placed.order.pid,
      amt: '1041.5',
      refId: expect.stringMatching(/^SBX[0-9A-F]{16}$/),
    });

    const response = await verify(token, {
      oid: query.oid,
      amt: query.amt,
      refId: query.refId,
    });
    expect(response.status).toBe(200);
    const result = paymentResult.parse(response.body);
    expect(result).toEqual({
      order: {
        ...placed.order,
        status: 'paid',
        pay_until: null,
        payment_ref: query.refId,
        fulfilment: readyIn20(placed.order),
      },
      message: 'Payment successful! Your order has been placed.',
    });
    expect(await stored(placed.order.id)).toMatchObject({
      status: 'paid',
      esewa_ref_id: query.refId,
      paid_at: OPEN.toISOString(),
    });
    expect(await cartMeals(token)).toEqual(['Sel Roti']);
    expect(heard).toEqual([result.order]);
  });

  it('answers a replay with the same paid order and changes nothing', async () => {
    const token = await newCustomer();
    const placed = await placeOrder(token);
    const query = await payInSandbox(placed);
    const first = await verify(token, query);
    const before = await stored(placed.order.id);
    // The same return again, and with the amount written as eSewa may write it.
    const again = await verify(token, query);
    const reworded = await verify(token, { ...query, amt: '1041.50' });
    expect(again).toMatchObject({ status: 200, body: first.body });
    expect(reworded).toMatchObject({ status: 200, body: first.body });
    expect(await stored(placed.order.id)).toEqual(before);
    expect(heard).toHaveLength(1);
  });

  it('makes exactly one change under ten concurrent verifications of one payment', async () => {
    const token = await newCustomer();
    const placed = await placeOrder(token);
    const query = await payInSandbox(placed);
    const { app: slow } = makeTestApp(t.db, t.env, {
      clock,
      orderEvents: events,
      esewaGateway: gatewayReleasingTogether(10),
    });
    const answers = await Promise.all(Array.from({ length: 10 }, () => verify(token, query, slow)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    for (const answer of answers) {
      expect(paymentResult.parse(answer.body)).toEqual({
        order: {
          ...placed.order,
          status: 'paid',
          pay_until: null,
          payment_ref: query.refId,
          fulfilment: readyIn20(placed.order),
        },
        message: PAYMENT_MESSAGES.confirmed,
      });
    }
    expect(heard).toHaveLength(1);
    expect(await stored(placed.order.id)).toMatchObject({
      status: 'paid',
      esewa_ref_id: query.refId,
      paid_at: OPEN.toISOString(),
    });
  });

  it('accepts the amount written with or without decimals', async () => {
    const token = await newCustomer();
    const placed = await placeOrder(token, {
      items: [{ meal: mealId('Chicken Momo'), quantity: 1 }],
    });
    const query = await payInSandbox(placed);
    expect(query.amt).toBe('250');
    expect((await verify(token, { ...query, amt: '250.00' })).status).toBe(200);
    expect((await stored(placed.order.id)).status).toBe('paid');
  });

  it('pays an order marked failed when the genuine payment is verified after all', async () => {
    const token = await newCustomer();
    const placed = await placeOrder(token);
    const query = await payInSandbox(placed);
    expect((await fail(token, { pid: placed.order.pid })).status).toBe(200);
    expect((await stored(placed.order.id)).status).toBe('payment_failed');
    const response = await verify(token, query);
    expect(response.status).toBe(200);
    expect(paymentResult.parse(response.body).order.status).toBe('paid');
    expect(heard.map((order) => order.status)).toEqual(['payment_failed', 'paid']);
  });
});
