import { sql } from 'kysely';
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

/**
 * Best sellers by quantity among those orders; pg sums arrive as text. A meal is one entry under its current name
 * even if it was renamed between orders; lines of deleted meals (no meal id) count by the name they were sold under.
 */
export function topMealsBetween(db: Db, from: string, to: string, limit: number) {
  return paidBetween(db, from, to)
    .innerJoin('order_lines', 'order_lines.order_id', 'orders.id')
    .leftJoin('meals', 'meals.id', 'order_lines.meal_id')
    .select((eb) => [
      'order_lines.meal_id',
      eb.fn.coalesce(eb.fn.max('meals.name'), eb.fn.max('order_lines.name')).as('name'),
      eb.fn.sum<number | string>('order_lines.quantity').as('quantity'),
      eb.fn.sum<number | string>('order_lines.line_total_paisa').as('sales_paisa'),
    ])
    .groupBy(['order_lines.meal_id', sql`case when order_lines.meal_id is null then order_lines.name end`])
    .orderBy('quantity', 'desc')
    .orderBy('sales_paisa', 'desc')
    .orderBy('name')
    .limit(limit)
    .execute();
}
