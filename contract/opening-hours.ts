// The restaurant's hours as both sides read them: the server refuses an order outside them, the app says so first.

export interface OpeningHours {
  /** HH:MM (seconds, if present, are ignored). */
  opening_time: string;
  closing_time: string;
  /** IANA name, e.g. Asia/Kathmandu. */
  time_zone: string;
}

// The wall-clock arithmetic (isOpenAt) lives in local-time.ts, not re-exported here: a re-export would put it in
// every visitor's first load, which needs only the words below.

/**
 * '22:00' → '10:00 PM': opening hours are shown in 12-hour time (docs/rules/limits.md#display), in the app and in the
 * server's words.
 */
export function formatClock(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const suffix = hours < 12 ? 'AM' : 'PM';
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${String(hour12).padStart(2, '0')}:${String(minutes).padStart(2, '0')} ${suffix}`;
}

/** What every page says while the restaurant is closed, before anyone fills a cart: 'Closed now · opens at 10:00 AM'. */
export const closedBanner = (hours: Pick<OpeningHours, 'opening_time'>) => `Closed now · opens at ${formatClock(hours.opening_time)}`;

/** Under the cart's Pay button while closed: filling the cart is fine, paying waits for the kitchen. */
export const payWhenOpen = (hours: Pick<OpeningHours, 'opening_time'>) =>
  `We take orders from ${formatClock(hours.opening_time)}: you can pay then.`;

