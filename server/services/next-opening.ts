import { localMinutes, MINUTES_PER_DAY, minutesOf } from '../../contract/local-time';
import type { OpeningHours } from '../../contract/opening-hours';

/**
 * The next instant after `at` when the restaurant's wall clock reads its opening time: "until closing" ends there.
 * While open that is tomorrow's opening; before today's opening, today's. null when the hours or the time zone
 * cannot be read (the caller then keeps the dish sold out until undone rather than guessing).
 */
export function nextOpening(hours: OpeningHours, at: Date): Date | null {
  const opening = minutesOf(hours.opening_time);
  const local = localMinutes(at, hours.time_zone);
  if (opening === null || local === null) return null;
  const minuteStart = Math.floor(at.getTime() / 60_000) * 60_000;
  let ahead = (opening - local + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  if (ahead === 0) ahead = MINUTES_PER_DAY;
  const candidate = new Date(minuteStart + ahead * 60_000);
  // A clock change in between (not in Nepal, but the zone is configurable) shifts the wall clock: correct once.
  const reads = localMinutes(candidate, hours.time_zone);
  if (reads === null || reads === opening) return candidate;
  const drift = ((reads - opening + MINUTES_PER_DAY / 2) % MINUTES_PER_DAY) - MINUTES_PER_DAY / 2;
  return new Date(candidate.getTime() - drift * 60_000);
}
