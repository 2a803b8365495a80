import type { Db } from '../db/database';
import { findCategory } from '../db/repositories/categories';
import { findMeal, findMealOptionGroups } from '../db/repositories/meals';
import { restaurantInfo } from './about';
import { serviceSettings } from './service-settings';

/**
 * What the audit trail keeps of a row before a change: the fields an owner would ask about (no ratings, no
 * timestamps), read just before the write.
 */
export async function mealSnapshot(db: Db, id: number): Promise<unknown> {
  const meal = await findMeal(db, id);
  if (!meal) return null;
  const { rating_count: _count, rating: _rating, created_at: _created, ...fields } = meal as typeof meal & {
    rating?: unknown;
  };
  return fields;
}

export async function mealOptionsSnapshot(db: Db, id: number): Promise<unknown> {
  const json = await findMealOptionGroups(db, id);
  return json === undefined ? null : (JSON.parse(json) as unknown);
}

export const categorySnapshot = async (db: Db, id: number): Promise<unknown> => (await findCategory(db, id)) ?? null;

export const restaurantSnapshot = (db: Db, at: Date): Promise<unknown> => restaurantInfo(db, at);

export const serviceSnapshot = (db: Db): Promise<unknown> => serviceSettings(db);
