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

/** When the key's newest event happened, or null without any. */
export async function newestRateLimitEvent(db: Db, key: string): Promise<string | null> {
  const row = await db
    .selectFrom('rate_limit_events')
    .select('created_at')
    .where('key', '=', key)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.created_at ?? null;
}
