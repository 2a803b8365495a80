import type { ReferenceExpression, SelectQueryBuilder } from 'kysely';
import type { Db } from '../database';
import type { Database } from '../schema';
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

/**
 * How many rows the query keeps whose `at` falls in the range, and their `paisa` summed: each figure below but the
 * takings is one such query.
 */
async function sumBetween<TB extends keyof Database>(
  query: SelectQueryBuilder<Database, TB, object>,
  paisa: ReferenceExpression<Database, TB>,
  at: ReferenceExpression<Database, TB>,
  from: string,
  to: string,
): Promise<Sum> {
  const row = await query
    .select((eb) => [eb.fn.countAll().as('count'), eb.fn.sum(paisa).as('paisa')])
    .where(at, '>=', from)
    .where(at, '<', to)
    .executeTakeFirst();
  return sumOf(row);
}

/** Cash orders placed in the range that nobody has taken the money for, and not cancelled. */
export function cashToCollectBetween(db: Db, from: string, to: string): Promise<Sum> {
  const unpaidCash = db
    .selectFrom('orders')
    .where('payment_method', '=', 'cash')
    .where('cash_collected_at', 'is', null)
    .where('status', '!=', 'cancelled');
  return sumBetween(unpaidCash, 'total_paisa', 'created_at', from, to);
}

/** Money still owed back on orders whose credit note (the cancellation after payment) was issued in the range. */
export function refundsDueBetween(db: Db, from: string, to: string): Promise<Sum> {
  const owed = db
    .selectFrom('orders')
    .innerJoin('receipts', (join) =>
      join.onRef('receipts.order_id', '=', 'orders.id').on('receipts.kind', '=', 'credit_note'),
    )
    .where('orders.refund_status', '=', 'due');
  return sumBetween(owed, 'orders.refund_amount_paisa', 'receipts.issued_at', from, to);
}

/** Refunds recorded as made in the range. */
export function refundsMadeBetween(db: Db, from: string, to: string): Promise<Sum> {
  const refunded = db.selectFrom('orders').where('refund_status', '=', 'refunded');
  return sumBetween(refunded, 'refund_amount_paisa', 'refunded_at', from, to);
}
