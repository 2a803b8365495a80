import type { Db } from '../database';

/**
 * A customer's cash orders nobody has taken the money for yet, and not cancelled: the bound counts these. A cash
 * order the kitchen completed without the cash still counts: the customer still owes it.
 */
export async function countOpenCashOrders(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('user_id', '=', userId)
    .where('payment_method', '=', 'cash')
    .where('cash_collected_at', 'is', null)
    .where('status', '!=', 'cancelled')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * The cash of one order received, in one conditional UPDATE: only a cash order, not cancelled, not received before.
 * It is paid from now on (paid_at), so cancelling it afterwards owes the money back like any paid order. True when
 * this call recorded it: of two counters pressing at once, one wins.
 */
export async function markCashCollected(db: Db, id: number, by: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({
      cash_collected_at: at,
      cash_collected_by: by,
      paid_at: at,
      updated_at: at,
    })
    .where('id', '=', id)
    .where('payment_method', '=', 'cash')
    .where('cash_collected_at', 'is', null)
    .where('status', '!=', 'cancelled')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
