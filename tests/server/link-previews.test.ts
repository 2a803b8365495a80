import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Meal, mealList } from '../../contract/meal';
import { restaurantInfo } from '../../contract/restaurant-info';
import { seedDatabase } from '../../server/demo/seed';
import { overallRating } from '../../server/services/structured-data';
import { makeTestApp } from './support/test-app';
import { openTestDatabase, type TestDatabase } from './support/test-database';
import { loadTinyCatalog } from './support/tiny-catalog';

// docs/rules/system.md#link-previews, item 2: what a crawler (no script) reads in the HTML the server sends.
const PUBLIC_URL = 'https://momo.example.com';
// The app's own index.html, as the build keeps its head: a generic title and description, written over several lines.
const INDEX_HTML = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
const GENERIC_TITLE = /<title>([^<]*)<\/title>/.exec(INDEX_HTML)?.[1];

let t: TestDatabase;
let distDir: string;
let app: ReturnType<typeof makeTestApp>['app'];
let meals: Meal[];

beforeAll(async () => {
  t = await openTestDatabase({ DEMO_DATA: '1', PUBLIC_URL });
  await seedDatabase(t.db, t.env, { dialect: t.dialect, catalog: loadTinyCatalog });
  distDir = await mkdtemp(join(tmpdir(), 'restaurant-dist-'));
  await writeFile(join(distDir, 'index.html'), INDEX_HTML);
  await writeFile(join(distDir, 'robots.txt'), 'User-agent: *\nDisallow: /api/\n');
  ({ app } = makeTestApp(t.db, t.env, { distDir }));
  meals = mealList.parse(await (await app.request('/api/meal/meals/')).json());
});
afterAll(async () => {
  await t.destroy();
  await rm(distDir, { recursive: true, force: true });
});

const decode = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The page's <head> as a crawler reads it: meta tags by name or property, the canonical link, the JSON-LD. */
async function headOf(path: string) {
  const response = await app.request(path);
  expect(response.status, path).toBe(200);
  const html = await response.text();
  const head = html.slice(0, html.indexOf('</head>'));
  const meta = new Map<string, string>();
  for (const [, key, content] of head.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)">/g)) {
    meta.set(key!, decode(content!));
  }
  const canonical = /<link rel="canonical" href="([^"]+)">/.exec(head)?.[1];
  const blocks = [...head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(([, json]) =>
    JSON.parse(json!),
  );
  return { html, meta, canonical: canonical && decode(canonical), data: blocks };
}

const nth = (index: number) => {
  const meal = meals[index];
  if (!meal) throw new Error(`the tiny catalog has no meal ${index}`);
  return meal;
};

describe('a shared meal link shows the dish', () => {
  it('names the dish, its price and its photo in Open Graph and X tags, with a canonical URL', async () => {
    const meal = nth(0);
    const { meta, canonical } = await headOf(`/meal/${meal.id}`);
    const name = (await (await app.request('/api/about/about/')).json()).name;
    expect(meta.get('og:title')).toBe(`${meal.name} — ${name}`);
    expect(meta.get('og:type')).toBe('product');
    expect(meta.get('og:url')).toBe(`${PUBLIC_URL}/meal/${meal.id}`);
    expect(canonical).toBe(`${PUBLIC_URL}/meal/${meal.id}`);
    expect(meta.get('og:description')).toMatch(new RegExp(`^Rs ${Math.floor(Number(meal.price))} · `));
    expect(meta.get('og:description')!.length).toBeLessThanOrEqual(155);
    expect(meta.get('product:price:amount')).toBe(Number(meal.price).toFixed(2));
    expect(meta.get('product:price:currency')).toBe('NPR');
    expect(meta.get('og:image')).toBe(`${PUBLIC_URL}/api${meal.main_image!.replace(/\.webp$/, '.preview.jpg')}`);
    expect(meta.get('twitter:card')).toBe('summary_large_image');
    expect(meta.get('twitter:image')).toBe(meta.get('og:image'));
  });

  it('serves the preview picture as a JPEG under 300 KB, as wide as the stored photo', async () => {
    const meal = nth(0);
    const { meta } = await headOf(`/meal/${meal.id}`);
    const response = await app.request(new URL(meta.get('og:image')!).pathname);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.length).toBeLessThan(300 * 1024);
    const stored = await sharp(
      Buffer.from(await (await app.request(`/api${meal.main_image}`)).arrayBuffer()),
    ).metadata();
    const preview = await sharp(bytes).metadata();
    expect(preview.format).toBe('jpeg');
    expect([preview.width, preview.height]).toEqual([stored.width, stored.height]);
  });

  it('describes the dish as a schema.org MenuItem with its offer in rupees', async () => {
    const meal = nth(1);
    const { data } = await headOf(`/meal/${meal.id}`);
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'MenuItem',
      name: meal.name,
      url: `${PUBLIC_URL}/meal/${meal.id}`,
      offers: { '@type': 'Offer', price: Number(meal.price).toFixed(2), priceCurrency: 'NPR' },
    });
    if (!meal.is_non_veg) expect(data[0].suitableForDiet).toBe('https://schema.org/VegetarianDiet');
  });

  it('keeps what an admin typed as text: a name cannot end the JSON-LD block or an attribute', async () => {
    const meal = nth(2);
    const name = 'Momo "special" </script><script>alert(1)</script> & <b>';
    await t.db.updateTable('meals').set({ name }).where('id', '=', meal.id).execute();
    try {
      const { html, meta, data } = await headOf(`/meal/${meal.id}`);
      expect(html).not.toContain('<script>alert(1)');
      expect(data[0].name).toBe(name);
      expect(meta.get('og:title')).toContain(name);
    } finally {
      await t.db.updateTable('meals').set({ name: meal.name }).where('id', '=', meal.id).execute();
    }
  });

  it('says nothing of a dish that does not exist, nor on pages that are not public', async () => {
    for (const path of ['/meal/2147483647', '/meal/0', '/cart', '/orders', '/route/admin/order', '/no-such-page']) {
      const { meta, data, canonical } = await headOf(path);
      expect([meta.size, data.length, canonical], path).toEqual([0, 0, undefined]);
    }
  });
});

describe('the head of each page, as the server sends it', () => {
  // index.html carries a generic title and description for the pages the server knows nothing of; a public page got
  // its own description beside that one, and kept the generic title until the script ran.
  const titleOf = (html: string) => [...html.matchAll(/<title>([^<]*)<\/title>/g)].map(([, title]) => decode(title!));
  const descriptionsOf = (html: string) =>
    [...html.matchAll(/<meta\s[^>]*name="description"[^>]*content="([^"]*)"/g)].map(([, content]) => decode(content!));

  it('a public page has exactly one description and its own title: the dish and the restaurant, as the app titles it', async () => {
    const name = (await (await app.request('/api/about/about/')).json()).name as string;
    const meal = nth(0);
    const pages: Array<[string, string]> = [
      [`/meal/${meal.id}`, `${meal.name} · ${name}`],
      ['/menu', `Menu · ${name}`],
      ['/about', `About · ${name}`],
      ['/', name],
    ];
    for (const [path, title] of pages) {
      const { html, meta } = await headOf(path);
      expect(titleOf(html), path).toEqual([title]);
      expect(descriptionsOf(html), path).toEqual([meta.get('og:description')]);
    }
  });

  it('a page that is not public keeps the generic title and description, once each', async () => {
    for (const path of ['/cart', '/meal/2147483647']) {
      const { html } = await headOf(path);
      expect(titleOf(html), path).toEqual([GENERIC_TITLE]);
      expect(descriptionsOf(html), path).toHaveLength(1);
    }
  });
});

describe('the restaurant for search engines', () => {
  it('home and about: a schema.org Restaurant with phone, hours, location and its menu page', async () => {
    const info = restaurantInfo.parse(await (await app.request('/api/about/about/')).json());
    for (const path of ['/', '/about']) {
      const { meta, data, canonical } = await headOf(path);
      expect(canonical).toBe(`${PUBLIC_URL}${path}`);
      expect(meta.get('og:type')).toBe('website');
      expect(meta.get('og:site_name')).toBe(info.name);
      expect(meta.get('og:image')).toBe(`${PUBLIC_URL}/api${info.image!.replace(/\.webp$/, '.preview.jpg')}`);
      expect(data[0]).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'Restaurant',
        name: info.name,
        telephone: info.contact_number,
        email: info.email,
        openingHoursSpecification: { opens: info.opening_time, closes: info.closing_time },
        hasMenu: `${PUBLIC_URL}/menu`,
        currenciesAccepted: 'NPR',
      });
      if (info.latitude !== null) {
        expect(data[0].geo).toEqual({ '@type': 'GeoCoordinates', latitude: info.latitude, longitude: info.longitude });
      }
      const prices = meals.map((meal) => Number(meal.price));
      expect(data[0].priceRange).toBe(`NPR ${Math.min(...prices)}–${Math.max(...prices)}`);
    }
    expect((await headOf('/')).meta.get('og:title')).toBe(info.name);
    expect((await headOf('/about')).meta.get('og:title')).toBe(`About — ${info.name}`);
  });

  it('the menu page lists every dish as a MenuItem in a section of its category', async () => {
    const { data, meta } = await headOf('/menu');
    expect(meta.get('og:title')).toMatch(/^Menu — /);
    const menu = data[0].hasMenu as {
      '@type': string;
      hasMenuSection: Array<{ name: string; hasMenuItem: Array<{ name: string }> }>;
    };
    expect(menu['@type']).toBe('Menu');
    const listed = menu.hasMenuSection.flatMap((section) =>
      section.hasMenuItem.map((item) => `${section.name}/${item.name}`),
    );
    expect(listed.sort()).toEqual(meals.map((meal) => `${meal.category?.name ?? 'Other'}/${meal.name}`).sort());
  });

  it('rates the restaurant by every review of every dish, weighted by their number', () => {
    const rated = (rating: number | null, rating_count: number) => ({ ...nth(0), rating, rating_count });
    expect(overallRating([rated(null, 0), rated(null, 0)])).toBeNull();
    expect(overallRating([rated(5, 3), rated(2, 1), rated(null, 0)])).toEqual({ value: 4.3, count: 4 });
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists the public pages and every dish with absolute URLs', async () => {
    const response = await app.request('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await response.text();
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc);
    expect(locations.sort()).toEqual(
      [
        `${PUBLIC_URL}/`,
        `${PUBLIC_URL}/menu`,
        `${PUBLIC_URL}/about`,
        ...meals.map((meal) => `${PUBLIC_URL}/meal/${meal.id}`),
      ].sort(),
    );
    expect([...xml.matchAll(/<lastmod>(\d{4}-\d{2}-\d{2})<\/lastmod>/g)]).toHaveLength(meals.length);
  });

  it('robots.txt keeps the built rules and names the sitemap', async () => {
    const response = await app.request('/robots.txt');
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await response.text()).toBe(`User-agent: *\nDisallow: /api/\n\nSitemap: ${PUBLIC_URL}/sitemap.xml\n`);
  });
});
