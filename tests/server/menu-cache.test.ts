import { gunzipSync, inflateSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categorySaved, mealSaved } from '../../contract/meal-admin';
import { categoryList, mealList } from '../../contract/meal';
import { seedDatabase } from '../../server/demo/seed';
import { createMenuCache } from '../../server/http/menu-cache';
import { securityHeadersFor } from '../../server/http/security-headers';
import { createLocalBus } from '../../server/services/change-bus';
import { mealPage } from '../../server/services/meals';
import { apiClient, signedUpCustomer } from './support/account-client';
import { mealForm, roles, send } from './support/meal-fixtures';
import { makeTestApp } from './support/test-app';
import { openTestDatabase, type TestDatabase } from './support/test-database';
import { loadTinyCatalog } from './support/tiny-catalog';

let t: TestDatabase;
const bus = createLocalBus();
let app: ReturnType<typeof makeTestApp>['app'];
let tokens: Awaited<ReturnType<typeof roles>>;
let momoId: number;

beforeAll(async () => {
  t = await openTestDatabase({ DEMO_DATA: '1' });
  await seedDatabase(t.db, t.env, { dialect: t.dialect, catalog: loadTinyCatalog });
  ({ app } = makeTestApp(t.db, t.env, { bus }));
  tokens = await roles(app, t.db, t.env);
  const categories = categoryList.parse((await send(app, 'GET', '/meal/categories/')).body);
  momoId = categories.find((category) => category.name === 'Momo')?.id as number;
});
afterAll(async () => {
  await t.destroy();
});

const PAGE = '/api/meal/meals/?page=1&page_size=8';

const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers });
const text = async (path: string, headers: Record<string, string> = {}) => (await get(path, headers)).text();

/** What an app that has never answered before says: the menu as it is in the database now. */
async function uncached(path: string) {
  const { app: fresh } = makeTestApp(t.db, t.env, { bus: createLocalBus() });
  return (await fresh.request(path)).text();
}

/** Every public menu read, for the meal and category a write touches. */
const readsOf = (mealId: number, categoryId = momoId) => [
  '/api/meal/categories/',
  '/api/meal/meals/',
  PAGE,
  '/api/meal/meals/?page=2&page_size=2',
  `/api/meal/meals/${mealId}`,
  `/api/meal/meals/${mealId}/`,
  '/api/meal/latest-meal/',
  `/api/meal/meal-by-category/${categoryId}/`,
];

/** Reads each path (so it is remembered), runs the write, then expects each path to answer what is true now. */
async function expectSeenAfter(paths: string[], write: () => Promise<void>) {
  const before = new Map<string, string>();
  for (const path of paths) before.set(path, await text(path));
  await write();
  let changed = 0;
  for (const path of paths) {
    const after = await get(path);
    const body = await after.text();
    expect(body, path).toBe(await uncached(path));
    if (body !== before.get(path)) changed++;
  }
  expect(changed, 'the write changed none of the answers: the test proves nothing').toBeGreaterThan(0);
}

async function newMeal(name: string) {
  const response = await send(app, 'POST', '/meal/meals/', {
    token: tokens.admin,
    form: await mealForm(momoId, { name }),
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return mealSaved.parse(response.body).meal;
}

describe('menu reads from memory', () => {
  it('answer the same bytes as an uncached read, with a strong ETag and no-cache', async () => {
    const first = await get(PAGE);
    const firstBody = await first.text();
    const second = await get(PAGE);
    expect(await second.text()).toBe(firstBody);
    expect(firstBody).toBe(JSON.stringify(await mealPage(t.db, { page: 1, page_size: 8 })));
    expect(firstBody).toBe(await uncached(PAGE));
    for (const response of [first, second]) {
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('etag')).toMatch(/^"[\w-]+"$/);
      expect(response.headers.get('vary')).toBe('Accept-Encoding');
      expect(response.headers.get('content-encoding')).toBeNull();
    }
    // Served from memory or not, the answer carries the same headers, the security ones included.
    expect([...second.headers]).toEqual([...first.headers]);
    for (const [name, value] of Object.entries(securityHeadersFor(t.env))) {
      expect(second.headers.get(name), name).toBe(value);
    }
  });

  it('answer 304 to If-None-Match with the current ETag, and 200 to a stale one', async () => {
    const etag = (await get(PAGE)).headers.get('etag') as string;
    const notModified = await get(PAGE, { 'If-None-Match': etag });
    expect(notModified.status).toBe(304);
    expect(await notModified.text()).toBe('');
    expect(notModified.headers.get('etag')).toBe(etag);
    expect((await get(PAGE, { 'If-None-Match': `W/${etag}, "other"` })).status).toBe(304);
    expect((await get(PAGE, { 'If-None-Match': '"stale"' })).status).toBe(200);
  });

  it('keep a compressed copy per encoding, each its own ETag, each the same JSON', async () => {
    const identity = await get(PAGE);
    const identityBody = await identity.text();
    for (const [encoding, decode] of [
      ['gzip', gunzipSync],
      ['deflate', inflateSync],
    ] as const) {
      for (let i = 0; i < 2; i++) {
        const response = await get(PAGE, { 'Accept-Encoding': `${encoding}, br` });
        expect(response.headers.get('content-encoding')).toBe(encoding);
        expect(response.headers.get('etag')).toBe(identity.headers.get('etag')?.replace(/"$/, `-${encoding}"`));
        expect(decode(Buffer.from(await response.arrayBuffer())).toString()).toBe(identityBody);
      }
    }
    const gzipTag = (await get(PAGE, { 'Accept-Encoding': 'gzip' })).headers.get('etag') as string;
    expect((await get(PAGE, { 'Accept-Encoding': 'gzip', 'If-None-Match': gzipTag })).status).toBe(304);
  });

  it('keep each path and query apart', async () => {
    const pages = ['?page=1&page_size=8', '?page=2&page_size=2', '?page=1&page_size=2', '?page_size=2&page=2'];
    const bodies = await Promise.all(pages.map((query) => text(`/api/meal/meals/${query}`)));
    expect(bodies[0]).not.toBe(bodies[1]);
    expect(bodies[1]).not.toBe(bodies[2]);
    expect(bodies[3]).toBe(bodies[1]);
    for (const [i, query] of pages.entries()) expect(bodies[i]).toBe(await uncached(`/api/meal/meals/${query}`));
    expect(await text('/api/meal/latest-meal/')).not.toBe(await text('/api/meal/categories/'));
  });

  it('are really kept: a row changed behind the app is not seen until the catalog change is announced', async () => {
    const before = await text(PAGE);
    await t.db.updateTable('meals').set({ price_paisa: 99_900 }).where('category_id', '=', momoId).execute();
    expect(await text(PAGE)).toBe(before);
    bus.publish({ topic: 'catalog' });
    const after = await text(PAGE);
    expect(after).not.toBe(before);
    expect(after).toContain('"price":999');
  });

  it('never keep refusals or unknown meals', async () => {
    for (let i = 0; i < 2; i++) {
      const refused = await get('/api/meal/meals/?page=0');
      expect(refused.status).toBe(400);
      expect(refused.headers.get('etag')).toBeNull();
      const unknown = await get('/api/meal/meals/999999');
      expect(unknown.status).toBe(404);
      expect(unknown.headers.get('etag')).toBeNull();
    }
  });
});

describe('every write that changes the menu is seen by the next read', () => {
  it('adding a meal', async () => {
    const anyMeal = mealList.parse(JSON.parse(await text('/api/meal/meals/')))[0]?.id as number;
    await expectSeenAfter(readsOf(anyMeal), async () => {
      await newMeal('Jhol Momo');
    });
  });

  it('updating a meal', async () => {
    const meal = await newMeal('Kothey Momo');
    await expectSeenAfter(readsOf(meal.id), async () => {
      const form = new FormData();
      form.append('price', '333');
      form.append('name', 'Kothey Momo Special');
      expect((await send(app, 'PATCH', `/meal/${meal.id}/update/`, { token: tokens.admin, form })).status).toBe(200);
    });
  });

  it('deleting a meal', async () => {
    const meal = await newMeal('Fried Momo');
    await expectSeenAfter(readsOf(meal.id), async () => {
      expect((await send(app, 'DELETE', `/meal/${meal.id}/delete/`, { token: tokens.admin })).status).toBe(200);
    });
    expect((await get(`/api/meal/meals/${meal.id}`)).status).toBe(404);
  });

  it('adding, renaming and deleting a category', async () => {
    const meal = await newMeal('C Momo');
    let categoryId = 0;
    await expectSeenAfter(['/api/meal/categories/'], async () => {
      const created = await send(app, 'POST', '/meal/categories/', { token: tokens.admin, json: { name: 'Soups' } });
      categoryId = categorySaved.parse(created.body).category.id;
    });
    await expectSeenAfter(readsOf(meal.id), async () => {
      const json = { name: 'Dumplings' };
      expect((await send(app, 'PATCH', `/meal/categories/${momoId}/`, { token: tokens.admin, json })).status).toBe(200);
    });
    await expectSeenAfter(readsOf(meal.id, categoryId), async () => {
      const form = new FormData();
      form.append('category_id', String(categoryId));
      expect((await send(app, 'PATCH', `/meal/${meal.id}/update/`, { token: tokens.admin, form })).status).toBe(200);
    });
    await expectSeenAfter(readsOf(meal.id, categoryId), async () => {
      expect((await send(app, 'DELETE', `/meal/categories/${categoryId}/`, { token: tokens.admin })).status).toBe(200);
    });
    expect((await get(`/api/meal/meal-by-category/${categoryId}/`)).status).toBe(404);
  });

  it('a review, and the deletion of the customer who wrote it', async () => {
    const meal = await newMeal('Review Momo');
    const reviewer = await signedUpCustomer(apiClient(app), t.db);
    await expectSeenAfter(readsOf(meal.id), async () => {
      const review = { meal_id: meal.id, rating: 4, review: 'Crisp and hot.' };
      expect((await send(app, 'POST', '/meal/review-rating/', { token: reviewer.access, json: review })).status).toBe(201);
    });
    expect(JSON.parse(await text(`/api/meal/meals/${meal.id}`))).toMatchObject({ rating: 4, rating_count: 1 });
    await expectSeenAfter(readsOf(meal.id), async () => {
      expect((await send(app, 'DELETE', `/account/${reviewer.user.id}/delete/`, { token: tokens.admin })).status).toBe(200);
    });
    expect(JSON.parse(await text(`/api/meal/meals/${meal.id}`))).toMatchObject({ rating: null, rating_count: 0 });
  });

  it('a write on another instance sharing the bus', async () => {
    const { app: other } = makeTestApp(t.db, t.env, { bus });
    const meal = await newMeal('Shared Momo');
    const path = `/api/meal/meals/${meal.id}`;
    expect(await (await other.request(path)).text()).toBe(await text(path));
    const form = new FormData();
    form.append('price', '444');
    expect((await send(app, 'PATCH', `/meal/${meal.id}/update/`, { token: tokens.admin, form })).status).toBe(200);
    expect(JSON.parse(await (await other.request(path)).text())).toMatchObject({ price: 444 });
  });

  it('a refused write (field errors) leaves the kept answers alone', async () => {
    let published = 0;
    const unsubscribe = bus.subscribe(() => published++);
    const form = new FormData();
    form.append('price', '-5');
    expect((await send(app, 'PATCH', `/meal/${momoId}/update/`, { token: tokens.admin, form })).status).toBe(400);
    unsubscribe();
    expect(published).toBe(0);
  });
});

describe('the cache itself', () => {
  function tinyApp(options: Parameters<typeof createMenuCache>[1], body: (id: string) => string | Promise<string>) {
    const localBus = createLocalBus();
    const cache = createMenuCache(localBus, options);
    let reads = 0;
    const app = new Hono()
      .use(cache.serve)
      .get('/n/:id', cache.remember, async (c) => {
        reads++;
        return c.json({ body: await body(c.req.param('id')) });
      });
    return { app, cache, bus: localBus, reads: () => reads };
  }

  it('holds at most maxEntries answers, dropping the least recently used', async () => {
    const tiny = tinyApp({ maxEntries: 3 }, (id) => id);
    for (const id of ['a', 'b', 'c']) await tiny.app.request(`/n/${id}`);
    await tiny.app.request('/n/a');
    expect(tiny.reads()).toBe(3);
    for (let i = 0; i < 50; i++) await tiny.app.request(`/n/x${i}?q=${i}`);
    expect(tiny.cache.size).toBe(3);
    await tiny.app.request('/n/x49?q=49');
    expect(tiny.reads()).toBe(53);
    await tiny.app.request('/n/a');
    expect(tiny.reads()).toBe(54);
  });

  it('keys on the known parameters only: varied unknown ones or spellings cannot push the menu out (issue 14)', async () => {
    const tiny = tinyApp({ maxEntries: 3 }, (id) => id);
    await tiny.app.request('/n/a?page=1&page_size=8');
    for (let i = 0; i < 300; i++) await tiny.app.request(`/n/a?page_size=08&junk=${i}&page=01`);
    expect(tiny.reads()).toBe(1);
    expect(tiny.cache.size).toBe(1);
    await tiny.app.request('/n/a?page=2&page_size=8');
    expect(tiny.reads()).toBe(2);
  });

  it('holds at most maxBytes, compressed copies counted', async () => {
    const tiny = tinyApp({ maxBytes: 10_000 }, (id) => id.repeat(1000));
    for (let i = 0; i < 30; i++) await tiny.app.request(`/n/${i % 10}${i}`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(tiny.cache.size).toBeGreaterThan(0);
    expect(tiny.cache.size).toBeLessThanOrEqual(4);
  });

  it('does not keep a read that was under way when the menu changed', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const tiny = tinyApp({}, async (id) => {
      if (id === 'slow') await held;
      return id;
    });
    const reading = tiny.app.request('/n/slow');
    await new Promise((resolve) => setTimeout(resolve, 10));
    tiny.bus.publish({ topic: 'catalog' });
    release();
    expect((await reading).status).toBe(200);
    expect(tiny.cache.size).toBe(0);
    await tiny.app.request('/n/slow');
    expect(tiny.cache.size).toBe(1);
  });

  it('ignores order changes on the bus', async () => {
    const tiny = tinyApp({}, (id) => id);
    await tiny.app.request('/n/a');
    tiny.bus.publish({ topic: 'order', order: {} as never });
    expect(tiny.cache.size).toBe(1);
  });
});
