import type { Favorite } from '../contract/favorite';
import type { Meal } from '../contract/meal';
import type { Review } from '../contract/review';
import type { MealCustomerApi } from '../machines/menu/meal-customer-api';
import { failure, ok, type Result } from '../machines/shared/result';
import { dishArt } from './dish-art';
import { meals, momoOptions } from './fixtures';

const art = (food: string, accent: string, side: string) => dishArt({ food, accent, side });

/** A Plate meal with all three images, reviewed twice. */
export const plateMeal: Meal = {
  ...meals[0]!,
  ingredients: 'chicken, onion,ginger , fresh coriander, timur',
  image1: art('#C8612F', '#F3E6D3', '#2E7D32'),
  image2: art('#EFAE3A', '#FFFDF8', '#D9502E'),
  rating: 4.5,
  rating_count: 2,
};

/** A Piece meal with only its main image, not reviewed yet. */
export const pieceMeal: Meal = { ...meals.find((meal) => meal.meal_type === 'Piece')!, rating: null, rating_count: 0 };

export const reviews: Review[] = [
  { id: 2, rating: 5, review: 'The best momo in Patan, and the achar is perfect.', created_at: '2026-11-18T12:30:00Z', user: { name: 'Sita Sharma' } },
  { id: 1, rating: 4, review: 'Juicy and hot, a little too much timur for me.', created_at: '2026-11-02T19:05:00Z', user: { name: 'Ram Thapa' } },
];

export const favorites: Favorite[] = meals.slice(0, 3).map((meal, index) => ({
  id: index + 1,
  meal: { id: meal.id, name: meal.name, main_image: meal.main_image, price: meal.price },
}));

const never = <T>() => new Promise<T>(() => {});

export interface FakeMealOptions {
  /** filled: answers with the fixtures; loading: never answers; error: every read fails. */
  data?: 'filled' | 'loading' | 'error';
  /** The meals a meal page or a search can find. */
  meals?: Meal[];
  favorites?: Favorite[];
  /** Meals the fake customer has favourited. */
  favorited?: number[];
}

/** The customer's meal calls with no network: reviews, favourites and searches kept in memory. */
export function createFakeMealCustomerApi({
  data = 'filled',
  meals: known = [plateMeal, pieceMeal, ...meals.filter((meal) => meal.id !== plateMeal.id && meal.id !== pieceMeal.id)],
  favorites: favoriteList = [],
  favorited = [],
}: FakeMealOptions = {}): MealCustomerApi {
  const read = async <T>(value: () => T): Promise<Result<T>> => {
    if (data === 'loading') return never();
    if (data === 'error') return failure('Something went wrong', 500);
    return ok(value());
  };
  const written: Record<number, Review[]> = { [plateMeal.id]: [...reviews] };
  let favoriteMeals = [...favoriteList];
  const hearts = new Set(favorited);
  return {
    async mealPage(mealId) {
      const meal = known.find((candidate) => candidate.id === mealId);
      if (!meal) return data === 'filled' ? failure('Not found.', 404) : read(() => null as never);
      return read(() => {
        const list = written[mealId] ?? [];
        const rating = list.length > 0 ? list.reduce((sum, { rating }) => sum + rating, 0) / list.length : null;
        // The first meal (the momo) has options to pick, as the meal page shows them (docs/rules/orders.md#options).
        const option_groups = meal.id === meals[0]?.id ? momoOptions : [];
        return { meal: { ...meal, rating, rating_count: list.length, option_groups }, reviews: list };
      });
    },
    searchMeals: (term) =>
      read(() => {
        const words = term.toLowerCase();
        return known.filter((meal) =>
          [meal.name, meal.description, meal.ingredients, meal.category?.name ?? ''].some((text) => text.toLowerCase().includes(words)),
        );
      }),
    async submitReview({ meal_id, rating, review }) {
      const list = written[meal_id] ?? [];
      written[meal_id] = [
        { id: list.length + 100, rating, review, created_at: new Date().toISOString(), user: { name: 'Asha Gurung' } },
        ...list,
      ];
      return ok('Review submitted successfully!');
    },
    // The fake customer is Asha Gurung: her review is the newest one written under her name.
    myReview: (mealId) => read(() => (written[mealId] ?? []).find((review) => review.user.name === 'Asha Gurung') ?? null),
    isFavorited: async (mealId) => ok(hearts.has(mealId)),
    async addFavorite(mealId) {
      hearts.add(mealId);
      return ok('Added to favorites!');
    },
    async removeFavorite(mealId) {
      hearts.delete(mealId);
      favoriteMeals = favoriteMeals.filter(({ meal }) => meal.id !== mealId);
      return ok('Removed from favorites!');
    },
    listFavorites: () => read(() => favoriteMeals),
  };
}
