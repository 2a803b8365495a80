import type { Db } from '../database';
import type { RestaurantInfoRow } from '../schema';

const SINGLE_ROW_ID = 1;

export function getRestaurantInfo(db: Db): Promise<RestaurantInfoRow | undefined> {
  return db.selectFrom('restaurant_info').selectAll().where('id', '=', SINGLE_ROW_ID).executeTakeFirst();
}

export async function saveRestaurantInfo(db: Db, info: Omit<RestaurantInfoRow, 'id'>): Promise<void> {
  const row = { ...info, id: SINGLE_ROW_ID };
  await db
    .insertInto('restaurant_info')
    .values(row)
    .onConflict((conflict) => conflict.column('id').doUpdateSet(info))
    .execute();
}
