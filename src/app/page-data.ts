import type { AppStart } from '../../machines/app.machine';
import type { PageData } from '../../contract/page-data';
import { PAGE_DATA_ID } from '../../contract/page-data-id';
import { LANGUAGES } from '../../contract/language';

/**
 * The data a server-rendered page was made from (contract/page-data.ts), read once when the app starts: null when the
 * page came without it (the plain app shell), it is not JSON, or it was made for another path or language.
 *
 * It is not parsed by the contract's schema here: it comes in the server's own HTML, with the scripts of the same
 * build, and the server's tests hold it to that schema (tests/server/server-pages.test.ts). Parsing it would put zod
 * and the meal page's schemas in every visitor's first download for nothing.
 */
export function readPageData(doc: Document = document): PageData | null {
  const script = doc.getElementById(PAGE_DATA_ID);
  if (!script?.textContent) return null;
  try {
    const data: unknown = JSON.parse(script.textContent);
    if (typeof data !== 'object' || data === null) return null;
    const { path, locale } = data as Partial<Record<'path' | 'locale', unknown>>;
    const known = (LANGUAGES as readonly unknown[]).includes(locale);
    return path === doc.location.pathname && known ? (data as PageData) : null;
  } catch {
    return null;
  }
}

/** The page's data as the app's machines start from it: resources ready, the meal page's flow with its meal. */
export function appStartOf(data: PageData | null): AppStart {
  if (!data) return {};
  return {
    restaurant: data.restaurant,
    categories: data.categories,
    meals: data.meals,
    latestMeals: data.latestMeals,
    flows: data.mealPage ? { mealDetail: { mealId: data.mealPage.id, page: data.mealPage.page } } : {},
  };
}
