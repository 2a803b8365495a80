import { fromPromise, setup } from 'xstate';
import type { RestaurantInfo } from '../contract/about';
import type { Category, Meal } from '../contract/meal';
import { authMachine, type SessionUser } from './auth.machine';
import { cartCountMachine, type AddToCartOutput } from './cart-count.machine';
import { menuFilterMachine } from './menu-filter.machine';
import { createResourceMachine } from './resource.machine';
import type { Result } from './result';

export const categoriesMachine = createResourceMachine<Category[]>('categories');
export const mealsMachine = createResourceMachine<Meal[]>('meals');
export const latestMealsMachine = createResourceMachine<Meal[]>('latestMeals');
export const restaurantMachine = createResourceMachine<RestaurantInfo>('restaurant');

/** Everything the app's logic asks of the outside world; the real one speaks HTTP, tests and stories fake it. */
export interface AppApi {
  restoreSession(): Promise<Result<SessionUser>>;
  listCategories(): Promise<Result<Category[]>>;
  listMeals(): Promise<Result<Meal[]>>;
  latestMeals(): Promise<Result<Meal[]>>;
  restaurantInfo(): Promise<Result<RestaurantInfo>>;
  addToCart(mealId: number): Promise<Result<AddToCartOutput>>;
}

/** The root: it only owns the long-lived actors, each reachable by its system id. */
export const appMachine = setup({
  actors: {
    auth: authMachine,
    cartCount: cartCountMachine,
    menuFilter: menuFilterMachine,
    categories: categoriesMachine,
    meals: mealsMachine,
    latestMeals: latestMealsMachine,
    restaurant: restaurantMachine,
  },
}).createMachine({
  id: 'app',
  invoke: [
    { id: 'auth', systemId: 'auth', src: 'auth' },
    { id: 'cartCount', systemId: 'cartCount', src: 'cartCount' },
    { id: 'menuFilter', systemId: 'menuFilter', src: 'menuFilter' },
    { id: 'categories', systemId: 'categories', src: 'categories' },
    { id: 'meals', systemId: 'meals', src: 'meals' },
    { id: 'latestMeals', systemId: 'latestMeals', src: 'latestMeals' },
    { id: 'restaurant', systemId: 'restaurant', src: 'restaurant' },
  ],
});

const loader = <T>(load: () => Promise<Result<T>>) => ({ actors: { load: fromPromise(load) } });

/** Attaches real (or fake) implementations to every actor in one place. */
export function createAppLogic(api: AppApi) {
  return appMachine.provide({
    actors: {
      auth: authMachine.provide({ actors: { restoreSession: fromPromise(() => api.restoreSession()) } }),
      cartCount: cartCountMachine.provide({
        actors: { addToCart: fromPromise(({ input }) => api.addToCart(input.mealId)) },
      }),
      categories: categoriesMachine.provide(loader(() => api.listCategories())),
      meals: mealsMachine.provide(loader(() => api.listMeals())),
      latestMeals: latestMealsMachine.provide(loader(() => api.latestMeals())),
      restaurant: restaurantMachine.provide(loader(() => api.restaurantInfo())),
    },
  });
}

export type AppLogic = ReturnType<typeof createAppLogic>;
