import { type Generated, type Insertable, sql } from 'kysely';
import type { Db } from '../database';
import type { Database } from '../schema';

/** The tables whose rows get their id from the database. */
type TableWithId = { [T in keyof Database]: Database[T] extends { id: Generated<number> } ? T : never }[keyof Database];

/** Adds a row and answers the id the database gave it. */
export async function insertRow<T extends TableWithId>(
  db: Db,
  table: T,
  row: Insertable<Database[T]>,
): Promise<number> {
  const { id } = await db.insertInto(table).values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** How many rows a table holds. PostgreSQL answers count(*) as int8, a string: the cast makes it a number. */
export async function countRows(db: Db, table: keyof Database): Promise<number> {
  const { count } = await db
    .selectFrom(table)
    .select(sql<number>`cast(count(*) as integer)`.as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}
