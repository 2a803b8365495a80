// Orders for later today (docs/rules/orders.md#later-today): kept apart from opening-hours.ts, which every visitor's
// first page loads.
import { localMinutes, MINUTES_PER_DAY, minutesOf } from './local-time';
import { formatClock, type OpeningHours } from './opening-hours';

/**
 * docs/rules/orders.md#later-today: an order for later today is placed at least this long ahead, on the quarter hour.
 */
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
  invalid: /*i18n*/ 'Choose one of the times offered for later today.',
  none: (hours: Pick<OpeningHours, 'opening_time'>) =>
    `No more times today: we take orders again from ${formatClock(hours.opening_time)}.`,
  /** Under Pay once a time is chosen while closed. */
  payNow: (slot: string) => `Your order is for ${formatClock(slot)} today: you can pay now.`,
} as const;
