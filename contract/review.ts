import * as z from 'zod/mini';
import { id, idInQuery, idRef } from './common';

/** docs/rules/validation.md#review: review form: 1 to 5 stars in half steps, 10 to 500 characters of text. */
export const REVIEW_MESSAGES = {
  ratingRequired: /*i18n*/ 'Rating is required',
  ratingMin: /*i18n*/ 'Rating must be at least 1.0',
  ratingMax: /*i18n*/ 'Rating cannot exceed 5.0',
  ratingStep: /*i18n*/ 'Rating must be in steps of 0.5',
  reviewRequired: /*i18n*/ 'Review is required',
  reviewShort: /*i18n*/ 'Review must be at least 10 characters long',
  reviewLong: /*i18n*/ 'Review cannot exceed 500 characters',
  mealRequired: /*i18n*/ 'Meal is required',
  mealUnknown: /*i18n*/ 'Meal does not exist',
} as const;
const m = REVIEW_MESSAGES;

const mealRef = idRef(m.mealRequired, m.mealUnknown);

export const reviewRequest = z.object({
  meal_id: mealRef,
  rating: z.pipe(
    z.union([z.number(), z.string().check(z.regex(/^\s*-?\d+(\.\d+)?\s*$/, m.ratingRequired))], {
      error: m.ratingRequired,
    }),
    z.pipe(
      z.transform((value: string | number) => Number(value)),
      z.number().check(
        z.minimum(1, m.ratingMin),
        z.maximum(5, m.ratingMax),
        z.refine((value) => Number.isInteger(value * 2), m.ratingStep),
      ),
    ),
  ),
  review: z.pipe(
    z.transform((value) => (typeof value === 'string' ? value.trim() || undefined : value)),
    z.string({ error: m.reviewRequired }).check(
      z.minLength(10, m.reviewShort),
      z.maxLength(500, m.reviewLong),
    ),
  ),
});
export type ReviewRequest = z.infer<typeof reviewRequest>;

export const review = z.object({
  id,
  rating: z.number(),
  review: z.string(),
  created_at: z.string(),
  user: z.object({ name: z.string() }),
});
export type Review = z.infer<typeof review>;

export const reviewList = z.object({ results: z.array(review) });
export type ReviewList = z.infer<typeof reviewList>;

/**
 * GET /meal/review-rating/mine/?meal_id= (docs/rules/robustness.md#screens): the customer's own review of the meal, or
 * null.
 */
export const myReview = z.object({ review: z.nullable(review) });
export type MyReview = z.infer<typeof myReview>;

export const reviewSaved = z.object({ message: z.string(), review });

export const mealIdQuery = z.object({ meal_id: idInQuery(m.mealRequired, m.mealUnknown) });
