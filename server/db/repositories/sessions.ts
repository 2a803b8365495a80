import type { Db } from '../database';
import type { SessionRow } from '../schema';
import { insertRow } from './rows';

export async function insertSession(
  db: Db,
  session: { user_id: number; refresh_hash: string; created_at: string; expires_at: string },
): Promise<number> {
  return insertRow(db, 'sessions', session);
}

export function findSessionById(db: Db, id: number): Promise<SessionRow | undefined> {
  return db.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findSessionByRefreshHash(db: Db, refreshHash: string): Promise<SessionRow | undefined> {
  return db.selectFrom('sessions').selectAll().where('refresh_hash', '=', refreshHash).executeTakeFirst();
}

/**
 * Ends a live session and points it at its successor, keeping the successor's sealed tokens for the grace window;
 * false when it was no longer live (a concurrent rotation).
 */
export async function markReplaced(
  db: Db,
  id: number,
  replacedBy: number,
  at: string,
  successorTokens: string,
): Promise<boolean> {
  const result = await db
    .updateTable('sessions')
    .set({ revoked_at: at, replaced_by: replacedBy, successor_tokens: successorTokens })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Kept tokens of sessions replaced before `at`: their grace window is over. */
export async function forgetSuccessorTokensBefore(db: Db, at: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ successor_tokens: null })
    .where('successor_tokens', 'is not', null)
    .where('revoked_at', '<', at)
    .execute();
}

/** The grace window is over (or the family is revoked): the kept tokens go. */
export async function forgetSuccessorTokens(db: Db, id: number): Promise<void> {
  await db.updateTable('sessions').set({ successor_tokens: null }).where('id', '=', id).execute();
}

/** A revoked session keeps the time it was first revoked. */
async function revokeLiveSessions(db: Db, column: 'id' | 'user_id', value: number, at: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: at })
    .where(column, '=', value)
    .where('revoked_at', 'is', null)
    .execute();
}

export function revokeSessionRow(db: Db, id: number, at: string): Promise<void> {
  return revokeLiveSessions(db, 'id', id, at);
}

export function revokeSessionsOfUser(db: Db, userId: number, at: string): Promise<void> {
  return revokeLiveSessions(db, 'user_id', userId, at);
}

export async function deleteSessionsExpiredBefore(db: Db, at: string): Promise<void> {
  await db.deleteFrom('sessions').where('expires_at', '<', at).execute();
}
