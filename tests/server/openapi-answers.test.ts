import { afterAll, beforeAll, expect, it } from 'vitest';
import { categoryList, mealList } from '../../contract/meal';
import { checkout } from '../../contract/order';
import { seedDatabase } from '../../server/demo/seed';
import type { OpenApiDocument } from '../../server/openapi/openapi-document';
import { apiClient, freshNumber, PASSWORD, signedUpCustomer } from './support/account-client';
import { roles, send } from './support/meal-fixtures';
import { openApiChecker } from './support/openapi-validator';
import { makeTestApp } from './support/test-app';
import { openTestDatabase, type TestDatabase } from './support/test-database';
import { loadTinyCatalog } from './support/tiny-catalog';

/**
 * docs/rules/system.md#api-reference: what the server really answers validates against /api/openapi.json (ajv, JSON
 * Schema 2020-12). Signed in through the API as the demo admin and a fresh customer, every GET route and the usual
 * writes are called, and each answer's status must be documented for its operation and its body match that status's
 * schema, errors included.
 */
// Inside the tiny catalog's opening hours (10:00–22:00 in Kathmandu), so orders can be placed.
const OPEN = new Date('2026-03-02T06:00:00.000Z');

let t: TestDatabase;
let app: ReturnType<typeof makeTestApp>['app'];
let checker: ReturnType<typeof openApiChecker>;
let tokens: Awaited<ReturnType<typeof roles>>;
const shutdown = new AbortController();
const problems: string[] = [];
let calls = 0;
/** The writes that answer 201 Created. */
const CREATED = /^\/(orders\/(\d+\/pay\/)?|meal\/categories\/|meal\/review-rating\/)$/;

/** Sends one request and records what the document says is wrong with the answer; answers the parsed body. */
async function call(
  method: string,
  path: string,
  options: { token?: string; json?: unknown; form?: FormData } = {},
  want = method === 'POST' && CREATED.test(path) ? 201 : 200,
) {
  const { status, body } = await send(app, method, path, options);
  calls += 1;
  if (status !== want)
    problems.push(`${method} ${path}: ${status}, not ${want}: ${JSON.stringify(body).slice(0, 200)}`);
  problems.push(...checker.problemsWith(method, path, status, body));
  return { status, body: body as unknown as Record<string, unknown> };
}

beforeAll(async () => {
  t = await openTestDatabase({ DEMO_DATA: '1' });
  await seedDatabase(t.db, t.env, { dialect: t.dialect, catalog: loadTinyCatalog });
  ({ app } = makeTestApp(t.db, t.env, { clock: () => OPEN, shutdown: shutdown.signal }));
  checker = openApiChecker((await (await app.request('/api/openapi.json')).json()) as OpenApiDocument);
  tokens = await roles(app, t.db, t.env);
}, 60_000);
afterAll(async () => {
  shutdown.abort();
  await t?.destroy();
});

it('answers as the document says, for a visitor, a customer and an admin', async () => {
  const { admin, customer } = tokens;
  // A visitor's reads.
  await call('GET', '/health');
  const categories = categoryList.parse((await call('GET', '/meal/categories/')).body);
  const meals = mealList.parse((await call('GET', '/meal/meals/')).body);
  const meal = meals[0]?.id ?? 0;
  const category = categories[0]?.id ?? 0;
  await call('GET', '/meal/meals/?page=1&page_size=2');
  await call('GET', `/meal/meals/${meal}`);
  await call('GET', `/meal/meals/${meal}/`);
  await call('GET', '/meal/search/?search=momo');
  await call('GET', '/meal/latest-meal/');
  await call('GET', `/meal/meal-by-category/${category}/`);
  await call('GET', `/meal/review-rating/?meal_id=${meal}`);
  await call('GET', '/about/about/');
  await call('GET', '/about/service/');

  // The customer: profile, favourites, cart, a review, an order.
  await call('GET', '/account/user-profile/', { token: customer });
  await call('POST', '/account/validate-token/', { json: { access: customer } });
  await call('POST', '/meal/favorite-meal/', { token: customer, json: { meal } });
  await call('GET', '/meal/favorite-meal/', { token: customer });
  await call('GET', `/meal/favorite-meal/?meal_id=${meal}`, { token: customer });
  await call('POST', '/cart/cart/', { token: customer, json: { meal } });
  await call('PUT', `/cart/cart/${meal}/`, { token: customer, json: { note: 'Extra achar' } });
  await call('GET', '/cart/cart/', { token: customer });
  await call('POST', '/meal/review-rating/', {
    token: customer,
    json: { meal_id: meal, rating: 4, review: 'Juicy momo with a proper achar.' },
  });
  await call('GET', `/meal/review-rating/mine/?meal_id=${meal}`, { token: customer });
  const placed = await call('POST', '/orders/', { token: customer, json: { items: [{ meal, quantity: 2 }] } });
  const order = checkout.parse(placed.body).order.id;
  await call('GET', '/orders/', { token: customer });
  await call('GET', `/orders/${order}/`, { token: customer });
  await call('POST', `/orders/${order}/pay/`, { token: customer });
  await call('POST', `/orders/${order}/cancel/`, { token: customer });
  await call('POST', `/orders/${order}/reorder/`, { token: customer });
  await call('DELETE', `/cart/delete/${meal}/`, { token: customer });
  await call('DELETE', '/meal/favorite-meal/', { token: customer, json: { meal } });

  // A session of its own: refreshed, then ended.
  const phoneNumber = freshNumber();
  await signedUpCustomer(apiClient(app), t.db, phoneNumber);
  const login = await call('POST', '/account/login/', {
    json: { phone_number: phoneNumber, password: PASSWORD },
  });
  const refreshed = await call('POST', '/account/refresh-token/', { json: { refresh: login.body.refresh_token } });
  await call('POST', '/account/logout/', {
    token: String(refreshed.body.access),
    json: { refresh: refreshed.body.refresh },
  });

  // The admin's back office.
  await call('GET', '/dashboard/', { token: admin });
  await call('GET', '/orders/', { token: admin });
  await call('GET', '/orders/counts/', { token: admin });
  await call('GET', '/account/users/', { token: admin });
  await call('GET', '/account/search/?q=a', { token: admin });
  await call('GET', `/account/users/${tokens.customerId}/`, { token: admin });
  const service = await call('GET', '/about/service/');
  await call('PUT', '/about/service/', { token: admin, json: service.body });
  const added = await call('POST', '/meal/categories/', { token: admin, json: { name: 'Soups' } });
  const soups = (added.body.category as { id: number }).id;
  await call('PATCH', `/meal/categories/${soups}/`, { token: admin, json: { name: 'Hot Soups' } });
  await call('DELETE', `/meal/categories/${soups}/`, { token: admin });
  await call('PUT', `/meal/${meal}/options/`, {
    token: admin,
    json: { groups: [{ name: 'Spice level', kind: 'one', options: [{ name: 'Mild', price: 0 }] }] },
  });
  await call('GET', `/meal/meals/${meal}/`);

  // Errors: each with its documented body.
  await call('GET', '/cart/cart/', {}, 401);
  await call('GET', '/dashboard/', { token: customer }, 403);
  await call('GET', '/cart/cart/', { token: admin }, 403);
  await call('GET', '/meal/meals/999999/', {}, 404);
  await call('POST', '/cart/cart/', { token: customer, json: {} }, 400);
  await call('POST', '/account/login/', { json: { phone_number: '9800000000', password: 'wrong-password' } }, 401);
  await call('POST', `/orders/${order}/cancel/`, { token: customer }, 409);

  expect(problems).toEqual([]);
  expect(calls).toBeGreaterThan(50);
}, 60_000);

it('tells a wrong answer from a right one', () => {
  expect(checker.problemsWith('GET', '/health', 200, { status: 'ok', database: 'sqlite' })).toEqual([]);
  expect(checker.problemsWith('GET', '/health', 200, { status: 'ok' })).toHaveLength(1);
  expect(checker.problemsWith('GET', '/meal/meals/1/', 404, { detail: 'Not found.', extra: 1 })).toHaveLength(1);
  expect(checker.problemsWith('GET', '/health', 418, {})).toEqual(['GET /health: status 418 is not documented']);
});
