import * as z from 'zod/mini';
import { id, idInQuery, idRef, money } from './common';

export const FAVORITE_MESSAGES = {
  added: /*i18n*/ 'Added to favorites!',
  removed: /*i18n*/ 'Removed from favorites!',
  mealRequired: /*i18n*/ 'Meal is required',
  mealUnknown: /*i18n*/ 'Meal does not exist',
} as const;

const mealRef = idRef(FAVORITE_MESSAGES.mealRequired, FAVORITE_MESSAGES.mealUnknown);

/** POST and DELETE /meal/favorite-meal/ body. */
export const favoriteRequest = z.object({ meal: mealRef });
export type FavoriteRequest = z.infer<typeof favoriteRequest>;

export const favoriteStatusQuery = z.object({
  meal_id: idInQuery(FAVORITE_MESSAGES.mealRequired, FAVORITE_MESSAGES.mealUnknown),
});
export const favoriteStatus = z.object({ is_favorited: z.boolean() });
export type FavoriteStatus = z.infer<typeof favoriteStatus>;

export const favorite = z.object({
  id,
  meal: z.object({ id, name: z.string(), main_image: z.nullable(z.string()), price: money }),
});
export type Favorite = z.infer<typeof favorite>;
export const favoriteList = z.array(favorite);
