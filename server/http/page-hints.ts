import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { IMAGE_SLOT_SIZES, variantPath, variantSrcSet } from '../../contract/media';
import type { Db } from '../db/database';
import { latestMeals, mealById } from '../services/meals';
import { mealPhoto } from '../services/structured-data';
import { MAX_ID } from './params';

/**
 * `<link>` tags for the page at a path: what it loads first; '' for pages without hints. `drawn`: the page comes with
 * its content and data (server-pages.ts), so it reads no JSON on opening and its photo is an `<img>` of the HTML.
 */
export type PageHints = (pathname: string, options?: { drawn?: boolean }) => Promise<string>;

/** The app reads the API and the media at `/api` on this same server (its default API_BASE). */
const API = '/api';

export const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * index.html with a page's own tags at the end of its head. A page that has its own title or description (a link
 * preview) replaces index.html's generic ones: a crawler reading two descriptions, or a generic title until the
 * script runs, sees the wrong page.
 */
export function intoHead(html: string, tags: string): string {
  const end = html.indexOf('</head>');
  if (end < 0) return html;
  let head = html.slice(0, end);
  if (tags.includes('<title>')) head = head.replace(/<title>[\s\S]*?<\/title>\s*/, '');
  if (tags.includes('<meta name="description"')) head = head.replace(/<meta\s[^>]*\bname="description"[^>]*>\s*/g, '');
  return `${head}${tags}${html.slice(end)}`;
}

/** The JSON the page asks for as soon as its script runs, requested already while the script downloads. */
const preloadJson = (url: string) => `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeAttribute(url)}">`;

/**
 * The page's first, largest photo, requested with the script instead of after it: the same srcset and sizes as its
 * <img> (contract/media.ts), so the browser picks the same width and uses this download.
 */
function preloadPhoto(path: string | null, slot: keyof typeof IMAGE_SLOT_SIZES) {
  if (!path?.endsWith('.webp') || /^(https?:|data:|blob:)/.test(path)) return '';
  const url = (variant: string) => `${API}${variant}`;
  return (
    `<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(url(variantPath(path, 'card')))}"` +
    ` imagesrcset="${escapeAttribute(variantSrcSet(path, url))}" imagesizes="${IMAGE_SLOT_SIZES[slot]}">`
  );
}

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/**
 * The built modules a lazily loaded source needs (its own and every static import), from Vite's manifest. Read
 * again when a new build replaces it; none when there is no manifest (an older build): the page then only loads later.
 */
function lazyModules(distDir: string) {
  const file = join(distDir, '.vite', 'manifest.json');
  let cached: { mtimeMs: number; manifest: Record<string, ManifestChunk> } | null = null;
  return async (source: string): Promise<string[]> => {
    try {
      const { mtimeMs } = await stat(file);
      if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, manifest: JSON.parse(await readFile(file, 'utf8')) };
    } catch {
      return [];
    }
    const { manifest } = cached;
    const reachable = (key: string, files = new Set<string>()) => {
      const chunk = manifest[key];
      if (!chunk || files.has(chunk.file)) return files;
      files.add(chunk.file);
      chunk.imports?.forEach((next) => reachable(next, files));
      return files;
    };
    // index.html already names the entry's modules.
    const entry = reachable('index.html');
    return [...reachable(source)].filter((module) => !entry.has(module));
  };
}

/** The meal page's module and the API client it loads on opening; the home page and the menu are in the entry. */
const MEAL_PAGE_SOURCES = ['src/features/menu/meal-detail-page.tsx', 'src/features/menu/meal-customer-api.ts'];

/** The about page's module: a drawn /about is hydrated once it is here. */
const ABOUT_PAGE_SOURCE = 'src/features/menu/about-page.tsx';

/** What every page reads on opening: the restaurant's name and hours for the navbar and footer. */
const EVERY_PAGE_JSON = [`${API}/about/about/`];
/** The JSON the home page and the menu read on opening, in the order their script asks for it. */
const LIST_JSON: Readonly<Record<string, string[]>> = {
  '/': [`${API}/meal/latest-meal/`, `${API}/meal/meals/`, `${API}/meal/categories/`],
  '/menu': [`${API}/meal/meals/`, `${API}/meal/categories/`],
};

/**
 * Lighthouse's largest paint on the home page, the menu and a meal's page is a photo the app only learns of from
 * JSON it fetches once its script has run: script, then JSON, then photo, one after the other (and on a meal's page
 * the page's own module before the JSON). These hints start them all with the script. The photo is the first of the
 * same list the page shows (the newest meals, first in both the home carousel and the menu's "All" tab) or the meal's
 * own first photo.
 */
export function pageHints(db: Db, distDir: string): PageHints {
  const modulesOf = lazyModules(distDir);
  return async (pathname, { drawn = false } = {}) => {
    const lists = LIST_JSON[pathname];
    if (lists && drawn) return '';
    if (lists) {
      const [first] = await latestMeals(db);
      const photo = preloadPhoto(first?.main_image ?? null, pathname === '/' ? 'slide' : 'card');
      return photo + [...lists, ...EVERY_PAGE_JSON].map(preloadJson).join('');
    }
    const meal = /^\/meal\/(\d{1,10})\/?$/.exec(pathname);
    if (meal && Number(meal[1]) >= 1 && Number(meal[1]) <= MAX_ID) {
      const id = Number(meal[1]);
      const found = await mealById(db, id);
      if (!found) return '';
      const photo = mealPhoto(found);
      const json = [`${API}/meal/meals/${id}`, `${API}/meal/review-rating/?meal_id=${id}`, ...EVERY_PAGE_JSON];
      const modules = new Set((await Promise.all(MEAL_PAGE_SOURCES.map(modulesOf))).flat());
      // Low: the first paint is the page's frame, drawn by the entry (src/app/app.tsx), or the whole page when the
      // server drew it (no JSON nor photo to ask for then); these are needed just after, to hydrate it.
      const preloadModules = [...modules].map(
        (module) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${escapeAttribute(module)}">`,
      );
      if (drawn) return preloadModules.join('');
      return preloadPhoto(photo, 'detail') + json.map(preloadJson).join('') + preloadModules.join('');
    }
    if (pathname === '/about' && drawn) {
      const modules = await modulesOf(ABOUT_PAGE_SOURCE);
      return modules
        .map((module) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${escapeAttribute(module)}">`)
        .join('');
    }
    return '';
  };
}
