import type { $Fetch } from 'ofetch';
import * as z from 'zod/mini';
import { favoriteList, favoriteStatus } from '../../../contract/favorite';
import { mealSearchResults } from '../../../contract/meal';
import { mealWithOptions } from '../../../contract/meal-options';
import { myReview, reviewList } from '../../../contract/review';
import type { MealCustomerApi } from '../../../machines/menu/meal-customer-api';
import { ok } from '../../../machines/shared/result';
import { request } from '../../api/http';

const messageBody = z.object({ message: z.string() });

/** The customer's meal calls of docs/rules/api.md#meals-and-categories, every answer parsed by the contract. */
export function createMealCustomerApi(http: $Fetch): MealCustomerApi {
  const message = async (path: string, options: Parameters<typeof request>[3]) => {
    const answer = await request(http, messageBody, path, options);
    return answer.ok ? ok(answer.data.message) : answer;
  };
  return {
    async mealPage(mealId) {
      const [found, reviews] = await Promise.all([
        request(http, mealWithOptions, `/meal/meals/${mealId}`),
        request(http, reviewList, '/meal/review-rating/', { query: { meal_id: mealId } }),
      ]);
      if (!found.ok) return found;
      if (!reviews.ok) return reviews;
      return ok({ meal: found.data, reviews: reviews.data.results });
    },
    async searchMeals(term) {
      const answer = await request(http, mealSearchResults, '/meal/search/', { query: { search: term } });
      return answer.ok ? ok(answer.data.results) : answer;
    },
    submitReview: (review) => message('/meal/review-rating/', { method: 'POST', body: review }),
    async myReview(mealId) {
      const answer = await request(http, myReview, '/meal/review-rating/mine/', { query: { meal_id: mealId } });
      return answer.ok ? ok(answer.data.review) : answer;
    },
    async isFavorited(mealId) {
      const answer = await request(http, favoriteStatus, '/meal/favorite-meal/', { query: { meal_id: mealId } });
      return answer.ok ? ok(answer.data.is_favorited) : answer;
    },
    addFavorite: (mealId) => message('/meal/favorite-meal/', { method: 'POST', body: { meal: mealId } }),
    removeFavorite: (mealId) => message('/meal/favorite-meal/', { method: 'DELETE', body: { meal: mealId } }),
    listFavorites: () => request(http, favoriteList, '/meal/favorite-meal/'),
  };
}
