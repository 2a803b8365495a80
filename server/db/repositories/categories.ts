import { sql } from 'kysely';
import type { Db } from '../database';
import type { CategoryRow } from '../schema';
import { countRows, insertRow } from './rows';

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
  return insertRow(db, 'categories', { name, created_at: createdAt });
}

export async function countCategories(db: Db): Promise<number> {
  return countRows(db, 'categories');
}

/** Names are compared without case: "momo" and "Momo" would be the same tab. */
export function findCategoryByName(db: Db, name: string): Promise<Pick<CategoryRow, 'id' | 'name'> | undefined> {
  return db
    .selectFrom('categories')
    .select(['id', 'name'])
    .where(sql<string>`lower(name)`, '=', name.toLowerCase())
    .executeTakeFirst();
}

export async function renameCategory(db: Db, id: number, name: string): Promise<boolean> {
  const { numUpdatedRows } = await db.updateTable('categories').set({ name }).where('id', '=', id).executeTakeFirst();
  return numUpdatedRows > 0n;
}

/** Its meals go with it (docs/rules/menu.md#deleting), and with them their carts, favourites and reviews. */
export async function deleteCategory(db: Db, id: number): Promise<boolean> {
  const { numDeletedRows } = await db.deleteFrom('categories').where('id', '=', id).executeTakeFirst();
  return numDeletedRows > 0n;
}

export async function categoryWithCount(db: Db, id: number): Promise<CategoryWithCount | undefined> {
  return (await listCategoriesWithCounts(db)).find((category) => category.id === id);
}
