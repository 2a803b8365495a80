import type { Insertable, SelectQueryBuilder, Updateable } from 'kysely';
import type { Db } from '../database';
import type { Database } from '../schema';

/** The settings tables that hold one row, id 1, created by the first save (migrations 0001, 0007, 0010, 0016). */
type SingleRowTable = 'restaurant_info' | 'billing_settings' | 'service_settings' | 'order_pace';

export const SINGLE_ROW_ID = 1;

/** The table's one row, for the caller to pick its columns; none until the first save. */
export function selectSingleRow<T extends SingleRowTable>(db: Db, table: T): SelectQueryBuilder<Database, T, object> {
  const query: SelectQueryBuilder<Database, SingleRowTable, object> = db.selectFrom(table);
  return query.where('id', '=', SINGLE_ROW_ID) as SelectQueryBuilder<Database, T, object>;
}

/**
 * Writes the table's one row: creates it from `row` the first time, sets `changes` (all of `row` unless said) on it
 * afterwards. One statement, so two first saves racing cannot both insert (on SQLite and PostgreSQL alike).
 */
export async function upsertSingleRow<T extends SingleRowTable>(
  db: Db,
  table: T,
  row: Omit<Insertable<Database[T]>, 'id'>,
  changes?: Updateable<Database[T]>,
): Promise<void> {
  // The union's builder takes what the generic one cannot resolve; `T` already ties `row` and `changes` to `table`.
  const values = { ...row, id: SINGLE_ROW_ID } as Insertable<Database[SingleRowTable]>;
  const update = (changes ?? row) as Updateable<Database[SingleRowTable]>;
  await db
    .insertInto(table as SingleRowTable)
    .values(values)
    .onConflict((conflict) => conflict.column('id').doUpdateSet(update))
    .execute();
}
