import {
  countRateLimitEvents,
  deleteRateLimitEvent,
  deleteRateLimitEventsBefore,
  deleteRateLimitEventsOfKey,
  insertRateLimitEvent,
} from '../db/repositories/rate-limit-events';
import { type AccountContext, isoAt, isoBefore } from './account-context';

export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;
/** Events older than the longest window of any limit below count for nothing and are deleted. */
const KEEP_EVENTS_MS = DAY_MS;

export interface Limit {
  key: string;
  max: number;
  windowMs: number;
}

/** Code sends: 5 an hour per number, 20 an hour per client address. */
export const sendLimits = (phoneNumber: string, clientAddress: string): Limit[] => [
  { key: `otp-send:number:${phoneNumber}`, max: 5, windowMs: HOUR_MS },
  { key: `otp-send:address:${clientAddress}`, max: 20, windowMs: HOUR_MS },
];

/**
 * Failed logins in the last hour (issue 14). A number is slowed down after 5 failures from anywhere, never refused
 * as a whole (anyone knows the admin's number, and 25 wrong passwords used to lock its owner out for an hour); one
 * client guessing one number is refused after 20, and one client guessing any numbers after 100.
 */
export const LOGIN_FAILURES = { slowAfter: 5, refuseAfter: 20, refuseClientAfter: 100, delayMs: 1000, windowMs: HOUR_MS };
export const loginFailureKey = (phoneNumber: string) => `login-failure:number:${phoneNumber}`;
export const loginGuessKey = (phoneNumber: string, clientAddress: string) =>
  `login-failure:pair:${phoneNumber}:${clientAddress}`;
export const loginClientKey = (clientAddress: string) => `login-failure:address:${clientAddress}`;

/**
 * Wrong codes for one number in a day, across its codes (issue 14): a code has 5 tries, but a new one could be asked
 * for every few minutes, and 4 digits ground down that way fall within a week. After 10 wrong in a day each further
 * try waits, 15 minutes after the 10th, doubling after every wrong one since.
 */
export const WRONG_CODES = { freeTries: 10, firstWaitMs: 15 * 60 * 1000, maxWaitMs: DAY_MS, windowMs: DAY_MS };
export const wrongCodeKey = (phoneNumber: string) => `otp-wrong:number:${phoneNumber}`;

/**
 * Counts one event against every limit, or none when any limit is already reached. The event is written before
 * counting, so two instances racing for the last slot both see each other (and at worst both are refused).
 */
export async function takeSlot(ctx: AccountContext, limits: Limit[]): Promise<boolean> {
  const now = ctx.clock();
  await deleteRateLimitEventsBefore(ctx.db, isoBefore(now, KEEP_EVENTS_MS));
  const ids = await Promise.all(limits.map((limit) => insertRateLimitEvent(ctx.db, limit.key, isoAt(now))));
  const counts = await Promise.all(
    limits.map((limit) => countRateLimitEvents(ctx.db, limit.key, isoBefore(now, limit.windowMs))),
  );
  if (limits.every((limit, index) => (counts[index] ?? 0) <= limit.max)) return true;
  await Promise.all(ids.map((id) => deleteRateLimitEvent(ctx.db, id)));
  return false;
}

/**
 * Counts an attempt before it is judged, so attempts sent at once each see those before them. Answers how many the
 * window holds with this one, and how to take it back (when the attempt is refused, or succeeds).
 */
export async function countAttempt(
  ctx: AccountContext,
  key: string,
  windowMs: number,
): Promise<{ count: number; takeBack: () => Promise<void> }> {
  const now = ctx.clock();
  const id = await insertRateLimitEvent(ctx.db, key, isoAt(now));
  const count = await countRateLimitEvents(ctx.db, key, isoBefore(now, windowMs));
  return { count, takeBack: () => deleteRateLimitEvent(ctx.db, id) };
}

export async function forgetEvents(ctx: AccountContext, key: string): Promise<void> {
  await deleteRateLimitEventsOfKey(ctx.db, key);
}
