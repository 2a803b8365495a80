import { afterAll, beforeAll, expect } from 'vitest';
import { profile } from '../../../contract/account';
import { mealList } from '../../../contract/meal';
import { checkout, order } from '../../../contract/order';
import { reviewList } from '../../../contract/review';
import { seedDatabase } from '../../../server/demo/seed';
import { apiClient, signedUpCustomer } from './account-client';
import { roles, send } from './meal-fixtures';
import { makeTestApp } from './test-app';
import { openTestDatabase, type TestDatabase } from './test-database';
import { loadTinyCatalog } from './tiny-catalog';

/*
 * The world of the security/ownership-*.test.ts files: the tiny catalog while the restaurant is open, an admin, and
 * two named customers, A (Asha) and B (Bikash), with the reads that show what each of them owns. The `let` exports
 * are live bindings, set by the hooks useOwnershipWorld() registers.
 */

// The tiny catalog's restaurant opens 10:00–22:00 in Asia/Kathmandu; this is 11:45 there.
export const OPEN = new Date('2026-03-02T06:00:00.000Z');

export let t: TestDatabase;
export let app: ReturnType<typeof makeTestApp>['app'];
export let admin: string;
export let a: { access: string; id: number };
export let b: { access: string; id: number };
export let meals: Record<string, { id: number; price: number }>;

export const mealId = (name: string) => {
  const found = meals[name];
  if (!found) throw new Error(`no meal ${name}`);
  return found.id;
};

export const named = (name: string) => {
  const form = new FormData();
  form.set('name', name);
  return form;
};

export async function customerNamed(name: string) {
  const customer = await signedUpCustomer(apiClient(app), t.db);
  expect((await send(app, 'PUT', '/account/user-profile/', { token: customer.access, form: named(name) })).status).toBe(
    200,
  );
  return { access: customer.access, id: customer.user.id };
}

/**
 * Registers the world's hooks. Each test file calls it once: the server project shares modules between the files
 * a worker runs (no module isolation), so the world is made fresh here, not when the module is first loaded.
 */
export function useOwnershipWorld() {
  beforeAll(async () => {
    t = await openTestDatabase({ DEMO_DATA: '1', PUBLIC_URL: 'https://momo.example.com' });
    await seedDatabase(t.db, t.env, { dialect: t.dialect, catalog: loadTinyCatalog });
    ({ app } = makeTestApp(t.db, t.env, { clock: () => OPEN }));
    ({ admin } = await roles(app, t.db, t.env));
    a = await customerNamed('Asha Gurung');
    b = await customerNamed('Bikash Rai');
    meals = Object.fromEntries(mealList.parse((await send(app, 'GET', '/meal/meals/')).body).map((m) => [m.name, m]));
  });
  afterAll(async () => {
    await t?.destroy();
  });
}

export const profileOf = async (token: string) =>
  profile.parse((await send(app, 'GET', '/account/user-profile/', { token })).body);
export const orderOf = async (token: string, id: number) =>
  order.parse((await send(app, 'GET', `/orders/${id}/`, { token })).body);
export const reviewsOf = async (meal: number) =>
  reviewList.parse((await send(app, 'GET', `/meal/review-rating/?meal_id=${meal}`)).body).results;
export const place = async (token: string, json: unknown) => {
  const response = await send(app, 'POST', '/orders/', { token, json });
  expect(response.status).toBe(201);
  return checkout.parse(response.body).order;
};
