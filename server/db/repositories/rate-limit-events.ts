import { sql } from 'kysely';
import type { Db } from '../database';
import { insertRow } from './rows';

export async function insertRateLimitEvent(db: Db, key: string, at: string): Promise<number> {
  return insertRow(db, 'rate_limit_events', { key, created_at: at });
}

export async function countRateLimitEvents(db: Db, key: string, since: string): Promise<number> {
  const { count } = await db
    .selectFrom('rate_limit_events')
    .select(sql<number>`cast(count(*) as integer)`.as('count'))
    .where('key', '=', key)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(count);
}

export async function deleteRateLimitEvent(db: Db, id: number): Promise<void> {
  await db.deleteFrom('rate_limit_events').where('id', '=', id).execute();
}

export async function deleteRateLimitEventsOfKey(db: Db, key: string): Promise<void> {
  await db.deleteFrom('rate_limit_events').where('key', '=', key).execute();
}

export async function deleteRateLimitEventsBefore(db: Db, at: string): Promise<void> {
  await db.deleteFrom('rate_limit_events').where('created_at', '<=', at).execute();
}

/** When the key's n-th newest event since `since` happened (1 = the newest), or null with fewer events. */
export async function nthNewestRateLimitEvent(db: Db, key: string, since: string, n: number): Promise<string | null> {
  const row = await db
    .selectFrom('rate_limit_events')
    .select('created_at')
    .where('key', '=', key)
    .where('created_at', '>', since)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset(n - 1)
    .limit(1)
    .executeTakeFirst();
  return row?.created_at ?? null;
}

/** Deletes the events of every key starting with `prefix`. */
export async function deleteRateLimitEventsWithPrefix(db: Db, prefix: string): Promise<void> {
  const pattern = `${prefix.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  await db
    .deleteFrom('rate_limit_events')
    .where(sql<boolean>`${sql.ref('key')} like ${pattern} escape ${'\\'}`)
    .execute();
}
