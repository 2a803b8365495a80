import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Meal, mealList } from '../../contract/meal';
import { PAGE_DATA_ID, pageData, type PageData } from '../../contract/page-data';
import { restaurantInfo } from '../../contract/restaurant-info';
import { seedDatabase } from '../../server/demo/seed';
import { buildIfStale, ROOT } from '../../scripts/build-if-stale.mjs';
import { makeTestApp } from './support/test-app';
import { openTestDatabase, type TestDatabase } from './support/test-database';
import { loadTinyCatalog } from './support/tiny-catalog';

// The public pages come as HTML with their content, title and description, drawn by the app's own
// views (the real server build, dist-ssr/), with the data the browser's machines start from.
let t: TestDatabase;
let app: ReturnType<typeof makeTestApp>['app'];
let logLines: ReturnType<typeof makeTestApp>['logLines'];
let shellOnly: ReturnType<typeof makeTestApp>['app'];
let throwing: ReturnType<typeof makeTestApp>;
let brokenDir: string;
let meals: Meal[];
let name: string;

beforeAll(async () => {
  // The browser suite, `npm start` and `npm test` build the same way; nothing is built when dist/ is fresh.
  expect(await buildIfStale({ log: () => {}, stdio: 'ignore' })).toBe(true);
  t = await openTestDatabase({ DEMO_DATA: '1' });
  await seedDatabase(t.db, t.env, { dialect: t.dialect, catalog: loadTinyCatalog });
  const distDir = join(ROOT, 'dist');
  ({ app, logLines } = makeTestApp(t.db, t.env, { distDir, ssrDir: join(ROOT, 'dist-ssr') }));
  // The same build without its server half: an older deploy, or a build that failed half way.
  brokenDir = await mkdtemp(join(tmpdir(), 'restaurant-ssr-'));
  await copyFile(join(ROOT, 'dist', 'index.html'), join(brokenDir, 'index.html'));
  ({ app: shellOnly } = makeTestApp(t.db, t.env, { distDir: brokenDir, ssrDir: join(brokenDir, 'no-such-dir') }));
  // A server build whose drawing throws (a view that breaks on the server only).
  await mkdir(join(brokenDir, 'ssr'));
  await writeFile(
    join(brokenDir, 'ssr', 'entry-server.js'),
    "export async function renderPage() { throw new Error('window is not defined'); }\n",
  );
  throwing = makeTestApp(t.db, t.env, { distDir: brokenDir, ssrDir: join(brokenDir, 'ssr') });
  meals = mealList.parse(await (await app.request('/api/meal/meals/')).json());
  name = restaurantInfo.parse(await (await app.request('/api/about/about/')).json()).name;
}, 300_000);
afterAll(async () => {
  await t.destroy();
  await rm(brokenDir, { recursive: true, force: true });
});

const decode = (value: string) =>
  value.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

interface Page {
  status: number;
  html: string;
  lang: string | undefined;
  title: string | undefined;
  descriptions: string[];
  /** `#root`'s markup as the server sent it. */
  root: string;
  data: PageData | null;
}

async function pageAt(path: string, cookie?: string, server = app): Promise<Page> {
  const response = await server.request(path, cookie ? { headers: { Cookie: cookie } } : {});
  const html = await response.text();
  const head = html.slice(0, html.indexOf('</head>'));
  const script = new RegExp(`<script type="application/json" id="${PAGE_DATA_ID}">(.*?)</script>`, 's').exec(html);
  const rootStart = html.indexOf('<div id="root">') + '<div id="root">'.length;
  return {
    status: response.status,
    html,
    lang: /<html[^>]*\blang="([^"]+)"/.exec(html)?.[1],
    title: [...head.matchAll(/<title>([^<]*)<\/title>/g)].map(([, title]) => decode(title!)).join(' | ') || undefined,
    descriptions: [...head.matchAll(/<meta\s+name="description"\s+content="([^"]*)"/g)].map(([, text]) => decode(text!)),
    root: script ? html.slice(rootStart, html.indexOf('</div><script type="application/json"')) : '',
    data: script ? pageData.parse(JSON.parse(script[1]!)) : null,
  };
}

const text = (markup: string) => decode(markup.replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ');

describe('each public page comes with its content', () => {
  it('/: the newest meals, the menu, the restaurant; its name as the title and one description', async () => {
    const page = await pageAt('/');
    expect(page.status).toBe(200);
    expect(page.lang).toBe('en');
    expect(page.title).toBe(name);
    expect(page.descriptions).toHaveLength(1);
    expect(text(page.root)).toContain('Our Menu');
    for (const meal of meals) expect(text(page.root)).toContain(meal.name);
    expect(page.data).toMatchObject({ path: '/', locale: 'en', meals, restaurant: { name } });
    expect(page.data?.latestMeals?.length).toBeGreaterThan(0);
    expect(page.data?.categories?.length).toBeGreaterThan(0);
  });

  it('/: the first slide\'s photo is an <img> of the HTML, sized and asked for first', async () => {
    const page = await pageAt('/');
    const first = /<img [^>]*fetchpriority="high"[^>]*>/i.exec(page.root)?.[0] ?? '';
    expect(first).toMatch(/srcset="[^"]+ 480w/i);
    expect(first).toMatch(/sizes="[^"]+"/);
    expect(first).toMatch(/width="480"/);
    expect(first).toMatch(/height="360"/);
    // The head asks for that photo before the body is read, with the same sources the <img> chooses from.
    const attribute = (name: string) => new RegExp(` ${name}="([^"]*)"`, 'i').exec(first)?.[1];
    const head = page.html.slice(0, page.html.indexOf('</head>'));
    expect(head).toContain(
      `<link rel="preload" as="image" fetchpriority="high" href="${attribute('src')}" imagesrcset="${attribute('srcset')}" imagesizes="${attribute('sizes')}">`,
    );
    // The JSON the app used to fetch on opening is in the page: no preload asks for it again.
    expect(page.html).not.toContain('as="fetch"');
  });

  it('/menu: every meal and category, titled "Menu · <restaurant>"', async () => {
    const page = await pageAt('/menu');
    expect(page.status).toBe(200);
    expect(page.title).toBe(`Menu · ${name}`);
    expect(page.descriptions).toHaveLength(1);
    for (const meal of meals) expect(text(page.root)).toContain(meal.name);
    expect(page.data?.meals).toEqual(meals);
    expect(page.data?.latestMeals).toBeUndefined();
  });

  it('/meal/{id}: the dish, its price and description; its name as the title, its description as the description', async () => {
    const meal = meals[0]!;
    const page = await pageAt(`/meal/${meal.id}`);
    expect(page.status).toBe(200);
    expect(page.title).toBe(`${meal.name} · ${name}`);
    expect(page.descriptions).toHaveLength(1);
    expect(page.descriptions[0]).toContain(meal.description.slice(0, 40));
    expect(text(page.root)).toContain(meal.name);
    expect(text(page.root)).toContain(meal.description);
    expect(page.root).toMatch(/<h1[^>]*>[^<]*/);
    expect(page.data?.mealPage?.id).toBe(meal.id);
    expect(page.data?.mealPage?.page?.meal).toMatchObject({ id: meal.id, name: meal.name, price: meal.price });
    expect(/<img [^>]*fetchpriority="high"[^>]*>/i.test(page.root)).toBe(true);
  });

  it('/about: the story, titled "About · <restaurant>"', async () => {
    const info = restaurantInfo.parse(await (await app.request('/api/about/about/')).json());
    const page = await pageAt('/about');
    expect(page.status).toBe(200);
    expect(page.title).toBe(`About · ${name}`);
    expect(page.descriptions).toHaveLength(1);
    expect(text(page.root)).toContain('About Us');
    expect(text(page.root)).toContain(info.description.replace(/\s+/g, ' ').slice(1, 60));
    expect(page.data).toMatchObject({ path: '/about', restaurant: info });
  });

  it('a drawn page carries its styles in its head; the shell links the stylesheet', async () => {
    const drawn = await pageAt('/');
    const head = drawn.html.slice(0, drawn.html.indexOf('</head>'));
    expect(head).toMatch(/<style>[^<]*\.d_grid\b/);
    // Named for the app's loader of lazy modules, never fetched: every stylesheet link of the page is disabled.
    expect(head).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/[\w.-]+\.css" disabled>/);
    expect(head.match(/<link rel="stylesheet"[^>]*>/g)?.every((link) => link.endsWith(' disabled>'))).toBe(true);
    const shell = await pageAt('/cart');
    expect(shell.html).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/[\w.-]+\.css">/);
    expect(shell.html).not.toContain('<style>');
  });

  it('a meal no one has: the "Meal not found" page with a 404, never an error', async () => {
    const page = await pageAt('/meal/999999');
    expect(page.status).toBe(404);
    expect(page.title).toBe(`Meal not found · ${name}`);
    expect(page.data?.mealPage).toEqual({ id: 999999, page: null });
  });

  it('the page data cannot end its script: "<" is escaped', async () => {
    const page = await pageAt('/menu');
    const json = /<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(page.html)![1]!;
    expect(json).not.toContain('<');
  });
});

describe('in Nepali for a reader whose locale cookie says so', () => {
  it('/menu: lang="ne", the Nepali heading and title, the same data', async () => {
    const page = await pageAt('/menu', 'locale=ne');
    expect(page.lang).toBe('ne');
    expect(page.data?.locale).toBe('ne');
    expect(text(page.root)).toContain('हाम्रो मेनु');
    expect(text(page.root)).not.toContain('Our Menu');
    expect(page.title).toMatch(new RegExp(`^[^A-Za-z]+ · ${name}$`));
    for (const meal of meals) expect(text(page.root)).toContain(meal.name);
  });

  it('an English and a Nepali page drawn at once each keep their language', async () => {
    const [english, nepali] = await Promise.all([pageAt('/'), pageAt('/', 'locale=ne')]);
    expect(english.lang).toBe('en');
    expect(text(english.root)).toContain('Our Menu');
    expect(nepali.lang).toBe('ne');
    expect(text(nepali.root)).not.toContain('Our Menu');
  });
});

describe('without the server build', () => {
  it('the plain app shell, as before: 200, no content, no page data', async () => {
    const page = await pageAt('/menu', undefined, shellOnly);
    expect(page.status).toBe(200);
    expect(page.html).toContain('<div id="root"></div>');
    expect(page.data).toBeNull();
  });

  it('a drawing that throws: the shell, 200, and the error logged', async () => {
    const page = await pageAt('/meal/1', undefined, throwing.app);
    expect(page.status).toBe(200);
    expect(page.html).toContain('<div id="root"></div>');
    expect(page.data).toBeNull();
    expect(throwing.logLines.some((line) => String(line.msg).startsWith('server pages: drawing the page failed'))).toBe(true);
  });

  it('a page that is not public is the shell even with the build (the cart, the back office)', async () => {
    for (const path of ['/cart', '/admin', '/login']) {
      const page = await pageAt(path);
      expect(page.status, path).toBe(200);
      expect(page.html, path).toContain('<div id="root"></div>');
      expect(page.data, path).toBeNull();
    }
    expect(logLines.filter((line) => String(line.msg).startsWith('server pages'))).toEqual([]);
  });
});
