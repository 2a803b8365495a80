import { createDatabase, type Db } from '../../server/db/database';
import { inTransaction } from '../../server/db/repositories/receipts';
import { issueReceipt } from '../../server/services/receipts';
import * as world from './support/order-lifetime-world';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

world.useOrderLifetimeWorld();

// Receipt numbers stay gapless and unique when two server instances (two connection pools on one PostgreSQL
// database) issue at once, and a receipt whose transaction rolls back gives its number back.

const onPostgres = Boolean(process.env.DATABASE_URL);
// 1 August 2027 in Kathmandu: fiscal year 2084/85, which no other test of the file numbers in.
const AUGUST_2027 = new Date('2027-08-01T06:00:00.000Z');

let second: Db;
beforeAll(() => {
  second = createDatabase(world.t.env);
});
afterAll(async () => {
  await second.destroy();
});

/** `count` orders placed by customers three at a time (the unpaid limit), then marked paid as a gateway would. */
async function paidOrders(count: number): Promise<number[]> {
  world.setNow(world.START);
  const ids: number[] = [];
  while (ids.length < count) {
    const token = await world.newCustomer();
    for (let n = 0; n < 3 && ids.length < count; n += 1) ids.push((await world.placeOrder(token)).order.id);
  }
  await world.t.db
    .updateTable('orders')
    .set({ status: 'paid', paid_at: new Date(world.START).toISOString(), expires_at: null })
    .where('id', 'in', ids)
    .execute();
  return ids;
}

const sequencesOf = async (fiscalYear: string) =>
  (await world.t.db.selectFrom('receipts').select(['sequence', 'number', 'order_id']).where('fiscal_year', '=', fiscalYear).execute())
    .map((row) => ({ ...row, sequence: Number(row.sequence) }))
    .sort((a, b) => a.sequence - b.sequence);

describe('receipt numbers under concurrent issuers', () => {
  it(`two instances issuing for the same orders at once: one receipt each, numbered 1 to n, no gap, no duplicate${onPostgres ? '' : ' (SQLite: one instance; a file has one server)'}`, async () => {
    const ids = await paidOrders(24);
    // On SQLite both "instances" are the one connection: a second connection would wait on the first's lock
    // inside the one thread that must finish it.
    const instances = onPostgres ? [world.t.db, second] : [world.t.db, world.t.db];
    const issued = await Promise.all(ids.flatMap((id) => instances.map((db) => issueReceipt(db, id, AUGUST_2027))));
    const rows = await sequencesOf('2084/85');
    expect(rows.map((row) => row.sequence)).toEqual(ids.map((_, index) => index + 1));
    expect(new Set(rows.map((row) => row.order_id))).toEqual(new Set(ids));
    // Both instances asked for each order's receipt and got the same one.
    for (const [index, id] of ids.entries()) {
      const [one, two] = [issued[index * 2], issued[index * 2 + 1]];
      expect(one?.number).toBeDefined();
      expect(two?.number).toBe(one?.number);
      expect(one?.order_id).toBe(id);
    }
    const counter = await world.t.db.selectFrom('counters').select('value').where('name', '=', 'receipt:2084/85').executeTakeFirst();
    expect(Number(counter?.value)).toBe(ids.length);
  });

  it('a payment rolled back after its receipt was issued gives the number back', async () => {
    const [first, second] = await paidOrders(2);
    const fiscalYear = '2085/86';
    const at = new Date('2028-08-01T06:00:00.000Z');
    await expect(
      inTransaction(world.t.db, async (trx) => {
        expect((await issueReceipt(trx, first!, at))?.number).toBe(`${fiscalYear}-000001`);
        throw new Error('the payment failed after all');
      }),
    ).rejects.toThrow('the payment failed after all');
    expect((await issueReceipt(world.t.db, second!, at))?.number).toBe(`${fiscalYear}-000001`);
    expect((await issueReceipt(world.t.db, first!, at))?.number).toBe(`${fiscalYear}-000002`);
  });

  it('an order neither paid nor cash-collected gets no receipt', async () => {
    world.setNow(world.START);
    const placed = await world.placeOrder(await world.newCustomer());
    expect(await issueReceipt(world.t.db, placed.order.id, AUGUST_2027)).toBeNull();
  });
});
