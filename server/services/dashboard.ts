import { DASHBOARD_DAYS, type Dashboard, TOP_MEALS } from '../../contract/dashboard';
import type { Db } from '../db/database';
import { salesBetween, topMealsBetween } from '../db/repositories/sales-sums';
import { getRestaurantInfo } from '../db/repositories/restaurant-info';
import type { Clock } from './account-context';
import { DEFAULT_TIME_ZONE, knownTimeZone } from './about';
import { paisaToRupees } from './money';
import { countByStatus } from './order-kitchen';

const DAY_MS = 24 * 60 * 60 * 1000;
const QUARTER_MS = 15 * 60 * 1000;
const quarterOf = (at: Date) => Math.floor(at.getTime() / QUARTER_MS);

/** YYYY-MM-DD of an instant on the restaurant's wall calendar (built from parts: no locale's date layout assumed). */
function calendarOf(timeZone: string): (at: Date) => string {
  const format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  return (at) => {
    const parts = format.formatToParts(at);
    const part = (type: string) => parts.find((p) => p.type === type)?.value;
    return `${part('year')}-${part('month')}-${part('day')}`;
  };
}

/** Minutes the zone is ahead of UTC at an instant (Kathmandu: 345). */
function offsetMinutes(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
  return Math.round((wall - Math.floor(at.getTime() / 60_000) * 60_000) / 60_000);
}

/**
 * The instant a local date starts in the zone. Midnight read with the offset in force the day before or the day
 * after; the earlier one that falls on the date wins, so a clock going back finds the first midnight and a clock
 * jumping over midnight (Santiago: 00:00 becomes 01:00) finds the jump.
 */
function startOfLocalDate(date: string, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const wallMidnight = Date.UTC(year, month - 1, day);
  const localDate = calendarOf(timeZone);
  const candidates = [wallMidnight - DAY_MS, wallMidnight + DAY_MS]
    .map((around) => wallMidnight - offsetMinutes(new Date(around), timeZone) * 60_000)
    .sort((a, b) => a - b);
  const start = candidates.find((at) => localDate(new Date(at)) === date) ?? candidates[0]!;
  return new Date(start);
}

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T12:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * How the day is going (docs/rules/orders.md#dashboard), on the restaurant's own calendar: day boundaries are worked
 * out here as UTC instants, so SQLite and PostgreSQL compare the same ISO text and agree.
 */
export async function dashboardFor(db: Db, clock: Clock): Promise<Dashboard> {
  const stored = (await getRestaurantInfo(db))?.time_zone;
  // Saved zones are checked; one written some other way that Intl does not know falls back rather than failing.
  const timeZone = stored && knownTimeZone(stored) ? stored : DEFAULT_TIME_ZONE;
  const localDate = calendarOf(timeZone);
  const today = localDate(clock());
  const days = Array.from({ length: DASHBOARD_DAYS }, (_, index) => addDays(today, index - DASHBOARD_DAYS + 1));
  // Sales are kept per quarter hour of payment (server/db/repositories/sales-sums.ts); every zone's midnight
  // falls on one, so each quarter lies within one of the restaurant's days.
  const from = quarterOf(startOfLocalDate(days[0]!, timeZone));
  const to = quarterOf(startOfLocalDate(addDays(today, 1), timeZone));

  const [sold, top, counts] = await Promise.all([
    salesBetween(db, from, to),
    topMealsBetween(db, from, to, TOP_MEALS),
    countByStatus(db),
  ]);
  const perDay = new Map(days.map((date) => [date, { paisa: 0, orders: 0 }]));
  for (const quarter of sold) {
    const day = perDay.get(localDate(new Date(Number(quarter.quarter) * QUARTER_MS)));
    if (!day) continue;
    day.paisa += Number(quarter.paisa);
    day.orders += Number(quarter.orders);
  }
  const revenue = days.map((date) => {
    const day = perDay.get(date)!;
    return { date, sales: paisaToRupees(day.paisa), orders: day.orders };
  });
  return {
    today: { date: today, sales: revenue.at(-1)!.sales, orders: revenue.at(-1)!.orders },
    by_status: counts.by_status,
    top_meals: top.map((row) => ({
      meal: row.meal_id === 0 ? null : row.meal_id,
      name: row.name,
      quantity: Number(row.quantity),
      sales: paisaToRupees(Number(row.sales_paisa)),
    })),
    revenue,
  };
}
