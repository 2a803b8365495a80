import { join } from 'node:path';
import Database from 'better-sqlite3';
import { dataDir } from './own-server';

/** The real server's restaurant, changed in its database as an admin's save would. */
export function withRestaurant(change: (db: Database.Database) => void) {
  const db = new Database(join(dataDir, 'restaurant.sqlite'));
  try {
    db.pragma('busy_timeout = 5000');
    change(db);
  } finally {
    db.close();
  }
}

/** The demo kitchen closes at night; equal opening and closing times mean it takes orders around the clock. */
export function openAroundTheClock() {
  withRestaurant((db) => db.prepare("update restaurant_info set opening_time = '00:00', closing_time = '00:00'").run());
}

/** Closed now: the kitchen opens in two hours (UTC, whatever the hour the test runs at). Answers the opening time. */
export function closeForNow(): string {
  const hhmm = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString().slice(11, 16);
  const opening = hhmm(2);
  withRestaurant((db) =>
    db.prepare("update restaurant_info set time_zone = 'UTC', opening_time = ?, closing_time = ?").run(opening, hhmm(3)),
  );
  return opening;
}

/**
 * Closed now, opening in two hours of the same local day (docs/rules/orders.md#later-today: times for later today): the
 * restaurant's time zone is chosen so its clock reads about 06:00 now, whatever the hour the test runs at. Answers the
 * hours set.
 */
export function closeUntilLaterToday(): { opening: string; closing: string; timeZone: string } {
  const hour = new Date().getUTCHours();
  let offset = 6 - hour;
  if (offset < -12) offset += 24;
  // IANA's Etc zones count the other way round: Etc/GMT-5 is five hours ahead of UTC.
  const timeZone = offset === 0 ? 'Etc/GMT' : offset > 0 ? `Etc/GMT-${offset}` : `Etc/GMT+${-offset}`;
  const local = (hours: number) => new Date(Date.now() + (offset + hours) * 3_600_000).toISOString().slice(11, 16);
  const hours = { opening: local(2), closing: local(3), timeZone };
  withRestaurant((db) =>
    db
      .prepare('update restaurant_info set time_zone = ?, opening_time = ?, closing_time = ?')
      .run(hours.timeZone, hours.opening, hours.closing),
  );
  return hours;
}

/**
 * The kitchen's pause, as if all but `ms` of it had passed: the server reads the stored instant against its own clock
 * on every request (no timer runs), so moving the instant closer is what the passing of time does to it.
 */
export function pauseEndsIn(ms: number) {
  const until = new Date(Date.now() + ms).toISOString();
  withRestaurant((db) => db.prepare('update order_pace set paused_until = ? where paused_until is not null').run(until));
}
