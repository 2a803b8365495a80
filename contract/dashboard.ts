import * as z from 'zod/mini';
import { id, money } from './common';
import { orderStatus } from './order';

/**
 * GET /dashboard/ (admin): how the day is going, on the restaurant's own calendar (its time zone). "Sales" are
 * orders paid (paid_at) that day whatever their status since, except cancelled ones.
 */
export const DASHBOARD_DAYS = 14;
export const TOP_MEALS = 5;

const count = z.number().check(z.int());
const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

export const dashboard = z.object({
  today: z.object({ date: isoDate, sales: money, orders: count }),
  by_status: z.record(orderStatus, count),
  /** Best sellers of the last DASHBOARD_DAYS days by quantity; meal null once it left the menu. */
  top_meals: z.array(z.object({ meal: z.nullable(id), name: z.string(), quantity: count, sales: money })),
  /** Exactly DASHBOARD_DAYS entries, oldest first, today last; days without sales are 0. */
  revenue: z.array(z.object({ date: isoDate, sales: money, orders: count })),
});
export type Dashboard = z.infer<typeof dashboard>;
