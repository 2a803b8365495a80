import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Logger } from 'pino';
import type { Language } from '../../contract/language';
import type { PageData } from '../../contract/page-data';
import { PAGE_DATA_ID } from '../../contract/page-data';
import type { Db } from '../db/database';
import { restaurantInfo } from '../services/about';
import { allCategories } from '../services/categories';
import { optionGroupsOf } from '../services/meal-options';
import { allMeals, latestMeals, mealById } from '../services/meals';
import { reviewsOfMeal } from '../services/reviews';
import { escapeAttribute } from './page-hints';
import { MAX_ID } from './params';

/**
 * The public pages (`/`, `/menu`, `/meal/{id}`, `/about`) sent with their content: the same React views the browser
 * runs, drawn on the server from the same services the API answers from (not over HTTP), with the data they were
 * drawn from in the page so the browser's machines start from it and read nothing again (contract/page-data.ts,
 * src/app/page-data.ts). The views come built for Node (vite.ssr.config.ts → dist-ssr/entry-server.js); without that
 * build, or when drawing fails, the page is the plain app shell as before: logged, never an error page.
 */

/** What dist-ssr/entry-server.js exports (src/ssr/entry-server.tsx). */
interface Renderer {
  renderPage(data: PageData, search?: string): Promise<{ html: string; title: string }>;
}

/** A drawn page, ready to go into index.html. */
export interface ServerPage {
  status: 200 | 404;
  lang: Language;
  /** `<title>`; index.html's generic title makes way for it. */
  head: string;
  /** The priority photo's preload, for the head's start (intoShell). */
  firstRequest: string;
  /** The markup inside `#root`. */
  root: string;
  /** After `#root`: the page's data. */
  after: string;
}

export type ServerPages = (pathname: string, search: string, locale: string | undefined) => Promise<ServerPage | null>;

export const isLanguage = (value: string | undefined): value is Language => value === 'en' || value === 'ne';

/** JSON inside <script>: no `<` can close it or open a comment; U+2028/9 are fine in JSON but not in old parsers. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/** The renderer, loaded again when a new build replaces it; null while there is none. */
function rendererIn(ssrDir: string, logger: Logger) {
  const file = join(ssrDir, 'entry-server.js');
  let loaded: { mtimeMs: number; renderer: Promise<Renderer | null> } | null = null;
  return async (): Promise<Renderer | null> => {
    let mtimeMs: number;
    try {
      mtimeMs = (await stat(file)).mtimeMs;
    } catch {
      return null;
    }
    if (loaded?.mtimeMs !== mtimeMs) {
      const url = `${pathToFileURL(file).href}?v=${mtimeMs}`;
      const renderer = (import(url) as Promise<Renderer>).catch((error: unknown) => {
        logger.error({ err: error, file }, 'server pages: the server build could not be loaded');
        return null;
      });
      loaded = { mtimeMs, renderer };
    }
    return loaded.renderer;
  };
}

/** A public page's data, or null for a path that is not one; `missing` for a meal that does not exist. */
async function dataOf(db: Db, now: Date, path: string, locale: Language): Promise<{ data: PageData; missing: boolean } | null> {
  const meal = /^\/meal\/(\d{1,10})\/?$/.exec(path);
  const page = meal ? 'meal' : path.replace(/(.)\/+$/, '$1');
  if (page !== 'meal' && page !== '/' && page !== '/menu' && page !== '/about') return null;
  const restaurant = await restaurantInfo(db, now);
  const data: PageData = { path, locale, restaurant };
  if (page === '/' || page === '/menu') {
    const [categories, meals, latest] = await Promise.all([
      allCategories(db),
      allMeals(db),
      page === '/' ? latestMeals(db) : undefined,
    ]);
    Object.assign(data, { categories, meals }, latest ? { latestMeals: latest } : {});
  }
  if (meal) {
    const id = Number(meal[1]);
    const [found, optionGroups, reviews] =
      id >= 1 && id <= MAX_ID
        ? await Promise.all([mealById(db, id), optionGroupsOf(db, id), reviewsOfMeal(db, id)])
        : [null, null, null];
    data.mealPage =
      found && reviews ? { id, page: { meal: { ...found, option_groups: optionGroups ?? [] }, reviews } } : { id, page: null };
    return { data, missing: data.mealPage.page === null };
  }
  return { data, missing: false };
}

/** React's own preloads come first in its markup (preact-render-to-string writes none): the head gets ours instead. */
function withoutLeadingPreloads(html: string) {
  return html.slice(/^(?:<link [^>]*\/>)+/.exec(html)?.[0].length ?? 0);
}

/**
 * The preload of the page's priority photo (its first `<img fetchpriority="high">`), for the head: the browser asks
 * for it while it still reads the head, before it meets the image in the body. The page hints leave it out of a
 * drawn page (page-hints.ts, `drawn`), and preact-render-to-string writes no such link of its own.
 */
export function priorityImagePreload(markup: string): string {
  const image = /<img\b[^>]*\bfetchpriority="high"[^>]*>/i.exec(markup)?.[0];
  if (!image) return '';
  const attribute = (name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(image)?.[1];
  const src = attribute('src');
  if (src === undefined) return '';
  // Already escaped as they were read from the markup.
  const srcset = attribute('srcset');
  const sizes = attribute('sizes');
  return (
    `<link rel="preload" as="image" fetchpriority="high" href="${src}"` +
    (srcset === undefined ? '' : ` imagesrcset="${srcset}"`) +
    (sizes === undefined ? '' : ` imagesizes="${sizes}"`) +
    '>'
  );
}

export interface ServerPagesOptions {
  db: Db;
  /** Where dist-ssr/ is; none (tests with a fixture build) serves the shell. */
  ssrDir: string | null;
  logger: Logger;
  now: () => Date;
}

export function serverPages({ db, ssrDir, logger, now }: ServerPagesOptions): ServerPages {
  const renderer = ssrDir ? rendererIn(ssrDir, logger) : async () => null;
  return async (pathname, search, cookieLocale) => {
    const locale: Language = isLanguage(cookieLocale) ? cookieLocale : 'en';
    try {
      const page = await dataOf(db, now(), pathname, locale);
      if (!page) return null;
      const render = await renderer();
      if (!render) return null;
      const rendered = await render.renderPage(page.data, search);
      const html = withoutLeadingPreloads(rendered.html);
      const { title } = rendered;
      return {
        status: page.missing ? 404 : 200,
        lang: locale,
        head: `<title>${escapeAttribute(title)}</title>`,
        firstRequest: priorityImagePreload(html),
        root: html,
        after: `<script type="application/json" id="${PAGE_DATA_ID}">${scriptJson(page.data)}</script>`,
      };
    } catch (error) {
      logger.error({ err: error, path: pathname }, 'server pages: drawing the page failed, the app shell is sent');
      return null;
    }
  };
}

/**
 * `tags` first in the head, after the charset (which must stay within the first 1024 bytes) and the viewport (a photo's
 * `imagesizes` read before it would be read against a desktop's width, and ask for a larger file than the <img>):
 * the browser asks for what they name before the module script and the icon. On a phone the first request after the
 * page takes the connection the page came on, already open and past its slow start: the photo saves a set-up.
 */
function atHeadStart(html: string, tags: string) {
  const before = /<meta name="viewport"[^>]*>/i.exec(html) ?? /<meta charset="[^"]*"\s*\/?>/i.exec(html);
  if (!before || tags === '') return html;
  const after = before.index + before[0].length;
  return `${html.slice(0, after)}${tags}${html.slice(after)}`;
}

/** index.html with a drawn page in it: its language, its head (after the page's hints), its markup and its data. */
export function intoShell(html: string, page: ServerPage): string | null {
  const root = '<div id="root"></div>';
  const at = html.indexOf(root);
  if (at < 0) return null;
  const withRoot = atHeadStart(
    `${html.slice(0, at)}<div id="root">${page.root}</div>${page.after}${html.slice(at + root.length)}`,
    page.firstRequest,
  );
  return withRoot.replace(/<html\b[^>]*>/, (tag) =>
    /\blang="[^"]*"/.test(tag) ? tag.replace(/\blang="[^"]*"/, `lang="${page.lang}"`) : tag.replace('<html', `<html lang="${page.lang}"`),
  );
}
