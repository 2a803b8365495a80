import type { Category } from '../../contract/meal';
import type { Db } from '../db/database';
import { listCategoriesWithCounts } from '../db/repositories/categories';

export async function allCategories(db: Db): Promise<Category[]> {
  return (await listCategoriesWithCounts(db)).map(({ id, name, meal_count }) => ({
    id,
    name,
    meal_count: Number(meal_count),
  }));
}
