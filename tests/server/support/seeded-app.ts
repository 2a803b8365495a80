import { mealList } from '../../../contract/meal';
import { seedDatabase } from '../../../server/demo/seed';
import type { EnvSource } from '../../../server/env';
import { roles, send } from './meal-fixtures';
import { makeTestApp, type TestAppOptions } from './test-app';
import { openTestDatabase } from './test-database';
import { loadTinyCatalog } from './tiny-catalog';

/**
 * The tiny catalog seeded into a fresh database (DEMO_DATA=1 and `env`), served by a test app built with `options`:
 * the database, the app, the roles' tokens and the seeded meals' ids by name. Destroy `t` when done.
 */
export async function openSeededApp(env: EnvSource = {}, options: TestAppOptions = {}) {
  const t = await openTestDatabase({ DEMO_DATA: '1', ...env });
  await seedDatabase(t.db, t.env, { dialect: t.dialect, catalog: loadTinyCatalog });
  const { app } = makeTestApp(t.db, t.env, options);
  const tokens = await roles(app, t.db, t.env);
  const menu = mealList.parse((await send(app, 'GET', '/meal/meals/')).body);
  const meals: Record<string, number> = Object.fromEntries(menu.map((meal) => [meal.name, meal.id]));
  return { t, app, tokens, meals };
}

export type SeededApp = Awaited<ReturnType<typeof openSeededApp>>;
