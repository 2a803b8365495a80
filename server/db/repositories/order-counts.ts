import type { Db } from '../database';

// Counts for the admin's badges and tabs, apart from orders.ts, which reads and moves single orders. They are read
// from the tallies migration 0025's triggers keep, not counted over the orders: a few rows, however long the history.

/** How many orders share each status, paid or not, cash or not, refund due or not; counts come back as text from pg. */
export function orderTallies(db: Db) {
  return db
    .selectFrom('order_tallies')
    .select(['status', 'paid', 'cash', 'refund_due', 'count'])
    .where('count', '<>', 0)
    .execute();
}
