import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_SLOT_SIZES, variantPath, variantSrcSet } from '../../contract/media';
import { type Meal, mealList } from '../../contract/meal';
import { createDatabase } from '../../server/db/database';
import { seedDatabase } from '../../server/demo/seed';
import { makeTestApp } from './support/test-app';
import { openTestDatabase, type TestDatabase } from './support/test-database';
import { loadTinyCatalog } from './support/tiny-catalog';

let t: TestDatabase;
let distDir: string;
let app: ReturnType<typeof makeTestApp>['app'];
let meals: Meal[];
/** The nth meal of the menu, newest first. */
const nth = (index: number) => {
  const meal = meals[index];
  if (!meal) throw new Error(`the tiny catalog has no meal ${index}`);
  return meal;
};

const INDEX_HTML =
  '<!doctype html><html><head><script type="module" src="/assets/index-a1.js"></script>' +
  '<link rel="modulepreload" href="/assets/app-b2.js"></head><body><div id="root"></div></body></html>';
/** Vite's manifest: the meal page imports a module of its own and one the entry already has. */
const MANIFEST = {
  'index.html': { file: 'assets/index-a1.js', isEntry: true, imports: ['_app-b2.js'] },
  '_app-b2.js': { file: 'assets/app-b2.js' },
  'src/features/menu/meal-detail-page.tsx': {
    file: 'assets/meal-detail-page-c3.js',
    isDynamicEntry: true,
    imports: ['_app-b2.js', '_carousel-d4.js'],
  },
  '_carousel-d4.js': { file: 'assets/carousel-d4.js', imports: ['_app-b2.js'] },
  'src/features/menu/meal-customer-api.ts': { file: 'assets/meal-customer-api-e5.js', isDynamicEntry: true },
};

beforeAll(async () => {
  t = await openTestDatabase({ DEMO_DATA: '1' });
  await seedDatabase(t.db, t.env, { dialect: t.dialect, catalog: loadTinyCatalog });
  distDir = await mkdtemp(join(tmpdir(), 'restaurant-dist-'));
  await mkdir(join(distDir, '.vite'), { recursive: true });
  await writeFile(join(distDir, 'index.html'), INDEX_HTML);
  await writeFile(join(distDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  ({ app } = makeTestApp(t.db, t.env, { distDir }));
  meals = mealList.parse(await (await app.request('/api/meal/meals/')).json());
});
afterAll(async () => {
  await t.destroy();
  await rm(distDir, { recursive: true, force: true });
});

/** The <link> tags the page's <head> gained, as attribute maps. */
async function hintsOf(path: string) {
  const response = await app.request(path);
  expect(response.status, path).toBe(200);
  const html = await response.text();
  expect(html, 'the page is index.html').toContain('<div id="root"></div>');
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(/<link ([^>]*)>/g)]
    .map((match) => Object.fromEntries([...(match[1] ?? '').matchAll(/([a-z]+)(?:="([^"]*)")?/g)].map(([, k, v]) => [k, v ?? ''])))
    // The canonical link is the link preview's (link-previews.test.ts), not a hint of what loads first.
    .filter((link) => link.href !== '/assets/app-b2.js' && link.rel !== 'canonical');
}

/** What the page's <img> asks for, as src/lib/media.ts builds it. */
const photo = (path: string, slot: keyof typeof IMAGE_SLOT_SIZES) => ({
  rel: 'preload',
  as: 'image',
  fetchpriority: 'high',
  href: `/api${variantPath(path, 'card')}`,
  imagesrcset: variantSrcSet(path, (variant) => `/api${variant}`),
  imagesizes: IMAGE_SLOT_SIZES[slot],
});
const json = (href: string) => ({ rel: 'preload', as: 'fetch', crossorigin: 'anonymous', href });

describe('the pages name what they load first in their HTML', () => {
  it('home: the first photo of the carousel, the lists and the restaurant', async () => {
    const newest = nth(0);
    expect(newest.main_image).toMatch(/\.webp$/);
    expect(await hintsOf('/')).toEqual([
      photo(newest.main_image as string, 'slide'),
      json('/api/meal/latest-meal/'),
      json('/api/meal/meals/'),
      json('/api/meal/categories/'),
      json('/api/about/about/'),
    ]);
  });

  it("the menu: the first card's photo, the menu and the restaurant", async () => {
    expect(await hintsOf('/menu')).toEqual([
      photo(nth(0).main_image as string, 'card'),
      json('/api/meal/meals/'),
      json('/api/meal/categories/'),
      json('/api/about/about/'),
    ]);
  });

  it("a meal: its first photo, the meal, its reviews, the restaurant, and the page's modules not in index.html", async () => {
    const meal = nth(1);
    expect(await hintsOf(`/meal/${meal.id}`)).toEqual([
      photo(meal.main_image as string, 'detail'),
      json(`/api/meal/meals/${meal.id}`),
      json(`/api/meal/review-rating/?meal_id=${meal.id}`),
      json('/api/about/about/'),
      { rel: 'modulepreload', crossorigin: '', fetchpriority: 'low', href: '/assets/meal-detail-page-c3.js' },
      { rel: 'modulepreload', crossorigin: '', fetchpriority: 'low', href: '/assets/carousel-d4.js' },
      { rel: 'modulepreload', crossorigin: '', fetchpriority: 'low', href: '/assets/meal-customer-api-e5.js' },
    ]);
  });

  it('a meal without photos: no photo to hint', async () => {
    const meal = nth(2);
    await sql`update meals set main_image = null, image1 = null, image2 = null where id = ${meal.id}`.execute(t.db);
    const hints = await hintsOf(`/meal/${meal.id}`);
    expect(hints.map((link) => link.as ?? link.rel)).toEqual(['fetch', 'fetch', 'fetch', 'modulepreload', 'modulepreload', 'modulepreload']);
  });

  it.each(['/meal/999999', '/meal/0', '/meal/99999999999', '/meal/abc', '/about', '/cart', '/meal/'])(
    '%s: plain index.html',
    async (path) => {
      expect(await hintsOf(path)).toEqual([]);
    },
  );

  it('the validator follows the hints: a new photo is a new ETag, an unchanged page still answers 304', async () => {
    const meal = nth(0);
    const before = (await app.request(`/meal/${meal.id}`)).headers.get('etag') as string;
    expect((await app.request(`/meal/${meal.id}`, { headers: { 'If-None-Match': before } })).status).toBe(304);
    expect(before).not.toBe((await app.request('/about')).headers.get('etag'));
    const other = nth(1).main_image;
    await sql`update meals set main_image = ${other} where id = ${meal.id}`.execute(t.db);
    const after = (await app.request(`/meal/${meal.id}`)).headers.get('etag');
    expect(after).not.toBe(before);
    expect((await app.request(`/meal/${meal.id}`, { headers: { 'If-None-Match': before } })).status).toBe(200);
  });

  it('a database that fails leaves the page without hints, never without the page', async () => {
    const closed = createDatabase(t.env);
    await sql`select 1`.execute(closed);
    await closed.destroy();
    const broken = makeTestApp(closed, t.env, { distDir }).app;
    const response = await broken.request('/menu');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(INDEX_HTML);
  });
});
