import { ACTIVE_STATUSES, type OrderGroup, type OrderStatus, UNPAID_STATUSES } from '../../contract/order-status';
import type { Db } from '../db/database';
import { orderTallies } from '../db/repositories/order-counts';

/** What a tally row says its orders share (migration 0025). */
export interface Tally {
  status: OrderStatus;
  paid: boolean;
  cash: boolean;
  refundDue: boolean;
  count: number;
}

export async function readTallies(db: Db): Promise<Tally[]> {
  return (await orderTallies(db)).map((row) => ({
    status: row.status,
    paid: Number(row.paid) === 1,
    cash: Number(row.cash) === 1,
    refundDue: Number(row.refund_due) === 1,
    count: Number(row.count),
  }));
}

const unpaid = new Set<OrderStatus>(UNPAID_STATUSES);
const active = new Set<OrderStatus>(ACTIVE_STATUSES);

/**
 * The order list's tabs as rules over a tally's facts: the same rules server/db/repositories/orders.ts writes as SQL
 * for the rows (tests/server/order-tallies.test.ts holds the two to the same counts).
 */
const GROUPS: Record<OrderGroup, (tally: Tally) => boolean> = {
  // A cash order is the kitchen's from the start: it is paid when the food is handed over.
  kitchen: (tally) => !unpaid.has(tally.status) && (tally.paid || tally.cash),
  unpaid: (tally) => unpaid.has(tally.status) || (tally.status === 'cancelled' && !tally.paid && !tally.cash),
  refund_due: (tally) => tally.refundDue,
  active: (tally) => active.has(tally.status),
};

/** How many orders of everyone's a list filter holds. */
export function countOf(tallies: Tally[], filter: { status?: OrderStatus; group?: OrderGroup }): number {
  return tallies
    .filter((tally) => filter.status === undefined || tally.status === filter.status)
    .filter((tally) => filter.group === undefined || GROUPS[filter.group](tally))
    .reduce((sum, tally) => sum + tally.count, 0);
}
