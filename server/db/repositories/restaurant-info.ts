import type { Db } from '../database';
import type { RestaurantInfoRow } from '../schema';
import { SINGLE_ROW_ID, selectSingleRow, upsertSingleRow } from './single-row';

export function getRestaurantInfo(db: Db): Promise<RestaurantInfoRow | undefined> {
  return selectSingleRow(db, 'restaurant_info').selectAll().executeTakeFirst();
}

export async function saveRestaurantInfo(db: Db, info: Omit<RestaurantInfoRow, 'id'>): Promise<void> {
  await upsertSingleRow(db, 'restaurant_info', info);
}

export type RestaurantInfoValues = Omit<RestaurantInfoRow, 'id'>;

/** The first save: true when the row was created, false when another save created it meanwhile. */
export async function insertRestaurantInfo(db: Db, info: RestaurantInfoValues): Promise<boolean> {
  const inserted = await db
    .insertInto('restaurant_info')
    .values({ ...info, id: SINGLE_ROW_ID })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/**
 * Replaces the row only if it is still the one that was read (same picture, same updated_at): false when another
 * save landed in between, so the caller merges again and no picture file is left behind or deleted twice.
 */
export async function replaceRestaurantInfo(
  db: Db,
  info: RestaurantInfoValues,
  read: Pick<RestaurantInfoRow, 'image' | 'updated_at'>,
): Promise<boolean> {
  const result = await db
    .updateTable('restaurant_info')
    .set(info)
    .where('id', '=', SINGLE_ROW_ID)
    .where('updated_at', '=', read.updated_at)
    .where((eb) => (read.image === null ? eb('image', 'is', null) : eb('image', '=', read.image)))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
