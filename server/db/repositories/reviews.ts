import type { Db } from '../database';

export interface ReviewRecord {
  id: number;
  rating_halves: number;
  review: string;
  created_at: string;
  user_name: string;
}

/**
 * One review per customer per meal: a second one replaces the first (docs/rules/menu.md#reviews), and counts as new.
 */
export async function upsertReview(
  db: Db,
  review: { meal_id: number; user_id: number; rating_halves: number; review: string; created_at: string },
): Promise<number> {
  const { id } = await db
    .insertInto('reviews')
    .values(review)
    .onConflict((conflict) =>
      conflict.columns(['meal_id', 'user_id']).doUpdateSet({
        rating_halves: review.rating_halves,
        review: review.review,
        created_at: review.created_at,
      }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

const selectReviews = (db: Db) =>
  db
    .selectFrom('reviews')
    .innerJoin('users', 'users.id', 'reviews.user_id')
    .select(['reviews.id', 'reviews.rating_halves', 'reviews.review', 'reviews.created_at', 'users.name as user_name']);

/** Newest first, the id breaking ties. */
export function listReviewsOfMeal(db: Db, mealId: number, limit: number): Promise<ReviewRecord[]> {
  return selectReviews(db)
    .where('reviews.meal_id', '=', mealId)
    .orderBy('reviews.created_at', 'desc')
    .orderBy('reviews.id', 'desc')
    .limit(limit)
    .execute();
}

export function findReview(db: Db, id: number): Promise<ReviewRecord | undefined> {
  return selectReviews(db).where('reviews.id', '=', id).executeTakeFirst();
}

/** The one review a customer wrote of a meal (a second replaces the first), if any. */
export function findReviewOf(db: Db, mealId: number, userId: number): Promise<ReviewRecord | undefined> {
  return selectReviews(db).where('reviews.meal_id', '=', mealId).where('reviews.user_id', '=', userId).executeTakeFirst();
}
