import { sql } from 'kysely';
import type { Db } from '../database';
import type { NewUser, UserRow } from '../schema';

export function findUserByPhone(db: Db, phoneNumber: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('phone_number', '=', phoneNumber).executeTakeFirst();
}

export async function insertUser(db: Db, user: NewUser): Promise<number> {
  const { id } = await db.insertInto('users').values(user).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function countUsers(db: Db): Promise<number> {
  const { count } = await db
    .selectFrom('users')
    .select(sql<number>`cast(count(*) as integer)`.as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}

export function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function updateUser(
  db: Db,
  id: number,
  changes: Partial<Pick<UserRow, 'name' | 'profile_picture' | 'password_hash'>>,
): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await db.updateTable('users').set(changes).where('id', '=', id).execute();
}
