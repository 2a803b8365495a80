import type { RestaurantInfo } from '../contract/about';
import type { Meal } from '../contract/meal';
import type { AppApi } from '../machines/app.machine';
import type { AccountApi } from '../machines/account-api';
import type { MealCustomerApi } from '../machines/meal-customer-api';
import { failure, ok, type Result } from '../machines/result';
import type { SignupApi } from '../machines/signup-api';
import { categories, meals, restaurant } from './fixtures';
import { createFakeAccountApi } from './account-fixtures';
import { createFakeMealCustomerApi, type FakeMealOptions } from './meal-fixtures';
import { signupApi } from './signup-fixtures';

/** Who the fake session belongs to; 'checking' never answers, as if the server were slow. */
export type Session = 'checking' | 'visitor' | 'customer' | 'admin';

export interface FakeApiOptions {
  /** filled: answers with the fixtures; loading: never answers; error: every read fails. */
  data?: 'filled' | 'loading' | 'error';
  session?: Session;
  meals?: Meal[];
  restaurant?: RestaurantInfo;
  /** Sign-up and password-reset calls that answer otherwise than the happy path. */
  signup?: Partial<SignupApi>;
  /** Login, profile, password and logout calls that answer otherwise than the happy path. */
  account?: Partial<AccountApi>;
  /** The customer's meal pages, search, reviews and favourites: what the fake knows ... */
  mealData?: FakeMealOptions;
  /** ... and calls that answer otherwise. */
  mealCalls?: Partial<MealCustomerApi>;
}

const never = <T>() => new Promise<T>(() => {});

/** An AppApi with no network: the fixtures, a request that never ends, or a failing server. */
export function createFakeApi({ data = 'filled', session = 'visitor', ...overrides }: FakeApiOptions = {}): AppApi {
  const read = async <T>(value: T): Promise<Result<T>> => {
    if (data === 'loading') return never();
    if (data === 'error') return failure('Something went wrong', 500);
    return ok(value);
  };
  const mealList = overrides.meals ?? meals;
  let cartSize = 0;
  return {
    listCategories: () => read(categories),
    listMeals: () => read(mealList),
    latestMeals: () => read(mealList.slice(0, 8)),
    restaurantInfo: () => read(overrides.restaurant ?? restaurant),
    addToCart: async () => ok({ message: 'Meal added to cart!', count: ++cartSize }),
    ...signupApi,
    ...overrides.signup,
    ...createFakeAccountApi(session),
    ...overrides.account,
    ...createFakeMealCustomerApi(overrides.mealData),
    ...overrides.mealCalls,
  };
}
