import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { mealSaved } from '../../../contract/meal-admin';
import { categoryList } from '../../../contract/meal';
import { seedDatabase } from '../../../server/demo/seed';
import { mediaDirOf } from '../../../server/media/image-store';
import { makeTestApp } from './test-app';
import { openTestDatabase, type TestDatabase } from './test-database';
import { loadTinyCatalog } from './tiny-catalog';
import { mealForm, roles, send } from './meal-fixtures';

/*
 * The world of the meal-admin-*.test.ts files: the tiny catalog, the roles' tokens, the Momo category new meals go
 * into, and the media folder the images land in. The `let` exports are live bindings, set by the hooks below.
 */

export let t: TestDatabase;
export let app: ReturnType<typeof makeTestApp>['app'];
export let tokens: Awaited<ReturnType<typeof roles>>;
export let momoId: number;

beforeAll(async () => {
  t = await openTestDatabase({ DEMO_DATA: '1' });
  await seedDatabase(t.db, t.env, { dialect: t.dialect, catalog: loadTinyCatalog });
  ({ app } = makeTestApp(t.db, t.env));
  tokens = await roles(app, t.db, t.env);
  const categories = categoryList.parse((await send(app, 'GET', '/meal/categories/')).body);
  momoId = categories.find((category) => category.name === 'Momo')?.id as number;
});
afterAll(async () => {
  await t.destroy();
});

export const mediaFiles = async () => readdir(join(mediaDirOf(t.dataDir), 'meals')).catch(() => [] as string[]);
export const fileName = (path: string) => path.split('/').at(-1) as string;

export async function createMeal(changes: Parameters<typeof mealForm>[1] = {}) {
  const response = await send(app, 'POST', '/meal/meals/', {
    token: tokens.admin,
    form: await mealForm(momoId, changes),
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return mealSaved.parse(response.body).meal;
}
