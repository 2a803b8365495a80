import * as z from 'zod/mini';
import { id, money, paged } from './common';

export const MEAL_TYPES = ['Plate', 'Piece'] as const;
export const mealType = z.enum(MEAL_TYPES);
export type MealType = z.infer<typeof mealType>;

export const category = z.object({ id, name: z.string(), meal_count: z.number().check(z.int()) });
export type Category = z.infer<typeof category>;
export const categoryList = z.array(category);

export const categoryRef = z.object({ id, name: z.string() });

export const meal = z.object({
  id,
  name: z.string(),
  description: z.string(),
  price: money,
  /** Only Plate meals have one. */
  half_plate_price: z.nullable(money),
  meal_type: mealType,
  /** Comma-separated, as entered. */
  ingredients: z.string(),
  main_image: z.nullable(z.string()),
  image1: z.nullable(z.string()),
  image2: z.nullable(z.string()),
  category: z.nullable(categoryRef),
  is_non_veg: z.boolean(),
  /** Real average of reviews (docs/rules/menu.md#ratings); null until the first review. */
  rating: z.nullable(z.number()),
  rating_count: z.number().check(z.int()),
  created_at: z.string(),
});
export type Meal = z.infer<typeof meal>;
export type MealWire = z.input<typeof meal>;

export const mealList = z.array(meal);
export const mealPage = paged(meal);
export type MealPage = z.infer<typeof mealPage>;

/** GET /meal/search/?search= : ranked, at most MAX_SEARCH_RESULTS; a blank search finds nothing. */
export const MAX_SEARCH_RESULTS = 50;
export const mealSearchQuery = z.object({ search: z.optional(z.string().check(z.maxLength(200))) });
export const mealSearchResults = z.object({ results: z.array(meal) });
export type MealSearchResults = z.infer<typeof mealSearchResults>;
