import type { RestaurantInfo } from '../contract/about';
import type { Meal } from '../contract/meal';
import type { AppApi } from '../machines/app.machine';
import type { SessionUser } from '../machines/auth.machine';
import { failure, ok, type Result } from '../machines/result';
import { categories, meals, restaurant } from './fixtures';

/** Who the fake session belongs to; 'checking' never answers, as if the server were slow. */
export type Session = 'checking' | 'visitor' | 'customer' | 'admin';

export interface FakeApiOptions {
  /** filled: answers with the fixtures; loading: never answers; error: every read fails. */
  data?: 'filled' | 'loading' | 'error';
  session?: Session;
  meals?: Meal[];
  restaurant?: RestaurantInfo;
}

export const SESSION_USERS: Record<'customer' | 'admin', SessionUser> = {
  customer: { name: 'Asha Gurung', isAdmin: false, profilePicture: null },
  admin: { name: 'Bikash Admin', isAdmin: true, profilePicture: null },
};

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
    restoreSession: async () => {
      if (session === 'checking') return never();
      return session === 'visitor' ? failure('Not signed in') : ok(SESSION_USERS[session]);
    },
    listCategories: () => read(categories),
    listMeals: () => read(mealList),
    latestMeals: () => read(mealList.slice(0, 8)),
    restaurantInfo: () => read(overrides.restaurant ?? restaurant),
    addToCart: async () => ok({ message: 'Meal added to cart!', count: ++cartSize }),
  };
}
