// The restaurant's hours as both sides read them: the server refuses an order outside them, the app says so first.

export interface OpeningHours {
  /** HH:MM (seconds, if present, are ignored). */
  opening_time: string;
  closing_time: string;
  /** IANA name, e.g. Asia/Kathmandu. */
  time_zone: string;
}

const MINUTES_PER_DAY = 24 * 60;

function minutesOf(time: string): number | null {
  const match = /^(\d{1,2}):(\d{2})/.exec(time.trim());
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return minutes < MINUTES_PER_DAY ? minutes : null;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Minutes since local midnight at the restaurant; null for a time zone Intl does not know. */
function localMinutes(at: Date, timeZone: string): number | null {
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

/** '22:00' → '10:00 PM': opening hours are shown in 12-hour time (spec §9), in the app and in the server's words. */
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

/** Issue 13: an order for later today is placed at least this long ahead, on the quarter hour. */
export const SCHEDULE_LEAD_MINUTES = 30;
export const SCHEDULE_STEP_MINUTES = 15;

const clockOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * The times ('HH:MM', the restaurant's wall clock) an order can be placed for later today: every quarter hour inside
 * the opening hours, at least SCHEDULE_LEAD_MINUTES from now, before local midnight. Empty when the day has none left
 * (or the hours cannot be read).
 */
export function scheduleSlots(hours: OpeningHours, at: Date): string[] {
  const opening = minutesOf(hours.opening_time);
  const closing = minutesOf(hours.closing_time);
  const now = localMinutes(at, hours.time_zone);
  if (opening === null || closing === null || now === null) return [];
  const earliest = Math.ceil((now + SCHEDULE_LEAD_MINUTES) / SCHEDULE_STEP_MINUTES) * SCHEDULE_STEP_MINUTES;
  const open = (minutes: number) =>
    opening === closing || (opening < closing ? minutes >= opening && minutes < closing : minutes >= opening || minutes < closing);
  const slots: string[] = [];
  for (let minutes = earliest; minutes < MINUTES_PER_DAY; minutes += SCHEDULE_STEP_MINUTES)
    if (open(minutes)) slots.push(clockOf(minutes));
  return slots;
}

/** The instant of a slot today on the restaurant's clock, counted from `at` (its seconds dropped). */
export function slotInstant(hours: OpeningHours, at: Date, slot: string): Date | null {
  const now = localMinutes(at, hours.time_zone);
  const target = minutesOf(slot);
  if (now === null || target === null) return null;
  const minute = Math.floor(at.getTime() / 60_000) * 60_000;
  return new Date(minute + (target - now) * 60_000);
}

/** 'Order for later today' words, shared by the cart and the server's refusal. */
export const SCHEDULE_MESSAGES = {
  invalid: 'Choose one of the times offered for later today.',
  none: (hours: Pick<OpeningHours, 'opening_time'>) =>
    `No more times today: we take orders again from ${formatClock(hours.opening_time)}.`,
  label: (slot: string) => `For ${formatClock(slot)}`,
  /** Under Pay once a time is chosen while closed. */
  payNow: (slot: string) => `Your order is for ${formatClock(slot)} today: you can pay now.`,
} as const;
