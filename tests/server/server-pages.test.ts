import { readFileSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gzipSync } from 'node:zlib';
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
    const preload = `<link rel="preload" as="image" fetchpriority="high" href="${attribute('src')}" imagesrcset="${attribute('srcset')}" imagesizes="${attribute('sizes')}">`;
    // First of all the head asks for: right after the charset and the viewport (by which the browser reads its sizes),
    // before the icon, the script and the styles.
    const viewport = /<meta name="viewport"[^>]*>/.exec(head);
    expect(head.slice(0, viewport!.index)).toMatch(/^<!doctype html>\s*<html [^>]*>\s*<head>\s*<meta charset="UTF-8" \/>\s*$/i);
    expect(head.slice(viewport!.index + viewport![0].length).startsWith(preload)).toBe(true);
    // The icon is written into the page, the picture of public/favicon.svg: no request of its own.
    const icon = /<link rel="icon" type="image\/svg\+xml" href="data:image\/svg\+xml,([^"]+)"/.exec(head)?.[1];
    const favicon = readFileSync(join(ROOT, 'public', 'favicon.svg'), 'utf8').trim();
    expect(decodeURIComponent(icon ?? '').replace(/'/g, '"')).toBe(favicon);
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

  it('a drawn page carries the styles its markup uses in its head, and links the whole sheet after its content', async () => {
    for (const path of ['/', '/menu', `/meal/${meals[0]!.id}`, '/about']) {
      const { html, root } = await pageAt(path);
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head, path).not.toMatch(/<link rel="stylesheet"/);
      const inline = /<style>([^<]*)<\/style>/.exec(head)?.[1] ?? '';
      // After the content, never disabled: the styles of what the page draws later.
      // (Named twice: in the template first-paint.js adds, and in the <noscript> for a reader without JavaScript.)
      const links = [...html.matchAll(/<link rel="stylesheet" crossorigin href="(\/assets\/[\w.-]+\.css)">/g)];
      expect(links, path).toHaveLength(2);
      expect(links[1]![1], path).toBe(links[0]![1]);
      expect(links[0]!.index, path).toBeGreaterThan(html.indexOf(root) + root.length);
      const sheet = await (await app.request(links[0]![1]!)).text();
      expect(inline.length, path).toBeLessThan(sheet.length / 2);
      // Each class of the markup with a rule of its own in the sheet has that rule in the head.
      const markupClasses = new Set([...root.matchAll(/ class="([^"]*)"/g)].flatMap(([, names]) => decode(names!).split(/\s+/)));
      const escape = (name: string) => name.replace(/[^\w-]/g, (char) => `\\${char}`);
      const ruleOf = (name: string) => new RegExp(`[{}]\\.${escape(escape(name))}\\{[^}]*\\}`).exec(sheet)?.[0].slice(1);
      const ruled = [...markupClasses].filter((name) => ruleOf(name) !== undefined);
      expect(ruled.length, path).toBeGreaterThan(40);
      for (const name of ruled) expect(inline, `${path}: .${name}`).toContain(ruleOf(name));
      // A class of the sheet the page does not use is left to the linked sheet.
      const unused = [...sheet.matchAll(/[{}]\.((?:[\w-]|\\.)+)\{/g)]
        .map(([, name]) => name!.replace(/\\(.)/g, '$1'))
        .filter((name) => !markupClasses.has(name));
      expect(unused.length, path).toBeGreaterThan(100);
      for (const name of unused) expect(inline, `${path}: .${name}`).not.toContain(`.${escape(name)}{`);
    }
    const shell = await pageAt('/cart');
    const shellHead = shell.html.slice(0, shell.html.indexOf('</head>'));
    expect(shellHead).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/[\w.-]+\.css">/);
    expect(shell.html).not.toContain('<style>');
  });

  it('a drawn page\'s content comes before its data and its JSON-LD; the head keeps the link preview\'s tags', async () => {
    const { html, root } = await pageAt('/menu');
    const end = html.indexOf(root) + root.length;
    expect(html.indexOf('id="page-data"')).toBeGreaterThan(end);
    expect(html.indexOf('<script type="application/ld+json">')).toBeGreaterThan(end);
    expect(html.slice(0, html.indexOf('</head>'))).toMatch(/<meta property="og:title" content="[^"]+">/);
  });

  it('a drawn page starts the app\'s script, stylesheet and modules from /first-paint.js; the shell from its head', async () => {
    const { html } = await pageAt('/');
    const entry = /<script type="module" fetchpriority="low" src="\/first-paint\.js" data-entry="(\/assets\/index-[\w-]+\.js)"><\/script>/.exec(html);
    expect(entry).not.toBeNull();
    expect(html).not.toMatch(/<script type="module" crossorigin src=/);
    expect((await app.request(entry![1]!)).status).toBe(200);
    expect((await app.request('/first-paint.js')).status).toBe(200);
    // What the page needs after its first paint waits, inert, in a template after the content.
    const meal = (await pageAt(`/meal/${meals[0]!.id}`)).html;
    const later = /<template id="after-photo">(.*?)<\/template>/s.exec(meal)?.[1] ?? '';
    expect(later).toMatch(/^<link rel="stylesheet" crossorigin href="\/assets\/[\w.-]+\.css">(<link rel="modulepreload" [^>]+>)+$/);
    expect(meal.slice(0, meal.indexOf('</head>'))).not.toContain('modulepreload');
    // A reader without JavaScript gets the whole sheet after the content all the same.
    expect(meal).toMatch(/<\/template><noscript><link rel="stylesheet" crossorigin href="\/assets\/[\w.-]+\.css"><\/noscript>/);
    const shell = await pageAt('/cart');
    expect(shell.html).toContain(`<script type="module" crossorigin src="${entry![1]}"></script>`);
    expect(shell.html).not.toContain('first-paint.js');
  });

  it('a drawn page comes in brotli to a browser that takes it, varying by cookie and encoding', async () => {
    const plain = await app.request('/menu');
    const br = await app.request('/menu', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Cookie, Accept-Encoding');
    const bytes = Buffer.from(await br.arrayBuffer());
    const html = await plain.text();
    expect(brotliDecompressSync(bytes).toString('utf8')).toBe(html);
    expect(bytes.length).toBeLessThan(gzipSync(html).length);
    expect(br.headers.get('etag')).not.toBe(plain.headers.get('etag'));
    const again = await app.request('/menu', { headers: { 'Accept-Encoding': 'br', 'If-None-Match': br.headers.get('etag')! } });
    expect(again.status).toBe(304);
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
