import type { Db } from '../database';

// Counts for the admin's badges and tabs, apart from orders.ts, which reads and moves single orders.

export async function countRefundsDue(db: Db): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('refund_status', '=', 'due')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** How many orders sit in each status that has any; counts come back as text from PostgreSQL. */
export function countOrdersByStatus(db: Db) {
  return db
    .selectFrom('orders')
    .select((eb) => ['status', eb.fn.countAll().as('count')])
    .groupBy('status')
    .execute();
}
