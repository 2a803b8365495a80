import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, dialectOf, type Db } from '../../server/db/database';
import { migrateTo, migrateToLatest } from '../../server/db/migrate';
import { makeTestEnv } from './support/test-database';

/**
 * Migration 0026 on a restaurant that already took orders (docs/rules/orders.md#new-order-alert): every order past
 * paying counts as acknowledged, so no tablet rings for the orders of before; an order still to be paid is left
 * unacknowledged, so it rings once it is paid.
 */
let db: Db;
let drop: () => Promise<void>;
const at = '2026-03-02T06:00:00.000Z';

beforeAll(async () => {
  const { env, dropDatabase } = await makeTestEnv();
  drop = dropDatabase;
  db = createDatabase(env);
  await migrateTo(db, dialectOf(env), '0005-meal-search-prefixes');
  const raw = db as unknown as Db;
  await sql`insert into users (name, phone_number, password_hash, is_admin, created_at) values ('Ram', '9700000001', 'x', 0, ${at})`.execute(raw);
  const orders: Array<[string, string, string | null]> = [
    ['TXN1', 'paid', at],
    ['TXN2', 'pending_payment', null],
    ['TXN3', 'completed', at],
  ];
  for (const [pid, status, paid] of orders) {
    await sql`insert into orders (user_id, pid, status, total_paisa, created_at, updated_at, paid_at)
      values (1, ${pid}, ${status}, 50000, ${at}, ${at}, ${paid})`.execute(raw);
  }
  await migrateToLatest(db, dialectOf(env));
});
afterAll(async () => {
  await db.destroy();
  await drop();
});

describe('migration 0026 on orders already taken', () => {
  it('marks the orders past paying acknowledged (by nobody), and leaves the one still to pay for its alert', async () => {
    const rows = await db
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
