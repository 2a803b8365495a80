import { join } from 'node:path';
import Database from 'better-sqlite3';
import { inject } from 'vitest';

/** The real server's restaurant, changed in its database as an admin's save would. */
function withRestaurant(change: (db: Database.Database) => void) {
  const db = new Database(join(inject('dataDir'), 'restaurant.sqlite'));
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
