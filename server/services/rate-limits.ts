import {
  countRateLimitEvents,
  deleteRateLimitEvent,
  deleteRateLimitEventsBefore,
  deleteRateLimitEventsOfKey,
  insertRateLimitEvent,
  nthNewestRateLimitEvent,
} from '../db/repositories/rate-limit-events';
import { type AccountContext, isoAt, isoBefore } from './account-context';
import { addressBucket } from './address-buckets';

export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;
/** Events older than the longest window of any limit below count for nothing and are deleted. */
const KEEP_EVENTS_MS = DAY_MS;

export interface Limit {
  key: string;
  max: number;
  windowMs: number;
}

/**
 * Code sends: 20 an hour per client address, refused beyond. 5 an hour per number; beyond those the number's newest
 * code is kept usable instead (accounts.ts, sendCode), or, when it was used or killed, a fresh one is texted all the
 * same, at most 3 such a day: a stranger using up a number's sends must not leave its owner without a code.
 */
export const addressSendLimit = (clientAddress: string): Limit => ({
  key: `otp-send:address:${addressBucket(clientAddress)}`,
  max: 20,
  windowMs: HOUR_MS,
});
export const numberSendLimit = (phoneNumber: string): Limit => ({
  key: `otp-send:number:${phoneNumber}`,
  max: 5,
  windowMs: HOUR_MS,
});
export const extraSendLimit = (phoneNumber: string): Limit => ({
  key: `otp-send:extra:${phoneNumber}`,
  max: 3,
  windowMs: DAY_MS,
});

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

/**
 * Milliseconds until a key holding `limit` or more events in its window holds fewer: until the limit-th newest
 * (not counting the attempt being judged, already counted and newest) leaves the window. At least a minute, so a
 * refusal never tells anyone to wait 0 minutes.
 */
export async function waitForRoom(ctx: AccountContext, key: string, limit: number, windowMs: number): Promise<number> {
  const now = ctx.clock();
  const at = await nthNewestRateLimitEvent(ctx.db, key, isoBefore(now, windowMs), limit + 1);
  const waitMs = at === null ? 0 : Date.parse(at) + windowMs - now.getTime();
  return Math.max(60_000, waitMs);
}

export const minutesOf = (ms: number) => Math.ceil(ms / 60_000);
