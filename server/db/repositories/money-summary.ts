import type { Db } from '../database';
import type { PaymentMethod } from '../../../contract/payment-method';

/*
 * The money screen's sums over a range of instants [from, to) (ISO strings, as every timestamp is stored). Counts and
 * sums come back from PostgreSQL as strings (int8, numeric) and from SQLite as numbers: Number() reads both.
 */

export interface Sum {
  count: number;
  paisa: number;
}

const sumOf = (row: { count: unknown; paisa: unknown } | undefined): Sum => ({
  count: Number(row?.count ?? 0),
  paisa: Number(row?.paisa ?? 0),
});

/** Orders paid in the range (the gateway confirmed, or the cash was taken), by way of paying. */
export async function takingsBetween(db: Db, from: string, to: string): Promise<Map<PaymentMethod, Sum>> {
  const rows = await db
    .selectFrom('orders')
    .select((eb) => ['payment_method', eb.fn.countAll().as('count'), eb.fn.sum('total_paisa').as('paisa')])
    .where('paid_at', '>=', from)
    .where('paid_at', '<', to)
    .groupBy('payment_method')
    .execute();
  return new Map(rows.map((row) => [row.payment_method, sumOf(row)]));
}

/** Cash orders placed in the range that nobody has taken the money for, and not cancelled. */
export async function cashToCollectBetween(db: Db, from: string, to: string): Promise<Sum> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => [eb.fn.countAll().as('count'), eb.fn.sum('total_paisa').as('paisa')])
    .where('payment_method', '=', 'cash')
    .where('cash_collected_at', 'is', null)
    .where('status', '!=', 'cancelled')
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .executeTakeFirst();
  return sumOf(row);
}

/** Money still owed back on orders whose credit note (the cancellation after payment) was issued in the range. */
export async function refundsDueBetween(db: Db, from: string, to: string): Promise<Sum> {
  const row = await db
    .selectFrom('orders')
    .innerJoin('receipts', (join) =>
      join.onRef('receipts.order_id', '=', 'orders.id').on('receipts.kind', '=', 'credit_note'),
    )
    .select((eb) => [eb.fn.countAll().as('count'), eb.fn.sum('orders.refund_amount_paisa').as('paisa')])
    .where('orders.refund_status', '=', 'due')
    .where('receipts.issued_at', '>=', from)
    .where('receipts.issued_at', '<', to)
    .executeTakeFirst();
  return sumOf(row);
}

/** Refunds recorded as made in the range. */
export async function refundsMadeBetween(db: Db, from: string, to: string): Promise<Sum> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => [eb.fn.countAll().as('count'), eb.fn.sum('refund_amount_paisa').as('paisa')])
    .where('refund_status', '=', 'refunded')
    .where('refunded_at', '>=', from)
    .where('refunded_at', '<', to)
    .executeTakeFirst();
  return sumOf(row);
}
