import { sql } from 'kysely';
import type { Db } from '../database';

// The dashboard's sums per quarter hour of payment, kept by migration 0025's triggers: reading a fortnight reads at
// most 1,344 quarters (and their meals), however many orders the restaurant has taken.

/** Orders paid in [from, to) quarters, not cancelled since, with their money; sums arrive as text from pg. */
export function salesBetween(db: Db, fromQuarter: number, toQuarter: number) {
  return db
    .selectFrom('sales_quarters')
    .select(['quarter', 'orders', 'paisa'])
    .where('quarter', '>=', fromQuarter)
    .where('quarter', '<', toQuarter)
    .where('orders', '<>', 0)
    .execute();
}

/**
 * Best sellers by quantity among those orders. A meal is one entry under its current name even if it was renamed
 * between orders; lines of deleted meals (meal 0) count by the name they were sold under.
 */
export function topMealsBetween(db: Db, fromQuarter: number, toQuarter: number, limit: number) {
  return db
    .selectFrom('meal_sales_quarters as sold')
    .leftJoin('meals', 'meals.id', 'sold.meal_id')
    .where('sold.quarter', '>=', fromQuarter)
    .where('sold.quarter', '<', toQuarter)
    .select((eb) => [
      'sold.meal_id',
      eb.fn.coalesce(eb.fn.max('meals.name'), eb.fn.max('sold.name')).as('name'),
      eb.fn.sum<number | string>('sold.quantity').as('quantity'),
      eb.fn.sum<number | string>('sold.sales_paisa').as('sales_paisa'),
    ])
    .groupBy(['sold.meal_id', sql`case when sold.meal_id = 0 then sold.name end`])
    .having((eb) => eb.fn.sum('sold.quantity'), '>', 0)
    .orderBy('quantity', 'desc')
    .orderBy('sales_paisa', 'desc')
    .orderBy('name')
    .limit(limit)
    .execute();
}
