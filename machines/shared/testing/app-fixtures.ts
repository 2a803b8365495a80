import { NOTHING_SOLD_OUT } from '../../../contract/sold-out';
import { vi } from 'vitest';
import { CALM_PACE } from '../../../contract/pace';
import { createActor, type AnyActorRef } from 'xstate';
import type { RestaurantInfo } from '../../../contract/about';
import type { Category, Meal } from '../../../contract/meal';
import type { Profile } from '../../../contract/account';
import type { Order } from '../../../contract/order';
import { createAppLogic, type AppApi, type FlowStartEvent } from '../../app.machine';
import { createCartLogic } from '../../cart/cart.machine';
import { createChangePasswordLogic } from '../../account/change-password.machine';
import { createFavoriteMealsLogic } from '../../menu/favorite-meals.machine';
import { createFavoriteLogic } from '../../menu/favorite.machine';
import { createForgotPasswordLogic } from '../../account/forgot-password.machine';
import { createLoginLogic } from '../../account/login.machine';
import { createLogoutLogic } from '../../account/logout.machine';
import { createMealDetailLogic } from '../../menu/meal-detail.machine';
import { createOrdersLogic } from '../../orders/orders.machine';
import { createOtpLogic } from '../../account/otp.machine';
import { createKhaltiReturnLogic } from '../../cart/khalti-return.machine';
import { createPaymentReturnLogic } from '../../cart/payment-return.machine';
import { createPaymentLogic } from '../../cart/payment.machine';
import { createProfileLogic } from '../../account/profile.machine';
import { failure, ok } from '../result';
import { createReviewFormLogic } from '../../menu/review-form.machine';
import { createSearchLogic } from '../../menu/search.machine';
import { asha } from './fixtures';
import { signupDraftMachine } from '../../account/signup-draft.machine';
import { createSignupLogic } from '../../account/signup.machine';

/**
 * The app root as app.machine.test.ts starts it: every API call faked with a spy answering the spec's texts, every
 * flow started the way its screen starts it. Kept apart so the test file holds only what it checks.
 */

export const categories: Category[] = [{ id: 1, name: 'Momo', meal_count: 2 }];
export const meal = { id: 10, name: 'Chicken Momo' } as Meal;
export const restaurant = { name: 'Himalayan Kitchen' } as RestaurantInfo;
export const sita: Profile = { ...asha, name: 'Sita', created_at: '2026-01-01T00:00:00Z' };

export const cartItem = { id: 1, meal: { id: 10, price: 180.5, name: 'Chicken Momo', main_image: null } };
/** What the fake order stream calls on a change, and what stopping it records. */
let onOrderChange: () => void = () => {};
export const stopWatching = vi.fn(() => {});

/** An order changes on the server: the fake stream tells whoever watches it. */
export function orderChanged() {
  onOrderChange();
}

function fakeApi() {
  return {
    validateSession: vi.fn(async () => ok({ is_admin: false, user: sita })),
    refreshSession: vi.fn(async () => failure('Token is invalid or expired', 401)),
    saveTokens: vi.fn(),
    clearTokens: vi.fn(),
    logIn: vi.fn(async () =>
      ok({ access_token: 'a2', refresh_token: 'r2', is_admin: false, message: 'Login successful', user: sita }),
    ),
    logOut: vi.fn(async () => ok({ message: 'Logout successfully...' })),
    loadProfile: vi.fn(async () => ok(sita)),
    updateProfile: vi.fn(async () => ok('Profile updated successfully!')),
    changePassword: vi.fn(async () =>
      ok({ message: 'Password changed successfully!', tokens: { access: 'a3', refresh: 'r3' } }),
    ),
    listCategories: vi.fn(async () => ok(categories)),
    listMeals: vi.fn(async () => ok([meal])),
    latestMeals: vi.fn(async () => ok([meal, meal])),
    restaurantInfo: vi.fn(async () => ok(restaurant)),
    soldOut: vi.fn(async () => ok(NOTHING_SOLD_OUT)),
    loadPace: vi.fn(async () => ok(CALM_PACE)),
    addToCart: vi.fn(async () => ok({ message: 'Meal added to your cart.', count: 3 })),
    sendOtp: vi.fn(async () => ok({ message: 'OTP sent successfully.' })),
    resendOtp: vi.fn(async () => ok({ message: 'OTP resent successfully.' })),
    signUp: vi.fn(async () => failure('Invalid or expired code.', 400)),
    createAdmin: vi.fn(async () => failure('Invalid or expired code.', 400)),
    forgotPassword: vi.fn(async () => ok({ message: 'OTP sent successfully to 9812345678' })),
    resetPassword: vi.fn(async () => ok({ message: 'Password reset successfully.' })),
    mealPage: vi.fn(async () => ok({ meal, reviews: [] })),
    searchMeals: vi.fn(async () => ok([meal])),
    submitReview: vi.fn(async () => ok('Review submitted successfully!')),
    myReview: vi.fn(async () => ok(null)),
    isFavorited: vi.fn(async () => ok(false)),
    addFavorite: vi.fn(async () => ok('Added to favorites!')),
    removeFavorite: vi.fn(async () => ok('Removed from favorites!')),
    listFavorites: vi.fn(async () => ok([])),
    listCart: vi.fn(async () => ok([cartItem])),
    removeFromCart: vi.fn(async () => ok('Meal removed from the cart.')),
    chooseInCart: vi.fn(async () => ok({ id: 1, meal: { id: 1, price: 1, name: 'x', main_image: null } })),
    keptQuantities: vi.fn(async () => new Map([[1, 2]])),
    keepQuantities: vi.fn(async () => {}),
    createOrder: vi.fn(async () => failure('Something went wrong')),
    checkoutSetup: vi.fn(async () => failure('Something went wrong')),
    submitGatewayForm: vi.fn(),
    cartSize: vi.fn(async () => ok(2)),
    kitchenQueue: vi.fn(async () => ok(5)),
    verifyPayment: vi.fn(async () => failure('Something went wrong')),
    verifyKhalti: vi.fn(async () => failure('Something went wrong')),
    reportPaymentFailure: vi.fn(async () => failure('Something went wrong')),
    listOrders: vi.fn(async () => ok({ count: 0, results: [] })),
    payAgain: vi.fn(async () => failure('Something went wrong')),
    removeOrder: vi.fn(async () => failure('Something went wrong')),
    reorder: vi.fn(async () => failure('Something went wrong')),
    watchOrders: vi.fn((onOrder: (order: Order) => void) => {
      onOrderChange = () => onOrder({} as Order);
      return stopWatching;
    }),
  } satisfies AppApi;
}

export { settle } from './fake-calls';

/** Every flow, started the way its screen starts it. */
const flows: Omit<FlowStartEvent, 'type'>[] = [
  { id: 'signupDraft', create: () => signupDraftMachine },
  { id: 'signup', create: createSignupLogic },
  { id: 'otp', create: createOtpLogic },
  { id: 'forgotPassword', create: createForgotPasswordLogic },
  { id: 'login', create: createLoginLogic },
  { id: 'logout', create: createLogoutLogic },
  { id: 'profile', create: createProfileLogic },
  { id: 'changePassword', create: createChangePasswordLogic },
  { id: 'search', create: createSearchLogic },
  { id: 'mealDetail', create: createMealDetailLogic },
  { id: 'reviewForm', create: createReviewFormLogic },
  { id: 'favorite', create: createFavoriteLogic },
  { id: 'favoriteMeals', create: createFavoriteMealsLogic },
  { id: 'cart', create: createCartLogic },
  { id: 'payment', create: createPaymentLogic },
  { id: 'paymentReturn', create: createPaymentReturnLogic },
  { id: 'khaltiReturn', create: createKhaltiReturnLogic },
  { id: 'orders', create: createOrdersLogic },
];
export const flowIds = flows.map((flow) => flow.id);

export function start() {
  const api = fakeApi();
  const app = createActor(createAppLogic(api), { input: {} }).start();
  for (const flow of flows) app.send({ type: 'flow.start', ...flow });
  const child = (id: string): AnyActorRef => {
    const ref = app.system.get(id);
    if (!ref) throw new Error(`no actor with system id ${id}`);
    return ref;
  };
  return { api, app, child };
}
