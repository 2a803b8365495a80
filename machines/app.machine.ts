import { fromPromise, setup } from 'xstate';
import type { RestaurantInfo } from '../contract/about';
import type { Category, Meal } from '../contract/meal';
import type { AccountApi } from './account-api';
import { authMachine } from './auth.machine';
import { changePasswordMachine } from './change-password.machine';
import { cartCountMachine, type AddToCartOutput } from './cart-count.machine';
import { favoriteMealsMachine } from './favorite-meals.machine';
import { favoriteMachine } from './favorite.machine';
import type { MealCustomerApi } from './meal-customer-api';
import { mealDetailMachine } from './meal-detail.machine';
import { menuFilterMachine } from './menu-filter.machine';
import { forgotPasswordMachine } from './forgot-password.machine';
import { loginMachine } from './login.machine';
import { logoutMachine } from './logout.machine';
import { otpMachine } from './otp.machine';
import { profileMachine } from './profile.machine';
import { reviewFormMachine } from './review-form.machine';
import { searchMachine } from './search.machine';
import { createResourceMachine } from './resource.machine';
import type { Result } from './result';
import type { SignupApi } from './signup-api';
import { signupDraftMachine } from './signup-draft.machine';
import { signupMachine } from './signup.machine';

export const categoriesMachine = createResourceMachine<Category[]>('categories');
export const mealsMachine = createResourceMachine<Meal[]>('meals');
export const latestMealsMachine = createResourceMachine<Meal[]>('latestMeals');
export const restaurantMachine = createResourceMachine<RestaurantInfo>('restaurant');

/** Everything the app's logic asks of the outside world; the real one speaks HTTP, tests and stories fake it. */
export interface AppApi extends SignupApi, AccountApi, MealCustomerApi {
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
    signupDraft: signupDraftMachine,
    signup: signupMachine,
    otp: otpMachine,
    forgotPassword: forgotPasswordMachine,
    login: loginMachine,
    logout: logoutMachine,
    profile: profileMachine,
    changePassword: changePasswordMachine,
    search: searchMachine,
    mealDetail: mealDetailMachine,
    reviewForm: reviewFormMachine,
    favorite: favoriteMachine,
    favoriteMeals: favoriteMealsMachine,
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
    { id: 'signupDraft', systemId: 'signupDraft', src: 'signupDraft' },
    { id: 'signup', systemId: 'signup', src: 'signup' },
    { id: 'otp', systemId: 'otp', src: 'otp' },
    { id: 'forgotPassword', systemId: 'forgotPassword', src: 'forgotPassword' },
    { id: 'login', systemId: 'login', src: 'login' },
    { id: 'logout', systemId: 'logout', src: 'logout' },
    { id: 'profile', systemId: 'profile', src: 'profile' },
    { id: 'changePassword', systemId: 'changePassword', src: 'changePassword' },
    { id: 'search', systemId: 'search', src: 'search' },
    { id: 'mealDetail', systemId: 'mealDetail', src: 'mealDetail' },
    { id: 'reviewForm', systemId: 'reviewForm', src: 'reviewForm' },
    { id: 'favorite', systemId: 'favorite', src: 'favorite' },
    { id: 'favoriteMeals', systemId: 'favoriteMeals', src: 'favoriteMeals' },
  ],
});

const loader = <T>(load: () => Promise<Result<T>>) => ({ actors: { load: fromPromise(load) } });

/** Attaches real (or fake) implementations to every actor in one place. */
export function createAppLogic(api: AppApi) {
  return appMachine.provide({
    actors: {
      auth: authMachine.provide({
        actors: {
          validateSession: fromPromise(() => api.validateSession()),
          refreshSession: fromPromise(() => api.refreshSession()),
        },
        actions: {
          saveTokens: (_, { tokens, lifetimes }) => api.saveTokens(tokens, lifetimes),
          clearTokens: () => api.clearTokens(),
        },
      }),
      cartCount: cartCountMachine.provide({
        actors: { addToCart: fromPromise(({ input }) => api.addToCart(input.mealId)) },
      }),
      categories: categoriesMachine.provide(loader(() => api.listCategories())),
      meals: mealsMachine.provide(loader(() => api.listMeals())),
      latestMeals: latestMealsMachine.provide(loader(() => api.latestMeals())),
      restaurant: restaurantMachine.provide(loader(() => api.restaurantInfo())),
      signup: signupMachine.provide({ actors: { sendOtp: fromPromise(({ input }) => api.sendOtp(input)) } }),
      otp: otpMachine.provide({
        actors: {
          signup: fromPromise(({ input }) => api.signUp(input)),
          resendOtp: fromPromise(({ input }) => api.resendOtp(input)),
        },
      }),
      forgotPassword: forgotPasswordMachine.provide({
        actors: {
          forgotPassword: fromPromise(({ input }) => api.forgotPassword(input)),
          resetPassword: fromPromise(({ input }) => api.resetPassword(input)),
        },
      }),
      login: loginMachine.provide({ actors: { logIn: fromPromise(({ input }) => api.logIn(input)) } }),
      logout: logoutMachine.provide({ actors: { logOut: fromPromise(() => api.logOut()) } }),
      profile: profileMachine.provide({
        actors: {
          loadProfile: fromPromise(() => api.loadProfile()),
          updateProfile: fromPromise(({ input }) => api.updateProfile(input)),
        },
      }),
      changePassword: changePasswordMachine.provide({
        actors: { changePassword: fromPromise(({ input }) => api.changePassword(input)) },
      }),
      search: searchMachine.provide({ actors: { search: fromPromise(({ input }) => api.searchMeals(input.term)) } }),
      mealDetail: mealDetailMachine.provide({
        actors: { loadMealPage: fromPromise(({ input }) => api.mealPage(input.mealId)) },
      }),
      reviewForm: reviewFormMachine.provide({
        actors: { submitReview: fromPromise(({ input }) => api.submitReview(input)) },
      }),
      favorite: favoriteMachine.provide({
        actors: {
          isFavorited: fromPromise(({ input }) => api.isFavorited(input.mealId)),
          addFavorite: fromPromise(({ input }) => api.addFavorite(input.mealId)),
          removeFavorite: fromPromise(({ input }) => api.removeFavorite(input.mealId)),
        },
      }),
      favoriteMeals: favoriteMealsMachine.provide({
        actors: {
          listFavorites: fromPromise(() => api.listFavorites()),
          removeFavorite: fromPromise(({ input }) => api.removeFavorite(input.mealId)),
        },
      }),
    },
  });
}

export type AppLogic = ReturnType<typeof createAppLogic>;
