import type { Db } from '../database';

/** Orders paid within [from, to) (ISO UTC), not cancelled since. */
const paidBetween = (db: Db, from: string, to: string) =>
  db
    .selectFrom('orders')
    .where('orders.paid_at', 'is not', null)
    .where('orders.paid_at', '>=', from)
    .where('orders.paid_at', '<', to)
    .where('orders.status', '!=', 'cancelled');

export function paidOrdersBetween(db: Db, from: string, to: string) {
  return paidBetween(db, from, to).select(['orders.total_paisa', 'orders.paid_at']).execute();
}

/** Best sellers by quantity among those orders; pg sums arrive as text. */
export function topMealsBetween(db: Db, from: string, to: string, limit: number) {
  return paidBetween(db, from, to)
    .innerJoin('order_lines', 'order_lines.order_id', 'orders.id')
    .select((eb) => [
      'order_lines.meal_id',
      'order_lines.name',
      eb.fn.sum<number | string>('order_lines.quantity').as('quantity'),
      eb.fn.sum<number | string>('order_lines.line_total_paisa').as('sales_paisa'),
    ])
    .groupBy(['order_lines.meal_id', 'order_lines.name'])
    .orderBy('quantity', 'desc')
    .orderBy('sales_paisa', 'desc')
    .orderBy('order_lines.name')
    .limit(limit)
    .execute();
}
