import type { AppStart } from '../../machines/app.machine';
import { PAGE_DATA_ID, pageData, type PageData } from '../../contract/page-data';

/**
 * The data a server-rendered page was made from (contract/page-data.ts), read once when the app starts: null when the
 * page came without it (the plain app shell), it does not parse, or it was made for another path.
 */
export function readPageData(doc: Document = document): PageData | null {
  const script = doc.getElementById(PAGE_DATA_ID);
  if (!script?.textContent) return null;
  try {
    const parsed = pageData.safeParse(JSON.parse(script.textContent));
    return parsed.success && parsed.data.path === doc.location.pathname ? parsed.data : null;
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
