import type { $Fetch } from 'ofetch';
import * as z from 'zod/mini';
import { restaurantInfo } from '../../contract/restaurant-info';
import { paceState } from '../../contract/pace';
import { categoryList, mealList } from '../../contract/meal';
import { soldOutState } from '../../contract/sold-out';
import type { AppApi } from '../../machines/app.machine';
import type { WatchOrders } from '../../machines/shared/order-stream';
import { ok } from '../../machines/shared/result';
import { request } from './http';
import { createSessionApi } from '../features/account/session-api';

const cartList = z.array(z.object({ id: z.number() }));
const messageBody = z.object({ message: z.optional(z.string()) });
/** Only the kitchen queue of GET /orders/counts/: the badge needs no more, the home page carries no order schema. */
const kitchenQueue = z.object({ kitchen_queue: z.number() });

/**
 * Calls of screens that load on demand: each module (with the contract schemas it parses by) is fetched by the
 * first call, so the home page does not carry the sign-up, account and meal-page code.
 */
function deferred<T, K extends keyof T>(load: () => Promise<T>, names: readonly K[]): Pick<T, K> {
  let loaded: Promise<T> | undefined;
  const call =
    (name: K) =>
    async (...args: unknown[]) => {
      const api = await (loaded ??= load());
      return (api[name] as (...args: unknown[]) => unknown)(...args);
    };
  return Object.fromEntries(names.map((name) => [name, call(name)])) as Pick<T, K>;
}

/** A live watch whose reader loads with its first use; stopped before it loaded, it never starts. */
function deferredWatch(load: () => Promise<WatchOrders>): WatchOrders {
  return (onOrder) => {
    let stop: (() => void) | undefined;
    let stopped = false;
    load().then(
      (watch) => {
        if (!stopped) stop = watch(onOrder);
      },
      // The reader did not load (offline, a new deployment): the screens still read, just not live.
      () => {},
    );
    return () => {
      stopped = true;
      stop?.();
    };
  };
}

/** The real AppApi: HTTP to the spec's paths, every answer parsed by the contract. */
export function createAppApi(http: $Fetch): AppApi {
  const orders = () => import('../features/orders/orders-api').then(({ createOrdersApi }) => createOrdersApi(http));
  return {
    ...createSessionApi(http),
    ...deferred(
      () => import('../features/account/signup-api').then(({ createSignupApi }) => createSignupApi(http)),
      ['sendOtp', 'resendOtp', 'signUp', 'forgotPassword', 'resetPassword'],
    ),
    ...deferred(
      () => import('../features/account/account-api').then(({ createAccountApi }) => createAccountApi(http)),
      ['logIn', 'logOut', 'loadProfile', 'updateProfile', 'changePassword'],
    ),
    // Only an admin's /otp calls it: the visitor's sign-up chunk stays free of the add-admin contract.
    ...deferred(() => import('../features/people/add-admin-api').then(({ createAddAdminApi }) => createAddAdminApi(http)), [
      'createAdmin',
    ]),
    ...deferred(
      () => import('../features/menu/meal-customer-api').then(({ createMealCustomerApi }) => createMealCustomerApi(http)),
      ['mealPage', 'searchMeals', 'submitReview', 'myReview', 'isFavorited', 'addFavorite', 'removeFavorite', 'listFavorites'],
    ),
    ...deferred(orders, ['verifyPayment', 'verifyKhalti', 'reportPaymentFailure', 'listOrders', 'payAgain', 'removeOrder', 'reorder']),
    ...deferred(
      () => import('../features/cart/cart-api').then(({ createCartApi }) => createCartApi(http)),
      ['listCart', 'removeFromCart', 'chooseInCart', 'createOrder', 'checkoutSetup', 'submitGatewayForm'],
    ),
    // superjson comes with the cart screen, not with the home page.
    ...deferred(
      () => import('../features/cart/cart-quantities').then(({ createQuantityStore }) => createQuantityStore()),
      ['keptQuantities', 'keepQuantities'],
    ),
    // One stream reader for everyone who watches: the customer's orders page and the admin's navbar badge.
    watchOrders: deferredWatch(() => orders().then((api) => api.watchOrders)),
    listCategories: () => request(http, categoryList, '/meal/categories/'),
    listMeals: () => request(http, mealList, '/meal/meals/'),
    latestMeals: () => request(http, mealList, '/meal/latest-meal/'),
    restaurantInfo: () => request(http, restaurantInfo, '/about/about/'),
    soldOut: () => request(http, soldOutState, '/meal/sold-out/'),
    loadPace: () => request(http, paceState, '/about/pace/'),
    async cartSize() {
      const cart = await request(http, cartList, '/cart/cart/');
      return cart.ok ? ok(cart.data.length) : cart;
    },
    async kitchenQueue() {
      const counts = await request(http, kitchenQueue, '/orders/counts/');
      return counts.ok ? ok(counts.data.kitchen_queue) : counts;
    },
    async addToCart(mealId, choices) {
      const body = { meal: mealId, ...choices };
      const added = await request(http, messageBody, '/cart/cart/', { method: 'POST', body });
      if (!added.ok) return added;
      // The badge shows the size of the cart as the server now has it (docs/rules/states.md#cart-count).
      const cart = await request(http, cartList, '/cart/cart/');
      return cart.ok ? ok({ message: added.data.message ?? null, count: cart.data.length }) : cart;
    },
  };
}
