import { Hono } from 'hono';
import { FAVORITE_MESSAGES, favoriteRequest, favoriteStatusQuery } from '../../contract/favorite';
import type { FieldErrors } from '../../contract/common';
import { mealIdQuery, REVIEW_MESSAGES, reviewRequest } from '../../contract/review';
import { type AuthEnv, requireCustomer } from '../http/auth';
import { detail, notFound } from '../http/errors';
import { HOUR_MS, takeSlot } from '../services/rate-limits';
import { announcesCatalogChange } from '../http/menu-cache';
import { validate } from '../http/validation';
import type { AccountContext } from '../services/account-context';
import type { ChangeBus } from '../services/change-bus';
import { favoriteMeal, favoritesOf, isFavorited, unfavoriteMeal } from '../services/favorites';
import { myReviewOf, reviewsOfMeal, submitReview } from '../services/reviews';

/**
 * Reviews (read by anyone, written by customers) and favourites (a customer's own). Admins get the spec's warning
 * (docs/rules/roles.md#permissions: these are customer actions, and what is not granted is denied).
 */
/** Reviews one customer may post (new or replacing) in an hour. */
export const REVIEWS_PER_HOUR = 20;
export const TOO_MANY_REVIEWS = 'You have posted many reviews in a short time. Please try again in an hour.';
const reviewLimit = (userId: number) => [{ key: `review:user:${userId}`, max: REVIEWS_PER_HOUR, windowMs: HOUR_MS }];

export function mealSocialRoutes(ctx: AccountContext, bus: ChangeBus) {
  return new Hono<AuthEnv>()
    .get('/meal/review-rating/', validate('query', mealIdQuery), async (c) => {
      const reviews = await reviewsOfMeal(ctx.db, c.req.valid('query').meal_id);
      return reviews ? c.json({ results: reviews }) : notFound(c);
    })

    // The customer's own review: the meal's page says "you reviewed this" and offers to change it
    // (docs/rules/robustness.md#screens).
    .get('/meal/review-rating/mine/', requireCustomer(ctx), validate('query', mealIdQuery), async (c) =>
      c.json({ review: await myReviewOf(ctx.db, c.var.user.id, c.req.valid('query').meal_id) }),
    )

    // A review moves its meal's rating, which the menu reads carry.
    .post('/meal/review-rating/', requireCustomer(ctx), announcesCatalogChange(bus), validate('json', reviewRequest), async (c) => {
      // Each review empties every instance's menu cache: a loop of them must not keep it empty
      // (docs/rules/robustness.md#limits).
      if (!(await takeSlot(ctx, reviewLimit(c.var.user.id)))) return detail(c, 429, TOO_MANY_REVIEWS);
      const review = await submitReview(ctx.db, c.var.user.id, c.req.valid('json'));
      if (!review) return c.json({ meal_id: [REVIEW_MESSAGES.mealUnknown] } satisfies FieldErrors, 400);
      return c.json({ message: 'Review submitted successfully!', review }, 201);
    })

    .post('/meal/favorite-meal/', requireCustomer(ctx), validate('json', favoriteRequest), async (c) => {
      if (!(await favoriteMeal(ctx.db, c.var.user.id, c.req.valid('json').meal))) {
        return c.json({ meal: [FAVORITE_MESSAGES.mealUnknown] } satisfies FieldErrors, 400);
      }
      return c.json({ message: FAVORITE_MESSAGES.added });
    })

    .get('/meal/favorite-meal/', requireCustomer(ctx), async (c) => {
      const mealId = c.req.query('meal_id');
      if (mealId === undefined) return c.json(await favoritesOf(ctx.db, c.var.user.id));
      const query = favoriteStatusQuery.safeParse({ meal_id: mealId });
      if (!query.success) return c.json({ meal_id: [FAVORITE_MESSAGES.mealUnknown] } satisfies FieldErrors, 400);
      return c.json({ is_favorited: await isFavorited(ctx.db, c.var.user.id, query.data.meal_id) });
    })

    .delete('/meal/favorite-meal/', requireCustomer(ctx), validate('json', favoriteRequest), async (c) => {
      await unfavoriteMeal(ctx.db, c.var.user.id, c.req.valid('json').meal);
      return c.json({ message: FAVORITE_MESSAGES.removed });
    });
}
