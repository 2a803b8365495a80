import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { BEFORE_AT, useDatabaseBeforeMigration } from './support/database-before-migration';

/**
 * Migration 0006 on a restaurant that already took orders: each order becomes its own first payment attempt, gets a
 * short number and (if unpaid) a time to pay, the status 'expired' becomes possible, and nothing is lost: lines,
 * references, foreign keys (SQLite rebuilds the orders table for its new CHECK).
 */
const at = BEFORE_AT;
const db = useDatabaseBeforeMigration('0005-meal-search-prefixes', async (raw) => {
  await sql`insert into categories (name, created_at) values ('Momo', ${at})`.execute(raw);
  await sql`insert into meals (name, description, price_paisa, meal_type, ingredients, category_id, is_non_veg, created_at, updated_at)
    values ('Momo', 'Steamed.', 25000, 'Plate', 'flour', 1, 0, ${at}, ${at})`.execute(raw);
  const orders: Array<[string, string, string | null, string | null]> = [
    ['TXN1', 'completed', 'REF1', at],
    ['TXN2', 'pending_payment', null, null],
    ['TXN3', 'payment_failed', null, null],
  ];
  for (const [pid, status, ref, paid] of orders) {
    await sql`insert into orders (user_id, pid, status, total_paisa, esewa_ref_id, created_at, updated_at, paid_at)
      values (1, ${pid}, ${status}, 50000, ${ref}, ${at}, ${at}, ${paid})`.execute(raw);
  }
  for (const orderId of [1, 2, 3]) {
    await sql`insert into order_lines (order_id, meal_id, name, unit_price_paisa, quantity, line_total_paisa)
      values (${orderId}, 1, 'Momo', 25000, 2, 50000)`.execute(raw);
  }
});

describe('migration 0006 on orders already taken', () => {
  it('keeps every order and line, numbers them from 1001 and gives the unpaid ones 30 minutes from creation', async () => {
    const orders = await db().selectFrom('orders').select(['id', 'number', 'status', 'esewa_ref_id', 'expires_at']).orderBy('id').execute();
    expect(orders).toEqual([
      { id: 1, number: 1001, status: 'completed', esewa_ref_id: 'REF1', expires_at: null },
      { id: 2, number: 1002, status: 'pending_payment', esewa_ref_id: null, expires_at: '2026-03-02T06:30:00.000Z' },
      { id: 3, number: 1003, status: 'payment_failed', esewa_ref_id: null, expires_at: '2026-03-02T06:30:00.000Z' },
    ]);
    expect(await db().selectFrom('order_lines').select(['order_id', 'meal_id']).orderBy('order_id').execute()).toEqual([
      { order_id: 1, meal_id: 1 },
      { order_id: 2, meal_id: 1 },
      { order_id: 3, meal_id: 1 },
    ]);
    // The next order continues the numbers.
    expect((await db().selectFrom('counters').select('value').where('name', '=', 'order_number').executeTakeFirstOrThrow()).value).toBe(1003);
  });

  it('makes each order its own first attempt, settled as the order was', async () => {
    const attempts = await db()
      .selectFrom('payment_attempts')
      .select(['order_id', 'pid', 'api', 'state', 'gateway_ref', 'next_check_at'])
      .orderBy('order_id')
      .execute();
    expect(attempts).toEqual([
      { order_id: 1, pid: 'TXN1', api: 'v1', state: 'complete', gateway_ref: 'REF1', next_check_at: null },
      { order_id: 2, pid: 'TXN2', api: 'v1', state: 'open', gateway_ref: null, next_check_at: '2026-03-02T06:30:00.000Z' },
      { order_id: 3, pid: 'TXN3', api: 'v1', state: 'failed', gateway_ref: null, next_check_at: null },
    ]);
  });

  it("accepts 'expired', still refuses unknown statuses, and still cascades and keeps foreign keys", async () => {
    await db().updateTable('orders').set({ status: 'expired' }).where('id', '=', 3).execute();
    await expect(db().updateTable('orders').set({ status: 'lost' as never }).where('id', '=', 3).execute()).rejects.toThrow();
    await expect(
      db().insertInto('order_lines').values({ order_id: 999, meal_id: null, name: 'x', unit_price_paisa: 1, quantity: 1, line_total_paisa: 1 }).execute(),
    ).rejects.toThrow();
    await db().deleteFrom('orders').where('id', '=', 3).execute();
    expect(await db().selectFrom('order_lines').select('id').where('order_id', '=', 3).execute()).toEqual([]);
    expect(await db().selectFrom('payment_attempts').select('id').where('order_id', '=', 3).execute()).toEqual([]);
    // A second esewa reference stays unique.
    await expect(db().updateTable('orders').set({ esewa_ref_id: 'REF1' }).where('id', '=', 2).execute()).rejects.toThrow();
  });
});
