import { describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES, paymentResult } from '../../contract/payment';
import { send } from './support/meal-fixtures';
import type { EsewaGateway } from '../../server/services/esewa-gateway';
import { returnData } from './support/sandbox-esewa';
import { makeTestApp } from './support/test-app';
import * as world from './support/payment-verify-world';

world.usePaymentVerifyWorld();

// eSewa out of reach, the failure return, and bodies that are not a return at all.

describe('when eSewa cannot be reached', () => {
  it('answers 502 and keeps the order pending, so a retry can still confirm it', async () => {
    const { gateway, asked } = world.fixedGateway('unreachable');
    const { app: offline } = makeTestApp(world.t.db, world.t.env, {
      clock: world.clock,
      esewaGateway: gateway,
    });
    const { token, placed, query } = await world.paidAtSandbox();
    expect(await world.verify(token, { ...query, amt: '1041.50' }, offline)).toMatchObject({
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
    expect((await world.stored(placed.order.id)).status).toBe('pending_payment');
    expect((await world.verify(token, query)).status).toBe(200);
  });
});

describe('when eSewa answers that it has no record of the payment', () => {
  // A return signed with the merchant's key (eSewa's published test key, in a sandbox start) claiming COMPLETE for
  // an order nobody paid. eSewa was reached and answered: a 502 "could not reach eSewa" invited retries.
  const forgedComplete = (pid: string) => ({ data: returnData(pid, '1041.5', 'FORGED-REF') });

  it('answers 402 saying so, pays nothing, and keeps asking eSewa on schedule', async () => {
    const token = await world.newCustomer();
    const placed = await world.placeOrder(token);
    const response = await world.verify(token, forgedComplete(placed.order.pid));
    expect(response).toMatchObject({ status: 402, body: { detail: PAYMENT_MESSAGES.noRecord } });
    expect(await world.stored(placed.order.id)).toMatchObject({ status: 'pending_payment', esewa_ref_id: null, paid_at: null });
    expect(world.heard).toEqual([]);
    // The customer may still be on eSewa's page: until the time to pay is over, the job asks again.
    const [attempt] = await world.t.db
      .selectFrom('payment_attempts')
      .select(['state', 'last_answer'])
      .where('order_id', '=', placed.order.id)
      .execute();
    expect(attempt).toEqual({ state: 'open', last_answer: 'NOT_FOUND' });
  });

  it('keeps 502 for an eSewa that did not answer', async () => {
    const silent: EsewaGateway = { verify: async () => 'unreachable', status: async () => 'unreachable' };
    const { app: offline } = makeTestApp(world.t.db, world.t.env, { clock: world.clock, esewaGateway: silent });
    const token = await world.newCustomer();
    const placed = await world.placeOrder(token);
    expect(await world.verify(token, forgedComplete(placed.order.pid), offline)).toMatchObject({
      status: 502,
      body: { detail: PAYMENT_MESSAGES.gatewayUnreachable },
    });
  });
});

describe('the failure return', () => {
  it('marks a pending order failed, once, and keeps the cart', async () => {
    const token = await world.newCustomer();
    await send(world.app, 'POST', '/cart/cart/', {
      token,
      json: { meal: world.mealId('Chicken Momo') },
    });
    const placed = await world.placeOrder(token);
    const first = await world.fail(token, { pid: placed.order.pid });
    expect(first.status).toBe(200);
    expect(paymentResult.parse(first.body)).toEqual({
      order: { ...placed.order, status: 'payment_failed' },
      message: 'Your payment was not completed. Your cart is still here.',
    });
    expect((await world.fail(token, { pid: ` ${placed.order.pid} ` })).body).toEqual(first.body);
    expect(world.heard).toHaveLength(1);
    expect(await world.cartMeals(token)).toEqual(['Chicken Momo']);
  });

  it('leaves a paid order paid', async () => {
    const token = await world.newCustomer();
    const placed = await world.placeOrder(token);
    expect((await world.verify(token, await world.payInSandbox(placed))).status).toBe(200);
    const response = await world.fail(token, { pid: placed.order.pid });
    expect(response.status).toBe(200);
    expect(paymentResult.parse(response.body).order.status).toBe('paid');
    expect((await world.stored(placed.order.id)).status).toBe('paid');
    expect(world.heard).toHaveLength(1);
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
    expect(await world.verify(world.tokens.customer, json)).toMatchObject({
      status: 400,
      body: errors,
    });
  });

  it('failure refuses a missing pid, and malformed JSON, with 400', async () => {
    expect(await world.fail(world.tokens.customer, {})).toMatchObject({
      status: 400,
      body: { pid: [PAYMENT_MESSAGES.pidRequired] },
    });
    const response = await send(world.app, 'POST', '/payment/esewa/verify/', {
      token: world.tokens.customer,
      body: '{"oid": ',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(response).toMatchObject({
      status: 400,
      body: { detail: 'Malformed JSON in request body' },
    });
  });
});
