import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayCheckout, order as orderSchema, orderPage } from '../../contract/order';
import { PAYMENT_MESSAGES, paymentResult } from '../../contract/payment';
import { apiClient, signedUpCustomer } from './support/account-client';
import { send } from './support/meal-fixtures';
import { returnData, sandboxBook, uuidOf, PUBLIC_URL } from './support/sandbox-esewa';
import { openSeededApp, type SeededApp } from './support/seeded-app';

/**
 * A payment eSewa still calls PENDING is said on the order itself (`payment_pending`), so My Orders can say so up
 * front instead of offering "Pay again" that is only refused once pressed.
 */

// The tiny catalog's restaurant opens 10:00–22:00 in Asia/Kathmandu; this is 11:45 there.
const clock = () => new Date('2026-03-02T06:00:00.000Z');

let seeded: SeededApp;
beforeAll(async () => {
  seeded = await openSeededApp({ PUBLIC_URL, ESEWA_API: 'v2' }, { clock });
});
afterAll(async () => {
  await seeded?.t.destroy();
});

describe('an order whose payment eSewa still processes', () => {
  it('reads payment_pending in My Orders and on its own page; a fresh order does not', async () => {
    const { app, meals, t } = seeded;
    const token = (await signedUpCustomer(apiClient(app), t.db)).access;
    const place = async () => {
      const json = { items: [{ meal: meals['Chicken Momo'], quantity: 1 }] };
      const response = await send(app, 'POST', '/orders/', { token, json });
      expect(response.status).toBe(201);
      return gatewayCheckout.parse(response.body);
    };
    const waiting = await place();
    const fresh = await place();
    expect(waiting.order.payment_pending).toBe(false);

    const esewaTakes = sandboxBook(() => t.db, clock, 'P');
    const ref = await esewaTakes(uuidOf(waiting), 25_000, 'PENDING');
    const data = returnData(uuidOf(waiting), String(waiting.order.total), ref);
    const verified = await send(app, 'POST', '/payment/esewa/verify/', { token, json: { data } });
    expect(verified.status).toBe(202);
    expect(paymentResult.parse(verified.body).message).toBe(PAYMENT_MESSAGES.pending);

    const listed = orderPage.parse((await send(app, 'GET', '/orders/', { token })).body).results;
    expect(listed.find((order) => order.id === waiting.order.id)).toMatchObject({ status: 'pending_payment', payment_pending: true });
    expect(listed.find((order) => order.id === fresh.order.id)).toMatchObject({ status: 'pending_payment', payment_pending: false });
    const own = orderSchema.parse((await send(app, 'GET', `/orders/${waiting.order.id}`, { token })).body);
    expect(own.payment_pending).toBe(true);
  });
});
