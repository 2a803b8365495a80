import { sql } from 'kysely';
import type { Db } from '../database';
import type { SearchCandidate } from '../../services/search-rank';
import type { MealRow, NewMeal } from '../schema';
import { countRows, insertRow } from './rows';

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
  return countRows(db, 'meals');
}

export async function insertMeal(db: Db, meal: NewMeal): Promise<number> {
  return insertRow(db, 'meals', meal);
}

export type MealChanges = Partial<Omit<NewMeal, 'id' | 'created_at'>>;

export async function updateMeal(db: Db, id: number, changes: MealChanges): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await db.updateTable('meals').set(changes).where('id', '=', id).execute();
}

export type MealImages = Pick<MealRow, 'main_image' | 'image1' | 'image2'>;

export function findMealImages(db: Db, id: number): Promise<MealImages | undefined> {
  return db.selectFrom('meals').select(['main_image', 'image1', 'image2']).where('id', '=', id).executeTakeFirst();
}

export async function mealExists(db: Db, id: number): Promise<boolean> {
  return (await db.selectFrom('meals').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

/** Carts, favourites and reviews go with it (foreign keys); order lines keep their copy and lose the link. */
export async function deleteMeal(db: Db, id: number): Promise<boolean> {
  const { numDeletedRows } = await db.deleteFrom('meals').where('id', '=', id).executeTakeFirst();
  return numDeletedRows > 0n;
}

export function listMealImagesOfCategory(db: Db, categoryId: number): Promise<MealImages[]> {
  return db.selectFrom('meals').select(['main_image', 'image1', 'image2']).where('category_id', '=', categoryId).execute();
}

/**
 * At most this many matches, the newest, are ranked. A word rarely matches more meals than this on a menu, so in
 * practice every match is ranked; on a huge catalogue a very common word ("momo" in 3,000 meals) costs the same as
 * on a small one instead of growing with the number of matches, at the price of ranking only the newest. SQLite's
 * candidates are ranked in JavaScript (services/search-rank.ts), which reads their names: fewer of them.
 */
export const RANKED_CANDIDATES = { sqlite: 64, postgres: 1000 } as const;

const prefixQuery = (terms: string[]) => terms.map((term) => `"${term}"*`).join(' ');

/**
 * SQLite: the newest matches with the text they matched on, for ranking. `terms` are letters, digits and marks only
 * (services/search.ts); each is a prefix term, all of them must match. Prefix terms of up to 10 characters are
 * read from the index's own prefix lists (migration 0005), not merged from every word that starts with them.
 */
export async function searchCandidates(db: Db, terms: string[]): Promise<SearchCandidate[]> {
  const { rows } = await sql<SearchCandidate>`select meals.id, meals.name, meals.ingredients, categories.name as category
      from (select rowid as id from meal_search where meal_search match ${prefixQuery(terms)}
            order by rowid desc limit ${RANKED_CANDIDATES.sqlite}) as matches
      join meals on meals.id = matches.id join categories on categories.id = meals.category_id`.execute(db);
  return rows;
}

/** PostgreSQL: the best matches' ids in rank order, ranked by the index ('simple' tsvector, weighted A–C). */
export async function rankedSearchIds(db: Db, terms: string[], limit: number): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`select id from (
        select id, search_vector, query from meals,
          (select ${sql.join(
            terms.map((term) => sql`to_tsquery('simple', quote_literal(cast(${term} as text)) || ':*')`),
            sql` && `,
          )} as query) as q
        where search_vector @@ query
        order by id desc limit ${RANKED_CANDIDATES.postgres}
      ) as candidates order by ts_rank(search_vector, query) desc, id desc limit ${limit}`.execute(db);
  return rows.map((row) => Number(row.id));
}

/** Full records of these meals, in the order given. */
export async function mealsInOrder(db: Db, ids: number[]): Promise<MealRecord[]> {
  if (ids.length === 0) return [];
  const records = await selectMeals(db).clearOrderBy().where('meals.id', 'in', ids).execute();
  const byId = new Map(records.map((record) => [record.id, record]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** What pricing a line needs of a meal: its prices, its kind and its option groups (JSON). */
export function findMealsForPricing(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('meals')
    .select(['id', 'name', 'price_paisa', 'half_plate_price_paisa', 'meal_type', 'option_groups'])
    .where('id', 'in', ids)
    .execute();
}

export async function findMealOptionGroups(db: Db, id: number): Promise<string | undefined> {
  const row = await db.selectFrom('meals').select('option_groups').where('id', '=', id).executeTakeFirst();
  return row?.option_groups;
}

/** false when there is no such meal. */
export async function setMealOptionGroups(db: Db, id: number, json: string, updatedAt: string): Promise<boolean> {
  const { numUpdatedRows } = await db
    .updateTable('meals')
    .set({ option_groups: json, updated_at: updatedAt })
    .where('id', '=', id)
    .executeTakeFirst();
  return numUpdatedRows > 0n;
}
