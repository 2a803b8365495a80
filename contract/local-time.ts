// Minutes on the restaurant's own wall clock, for the server's open-or-closed check and the cart's times for later
// today (docs/rules/orders.md#later-today). Apart from opening-hours.ts so every visitor's first page does not carry
// it.
import type { OpeningHours } from './opening-hours';

export const MINUTES_PER_DAY = 24 * 60;

export function minutesOf(time: string): number | null {
  const match = /^(\d{1,2}):(\d{2})/.exec(time.trim());
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return minutes < MINUTES_PER_DAY ? minutes : null;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Minutes since local midnight at the restaurant; null for a time zone Intl does not know. */
export function localMinutes(at: Date, timeZone: string): number | null {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    } catch {
      return null;
    }
    formatters.set(timeZone, formatter);
  }
  const parts = formatter.formatToParts(at);
  const part = (type: 'hour' | 'minute') => Number(parts.find((p) => p.type === type)?.value);
  return part('hour') * 60 + part('minute');
}

/**
 * Whether the restaurant takes orders at `at`, read on its own wall clock: opening included, closing excluded.
 * Closing before opening means the hours pass midnight (18:00–02:00); equal times mean open around the clock.
 * Hours or a time zone that cannot be read count as closed: taking an order the kitchen may not see is worse.
 */
export function isOpenAt(hours: OpeningHours, at: Date): boolean {
  const opening = minutesOf(hours.opening_time);
  const closing = minutesOf(hours.closing_time);
  const now = localMinutes(at, hours.time_zone);
  if (opening === null || closing === null || now === null) return false;
  if (opening === closing) return true;
  return opening < closing ? now >= opening && now < closing : now >= opening || now < closing;
}

