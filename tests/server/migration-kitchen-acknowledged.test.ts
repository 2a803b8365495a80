import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { BEFORE_AT, useDatabaseBeforeMigration } from './support/database-before-migration';

/**
 * Migration 0026 on a restaurant that already took orders (docs/rules/orders.md#new-order-alert): every order past
 * paying counts as acknowledged, so no tablet rings for the orders of before; an order still to be paid is left
 * unacknowledged, so it rings once it is paid.
 */
const at = BEFORE_AT;
const db = useDatabaseBeforeMigration('0005-meal-search-prefixes', async (raw) => {
  const orders: Array<[string, string, string | null]> = [
    ['TXN1', 'paid', at],
    ['TXN2', 'pending_payment', null],
    ['TXN3', 'completed', at],
  ];
  for (const [pid, status, paid] of orders) {
    await sql`insert into orders (user_id, pid, status, total_paisa, created_at, updated_at, paid_at)
      values (1, ${pid}, ${status}, 50000, ${at}, ${at}, ${paid})`.execute(raw);
  }
});

describe('migration 0026 on orders already taken', () => {
  it('marks the orders past paying acknowledged (by nobody), and leaves the one still to pay for its alert', async () => {
    const rows = await db()
      .selectFrom('orders')
      .select(['pid', 'kitchen_acknowledged_at', 'kitchen_acknowledged_by'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { pid: 'TXN1', kitchen_acknowledged_at: expect.any(String), kitchen_acknowledged_by: null },
      { pid: 'TXN2', kitchen_acknowledged_at: null, kitchen_acknowledged_by: null },
      { pid: 'TXN3', kitchen_acknowledged_at: expect.any(String), kitchen_acknowledged_by: null },
    ]);
  });
});
