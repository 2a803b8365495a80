import type { Profile } from '../../contract/account';
import type { Language } from '../../contract/language';
import type { StaffRole } from '../../contract/permissions';
import {
  deleteSessionsExpiredBefore,
  findSessionById,
  findSessionByRefreshHash,
  forgetSuccessorTokens,
  forgetSuccessorTokensBefore,
  insertSession,
  markReplaced,
  revokeSessionRow,
  revokeSessionsOfUser,
} from '../db/repositories/sessions';
import { findUserById } from '../db/repositories/users';
import type { SessionRow } from '../db/schema';
import { type AccountContext, isoAfter, isoAt } from './account-context';
import { staffRoleOf, toProfile } from './profiles';
import { hashRefreshToken, newRefreshToken, openTokens, sealTokens, signAccessToken, verifyAccessToken } from './tokens';

/** A refresh token is good for a week after it was issued; every use replaces it with a new one. */
export const REFRESH_TOKEN_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Two tabs opened together present the same refresh token within moments of each other. For this long after a
 * rotation, a second presentation of the replaced token gets the very pair the first one got
 * (docs/rules/robustness.md#sessions: it used to get a session of its own, so a replayed token was worth a second
 * session); later, or once the successor has itself been used, reuse still ends the session.
 */
export const REFRESH_REUSE_GRACE_MS = 10_000;

const LOST_RACE = new Error('another rotation replaced this session first');

export interface Tokens {
  access: string;
  refresh: string;
}

export interface Authenticated {
  user: Profile;
  sessionId: number;
  /** Read from the user's row on every request: a demoted or removed member of staff loses rights at once. */
  role: StaffRole | null;
  /** The language the account's texts are worded in (contract/language.ts). */
  language: Language;
}

const isLive = (session: SessionRow, now: Date) => session.revoked_at === null && session.expires_at > isoAt(now);

async function issue(ctx: AccountContext, userId: number, now: Date): Promise<{ sessionId: number; tokens: Tokens }> {
  const refresh = newRefreshToken();
  const sessionId = await insertSession(ctx.db, {
    user_id: userId,
    refresh_hash: hashRefreshToken(refresh),
    created_at: isoAt(now),
    expires_at: isoAfter(now, REFRESH_TOKEN_MS),
  });
  const access = await signAccessToken(ctx.secret, { userId, sessionId }, now);
  return { sessionId, tokens: { access, refresh } };
}

export async function startSession(ctx: AccountContext, userId: number): Promise<Tokens> {
  const now = ctx.clock();
  await deleteSessionsExpiredBefore(ctx.db, isoAt(now));
  return (await issue(ctx, userId, now)).tokens;
}

/**
 * Trades a refresh token for a new pair. A token that was already traded means two parties hold it (one of them
 * stole it): the session it led to is revoked, so both have to log in again.
 */
export async function rotateSession(
  ctx: AccountContext,
  refresh: string,
): Promise<{ tokens: Tokens; user: Profile } | null> {
  const now = ctx.clock();
  await forgetSuccessorTokensBefore(ctx.db, isoAt(new Date(now.getTime() - REFRESH_REUSE_GRACE_MS)));
  const session = await findSessionByRefreshHash(ctx.db, hashRefreshToken(refresh));
  if (!session) return null;
  if (session.replaced_by !== null) return reuse(ctx, session, now);
  if (!isLive(session, now)) return null;
  const user = await findUserById(ctx.db, session.user_id);
  if (!user) return null;

  const rotated = await ctx.db
    .transaction()
    .execute(async (trx) => {
      const next = await issue({ ...ctx, db: trx }, user.id, now);
      // Another request may have traded the same token a moment ago: then this one is the reuse, and the session it
      // began is rolled back (no second session for one token).
      const sealed = sealTokens(ctx.secret, next.tokens);
      if (!(await markReplaced(trx, session.id, next.sessionId, isoAt(now), sealed))) throw LOST_RACE;
      return next;
    })
    .catch((error: unknown) => {
      if (error === LOST_RACE) return null;
      throw error;
    });
  if (!rotated) {
    const current = await findSessionById(ctx.db, session.id);
    return current ? reuse(ctx, current, now) : null;
  }
  return { tokens: rotated.tokens, user: toProfile(user) };
}

/** A replaced token presented again: within the grace window the pair its first presentation got, otherwise theft. */
async function reuse(ctx: AccountContext, session: SessionRow, now: Date): Promise<{ tokens: Tokens; user: Profile } | null> {
  const successor = session.replaced_by === null ? undefined : await findSessionById(ctx.db, session.replaced_by);
  const withinGrace =
    successor !== undefined &&
    successor.replaced_by === null &&
    isLive(successor, now) &&
    now.getTime() - Date.parse(successor.created_at) <= REFRESH_REUSE_GRACE_MS;
  const tokens = withinGrace && session.successor_tokens ? openTokens(ctx.secret, session.successor_tokens) : null;
  const user = tokens ? await findUserById(ctx.db, session.user_id) : undefined;
  if (!tokens || !user) {
    await forgetSuccessorTokens(ctx.db, session.id);
    await revokeSuccessors(ctx, session, now);
    return null;
  }
  return { tokens, user: toProfile(user) };
}

async function revokeSuccessors(ctx: AccountContext, session: SessionRow, now: Date): Promise<void> {
  let nextId = session.replaced_by;
  while (nextId !== null) {
    await revokeSessionRow(ctx.db, nextId, isoAt(now));
    // The thief's live view ends with it, on every instance.
    ctx.streams?.endSession(nextId);
    nextId = (await findSessionById(ctx.db, nextId))?.replaced_by ?? null;
  }
}

/** The user behind a bearer access token, as long as its session is live and the user still exists. */
export async function authenticate(ctx: AccountContext, accessToken: string): Promise<Authenticated | null> {
  const now = ctx.clock();
  const claims = await verifyAccessToken(ctx.secret, accessToken, now);
  if (!claims) return null;
  const session = await findSessionById(ctx.db, claims.sessionId);
  if (!session || session.user_id !== claims.userId || !isLive(session, now)) return null;
  const user = await findUserById(ctx.db, claims.userId);
  return user
    ? { user: toProfile(user), sessionId: session.id, role: staffRoleOf(user), language: user.language }
    : null;
}

/** Ends the session of the bearer and, when given, the session of a refresh token of the same user. */
export async function endSession(ctx: AccountContext, auth: Pick<Authenticated, 'user' | 'sessionId'>, refresh: string | undefined): Promise<void> {
  const at = isoAt(ctx.clock());
  await revokeSessionRow(ctx.db, auth.sessionId, at);
  // Its live streams close now, on every instance, not at their next check.
  ctx.streams?.endSession(auth.sessionId);
  if (refresh === undefined) return;
  const session = await findSessionByRefreshHash(ctx.db, hashRefreshToken(refresh));
  if (session && session.user_id === auth.user.id) {
    await revokeSessionRow(ctx.db, session.id, at);
    ctx.streams?.endSession(session.id);
  }
}

export async function endAllSessions(ctx: AccountContext, userId: number): Promise<void> {
  await revokeSessionsOfUser(ctx.db, userId, isoAt(ctx.clock()));
  ctx.streams?.endUser(userId);
}
