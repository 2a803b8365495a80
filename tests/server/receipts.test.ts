import { receiptDocument } from '../../contract/receipt';
import { send } from './support/meal-fixtures';
import * as world from './support/order-lifetime-world';
import { describe, expect, it } from 'vitest';

world.useOrderLifetimeWorld();

// Receipts numbered per Nepali fiscal year (it starts on 1 Shrawan), printed as an original then as copies, and a
// credit note naming the receipt when a paid order is cancelled.

const receiptOf = (token: string, id: number, kind = 'receipt') => send(world.app, 'GET', `/orders/${id}/${kind}/`, { token });
const printOf = (token: string, id: number, kind = 'receipt') =>
  send(world.app, 'POST', `/orders/${id}/${kind}/prints/`, { token });

/** A customer's order paid in full through the sandbox eSewa at the world's clock: the order's id and its customer. */
async function paidOrder() {
  const token = await world.newCustomer();
  const placed = await world.placeOrder(token);
  const { ref, answer } = await world.payInFull(token, placed);
  expect(answer.status).toBe(200);
  return { token, id: placed.order.id, ref };
}

const sequenceOf = (number: string) => Number(number.split('-').at(-1));

describe('receipts of paid orders', () => {
  it('paying an order issues its receipt with what the paper shows; only its customer and admins read it', async () => {
    world.setNow(world.START);
    const { token, id, ref } = await paidOrder();
    const answer = await receiptOf(token, id);
    expect(answer.status).toBe(200);
    const receipt = receiptDocument.parse(answer.body);
    // 2 March 2026 is 18 Falgun 2082 in Kathmandu: fiscal year 2082/83.
    expect(receipt).toMatchObject({
      kind: 'receipt',
      fiscal_year: '2082/83',
      date_bs: '2082-11-18',
      date_ad: '2026-03-02',
      times_printed: 0,
      credit_for: null,
      credited_by: null,
    });
    expect(receipt.number).toMatch(/^2082\/83-\d{6}$/);
    expect(receipt.snapshot).toMatchObject({
      lines: [{ name: 'Chicken Momo', portion: 'full', quantity: 2, total_paisa: 50_000 }],
      total_paisa: 50_000,
      payment: { method: 'esewa', reference: ref },
      credit: null,
    });
    expect(receipt.snapshot.restaurant.name).not.toBe('');
    expect((await receiptOf(world.admin, id)).status).toBe(200);
    expect((await receiptOf(await world.newCustomer(), id)).status).toBe(404);
    expect((await send(world.app, 'GET', `/orders/${id}/receipt/`)).status).toBe(401);
  });

  it('an unpaid order has no receipt yet', async () => {
    world.setNow(world.START);
    const token = await world.newCustomer();
    const placed = await world.placeOrder(token);
    expect(await receiptOf(token, placed.order.id)).toMatchObject({ status: 404, body: { detail: expect.stringMatching(/no receipt/) } });
  });

  it('the first print is the original, each later one a copy counted on the receipt', async () => {
    world.setNow(world.START);
    const { token, id } = await paidOrder();
    const first = receiptDocument.parse((await printOf(world.admin, id)).body);
    expect(first.times_printed).toBe(1);
    const second = receiptDocument.parse((await printOf(world.admin, id)).body);
    const third = receiptDocument.parse((await printOf(token, id)).body);
    expect([second.times_printed, third.times_printed]).toEqual([2, 3]);
    expect(third.number).toBe(first.number);
    expect(receiptDocument.parse((await receiptOf(token, id)).body).times_printed).toBe(3);
    expect((await printOf(await world.newCustomer(), id)).status).toBe(404);
  });

  it('cancelling a paid order issues a credit note naming the receipt; the receipt itself is unchanged', async () => {
    world.setNow(world.START);
    const { token, id } = await paidOrder();
    const before = receiptDocument.parse((await receiptOf(token, id)).body);
    expect((await receiptOf(token, id, 'credit-note')).status).toBe(404);
    const cancelled = await send(world.app, 'POST', `/orders/${id}/status/`, {
      token: world.admin,
      json: { status: 'cancelled', reason: 'The gas ran out.' },
    });
    expect(cancelled.status).toBe(200);
    const note = receiptDocument.parse((await receiptOf(token, id, 'credit-note')).body);
    expect(note).toMatchObject({ kind: 'credit_note', credit_for: before.number, fiscal_year: '2082/83' });
    expect(note.number).toMatch(/^CN-2082\/83-\d{6}$/);
    expect(note.snapshot.credit).toEqual({ amount_paisa: 50_000, reason: 'The gas ran out.' });
    const after = receiptDocument.parse((await receiptOf(token, id)).body);
    expect(after).toEqual({ ...before, credited_by: note.number });
    // The refund made later does not issue a second one.
    expect((await send(world.app, 'POST', `/orders/${id}/refund/`, { token: world.admin, json: { reference: 'RF-1' } })).status).toBe(200);
    const notes = await world.t.db.selectFrom('receipts').select('id').where('order_id', '=', id).execute();
    expect(notes).toHaveLength(2);
  });

  // Last: the clock moves months on, past the sessions of the admin signed in at the start.
  it('numbers follow each other without a gap, and start again at 1 on 1 Shrawan', async () => {
    // 16 July 2026 at 21:00 in Kathmandu is 32 Asar 2083, the last day of fiscal year 2082/83.
    world.setNow(Date.parse('2026-07-16T15:15:00.000Z'));
    const last = [await paidOrder(), await paidOrder()];
    const lastNumbers = await Promise.all(last.map(async (o) => receiptDocument.parse((await receiptOf(o.token, o.id)).body)));
    expect(lastNumbers.map((r) => r.date_bs)).toEqual(['2083-03-32', '2083-03-32']);
    expect(lastNumbers.map((r) => r.fiscal_year)).toEqual(['2082/83', '2082/83']);
    expect(sequenceOf(lastNumbers[1]!.number)).toBe(sequenceOf(lastNumbers[0]!.number) + 1);

    // The next morning is 1 Shrawan 2083: fiscal year 2083/84 begins at 000001.
    world.setNow(Date.parse('2026-07-17T04:45:00.000Z'));
    const first = [await paidOrder(), await paidOrder()];
    const firstNumbers = await Promise.all(first.map(async (o) => receiptDocument.parse((await receiptOf(o.token, o.id)).body)));
    expect(firstNumbers.map((r) => [r.number, r.date_bs, r.date_ad])).toEqual([
      ['2083/84-000001', '2083-04-01', '2026-07-17'],
      ['2083/84-000002', '2083-04-01', '2026-07-17'],
    ]);

    // Every receipt of the older year, whichever test issued it: 1 to n, each once.
    const rows = await world.t.db.selectFrom('receipts').select(['sequence', 'fiscal_year']).where('kind', '=', 'receipt').execute();
    const older = rows.filter((row) => row.fiscal_year === '2082/83').map((row) => Number(row.sequence)).sort((a, b) => a - b);
    expect(older).toEqual(older.map((_, index) => index + 1));
  });
});
