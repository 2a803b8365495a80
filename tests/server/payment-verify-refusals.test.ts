import { describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES, paymentResult } from '../../contract/payment';
import { makeTestApp } from './support/test-app';
import * as world from './support/payment-verify-world';

world.usePaymentVerifyWorld();

// Returns that are not a genuine payment of this order, and callers who may not present one.

describe('a return that is not a payment', () => {
  it('refuses a forged reference: 402, the order is marked failed, not paid', async () => {
    const token = await world.newCustomer();
    const placed = await world.placeOrder(token);
    const response = await world.verify(token, {
      oid: placed.order.pid,
      amt: '1041.5',
      refId: 'SBX0000000000000000',
    });
    expect(response).toMatchObject({
      status: 402,
      body: { detail: PAYMENT_MESSAGES.notConfirmed },
    });
    expect(await world.stored(placed.order.id)).toMatchObject({
      status: 'payment_failed',
      esewa_ref_id: null,
      paid_at: null,
    });
    expect(world.heard.map((order) => order.status)).toEqual(['payment_failed']);
  });

  it('refuses an altered amount with 402 and leaves the order as it was', async () => {
    const { token, placed, query } = await world.paidAtSandbox();
    for (const amt of ['1', '1041.49', '1041.51', '10415', 'free']) {
      expect(await world.verify(token, { ...query, amt })).toMatchObject({
        status: 402,
        body: { detail: PAYMENT_MESSAGES.amountMismatch },
      });
    }
    expect(await world.stored(placed.order.id)).toMatchObject({
      status: 'pending_payment',
      esewa_ref_id: null,
    });
    expect(world.heard).toEqual([]);
  });

  it('refuses a payment of one order presented for another of the same total', async () => {
    const token = await world.newCustomer();
    const paidFor = await world.placeOrder(token);
    const other = await world.placeOrder(token);
    const query = await world.payInSandbox(paidFor);
    expect((await world.verify(token, { ...query, oid: other.order.pid })).status).toBe(402);
    expect((await world.stored(other.order.id)).status).toBe('payment_failed');
    // The payment still pays the order it was made for.
    expect((await world.verify(token, query)).status).toBe(200);
  });

  it('refuses a payment that eSewa confirms but that already paid another order (one payment, one order)', async () => {
    const { gateway } = world.fixedGateway('success');
    const { app: trusting } = makeTestApp(world.t.db, world.t.env, {
      clock: world.clock,
      esewaGateway: gateway,
    });
    const token = await world.newCustomer();
    const first = await world.placeOrder(token);
    const second = await world.placeOrder(token);
    expect(
      (await world.verify(token, { oid: first.order.pid, amt: '1041.5', refId: 'REF-ONCE' }, trusting)).status,
    ).toBe(200);
    expect(
      await world.verify(token, { oid: second.order.pid, amt: '1041.5', refId: 'REF-ONCE' }, trusting),
    ).toMatchObject({
      status: 402,
      body: { detail: PAYMENT_MESSAGES.notConfirmed },
    });
    expect(await world.stored(second.order.id)).toMatchObject({
      status: 'pending_payment',
      esewa_ref_id: null,
    });
  });

  it('leaves a paid order as it is when another reference is presented for it', async () => {
    const { token, placed, query } = await world.paidAtSandbox();
    expect((await world.verify(token, query)).status).toBe(200);
    const before = await world.stored(placed.order.id);
    const response = await world.verify(token, { ...query, refId: 'SBXANOTHER' });
    expect(response.status).toBe(200);
    expect(paymentResult.parse(response.body).order.status).toBe('paid');
    expect(await world.stored(placed.order.id)).toEqual(before);
    expect(world.heard).toHaveLength(1);
  });

  it('does not pay an order the kitchen cancelled before the payment arrived: the money is on record as a refund due', async () => {
    const { token, placed, query } = await world.paidAtSandbox();
    await world.t.db.updateTable('orders').set({ status: 'cancelled' }).where('id', '=', placed.order.id).execute();
    const response = await world.verify(token, query);
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
    expect(await world.stored(placed.order.id)).toMatchObject({
      status: 'cancelled',
      paid_at: null,
    });
    // A replay of the same return records nothing more.
    expect(paymentResult.parse((await world.verify(token, query)).body).order.refund?.amount).toBe(1041.5);
  });

  it("answers 404 for another customer's order and for an unknown pid, changing nothing", async () => {
    const owner = await world.newCustomer();
    const placed = await world.placeOrder(owner);
    const query = await world.payInSandbox(placed);
    const stranger = await world.newCustomer();
    for (const json of [query, { ...query, oid: 'TXN1' }]) {
      expect(await world.verify(stranger, json)).toMatchObject({
        status: 404,
        body: { detail: PAYMENT_MESSAGES.orderUnknown },
      });
    }
    expect(await world.fail(stranger, { pid: placed.order.pid })).toMatchObject({
      status: 404,
      body: { detail: PAYMENT_MESSAGES.orderUnknown },
    });
    expect((await world.stored(placed.order.id)).status).toBe('pending_payment');
  });

  it('answers 403 to an admin and 401 to a visitor', async () => {
    const placed = await world.placeOrder(await world.newCustomer());
    const query = await world.payInSandbox(placed);
    expect(await world.verify(world.tokens.admin, query)).toMatchObject({
      status: 403,
      body: { detail: "you can't perform this action as admin..." },
    });
    expect((await world.fail(world.tokens.admin, { pid: placed.order.pid })).status).toBe(403);
    expect((await world.verify('', query)).status).toBe(401);
    expect((await world.fail('', { pid: placed.order.pid })).status).toBe(401);
    expect((await world.stored(placed.order.id)).status).toBe('pending_payment');
  });
});
