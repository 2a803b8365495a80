import type { Meal, MealPage } from '../../contract/meal';
import type { Db } from '../db/database';
import { findCategory } from '../db/repositories/categories';
import { countMeals, findMeal, listMeals, listMealsByCategory, type MealRecord } from '../db/repositories/meals';
import { paisaToRupees } from './money';

/** docs/rules/limits.md#page-size: meals come in pages of 8 unless the client asks otherwise. */
export const DEFAULT_PAGE_SIZE = 8;
export const LATEST_MEALS = 8;

export function toMeal(record: MealRecord): Meal {
  const averageHalves = record.rating_halves_average == null ? null : Number(record.rating_halves_average);
  return {
    id: record.id,
    name: record.name,
    description: record.description,
    price: paisaToRupees(record.price_paisa),
    half_plate_price: record.half_plate_price_paisa == null ? null : paisaToRupees(record.half_plate_price_paisa),
    meal_type: record.meal_type,
    ingredients: record.ingredients,
    main_image: record.main_image,
    image1: record.image1,
    image2: record.image2,
    category: { id: record.category_id, name: record.category_name },
    is_non_veg: record.is_non_veg === 1,
    // Stars to one decimal, e.g. 3.7; null until the first review (docs/rules/menu.md#ratings).
    rating: averageHalves == null ? null : Math.round(averageHalves * 5) / 10,
    rating_count: Number(record.rating_count),
    created_at: record.created_at,
  };
}

export async function allMeals(db: Db): Promise<Meal[]> {
  return (await listMeals(db)).map(toMeal);
}

export async function mealPage(db: Db, query: { page?: number; page_size?: number }): Promise<MealPage> {
  const pageSize = query.page_size ?? DEFAULT_PAGE_SIZE;
  const offset = ((query.page ?? 1) - 1) * pageSize;
  const [count, records] = await Promise.all([countMeals(db), listMeals(db, { limit: pageSize, offset })]);
  return { count, results: records.map(toMeal) };
}

export async function mealById(db: Db, id: number): Promise<Meal | null> {
  const record = await findMeal(db, id);
  return record ? toMeal(record) : null;
}

export async function latestMeals(db: Db): Promise<Meal[]> {
  return (await listMeals(db, { limit: LATEST_MEALS, offset: 0 })).map(toMeal);
}

/** null when there is no such category (an empty category gives an empty list). */
export async function mealsOfCategory(db: Db, categoryId: number): Promise<Meal[] | null> {
  if (!(await findCategory(db, categoryId))) return null;
  return (await listMealsByCategory(db, categoryId)).map(toMeal);
}
