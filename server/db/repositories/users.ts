import { sql } from 'kysely';
import type { DatabaseDialect, Db } from '../database';
import type { NewUser, UserRow } from '../schema';
import { countRows, insertRow } from './rows';
import { isOwnerRow, lockStaff } from './staff';

export function findUserByPhone(db: Db, phoneNumber: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('phone_number', '=', phoneNumber).executeTakeFirst();
}

export async function insertUser(db: Db, user: NewUser): Promise<number> {
  return insertRow(db, 'users', user);
}

export async function countUsers(db: Db): Promise<number> {
  return countRows(db, 'users');
}

export function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function updateUser(
  db: Db,
  id: number,
  changes: Partial<Pick<UserRow, 'name' | 'profile_picture' | 'password_hash' | 'language'>>,
): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await db.updateTable('users').set(changes).where('id', '=', id).execute();
}

/**
 * Sets the picture only if it is still `expected`: of two uploads at once, the one that read a stale picture loses
 * and reads again, so each replaced picture is known to exactly one writer, who deletes its files.
 */
export async function replaceProfilePicture(
  db: Db,
  id: number,
  expected: string | null,
  next: string,
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ profile_picture: next })
    .where('id', '=', id)
    .where((eb) => (expected === null ? eb('profile_picture', 'is', null) : eb('profile_picture', '=', expected)))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Newest first, a window of them. */
export function listUsers(db: Db, window: { limit: number; offset: number }): Promise<UserRow[]> {
  return db
    .selectFrom('users')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(window.limit)
    .offset(window.offset)
    .execute();
}

/** `%`, `_` and `\` typed by someone match themselves, not any text. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * Users whose name (case-insensitive) or phone number contains the text, newest first. lower() on both sides, not
 * ILIKE, so that SQLite and PostgreSQL read the same query and each folds case its own way on both sides.
 */
export function searchUsers(db: Db, text: string, limit: number): Promise<UserRow[]> {
  const pattern = `%${escapeLike(text)}%`;
  return db
    .selectFrom('users')
    .selectAll()
    .where((eb) =>
      eb.or([
        sql<boolean>`lower(${eb.ref('name')}) like lower(${pattern}) escape '\\'`,
        sql<boolean>`${eb.ref('phone_number')} like ${pattern} escape '\\'`,
      ]),
    )
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** Paid orders the kitchen has not finished: their customer may still need a call. */
const UNFINISHED_STATUSES = ['paid', 'preparing', 'ready'] as const;

export type UserDeletion = { kind: 'deleted'; user: UserRow } | { kind: 'not-found' } | { kind: 'last-admin' };

/**
 * Deletes the user unless they are the last admin. Their sessions, cart, favourites and reviews go with them and
 * their orders stay without them: the foreign keys cascade or set null (migrations 0001, 0002).
 */
export function deleteUserKeepingAnAdmin(db: Db, dialect: DatabaseDialect, id: number): Promise<UserDeletion> {
  return db.transaction().execute(async (trx) => {
    // Two owners deleting each other at once: see lockStaff. The DELETE below takes a fresh snapshot after the lock.
    await lockStaff(trx, dialect);
    // Orders still to be made or handed over keep a number to call (docs/rules/robustness.md#screens): the account's
    // goes with the account.
    const phone = await trx.selectFrom('users').select('phone_number').where('id', '=', id).executeTakeFirst();
    if (phone) {
      await trx
        .updateTable('orders')
        .set({ contact_phone: phone.phone_number })
        .where('user_id', '=', id)
        .where('contact_phone', 'is', null)
        .where('status', 'in', [...UNFINISHED_STATUSES])
        .execute();
    }
    const deleted = await trx
      .deleteFrom('users')
      .where('id', '=', id)
      .where((eb) =>
        // The last owner stays (docs/rules/roles.md#staff-roles: the spec's last admin); other staff may go.
        eb.or([
          eb.not(isOwnerRow(eb)),
          eb(eb.selectFrom('users').select(eb.fn.countAll().as('count')).where(isOwnerRow), '>', 1),
        ]),
      )
      .returningAll()
      .executeTakeFirst();
    if (deleted) return { kind: 'deleted', user: deleted };
    return (await findUserById(trx, id)) ? { kind: 'last-admin' } : { kind: 'not-found' };
  });
}
