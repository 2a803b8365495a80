import * as z from 'zod/mini';
import { id, money } from './common';

export const FAVORITE_MESSAGES = {
  added: 'Added to favorites!',
  removed: 'Removed from favorites!',
  mealRequired: 'Meal is required',
  mealUnknown: 'Meal does not exist',
} as const;

const mealRef = z.pipe(
  z.union([z.number(), z.string().check(z.regex(/^\d+$/, FAVORITE_MESSAGES.mealUnknown))], {
    error: FAVORITE_MESSAGES.mealRequired,
  }),
  z.pipe(
    z.transform((value: string | number) => Number(value)),
    z.number().check(z.int(), z.positive(FAVORITE_MESSAGES.mealUnknown), z.maximum(2_147_483_647, FAVORITE_MESSAGES.mealUnknown)),
  ),
);

/** POST and DELETE /meal/favorite-meal/ body. */
export const favoriteRequest = z.object({ meal: mealRef });
export type FavoriteRequest = z.infer<typeof favoriteRequest>;

export const favoriteStatusQuery = z.object({ meal_id: mealRef });
export const favoriteStatus = z.object({ is_favorited: z.boolean() });
export type FavoriteStatus = z.infer<typeof favoriteStatus>;

export const favorite = z.object({
  id,
  meal: z.object({ id, name: z.string(), main_image: z.nullable(z.string()), price: money }),
});
export type Favorite = z.infer<typeof favorite>;
export const favoriteList = z.array(favorite);
