import { describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES, paymentResult } from '../../contract/payment';
import { send } from './support/meal-fixtures';
import { makeTestApp } from './support/test-app';
import {
  app,
  clock,
  fail,
  fixedGateway,
  heard,
  mealId,
  newCustomer,
  payInSandbox,
  placeOrder,
  stored,
  t,
  tokens,
  verify,
  cartMeals,
} from './support/payment-verify-world';

// eSewa out of reach, the failure return, and bodies that are not a return at all.

describe('when eSewa cannot be reached', () => {
  it('answers 502 and keeps the order pending, so a retry can still confirm it', async () => {
    const { gateway, asked } = fixedGateway('unreachable');
    const { app: offline } = makeTestApp(t.db, t.env, {
      clock,
      esewaGateway: gateway,
    });
    const token = await newCustomer();
    const placed = await placeOrder(token);
    const query = await payInSandbox(placed);
    expect(await verify(token, { ...query, amt: '1041.50' }, offline)).toMatchObject({
      status: 502,
      body: { detail: PAYMENT_MESSAGES.gatewayUnreachable },
    });
    // eSewa is asked about the order's own figures, as eSewa writes amounts.
    expect(asked).toEqual([
      {
        pid: placed.order.pid,
        amount: '1041.5',
        refId: query.refId,
        merchantCode: 'EPAYTEST',
      },
    ]);
    expect((await stored(placed.order.id)).status).toBe('pending_payment');
    expect((await verify(token, query)).status).toBe(200);
  });
});

describe('the failure return', () => {
  it('marks a pending order failed, once, and keeps the cart', async () => {
    const token = await newCustomer();
    await send(app, 'POST', '/cart/cart/', {
      token,
      json: { meal: mealId('Chicken Momo') },
    });
    const placed = await placeOrder(token);
    const first = await fail(token, { pid: placed.order.pid });
    expect(first.status).toBe(200);
    expect(paymentResult.parse(first.body)).toEqual({
      order: { ...placed.order, status: 'payment_failed' },
      message: 'Your payment was not completed. Your cart is still here.',
    });
    expect((await fail(token, { pid: ` ${placed.order.pid} ` })).body).toEqual(first.body);
    expect(heard).toHaveLength(1);
    expect(await cartMeals(token)).toEqual(['Chicken Momo']);
  });

  it('leaves a paid order paid', async () => {
    const token = await newCustomer();
    const placed = await placeOrder(token);
    expect((await verify(token, await payInSandbox(placed))).status).toBe(200);
    const response = await fail(token, { pid: placed.order.pid });
    expect(response.status).toBe(200);
    expect(paymentResult.parse(response.body).order.status).toBe('paid');
    expect((await stored(placed.order.id)).status).toBe('paid');
    expect(heard).toHaveLength(1);
  });
});

describe('bad bodies', () => {
  it.each<[string, unknown, Record<string, string[]>]>([
    [
      'nothing',
      {},
      {
        oid: [PAYMENT_MESSAGES.oidRequired],
        amt: [PAYMENT_MESSAGES.amtRequired],
        refId: [PAYMENT_MESSAGES.refIdRequired],
      },
    ],
    [
      'blank fields',
      { oid: ' ', amt: '', refId: '  ' },
      {
        oid: [PAYMENT_MESSAGES.oidRequired],
        amt: [PAYMENT_MESSAGES.amtRequired],
        refId: [PAYMENT_MESSAGES.refIdRequired],
      },
    ],
    [
      'numbers for text',
      { oid: 1, amt: 250, refId: 'SBX1' },
      {
        oid: [PAYMENT_MESSAGES.oidRequired],
        amt: [PAYMENT_MESSAGES.amtRequired],
      },
    ],
    [
      'a huge reference',
      { oid: 'TXN1', amt: '1', refId: 'x'.repeat(101) },
      { refId: [PAYMENT_MESSAGES.refIdRequired] },
    ],
  ])('verify refuses %s with 400 and field messages', async (_case, json, errors) => {
    expect(await verify(tokens.customer, json)).toMatchObject({
      status: 400,
      body: errors,
    });
  });

  it('failure refuses a missing pid, and malformed JSON, with 400', async () => {
    expect(await fail(tokens.customer, {})).toMatchObject({
      status: 400,
      body: { pid: [PAYMENT_MESSAGES.pidRequired] },
    });
    const response = await send(app, 'POST', '/payment/esewa/verify/', {
      token: tokens.customer,
      body: '{"oid": ',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(response).toMatchObject({
      status: 400,
      body: { detail: 'Malformed JSON in request body' },
    });
  });
});
