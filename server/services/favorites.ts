import type { Favorite } from '../../contract/favorite';
import { type Db, now } from '../db/database';
import { addFavorite, isFavorite, listFavorites, removeFavorite } from '../db/repositories/favorites';
import { mealExists } from '../db/repositories/meals';
import { paisaToRupees } from './money';

/** false when the meal does not exist; adding a favourite twice keeps one. */
export async function favoriteMeal(db: Db, userId: number, mealId: number): Promise<boolean> {
  if (!(await mealExists(db, mealId))) return false;
  await addFavorite(db, userId, mealId, now());
  return true;
}

export const unfavoriteMeal = (db: Db, userId: number, mealId: number) => removeFavorite(db, userId, mealId);

export const isFavorited = (db: Db, userId: number, mealId: number) => isFavorite(db, userId, mealId);

export async function favoritesOf(db: Db, userId: number): Promise<Favorite[]> {
  return (await listFavorites(db, userId)).map((row) => ({
    id: row.id,
    meal: { id: row.meal_id, name: row.name, main_image: row.main_image, price: paisaToRupees(row.price_paisa) },
  }));
}
