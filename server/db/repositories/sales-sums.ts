import { sql } from 'kysely';
import type { Db } from '../database';

// The dashboard's sums, kept by migration 0025's triggers as orders are paid and change: reading a fortnight reads
// at most 1,344 quarters of money and about 65 buckets of each meal's sales, however many orders were ever taken.

const SPANS = [86_400, 3600, 900] as const;

/**
 * [fromQuarter, toQuarter) as the fewest whole buckets: at each point the longest span that starts there and fits.
 * A fortnight from a Kathmandu midnight (18:15 UTC) is 3 quarters, 5 hours, 13 days, 18 hours and 1 quarter.
 */
export function bucketRanges(fromQuarter: number, toQuarter: number) {
  const ranges: Array<{ span: number; from: number; to: number }> = [];
  let at = fromQuarter * 900;
  const end = toQuarter * 900;
  while (at < end) {
    const span = SPANS.find((seconds) => at % seconds === 0 && at + seconds <= end) ?? 900;
    const last = ranges.at(-1);
    if (last?.span === span && last.to === at / span) last.to += 1;
    else ranges.push({ span, from: at / span, to: at / span + 1 });
    at += span;
  }
  return ranges;
}

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
  const ranges = bucketRanges(fromQuarter, toQuarter);
  return db
    .selectFrom('meal_sales as sold')
    .leftJoin('meals', 'meals.id', 'sold.meal_id')
    .where((eb) =>
      eb.or(
        ranges.map((range) =>
          eb.and([
            eb('sold.span', '=', range.span),
            eb('sold.bucket', '>=', range.from),
            eb('sold.bucket', '<', range.to),
          ]),
        ),
      ),
    )
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
