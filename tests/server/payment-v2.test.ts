import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mealList } from '../../contract/meal';
import { gatewayCheckout as checkout, type GatewayCheckout as Checkout, type Order, order as orderSchema, orderPage } from '../../contract/order';
import { PAYMENT_MESSAGES, paymentResult } from '../../contract/payment';
import { seedDatabase } from '../../server/demo/seed';
import { setSandboxPaymentStatus } from '../../server/db/repositories/payments';
import { type EsewaGateway, sandboxEsewaGateway } from '../../server/services/esewa-gateway';
import { signV2 } from '../../server/services/esewa-v2';
import { createOrderEvents } from '../../server/services/order-events';
import { runReconciliation } from '../../server/services/reconcile';
import { apiClient, signedUpCustomer } from './support/account-client';
import { send } from './support/meal-fixtures';
import { PUBLIC_URL, returnData, sandboxBook, sandboxOrderContext, UAT_KEY, uuidOf } from './support/sandbox-esewa';
import { makeTestApp } from './support/test-app';
import { openTestDatabase, type TestDatabase } from './support/test-database';
import { loadTinyCatalog } from './support/tiny-catalog';

/**
 * ePay v2 (docs/rules/payments.md#esewa) against the real server on a real database: the signed form, the signed
 * success return, the status API asked when the return never comes (on schedule and when the customer looks), and
 * several servers settling one payment once. eSewa's side is the sandbox's book, written here as eSewa would have it.
 */

// The tiny catalog's restaurant opens 10:00–22:00 in Asia/Kathmandu; this is 11:45 there.
const START = Date.parse('2026-03-02T06:00:00.000Z');
let now = START;
const clock = () => new Date(now);
const minutes = (n: number) => n * 60_000;
const KEY = UAT_KEY;

let t: TestDatabase;
let app: ReturnType<typeof makeTestApp>['app'];
const events = createOrderEvents();
const heard: Order[] = [];
let meals: Record<string, number>;

beforeAll(async () => {
  t = await openTestDatabase({ DEMO_DATA: '1', PUBLIC_URL, ESEWA_API: 'v2' });
  await seedDatabase(t.db, t.env, { dialect: t.dialect, catalog: loadTinyCatalog });
  ({ app } = makeTestApp(t.db, t.env, { clock, orderEvents: events }));
  events.subscribe((order) => heard.push(order));
  meals = Object.fromEntries(mealList.parse((await send(app, 'GET', '/meal/meals/')).body).map((m) => [m.name, m.id]));
});
afterAll(async () => {
  await t.destroy();
});

const newCustomer = async () => (await signedUpCustomer(apiClient(app), t.db)).access;

/** 2 Chicken Momo (250) + 3 Veg Momo (180.50) = 1041.50 */
async function placeOrder(token: string): Promise<Checkout> {
  const items = [
    { meal: meals['Chicken Momo'], quantity: 2 },
    { meal: meals['Veg Momo'], quantity: 3 },
  ];
  const response = await send(app, 'POST', '/orders/', { token, json: { items } });
  expect(response.status).toBe(201);
  return checkout.parse(response.body);
}

/** A fresh customer's order of momos, placed with the clock back at START. */
async function orderAtStart() {
  now = START;
  const token = await newCustomer();
  return { token, placed: await placeOrder(token) };
}

const esewaTakes = sandboxBook(() => t.db, clock, 'T');

const verify = (token: string, json: unknown, onApp = app) =>
  send(onApp, 'POST', '/payment/esewa/verify/', { token, json });
const myOrders = async (token: string) => orderPage.parse((await send(app, 'GET', '/orders/', { token })).body).results;
const stored = (id: number) =>
  t.db
    .selectFrom('orders')
    .select(['status', 'esewa_ref_id', 'paid_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
const attempts = (orderId: number) =>
  t.db.selectFrom('payment_attempts').selectAll().where('order_id', '=', orderId).orderBy('id').execute();

describe('the v2 form', () => {
  it('is signed with the secret key over total_amount, transaction_uuid and product_code, and posts to the sandbox', async () => {
    now = START;
    const placed = await placeOrder(await newCustomer());
    expect(placed.payment.action).toBe(`${PUBLIC_URL}/api/payment/esewa/sandbox/v2/form`);
    const fields = placed.payment.fields as Record<string, string>;
    expect(fields).toMatchObject({
      amount: '1041.5',
      total_amount: '1041.5',
      transaction_uuid: placed.order.pid,
      product_code: 'EPAYTEST',
      success_url: `${PUBLIC_URL}/esewa-success`,
      failure_url: `${PUBLIC_URL}/esewa-failure?pid=${placed.order.pid}`,
      signed_field_names: 'total_amount,transaction_uuid,product_code',
    });
    expect(fields.signature).toBe(signV2(KEY, fields, ['total_amount', 'transaction_uuid', 'product_code']));
    expect(placed.order.number).toBeGreaterThanOrEqual(1001);
  });
});

describe('the signed success return', () => {
  it('pays the order once eSewa signed it and the status API agrees; replays change nothing', async () => {
    const { token, placed } = await orderAtStart();
    const ref = await esewaTakes(uuidOf(placed), 104_150);
    heard.length = 0;
    const first = await verify(token, { data: returnData(uuidOf(placed), '1041.5', ref) });
    expect(first.status).toBe(200);
    const result = paymentResult.parse(first.body);
    expect(result.message).toBe(PAYMENT_MESSAGES.confirmed);
    expect(result.order).toMatchObject({ status: 'paid', payment_ref: ref, pay_until: null, refund: null });
    // eSewa writes numbers as it likes (1041.50): the signature is over its own text.
    const again = await verify(token, { data: returnData(uuidOf(placed), '1041.50', ref) });
    expect(again).toMatchObject({ status: 200, body: first.body });
    expect(heard.filter((order) => order.id === placed.order.id)).toHaveLength(1);
    expect((await attempts(placed.order.id))[0]).toMatchObject({
      state: 'complete',
      gateway_ref: ref,
      last_answer: 'COMPLETE',
    });
  });

  it('refuses a return not signed with the key, a tampered one and an unreadable one, paying nothing', async () => {
    const { token, placed } = await orderAtStart();
    await esewaTakes(uuidOf(placed), 104_150);
    const forged = await verify(token, { data: returnData(uuidOf(placed), '1041.5', 'REF', 'not-the-key') });
    expect(forged).toMatchObject({ status: 402, body: { detail: PAYMENT_MESSAGES.signatureInvalid } });
    // The amount edited after eSewa signed it.
    const json = JSON.parse(Buffer.from(returnData(uuidOf(placed), '1041.5'), 'base64').toString()) as Record<
      string,
      string
    >;
    const tampered = Buffer.from(JSON.stringify({ ...json, total_amount: 1 })).toString('base64');
    expect(await verify(token, { data: tampered })).toMatchObject({
      status: 402,
      body: { detail: PAYMENT_MESSAGES.signatureInvalid },
    });
    // Signed names that leave out what we act on.
    const partial = Buffer.from(
      JSON.stringify({
        ...json,
        signed_field_names: 'transaction_uuid',
        signature: signV2(KEY, json, ['transaction_uuid']),
      }),
    ).toString('base64');
    expect((await verify(token, { data: partial })).status).toBe(402);
    for (const data of [
      'not base64!',
      Buffer.from('{"status":').toString('base64'),
      Buffer.from('[1]').toString('base64'),
    ]) {
      expect(await verify(token, { data })).toMatchObject({
        status: 400,
        body: { detail: PAYMENT_MESSAGES.dataUnreadable },
      });
    }
    expect(await verify(token, { data: '' })).toMatchObject({
      status: 400,
      body: { data: [PAYMENT_MESSAGES.dataRequired] },
    });
    expect(await stored(placed.order.id)).toMatchObject({ status: 'pending_payment', esewa_ref_id: null });
  });

  it('refuses a signed return for another amount than the attempt, and another customer’s payment', async () => {
    const { token, placed } = await orderAtStart();
    await esewaTakes(uuidOf(placed), 100);
    expect(await verify(token, { data: returnData(uuidOf(placed), '1') })).toMatchObject({
      status: 402,
      body: { detail: PAYMENT_MESSAGES.amountMismatch },
    });
    const stranger = await newCustomer();
    expect(await verify(stranger, { data: returnData(uuidOf(placed), '1041.5') })).toMatchObject({
      status: 404,
      body: { detail: PAYMENT_MESSAGES.orderUnknown },
    });
    expect(await stored(placed.order.id)).toMatchObject({ status: 'pending_payment' });
  });

  it('does not pay on a signed return eSewa’s status API does not confirm (202 while PENDING, then paid)', async () => {
    const { token, placed } = await orderAtStart();
    const ref = await esewaTakes(uuidOf(placed), 104_150, 'PENDING');
    const pending = await verify(token, { data: returnData(uuidOf(placed), '1041.5', ref) });
    expect(pending.status).toBe(202);
    expect(paymentResult.parse(pending.body)).toMatchObject({
      message: PAYMENT_MESSAGES.pending,
      order: { status: 'pending_payment' },
    });
    await setSandboxPaymentStatus(t.db, uuidOf(placed), 'COMPLETE');
    now += minutes(5);
    await runReconciliation(orderContext());
    expect(await stored(placed.order.id)).toMatchObject({ status: 'paid', esewa_ref_id: ref });
  });
});

/** The app's order context, as the job gets it, on another "server" (same database, own pid sequence). */
const orderContext = (gateway?: EsewaGateway) => sandboxOrderContext(t, clock, events, gateway);

describe('a payment whose return never came', () => {
  it('is found by the job at 5 minutes and pays the order once, emptying nothing twice', async () => {
    const { placed } = await orderAtStart();
    const ref = await esewaTakes(uuidOf(placed), 104_150);
    now += minutes(4);
    expect(await runReconciliation(orderContext())).toEqual({ checked: 0, expired: 0 });
    now += minutes(1);
    expect((await runReconciliation(orderContext())).checked).toBeGreaterThanOrEqual(1);
    expect(await stored(placed.order.id)).toMatchObject({ status: 'paid', esewa_ref_id: ref });
    now += minutes(15);
    await runReconciliation(orderContext());
    expect((await attempts(placed.order.id))[0]).toMatchObject({ state: 'complete', checks: 1 });
  });

  it('is found as soon as the customer opens My Orders or the order', async () => {
    const { token, placed } = await orderAtStart();
    await esewaTakes(uuidOf(placed), 104_150);
    expect((await myOrders(token)).find((order) => order.id === placed.order.id)).toMatchObject({ status: 'paid' });

    const other = await placeOrder(token);
    await esewaTakes(uuidOf(other), 104_150);
    const opened = orderSchema.parse((await send(app, 'GET', `/orders/${other.order.id}/`, { token })).body);
    expect(opened.status).toBe('paid');
  });

  it('stays awaiting payment while eSewa has nothing yet, asked again at 15 and 60 minutes, then fails and expires', async () => {
    const { token, placed } = await orderAtStart();
    now += minutes(5);
    await runReconciliation(orderContext());
    expect(await stored(placed.order.id)).toMatchObject({ status: 'pending_payment' });
    expect((await attempts(placed.order.id))[0]).toMatchObject({
      state: 'open',
      last_answer: 'NOT_FOUND',
      next_check_at: new Date(START + minutes(15)).toISOString(),
    });
    now += minutes(26);
    await runReconciliation(orderContext());
    expect(await stored(placed.order.id)).toMatchObject({ status: 'expired' });
    expect((await attempts(placed.order.id))[0]).toMatchObject({ state: 'failed', last_answer: 'NOT_FOUND' });
    expect((await myOrders(token)).map((order) => order.id)).not.toContain(placed.order.id);
  });

  it('two servers reconciling the same payment at once pay it once', async () => {
    const { token, placed } = await orderAtStart();
    await esewaTakes(uuidOf(placed), 104_150);
    now += minutes(5);
    // Both servers' status calls are held until both have asked, as a slow eSewa would.
    const waiting: Array<() => void> = [];
    let asked = 0;
    const slow = (): EsewaGateway => {
      const inner = sandboxEsewaGateway(t.db);
      return {
        verify: inner.verify,
        async status(query) {
          asked += 1;
          await new Promise<void>((resolve) => {
            waiting.push(resolve);
            setTimeout(() => waiting.splice(0).forEach((release) => release()), 50);
          });
          return inner.status(query);
        },
      };
    };
    heard.length = 0;
    const [one, two] = await Promise.all([
      runReconciliation(orderContext(slow())),
      runReconciliation(orderContext(slow())),
    ]);
    // One claimed the payment and asked; the other found it taken and left it.
    expect(asked).toBe(1);
    expect(one.checked + two.checked).toBeGreaterThanOrEqual(1);
    expect(heard.filter((order) => order.id === placed.order.id && order.status === 'paid')).toHaveLength(1);
    expect(await stored(placed.order.id)).toMatchObject({ status: 'paid' });

    // And verifications racing the job: ten returns and two jobs, one payment.
    const second = await placeOrder(token);
    const ref = await esewaTakes(uuidOf(second), 104_150);
    now += minutes(5);
    heard.length = 0;
    const data = returnData(uuidOf(second), '1041.5', ref);
    const results = await Promise.all([
      ...Array.from({ length: 10 }, () => verify(token, { data })),
      runReconciliation(orderContext()),
      runReconciliation(orderContext()),
    ]);
    const answers = results.slice(0, 10) as Array<{ status: number }>;
    expect(answers.every((answer) => [200, 502].includes(answer.status))).toBe(true);
    expect(heard.filter((order) => order.id === second.order.id && order.status === 'paid')).toHaveLength(1);
    expect((await attempts(second.order.id)).filter((attempt) => attempt.state === 'complete')).toHaveLength(1);
  });
});
