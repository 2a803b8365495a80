import type { Db } from '../database';

/** Adding twice keeps one row. */
export async function addFavorite(db: Db, userId: number, mealId: number, createdAt: string): Promise<void> {
  await db
    .insertInto('favorites')
    .values({ user_id: userId, meal_id: mealId, created_at: createdAt })
    .onConflict((conflict) => conflict.columns(['user_id', 'meal_id']).doNothing())
    .execute();
}

export async function removeFavorite(db: Db, userId: number, mealId: number): Promise<void> {
  await db.deleteFrom('favorites').where('user_id', '=', userId).where('meal_id', '=', mealId).execute();
}

export async function isFavorite(db: Db, userId: number, mealId: number): Promise<boolean> {
  const row = await db
    .selectFrom('favorites')
    .select('id')
    .where('user_id', '=', userId)
    .where('meal_id', '=', mealId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Newest first. */
export function listFavorites(db: Db, userId: number) {
  return db
    .selectFrom('favorites')
    .innerJoin('meals', 'meals.id', 'favorites.meal_id')
    .select(['favorites.id', 'meals.id as meal_id', 'meals.name', 'meals.main_image', 'meals.price_paisa'])
    .where('favorites.user_id', '=', userId)
    .orderBy('favorites.created_at', 'desc')
    .orderBy('favorites.id', 'desc')
    .execute();
}
