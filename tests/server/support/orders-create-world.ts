import { mealList } from '../../../contract/meal';
import { countRows } from '../../../server/db/repositories/rows';
import { seedDatabase } from '../../../server/demo/seed';
import { apiClient, signedUpCustomer } from './account-client';
import { roles, send } from './meal-fixtures';
import { makeTestApp } from './test-app';
import { openTestDatabase, type TestDatabase } from './test-database';
import { loadTinyCatalog } from './tiny-catalog';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';

/*
 * The world of the orders-create*.test.ts files: the tiny catalog on a clock set to the restaurant's local time,
 * the roles' tokens and the checkout call. The `let` exports are live bindings, set by the hooks useOrdersCreateWorld() registers.
 */

// The tiny catalog's restaurant opens 10:00–22:00 in Asia/Kathmandu (UTC+05:45).
export const ELEVEN_45_IN_KATHMANDU = '2026-03-02T06:00:00.000Z';

export let time = new Date(ELEVEN_45_IN_KATHMANDU).getTime();
export const clock = () => new Date(time);
export const setLocalTime = (iso: string) => {
  time = new Date(iso).getTime();
};

export let t: TestDatabase;
export let app: ReturnType<typeof makeTestApp>['app'];
export let tokens: Awaited<ReturnType<typeof roles>>;
export let meals: Record<string, number>;

/**
 * Registers the world's hooks. Each test file calls it once: the server project shares modules between the files
 * a worker runs (no module isolation), so the world is made fresh here, not when the module is first loaded.
 */
export function useOrdersCreateWorld() {
  beforeAll(async () => {
    setLocalTime(ELEVEN_45_IN_KATHMANDU);
    regular = undefined;
    t = await openTestDatabase({ DEMO_DATA: '1', PUBLIC_URL: 'https://momo.example.com/' });
    await seedDatabase(t.db, t.env, { dialect: t.dialect, catalog: loadTinyCatalog });
    ({ app } = makeTestApp(t.db, t.env, { clock }));
    tokens = await roles(app, t.db, t.env);
    meals = Object.fromEntries(mealList.parse((await send(app, 'GET', '/meal/meals/')).body).map((m) => [m.name, m.id]));
  });
  afterAll(async () => {
    await t.destroy();
  });
  beforeEach(async () => {
    setLocalTime(ELEVEN_45_IN_KATHMANDU);
    await t.db.updateTable('restaurant_info').set({ opening_time: '10:00', closing_time: '22:00' }).execute();
  });
}

export const mealId = (name: string) => {
  const found = meals[name];
  if (found === undefined) throw new Error(`no meal ${name}`);
  return found;
};
export const order = (json: unknown, token = tokens.customer, onApp = app) =>
  send(onApp, 'POST', '/orders/', { token, json });
export let regular: Awaited<ReturnType<typeof signedUpCustomer>> | undefined;
/** A fresh access token of one customer, for tests that move the clock further than a token lives. */
export const signInNow = async () => {
  regular ??= await signedUpCustomer(apiClient(app), t.db);
  const login = await apiClient(app).post('/account/login/', {
    phone_number: regular.phoneNumber,
    password: regular.password,
  });
  expect(login.status).toBe(200);
  return String(login.body.access_token);
};
export const orderCount = () => countRows(t.db, 'orders');
