import { describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '../../../contract/payment';
import type { EsewaGateway } from '../../../server/services/esewa-gateway';
import { apiClient, signedUpCustomer } from '../support/account-client';
import {
  app,
  clock,
  events,
  gatewayReleasingTogether,
  heard,
  mealId,
  placeOrder,
  t,
  verify,
  usePaymentVerifyWorld,
} from '../support/payment-verify-world';
import { type Fields, successQuery, throughSandbox } from '../support/sandbox-esewa';
import { makeTestApp } from '../support/test-app';

usePaymentVerifyWorld();

/**
 * docs/rules/payments.md#verification: a forged or replayed return never pays an order twice, or for a different
 * amount. The single-request cases (a made-up refId, an altered amt, another order's payment, ten replays on one
 * server) are in tests/server/payment-verify-*.test.ts; here the customer also edits what they send to eSewa, presents
 * payments across accounts, and replays verifications at once on two servers sharing one database. Every case reads the
 * orders table back: how many orders are paid, with which reference and for what total. The app, its clock and the
 * order events it publishes are those of the payment-verify tests (payment-verify-world.ts).
 */

const newCustomer = async () => {
  const customer = await signedUpCustomer(apiClient(app), t.db);
  return { token: customer.access, id: customer.user.id };
};

/** What the world's order of 2 Chicken Momo (250) + 3 Veg Momo (180.50) costs, priced by the server. */
const MOMOS_PAISA = 104_150;
const ONE_MOMO = () => ({ items: [{ meal: mealId('Chicken Momo'), quantity: 1 }] });

/** Goes through the sandbox with the gateway fields (edited or not) and answers the success return's query. */
async function pay(fields: Fields, onApp = app) {
  const { answer, location } = await throughSandbox(onApp, fields);
  expect(answer.status).toBe(303);
  return successQuery(location);
}

/** The orders of a customer as stored: status, reference and total. */
const ordersOf = (userId: number) =>
  t.db
    .selectFrom('orders')
    .select(['id', 'pid', 'status', 'esewa_ref_id', 'total_paisa'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
const paidOrdersOf = async (userId: number) => (await ordersOf(userId)).filter((order) => order.status === 'paid');

describe('forged returns', () => {
  it('an order paid 1 rupee at eSewa (the form edited), its return then edited to the full amount: 402, not paid', async () => {
    const customer = await newCustomer();
    const placed = await placeOrder(customer.token);
    expect(placed.payment.fields).toMatchObject({ tAmt: 1041.5 });
    const underpaid = await pay({ ...placed.payment.fields, amt: 1, txAmt: 0, psc: 0, pdc: 0, tAmt: 1 });
    expect(underpaid.amt).toBe('1');

    expect(await verify(customer.token, underpaid)).toMatchObject({
      status: 402,
      body: { detail: PAYMENT_MESSAGES.amountMismatch },
    });
    expect(await verify(customer.token, { ...underpaid, amt: '1041.5' })).toMatchObject({
      status: 402,
      body: { detail: PAYMENT_MESSAGES.notConfirmed },
    });
    expect(await paidOrdersOf(customer.id)).toEqual([]);
    expect((await ordersOf(customer.id))[0]).toMatchObject({ esewa_ref_id: null, total_paisa: MOMOS_PAISA });
  });

  it("a cheap order's payment presented for a dear one, the amount edited to match: 402, the dear one unpaid", async () => {
    const customer = await newCustomer();
    const cheap = await placeOrder(customer.token, ONE_MOMO());
    const dear = await placeOrder(customer.token);
    const paidCheap = await pay(cheap.payment.fields);
    expect(paidCheap.amt).toBe('250');

    expect(await verify(customer.token, { oid: dear.order.pid, amt: '1041.5', refId: paidCheap.refId })).toMatchObject({
      status: 402,
      body: { detail: PAYMENT_MESSAGES.notConfirmed },
    });
    expect(await paidOrdersOf(customer.id)).toEqual([]);
    // The payment still pays what it was for, and only that.
    expect((await verify(customer.token, paidCheap)).status).toBe(200);
    expect(await paidOrdersOf(customer.id)).toEqual([
      expect.objectContaining({ id: cheap.order.id, esewa_ref_id: paidCheap.refId, total_paisa: 25_000 }),
    ]);
  });

  it("another customer's genuine payment pays nothing of mine, and mine pays nothing of theirs", async () => {
    const alice = await newCustomer();
    const bob = await newCustomer();
    const alicesOrder = await placeOrder(alice.token);
    const bobsOrder = await placeOrder(bob.token);
    const alicesPayment = await pay(alicesOrder.payment.fields);

    // Bob replays Alice's return as it is: her order is not his to verify.
    expect(await verify(bob.token, alicesPayment)).toMatchObject({
      status: 404,
      body: { detail: PAYMENT_MESSAGES.orderUnknown },
    });
    // Bob presents Alice's reference for his own order of the same total.
    expect(await verify(bob.token, { ...alicesPayment, oid: bobsOrder.order.pid })).toMatchObject({ status: 402 });
    expect(await paidOrdersOf(bob.id)).toEqual([]);
    expect(await paidOrdersOf(alice.id)).toEqual([]);

    expect((await verify(alice.token, alicesPayment)).status).toBe(200);
    expect(await paidOrdersOf(alice.id)).toEqual([
      expect.objectContaining({
        id: alicesOrder.order.id,
        esewa_ref_id: alicesPayment.refId,
        total_paisa: MOMOS_PAISA,
      }),
    ]);
    expect(await paidOrdersOf(bob.id)).toEqual([]);
  });
});

describe('replays at once', () => {
  it('ten verifications of one payment, five on each of two servers: one paid order, at the priced total', async () => {
    const customer = await newCustomer();
    const placed = await placeOrder(customer.token);
    const payment = await pay(placed.payment.fields);
    const gateway = gatewayReleasingTogether(10);
    const servers = [0, 1].map(
      () => makeTestApp(t.db, t.env, { clock, orderEvents: events, esewaGateway: gateway }).app,
    );
    heard.length = 0;

    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, n) => verify(customer.token, payment, servers[n % 2])),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(await ordersOf(customer.id)).toEqual([
      {
        id: placed.order.id,
        pid: placed.order.pid,
        status: 'paid',
        esewa_ref_id: payment.refId,
        total_paisa: MOMOS_PAISA,
      },
    ]);
    expect(heard.filter((order) => order.status === 'paid')).toHaveLength(1);
  });

  it('two genuine payments of one order verified at once: it is paid once, by one of them', async () => {
    const customer = await newCustomer();
    const placed = await placeOrder(customer.token);
    const first = await pay(placed.payment.fields);
    const second = await pay(placed.payment.fields);
    const { app: slow } = makeTestApp(t.db, t.env, { clock, esewaGateway: gatewayReleasingTogether(10) });

    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, n) => verify(customer.token, n % 2 === 0 ? first : second, slow)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    const [order, ...others] = await ordersOf(customer.id);
    expect(others).toEqual([]);
    expect(order).toMatchObject({ status: 'paid', total_paisa: MOMOS_PAISA });
    expect([first.refId, second.refId]).toContain(order?.esewa_ref_id);
  });

  it('one confirmed reference presented for ten orders at once: exactly one is paid, the rest refused with 402', async () => {
    // A gateway that confirms the reference whatever order it is asked about: the unique reference still decides.
    const trusting: EsewaGateway = { verify: async () => 'success', status: async () => 'unreachable' };
    const { app: slow } = makeTestApp(t.db, t.env, { clock, esewaGateway: gatewayReleasingTogether(10, trusting) });
    const customer = await newCustomer();
    const placed = [];
    for (let n = 0; n < 10; n += 1) placed.push(await placeOrder(customer.token));

    const answers = await Promise.all(
      placed.map((order) => verify(customer.token, { oid: order.order.pid, amt: '1041.5', refId: 'REF-SHARED' }, slow)),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    for (const answer of answers.filter((a) => a.status !== 200)) {
      expect(answer).toMatchObject({ status: 402, body: { detail: PAYMENT_MESSAGES.notConfirmed } });
    }
    const paid = await paidOrdersOf(customer.id);
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({ esewa_ref_id: 'REF-SHARED', total_paisa: MOMOS_PAISA });
  });
});
