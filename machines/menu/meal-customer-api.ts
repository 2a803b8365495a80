import type { Favorite } from '../../contract/favorite';
import type { Meal } from '../../contract/meal';
import type { OptionGroup } from '../../contract/meal-options';
import type { Review } from '../../contract/review';
import type { Result } from '../shared/result';

/** What the 'Add a review' form sends (POST /meal/review-rating/). */
export interface ReviewSubmission {
  meal_id: number;
  rating: number;
  review: string;
}

/** A meal's page as one read: the meal (with its average rating) and its reviews, newest first. */
export interface MealPage {
  /** With (docs/rules/orders.md#options) the options to pick from, when it has any. */
  meal: Meal & { option_groups?: OptionGroup[] };
  reviews: Review[];
}

/**
 * The customer side of meals (docs/rules/api.md#meals-and-categories): a meal's page, search, reviews and favourites.
 */
export interface MealCustomerApi {
  mealPage(mealId: number): Promise<Result<MealPage>>;
  searchMeals(term: string): Promise<Result<Meal[]>>;
  submitReview(review: ReviewSubmission): Promise<Result<string>>;
  /** GET /meal/review-rating/mine/?meal_id= : the customer's own review of the meal, or null. */
  myReview(mealId: number): Promise<Result<Review | null>>;
  isFavorited(mealId: number): Promise<Result<boolean>>;
  /** Each answers the server's message. */
  addFavorite(mealId: number): Promise<Result<string>>;
  removeFavorite(mealId: number): Promise<Result<string>>;
  listFavorites(): Promise<Result<Favorite[]>>;
}
