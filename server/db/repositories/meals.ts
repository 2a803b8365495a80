import { sql } from 'kysely';
import type { Db } from '../database';
import type { NewMeal } from '../schema';

/** Newest first; the id breaks ties so pages never overlap or skip. */
function selectMeals(db: Db) {
  return db
    .selectFrom('meals')
    .innerJoin('categories', 'categories.id', 'meals.category_id')
    .select([
      'meals.id',
      'meals.name',
      'meals.description',
      'meals.price_paisa',
      'meals.half_plate_price_paisa',
      'meals.meal_type',
      'meals.ingredients',
      'meals.main_image',
      'meals.image1',
      'meals.image2',
      'meals.is_non_veg',
      'meals.created_at',
      'meals.category_id',
      'categories.name as category_name',
      // Scalar subqueries run only for the rows returned (a page), on the reviews(meal_id, …) index.
      // Casts: pg answers count as int8 and avg as numeric, both as strings.
      sql<number>`(select cast(count(*) as integer) from reviews where reviews.meal_id = meals.id)`.as('rating_count'),
      sql<
        number | null
      >`(select cast(avg(rating_halves) as double precision) from reviews where reviews.meal_id = meals.id)`.as(
        'rating_halves_average',
      ),
    ])
    .orderBy('meals.created_at', 'desc')
    .orderBy('meals.id', 'desc');
}

export type MealRecord = Awaited<ReturnType<ReturnType<typeof selectMeals>['executeTakeFirstOrThrow']>>;

export function listMeals(db: Db, window?: { limit: number; offset: number }): Promise<MealRecord[]> {
  const query = selectMeals(db);
  return (window ? query.limit(window.limit).offset(window.offset) : query).execute();
}

export function listMealsByCategory(db: Db, categoryId: number): Promise<MealRecord[]> {
  return selectMeals(db).where('meals.category_id', '=', categoryId).execute();
}

export function findMeal(db: Db, id: number): Promise<MealRecord | undefined> {
  return selectMeals(db).where('meals.id', '=', id).executeTakeFirst();
}

export async function countMeals(db: Db): Promise<number> {
  const { count } = await db
    .selectFrom('meals')
    .select(sql<number>`cast(count(*) as integer)`.as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}

export async function insertMeal(db: Db, meal: NewMeal): Promise<number> {
  const { id } = await db.insertInto('meals').values(meal).returning('id').executeTakeFirstOrThrow();
  return id;
}
