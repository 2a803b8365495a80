import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KHALTI_MESSAGES } from '../../contract/khalti';
import { PAYMENT_MESSAGES, paymentResult } from '../../contract/payment';
import { setSandboxKhaltiStatus } from '../../server/services/khalti-sandbox';
import { runReconciliation } from '../../server/services/reconcile';
import { send } from './support/meal-fixtures';
import { PUBLIC_URL } from './support/sandbox-esewa';
import {
  khaltiWorld,
  type KhaltiWorld,
  minutes,
  newCustomer,
  onKhaltiPage,
  placeKhalti,
  START,
  verifyKhalti,
} from './support/khalti-world';

/**
 * Khalti ePayment (KPG-2) on the real server, SQLite and PostgreSQL: initiate's fields, the return believed only
 * when the lookup API says Completed for the attempt's own amount, Pending held and reconciled, a lost return found by
 * another instance, Expired and User canceled settling the attempt, pay again.
 */

let w: KhaltiWorld;
beforeAll(async () => {
  w = await khaltiWorld();
});
afterAll(async () => {
  await w.t.destroy();
});

const stored = (id: number) =>
  w.t.db.selectFrom('orders').select(['status', 'esewa_ref_id', 'payment_method']).where('id', '=', id).executeTakeFirstOrThrow();
const attempts = (orderId: number) =>
  w.t.db.selectFrom('payment_attempts').selectAll().where('order_id', '=', orderId).orderBy('id').execute();

async function freshOrder() {
  w.at(START);
  const token = await newCustomer(w);
  return { token, placed: await placeKhalti(w, token) };
}

describe('initiate', () => {
  it('asks Khalti server-side for the order total in paisa, our purchase_order_id and a breakdown adding up to it', async () => {
    const { placed } = await freshOrder();
    const asked = w.initiated.at(-1);
    expect(asked).toMatchObject({
      amountPaisa: 104_150,
      purchaseOrderId: placed.order.pid,
      returnUrl: `${PUBLIC_URL}/khalti-return`,
      websiteUrl: PUBLIC_URL,
      customer: { name: 'Ram Thapa' },
    });
    expect(asked?.breakdown.reduce((sum, line) => sum + line.amount, 0)).toBe(104_150);
    expect(placed.payment).toEqual({ gateway: 'khalti', payment_url: expect.stringMatching(`^${PUBLIC_URL}/api/payment/khalti/sandbox/pay\\?pidx=`) });
    expect(await stored(placed.order.id)).toMatchObject({ status: 'pending_payment', payment_method: 'khalti' });
    expect(await attempts(placed.order.id)).toMatchObject([{ api: 'khalti', pidx: placed.pidx, pid: placed.order.pid, state: 'open' }]);
  });

  it('stores nothing and answers 502 when Khalti opens no payment', async () => {
    w.initiateDown = true;
    try {
      const token = await newCustomer(w);
      const before = await w.t.db.selectFrom('orders').select(({ fn }) => fn.countAll().as('n')).executeTakeFirstOrThrow();
      const response = await send(w.app, 'POST', '/orders/', {
        token,
        json: { items: [{ meal: w.meals['Veg Momo'], quantity: 1 }], payment_method: 'khalti' },
      });
      expect(response).toMatchObject({ status: 502, body: { detail: KHALTI_MESSAGES.unreachable } });
      const after = await w.t.db.selectFrom('orders').select(({ fn }) => fn.countAll().as('n')).executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(Number(before.n));
    } finally {
      w.initiateDown = false;
    }
  });
});

describe('the return', () => {
  it('pays the order once Khalti says Completed; replays and two verifications at once pay it once', async () => {
    const { token, placed } = await freshOrder();
    const back = await onKhaltiPage(w, placed.paymentUrl);
    expect(back.status).toBe(303);
    expect(back.location).toMatch(`${PUBLIC_URL}/khalti-return?`);
    expect(back.query).toMatchObject({ pidx: placed.pidx, status: 'Completed', amount: '104150', purchase_order_id: placed.order.pid });

    const [first, second] = await Promise.all([verifyKhalti(w, token, back.query), verifyKhalti(w, token, back.query)]);
    for (const answer of [first, second]) {
      expect(answer.status).toBe(200);
      expect(paymentResult.parse(answer.body)).toMatchObject({ message: PAYMENT_MESSAGES.confirmed, order: { status: 'paid' } });
    }
    const replay = await verifyKhalti(w, token, back.query);
    expect(replay.status).toBe(200);
    expect(w.heard.filter((order) => order.id === placed.order.id && order.status === 'paid')).toHaveLength(1);
    const [attempt] = await attempts(placed.order.id);
    expect(attempt).toMatchObject({ state: 'complete', last_answer: 'Completed' });
    expect((await stored(placed.order.id)).esewa_ref_id).toBe(attempt?.gateway_ref);
  });

  it('refuses a return whose amount was changed, and never pays on it', async () => {
    const { token, placed } = await freshOrder();
    const back = await onKhaltiPage(w, placed.paymentUrl);
    const answer = await verifyKhalti(w, token, { ...back.query, amount: '100', total_amount: '100' });
    expect(answer).toMatchObject({ status: 402, body: { detail: PAYMENT_MESSAGES.amountMismatch } });
    expect((await stored(placed.order.id)).status).toBe('pending_payment');
  });

  it('holds, never pays, when the lookup says Completed for another amount', async () => {
    const { token, placed } = await freshOrder();
    const back = await onKhaltiPage(w, placed.paymentUrl);
    w.lookupOverride.set(placed.pidx, { pidx: placed.pidx, status: 'Completed', totalAmountPaisa: 100, transactionId: 'T1' });
    try {
      const answer = await verifyKhalti(w, token, back.query);
      expect(answer.status).toBe(202);
      expect((await stored(placed.order.id)).status).toBe('pending_payment');
      expect(await attempts(placed.order.id)).toMatchObject([{ state: 'pending', last_answer: 'AMOUNT_MISMATCH' }]);
    } finally {
      w.lookupOverride.delete(placed.pidx);
    }
  });

  it("refuses an unknown pidx, another customer's pidx and another attempt's purchase_order_id", async () => {
    const mine = await freshOrder();
    const theirs = await freshOrder();
    const paid = await onKhaltiPage(w, theirs.placed.paymentUrl);
    expect((await verifyKhalti(w, mine.token, { ...paid.query, pidx: 'NoSuchPidx123' })).status).toBe(404);
    // Their paid pidx does not pay (or show) my order.
    expect(await verifyKhalti(w, mine.token, paid.query)).toMatchObject({ status: 404, body: { detail: PAYMENT_MESSAGES.orderUnknown } });
    expect(
      await verifyKhalti(w, mine.token, { pidx: mine.placed.pidx, purchase_order_id: theirs.placed.order.pid, status: 'Completed' }),
    ).toMatchObject({ status: 402, body: { detail: KHALTI_MESSAGES.mismatch } });
    expect((await stored(mine.placed.order.id)).status).toBe('pending_payment');
    // A body with no pidx is a 400 naming it.
    expect(await verifyKhalti(w, mine.token, {})).toMatchObject({ status: 400, body: { pidx: [KHALTI_MESSAGES.pidxRequired] } });
  });

  it('holds a Pending payment (202), which reconciliation pays once Khalti completes it', async () => {
    const { token, placed } = await freshOrder();
    const back = await onKhaltiPage(w, placed.paymentUrl, { outcome: 'pending' });
    expect(back.query.status).toBe('Pending');
    const held = await verifyKhalti(w, token, back.query);
    expect(held).toMatchObject({ status: 202, body: { message: KHALTI_MESSAGES.pending } });
    expect(await attempts(placed.order.id)).toMatchObject([{ state: 'pending', last_answer: 'Pending' }]);
    // Pay again waits while Khalti may still bring the money.
    expect((await send(w.app, 'POST', `/orders/${placed.order.id}/pay/`, { token })).status).toBe(409);

    expect(await setSandboxKhaltiStatus(w.t.db, placed.pidx, 'Completed')).toBe(true);
    w.at(START + minutes(5));
    await runReconciliation(w.otherInstance());
    expect((await stored(placed.order.id)).status).toBe('paid');
  });

  it('settles User canceled as failed (402), after which the order is paid again with a new Khalti payment', async () => {
    const { token, placed } = await freshOrder();
    const back = await onKhaltiPage(w, placed.paymentUrl, { choice: 'cancel' });
    expect(back.query).toMatchObject({ status: 'User canceled', pidx: placed.pidx });
    expect(await verifyKhalti(w, token, back.query)).toMatchObject({ status: 402, body: { detail: KHALTI_MESSAGES.notConfirmed } });
    expect((await stored(placed.order.id)).status).toBe('payment_failed');
    expect(await attempts(placed.order.id)).toMatchObject([{ state: 'failed', last_answer: 'User canceled' }]);

    const again = await send(w.app, 'POST', `/orders/${placed.order.id}/pay/`, { token });
    expect(again.status).toBe(201);
    const payment = (again.body as unknown as { payment: { gateway: string; payment_url: string } }).payment;
    expect(payment.gateway).toBe('khalti');
    const second = await onKhaltiPage(w, payment.payment_url);
    expect((await verifyKhalti(w, token, second.query)).status).toBe(200);
    expect((await stored(placed.order.id)).status).toBe('paid');
    expect((await attempts(placed.order.id)).map((attempt) => attempt.state)).toEqual(['failed', 'complete']);
  });
});

describe('reconciliation', () => {
  it('finds a payment whose return was lost, on another instance, once, however many instances look', async () => {
    const { placed } = await freshOrder();
    const lost = await onKhaltiPage(w, placed.paymentUrl, { outcome: 'lose' });
    expect(lost.status).toBe(200);
    expect(lost.location).toBeNull();
    expect((await stored(placed.order.id)).status).toBe('pending_payment');

    w.at(START + minutes(5));
    await Promise.all([runReconciliation(w.otherInstance()), runReconciliation(w.otherInstance())]);
    expect((await stored(placed.order.id)).status).toBe('paid');
    expect((await attempts(placed.order.id)).filter((attempt) => attempt.state === 'complete')).toHaveLength(1);
  });

  it('settles an unpaid link Khalti expired, and expires the order once its time to pay is over', async () => {
    const { placed } = await freshOrder();
    w.at(START + minutes(5));
    await runReconciliation(w.otherInstance());
    // Khalti: Initiated, the customer may still pay: left open.
    expect(await attempts(placed.order.id)).toMatchObject([{ state: 'open', last_answer: 'Initiated' }]);
    w.at(START + minutes(31));
    await runReconciliation(w.otherInstance());
    expect(await attempts(placed.order.id)).toMatchObject([{ state: 'failed', last_answer: 'Expired' }]);
    expect((await stored(placed.order.id)).status).toBe('expired');
  });
});

describe('KHALTI_MODE=off', () => {
  it('refuses a Khalti order with a 400 naming the field', async () => {
    const { makeTestApp } = await import('./support/test-app');
    const { app } = makeTestApp(w.t.db, { ...w.t.env, khaltiMode: 'off' }, { clock: w.clock });
    w.at(START);
    const token = await newCustomer({ ...w, app });
    const response = await send(app, 'POST', '/orders/', {
      token,
      json: { items: [{ meal: w.meals['Veg Momo'], quantity: 1 }], payment_method: 'khalti' },
    });
    expect(response).toMatchObject({ status: 400, body: { payment_method: [KHALTI_MESSAGES.notOffered] } });
  });

  it("tells the cart Khalti is not taken, whatever the owner ticked; on, it says it is", async () => {
    const { makeTestApp } = await import('./support/test-app');
    const { app } = makeTestApp(w.t.db, { ...w.t.env, khaltiMode: 'off' }, { clock: w.clock });
    expect((await send(app, 'GET', '/about/service/')).body).toMatchObject({ khalti: false });
    expect((await send(w.app, 'GET', '/about/service/')).body).toMatchObject({ khalti: true });
  });
});
