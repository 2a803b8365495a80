import * as z from 'zod/mini';
import { LANGUAGES } from './language';
import { categoryList, mealList } from './meal';
import { mealWithOptions } from './meal-options';
import { restaurantInfo } from './restaurant-info';
import { review } from './review';

export { PAGE_DATA_ID } from './page-data-id';

/**
 * What a server-rendered public page (`/`, `/menu`, `/meal/{id}`, `/about`) was made from, sent with its HTML so the
 * app starts from it instead of reading the same data again (server/http/server-pages.ts, src/app/page-data.ts).
 * Each list is there when the page shows it: the restaurant on every page (navbar, banners), the menu on `/` and
 * `/menu`, the newest meals on `/`, a meal and its reviews on its own page.
 */
export const pageData = z.object({
  /** The path the data is for: a page moved elsewhere before the script ran does not take it for its own. */
  path: z.string(),
  locale: z.enum(LANGUAGES),
  restaurant: z.nullable(restaurantInfo),
  categories: z.optional(categoryList),
  meals: z.optional(mealList),
  latestMeals: z.optional(mealList),
  /** `/meal/{id}`: the meal and its reviews, or null when no meal has that id (the page says so, with a 404). */
  mealPage: z.optional(
    z.object({ id: z.number(), page: z.nullable(z.object({ meal: mealWithOptions, reviews: z.array(review) })) }),
  ),
});
export type PageData = z.infer<typeof pageData>;
