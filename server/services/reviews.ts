import type { Review, ReviewRequest } from '../../contract/review';
import { type Db, now } from '../db/database';
import { mealExists } from '../db/repositories/meals';
import { findReview, findReviewOf, listReviewsOfMeal, type ReviewRecord, upsertReview } from '../db/repositories/reviews';

/** The newest reviews of a meal the list shows; older ones still count in the meal's average. */
export const MAX_LISTED_REVIEWS = 200;

const toReview = (record: ReviewRecord): Review => ({
  id: record.id,
  rating: record.rating_halves / 2,
  review: record.review,
  created_at: record.created_at,
  user: { name: record.user_name },
});

/** null when the meal does not exist. A customer's second review of a meal replaces the first. */
export async function submitReview(db: Db, userId: number, request: ReviewRequest): Promise<Review | null> {
  if (!(await mealExists(db, request.meal_id))) return null;
  const id = await upsertReview(db, {
    meal_id: request.meal_id,
    user_id: userId,
    rating_halves: Math.round(request.rating * 2),
    review: request.review,
    created_at: now(),
  });
  const record = await findReview(db, id);
  if (!record) throw new Error(`Review ${id} vanished while being saved`);
  return toReview(record);
}

/** null when the meal does not exist. */
export async function reviewsOfMeal(db: Db, mealId: number): Promise<Review[] | null> {
  if (!(await mealExists(db, mealId))) return null;
  return (await listReviewsOfMeal(db, mealId, MAX_LISTED_REVIEWS)).map(toReview);
}

/** The customer's own review of a meal, so the page can say they reviewed it and let them change it; null if none. */
export async function myReviewOf(db: Db, userId: number, mealId: number): Promise<Review | null> {
  const record = await findReviewOf(db, mealId, userId);
  return record ? toReview(record) : null;
}
