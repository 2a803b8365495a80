import { sql } from 'kysely';
import type { Db } from '../database';
import type { CategoryRow } from '../schema';

export type CategoryWithCount = Pick<CategoryRow, 'id' | 'name'> & { meal_count: number };

/** In the order they were created, which is the order the menu tabs show. */
export function listCategoriesWithCounts(db: Db): Promise<CategoryWithCount[]> {
  return db
    .selectFrom('categories')
    .select([
      'categories.id',
      'categories.name',
      sql<number>`(select cast(count(*) as integer) from meals where meals.category_id = categories.id)`.as(
        'meal_count',
      ),
    ])
    .orderBy('categories.id')
    .execute();
}

export function findCategory(db: Db, id: number): Promise<Pick<CategoryRow, 'id' | 'name'> | undefined> {
  return db.selectFrom('categories').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
}

export async function insertCategory(db: Db, name: string, createdAt: string): Promise<number> {
  const { id } = await db
    .insertInto('categories')
    .values({ name, created_at: createdAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function countCategories(db: Db): Promise<number> {
  const { count } = await db
    .selectFrom('categories')
    .select(sql<number>`cast(count(*) as integer)`.as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}
