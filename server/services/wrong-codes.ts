import {
  countRateLimitEvents,
  deleteRateLimitEventsOfKey,
  deleteRateLimitEventsWithPrefix,
} from '../db/repositories/rate-limit-events';
import { type AccountContext, isoBefore } from './account-context';
import { addressBucket } from './address-buckets';
import { DAY_MS, countAttempt, waitForRoom } from './rate-limits';

/**
 * Wrong codes for a number in a day, counted per number and per client address. A code has 5 tries, but a new one
 * can be asked for every few minutes, so without a daily bound 4 digits ground down that way fall within a week.
 *
 * - `perNumber`: the brute-force bound, whatever the number of addresses: 12 guesses of 10 000 a day. Reaching it
 *   makes every guess wait, the owner's too: an attacker needs 5 addresses for that (below).
 * - `perAddress`: one address gets 5 wrong codes on a number a day (a whole code's tries), then waits.
 * - `perAddressContested`: once another address has guessed wrong on the number as well, an address with 2 wrong
 *   waits. So the first address can spend 5 and every other one 2 (5 + 2 + 2 + 2 = 11 < 12): a stranger needs 5
 *   addresses before the owner, guessing from an address of their own, waits; with fewer, the owner's code is judged.
 * The right code clears them all: the number's owner has the phone. A refused guess takes no try of the code, so a
 * stranger who waits cannot kill the owner's code either.
 */
export const WRONG_CODES = { perNumber: 12, perAddress: 5, perAddressContested: 2, windowMs: DAY_MS };

const numberKey = (phoneNumber: string) => `otp-wrong:number:${phoneNumber}`;
const pairPrefix = (phoneNumber: string) => `otp-wrong:pair:${phoneNumber}:`;
const pairKey = (phoneNumber: string, clientAddress: string) =>
  `${pairPrefix(phoneNumber)}${addressBucket(clientAddress)}`;

export interface Held {
  /** Milliseconds the guess must wait before it can be judged. */
  waitMs: number;
}
export interface Counted {
  /** Takes the guess out of the counts: it found no code to be judged against, or was right. */
  takeBack: () => Promise<void>;
}

/**
 * The address's limits, checked first and counting the guess against the address before it is judged, so guesses
 * sent at once each see those before them. A held guess is taken back and answered how long to wait.
 */
export async function countGuessOfAddress(
  ctx: AccountContext,
  phoneNumber: string,
  clientAddress: string,
): Promise<Held | Counted> {
  const { windowMs } = WRONG_CODES;
  const key = pairKey(phoneNumber, clientAddress);
  const pair = await countAttempt(ctx, key, windowMs);
  const numberWrong = await countRateLimitEvents(ctx.db, numberKey(phoneNumber), isoBefore(ctx.clock(), windowMs));
  // Before this guess: this address's wrong codes on the number, and whether others have guessed wrong on it too.
  const pairWrong = pair.count - 1;
  const contested = numberWrong > pairWrong && pairWrong >= WRONG_CODES.perAddressContested;
  if (pairWrong < WRONG_CODES.perAddress && !contested) return pair;
  const limit = contested ? WRONG_CODES.perAddressContested : WRONG_CODES.perAddress;
  const waitMs = await waitForRoom(ctx, key, limit, windowMs);
  await pair.takeBack();
  return { waitMs };
}

/**
 * The number's limit, checked only for a guess that got one of the code's tries: at most a code's 5 tries are under
 * way at once, so guesses flooding in cannot push the number's count up for everyone while they wait.
 */
export async function countGuessOfNumber(ctx: AccountContext, phoneNumber: string): Promise<Held | Counted> {
  const { windowMs } = WRONG_CODES;
  const number = await countAttempt(ctx, numberKey(phoneNumber), windowMs);
  if (number.count - 1 < WRONG_CODES.perNumber) return number;
  const waitMs = await waitForRoom(ctx, numberKey(phoneNumber), WRONG_CODES.perNumber, windowMs);
  await number.takeBack();
  return { waitMs };
}

/** The number's owner proved they have the phone: every address's wrong codes for it stop counting. */
export async function forgetWrongCodes(ctx: AccountContext, phoneNumber: string): Promise<void> {
  await Promise.all([
    deleteRateLimitEventsOfKey(ctx.db, numberKey(phoneNumber)),
    deleteRateLimitEventsWithPrefix(ctx.db, pairPrefix(phoneNumber)),
  ]);
}
