import type { Meal } from '../../contract/meal';
import type { RestaurantInfo } from '../../contract/restaurant-info';
import type { Db } from '../db/database';
import { FALLBACK_RESTAURANT_NAME, restaurantInfo } from '../services/about';
import { allMeals, mealById } from '../services/meals';
import {
  CURRENCY,
  jsonLdScript,
  mealPhoto,
  menuItemData,
  pictureUrl,
  restaurantData,
} from '../services/structured-data';
import { escapeAttribute, type PageHints } from './page-hints';
import { MAX_ID } from './params';

/**
 * What a shared link shows before anyone opens it (docs/rules/system.md#link-previews): Facebook, Viber and WhatsApp
 * read Open Graph tags, X reads its own, search engines read the title, the description, the canonical URL and
 * schema.org JSON-LD. None of them runs the app's script, so the server writes these into the HTML of `/`, `/menu`,
 * `/meal/{id}` and `/about`, in place of index.html's generic title and description (page-hints.ts, intoHead).
 */
/** Preview cards show two or three lines; a search result about 155 characters. */
const DESCRIPTION_CHARACTERS = 155;

const shorten = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= DESCRIPTION_CHARACTERS ? flat : `${flat.slice(0, DESCRIPTION_CHARACTERS - 1).trimEnd()}…`;
};

interface Preview {
  path: string;
  /** The browser tab's, as the app's script sets it (src/ui/page-layout.tsx), so it does not change when it runs. */
  documentTitle: string;
  title: string;
  description: string;
  image: string | null;
  type: 'website' | 'product';
  extra?: Array<[string, string]>;
  data: Record<string, unknown>;
}

function tags(origin: string, siteName: string, preview: Preview) {
  const url = `${origin}${preview.path}`;
  const meta: Array<[string, string | null]> = [
    ['og:site_name', siteName],
    ['og:type', preview.type],
    ['og:title', preview.title],
    ['og:description', preview.description],
    ['og:url', url],
    ['og:image', preview.image],
    ['og:image:alt', preview.image ? preview.title : null],
    ...(preview.extra ?? []),
  ];
  const twitter: Array<[string, string | null]> = [
    ['twitter:card', preview.image ? 'summary_large_image' : 'summary'],
    ['twitter:title', preview.title],
    ['twitter:description', preview.description],
    ['twitter:image', preview.image],
  ];
  return [
    `<title>${escapeAttribute(preview.documentTitle)}</title>`,
    `<link rel="canonical" href="${escapeAttribute(url)}">`,
    `<meta name="description" content="${escapeAttribute(preview.description)}">`,
    ...meta.flatMap(([key, value]) =>
      value === null ? [] : [`<meta property="${key}" content="${escapeAttribute(value)}">`],
    ),
    ...twitter.flatMap(([key, value]) =>
      value === null ? [] : [`<meta name="${key}" content="${escapeAttribute(value)}">`],
    ),
    jsonLdScript(preview.data),
  ].join('');
}

function mealPreview(origin: string, info: RestaurantInfo | null, meal: Meal): Preview {
  const siteName = info?.name ?? FALLBACK_RESTAURANT_NAME;
  const price = Number(meal.price).toFixed(2);
  return {
    path: `/meal/${meal.id}`,
    documentTitle: `${meal.name} · ${siteName}`,
    title: `${meal.name} — ${siteName}`,
    // As the app prints a price (src/lib/format.ts): whole rupees.
    description: shorten(`Rs ${Math.floor(Number(meal.price))} · ${meal.description}`),
    image: pictureUrl(origin, mealPhoto(meal)),
    type: 'product',
    extra: [
      ['product:price:amount', price],
      ['product:price:currency', CURRENCY],
    ],
    data: { '@context': 'https://schema.org', ...menuItemData(origin, meal) },
  };
}

function restaurantPreview(origin: string, path: string, info: RestaurantInfo, meals: Meal[]): Preview {
  const titles: Record<string, string> = {
    '/': info.name,
    '/menu': `Menu — ${info.name}`,
    '/about': `About — ${info.name}`,
  };
  const documentTitles: Record<string, string> = { '/menu': `Menu · ${info.name}`, '/about': `About · ${info.name}` };
  return {
    path,
    documentTitle: documentTitles[path] ?? info.name,
    title: titles[path] ?? info.name,
    description: shorten(info.description),
    image: pictureUrl(origin, info.image),
    type: 'website',
    data: restaurantData(origin, info, meals, path === '/menu'),
  };
}

/** The head tags of the page at a path; '' for pages that are not public (the cart, the back office, 404s). */
export function linkPreviews(db: Db, publicUrl: string, now: () => Date = () => new Date()): PageHints {
  const origin = publicUrl.replace(/\/+$/, '');
  return async (pathname) => {
    const meal = /^\/meal\/(\d{1,10})\/?$/.exec(pathname);
    if (meal) {
      const id = Number(meal[1]);
      const found = id >= 1 && id <= MAX_ID ? await mealById(db, id) : null;
      if (!found) return '';
      const info = await restaurantInfo(db, now());
      return tags(origin, info?.name ?? FALLBACK_RESTAURANT_NAME, mealPreview(origin, info, found));
    }
    const path = pathname.replace(/(.)\/+$/, '$1');
    if (path !== '/' && path !== '/menu' && path !== '/about') return '';
    const info = await restaurantInfo(db, now());
    if (!info) return '';
    return tags(origin, info.name, restaurantPreview(origin, path, info, await allMeals(db)));
  };
}

/** Two sources of head tags as one: each page's own hints, then its link preview. */
export const bothHints =
  (...sources: PageHints[]): PageHints =>
  async (pathname, options) =>
    (await Promise.all(sources.map((source) => source(pathname, options).catch(() => '')))).join('');
