import { describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES, paymentResult } from '../../contract/payment';
import { makeTestApp } from './support/test-app';
import {
  clock,
  fail,
  fixedGateway,
  heard,
  newCustomer,
  payInSandbox,
  placeOrder,
  stored,
  t,
  tokens,
  verify,
} from './support/payment-verify-world';

// Returns that are not a genuine payment of this order, and callers who may not present one.

describe('a return that is not a payment', () => {
  it('refuses a forged reference: 402, the order is marked failed, not paid', async () => {
    const token = await newCustomer();
    const placed = await placeOrder(token);
    const response = await verify(token, {
      oid: placed.order.pid,
      amt: '1041.5',
      refId: 'SBX0000000000000000',
    });
    expect(response).toMatchObject({
      status: 402,
      body: { detail: PAYMENT_MESSAGES.notConfirmed },
    });
    expect(await stored(placed.order.id)).toMatchObject({
      status: 'payment_failed',
      esewa_ref_id: null,
      paid_at: null,
    });
    expect(heard.map((order) => order.status)).toEqual(['payment_failed']);
  });

  it('refuses an altered amount with 402 and leaves the order as it was', async () => {
    const token = await newCustomer();
    const placed = await placeOrder(token);
    const query = await payInSandbox(placed);
    for (const amt of ['1', '1041.49', '1041.51', '10415', 'free']) {
      expect(await verify(token, { ...query, amt })).toMatchObject({
        status: 402,
        body: { detail: PAYMENT_MESSAGES.amountMismatch },
      });
    }
    expect(await stored(placed.order.id)).toMatchObject({
      status: 'pending_payment',
      esewa_ref_id: null,
    });
    expect(heard).toEqual([]);
  });

  it('refuses a payment of one order presented for another of the same total', async () => {
    const token = await newCustomer();
    const paidFor = await placeOrder(token);
    const other = await placeOrder(token);
    const query = await payInSandbox(paidFor);
    expect((await verify(token, { ...query, oid: other.order.pid })).status).toBe(402);
    expect((await stored(other.order.id)).status).toBe('payment_failed');
    // The payment still pays the order it was made for.
    expect((await verify(token, query)).status).toBe(200);
  });

  it('refuses a payment that eSewa confirms but that already paid another order (one payment, one order)', async () => {
    const { gateway } = fixedGateway('success');
    const { app: trusting } = makeTestApp(t.db, t.env, {
      clock,
      esewaGateway: gateway,
    });
    const token = await newCustomer();
    const first = await placeOrder(token);
    const second = await placeOrder(token);
    expect((await verify(token, { oid: first.order.pid, amt: '1041.5', refId: 'REF-ONCE' }, trusting)).status).toBe(
      200,
    );
    expect(await verify(token, { oid: second.order.pid, amt: '1041.5', refId: 'REF-ONCE' }, trusting)).toMatchObject({
      status: 402,
      body: { detail: PAYMENT_MESSAGES.notConfirmed },
    });
    expect(await stored(second.order.id)).toMatchObject({
      status: 'pending_payment',
      esewa_ref_id: null,
    });
  });

  it('leaves a paid order as it is when another reference is presented for it', async () => {
    const token = await newCustomer();
    const placed = await placeOrder(token);
    const query = await payInSandbox(placed);
    expect((await verify(token, query)).status).toBe(200);
    const before = await stored(placed.order.id);
    const response = await verify(token, { ...query, refId: 'SBXANOTHER' });
    expect(response.status).toBe(200);
    expect(paymentResult.parse(response.body).order.status).toBe('paid');
    expect(await stored(placed.order.id)).toEqual(before);
    expect(heard).toHaveLength(1);
  });

  it('does not pay an order the kitchen cancelled before the payment arrived: the money is on record as a refund due', async () => {
    const token = await newCustomer();
    const placed = await placeOrder(token);
    const query = await payInSandbox(placed);
    await t.db.updateTable('orders').set({ status: 'cancelled' }).where('id', '=', placed.order.id).execute();
    const response = await verify(token, query);
    expect(response.status).toBe(200);
    const result = paymentResult.parse(response.body);
    expect(result.message).toBe(PAYMENT_MESSAGES.refundDue);
    expect(result.order).toMatchObject({
      status: 'cancelled',
      payment_ref: query.refId,
      refund: {
        status: 'due',
        amount: 1041.5,
        reason: 'Paid after the order was cancelled.',
        reference: null,
      },
    });
    expect(await stored(placed.order.id)).toMatchObject({
      status: 'cancelled',
      paid_at: null,
    });
    // A replay of the same return records nothing more.
    expect(paymentResult.parse((await verify(token, query)).body).order.refund?.amount).toBe(1041.5);
  });

  it("answers 404 for another customer's order and for an unknown pid, changing nothing", async () => {
    const owner = await newCustomer();
    const placed = await placeOrder(owner);
    const query = await payInSandbox(placed);
    const stranger = await newCustomer();
    for (const json of [query, { ...query, oid: 'TXN1' }]) {
      expect(await verify(stranger, json)).toMatchObject({
        status: 404,
        body: { detail: PAYMENT_MESSAGES.orderUnknown },
      });
    }
    expect(await fail(stranger, { pid: placed.order.pid })).toMatchObject({
      status: 404,
      body: { detail: PAYMENT_MESSAGES.orderUnknown },
    });
    expect((await stored(placed.order.id)).status).toBe('pending_payment');
  });

  it('answers 403 to an admin and 401 to a visitor', async () => {
    const placed = await placeOrder(await newCustomer());
    const query = await payInSandbox(placed);
    expect(await verify(tokens.admin, query)).toMatchObject({
      status: 403,
      body: { detail: "you can't perform this action as admin..." },
    });
    expect((await fail(tokens.admin, { pid: placed.order.pid })).status).toBe(403);
    expect((await verify('', query)).status).toBe(401);
    expect((await fail('', { pid: placed.order.pid })).status).toBe(401);
    expect((await stored(placed.order.id)).status).toBe('pending_payment');
  });
});
