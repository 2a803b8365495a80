import { describe, expect, it, vi } from 'vitest';
import { createActor, type AnyActorRef } from 'xstate';
import type { RestaurantInfo } from '../contract/about';
import type { Category, Meal } from '../contract/meal';
import type { Profile } from '../contract/account';
import type { Order } from '../contract/order';
import { createAppLogic, type AppApi, type FlowStartEvent } from './app.machine';
import { selectAuth } from './account/auth.machine';
import { createCartLogic } from './cart/cart.machine';
import { createChangePasswordLogic } from './account/change-password.machine';
import { createFavoriteMealsLogic } from './menu/favorite-meals.machine';
import { createFavoriteLogic } from './menu/favorite.machine';
import { createForgotPasswordLogic } from './account/forgot-password.machine';
import { createLoginLogic } from './account/login.machine';
import { createLogoutLogic } from './account/logout.machine';
import { createMealDetailLogic } from './menu/meal-detail.machine';
import type { NotifyEvent } from './shared/notify';
import { createOrdersLogic } from './orders/orders.machine';
import { createOtpLogic } from './account/otp.machine';
import { createPaymentReturnLogic } from './cart/payment-return.machine';
import { createPaymentLogic } from './cart/payment.machine';
import { createProfileLogic } from './account/profile.machine';
import { failure, ok } from './shared/result';
import { createReviewFormLogic } from './menu/review-form.machine';
import { createSearchLogic } from './menu/search.machine';
import { signupDraftMachine } from './account/signup-draft.machine';
import { createSignupLogic } from './account/signup.machine';

const categories: Category[] = [{ id: 1, name: 'Momo', meal_count: 2 }];
const meal = { id: 10, name: 'Chicken Momo' } as Meal;
const restaurant = { name: 'Himalayan Kitchen' } as RestaurantInfo;
const sita: Profile = {
  id: 2,
  name: 'Sita',
  phone_number: '9811111111',
  profile_picture: null,
  is_admin: false,
  created_at: '2026-01-01T00:00:00Z',
};

const cartItem = { id: 1, meal: { id: 10, price: 180.5, name: 'Chicken Momo', main_image: null } };
/** What the fake order stream calls on a change, and what stopping it records. */
let orderChanged: () => void = () => {};
const stopWatching = vi.fn(() => {});

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
    keptQuantities: vi.fn(async () => new Map([[10, 2]])),
    keepQuantities: vi.fn(async () => {}),
    createOrder: vi.fn(async () => failure('Something went wrong')),
    checkoutSetup: vi.fn(async () => failure('Something went wrong')),
    submitGatewayForm: vi.fn(),
    cartSize: vi.fn(async () => ok(2)),
    kitchenQueue: vi.fn(async () => ok(5)),
    verifyPayment: vi.fn(async () => failure('Something went wrong')),
    reportPaymentFailure: vi.fn(async () => failure('Something went wrong')),
    listOrders: vi.fn(async () => ok({ count: 0, results: [] })),
    payAgain: vi.fn(async () => failure('Something went wrong')),
    removeOrder: vi.fn(async () => failure('Something went wrong')),
    reorder: vi.fn(async () => failure('Something went wrong')),
    watchOrders: vi.fn((onOrder: (order: Order) => void) => {
      orderChanged = () => onOrder({} as Order);
      return stopWatching;
    }),
  } satisfies AppApi;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

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
  { id: 'orders', create: createOrdersLogic },
];

function start() {
  const api = fakeApi();
  const app = createActor(createAppLogic(api)).start();
  for (const flow of flows) app.send({ type: 'flow.start', ...flow });
  const child = (id: string): AnyActorRef => {
    const ref = app.system.get(id);
    if (!ref) throw new Error(`no actor with system id ${id}`);
    return ref;
  };
  return { api, app, child };
}

describe('createAppLogic: one root owning the long-lived actors and the flows its screens start', () => {
  it('makes every child reachable by its system id', () => {
    const { app } = start();
    const ids = [
      'auth',
      'cartCount',
      'menuFilter',
      'categories',
      'meals',
      'latestMeals',
      'restaurant',
      'signupDraft',
      'signup',
      'otp',
      'forgotPassword',
      'login',
      'logout',
      'profile',
      'changePassword',
      'search',
      'mealDetail',
      'reviewForm',
      'favorite',
      'favoriteMeals',
      'cart',
      'payment',
      'paymentReturn',
      'orders',
    ] as const;
    for (const id of ids) {
      expect(app.system.get(id), id).toBeDefined();
      const children: Record<string, AnyActorRef | undefined> = app.getSnapshot().children;
      expect(children[id], id).toBe(app.system.get(id));
    }
    app.stop();
  });

  it("validates the session once at start, then reads only the badge's count until a screen subscribes", async () => {
    const { api, app, child } = start();
    await settle();
    expect(api.validateSession).toHaveBeenCalledTimes(1);
    expect(child('auth').getSnapshot().value).toBe('signedIn');
    expect(api.cartSize).toHaveBeenCalledTimes(1);
    const { validateSession: _, cartSize: __, ...reads } = api;
    for (const [name, read] of Object.entries(reads)) expect(read, name).not.toHaveBeenCalled();
    app.stop();
  });

  it.each([
    ['categories', 'listCategories', categories],
    ['meals', 'listMeals', [meal]],
    ['latestMeals', 'latestMeals', [meal, meal]],
    ['restaurant', 'restaurantInfo', restaurant],
  ] as const)('the %s resource loads through api.%s', async (id, call, data) => {
    const { api, app, child } = start();
    child(id).send({ type: 'resource.subscribe' });
    await settle();
    expect(api[call]).toHaveBeenCalledTimes(1);
    expect(child(id).getSnapshot().context.data).toEqual(data);
    app.stop();
  });

  it("a customer's add to cart goes through api.addToCart and the count comes from its answer", async () => {
    const { api, app, child } = start();
    await settle();
    const toasts: NotifyEvent[] = [];
    child('cartCount').on('notify', (toast: NotifyEvent) => toasts.push(toast));
    child('cartCount').send({ type: 'cart.add', mealId: 10, role: 'customer' });
    await settle();
    // Nothing chosen: the spec's `{meal}` (issue 13's choices come from the meal page).
    expect(api.addToCart).toHaveBeenCalledWith(10, undefined);
    expect(child('cartCount').getSnapshot().context.count).toBe(3);
    expect(toasts).toEqual([{ type: 'notify', level: 'success', message: 'Meal added to your cart.' }]);
    app.stop();
  });

  describe('the navbar badge follows the session (spec §4, decisions §7)', () => {
    const count = (child: (id: string) => AnyActorRef) => child('cartCount').getSnapshot().context.count as number;
    const signInAsAdmin = (child: (id: string) => AnyActorRef) =>
      child('auth').send({
        type: 'auth.signedIn',
        session: { access_token: 'a', refresh_token: 'r', is_admin: true, user: { ...sita, id: 1, phone_number: '9800000000' } },
      });

    it("shows a customer's cart size once the session is known, and 0 once signed out", async () => {
      const { api, app, child } = start();
      expect(count(child)).toBe(0);
      await settle();
      expect(count(child)).toBe(2);
      child('auth').send({ type: 'auth.logout' });
      expect(count(child)).toBe(0);
      expect(api.cartSize).toHaveBeenCalledTimes(1);
      app.stop();
    });

    it("shows an admin the kitchen queue, read again on every streamed change while signed in", async () => {
      const { api, app, child } = start();
      await settle();
      signInAsAdmin(child);
      await settle();
      expect(count(child)).toBe(5);
      expect(api.watchOrders).toHaveBeenCalledTimes(1);
      api.kitchenQueue.mockResolvedValueOnce(ok(6));
      orderChanged();
      await settle();
      expect(api.kitchenQueue).toHaveBeenCalledTimes(2);
      expect(count(child)).toBe(6);
      child('auth').send({ type: 'auth.logout' });
      expect(stopWatching).toHaveBeenCalledTimes(1);
      expect(count(child)).toBe(0);
      app.stop();
    });

    it("the cart screen's read sets the badge to the cart's size and applies the quantities kept for this user", async () => {
      const { api, app, child } = start();
      await settle();
      child('cartCount').send({ type: 'cart.count.set', count: 9 });
      child('cart').send({ type: 'cart.open', role: 'customer', owner: '9811111111' });
      await settle();
      expect(api.keptQuantities).toHaveBeenCalledWith('9811111111');
      expect(child('cart').getSnapshot().context.lines).toEqual([{ ...cartItem, quantity: 2 }]);
      expect(count(child)).toBe(1);
      expect(api.keepQuantities).toHaveBeenCalledWith('9811111111', new Map([[10, 2]]));
      app.stop();
    });
  });

  describe('the account flows reach the auth actor by its system id', () => {
    const signedInUser = (child: (id: string) => AnyActorRef) => selectAuth(child('auth').getSnapshot()).user;

    it('a login signs in through api.logIn and keeps the tokens in cookies for 18000 s', async () => {
      const { api, app, child } = start();
      child('auth').send({ type: 'auth.logout' });
      child('login').send({ type: 'login.change', field: 'phone_number', value: '9811111111' });
      child('login').send({ type: 'login.change', field: 'password', value: 'Demo@1234' });
      child('login').send({ type: 'login.submit' });
      await settle();
      expect(api.logIn).toHaveBeenCalledWith({ phone_number: '9811111111', password: 'Demo@1234' });
      expect(signedInUser(child)).toMatchObject({ name: 'Sita', phoneNumber: '9811111111' });
      expect(api.saveTokens).toHaveBeenCalledWith({ access: 'a2', refresh: 'r2' }, { access: 18_000, refresh: 18_000 });
      app.stop();
    });

    it('logout ends the session on the server, then signs out and clears the cookies', async () => {
      const { api, app, child } = start();
      await settle();
      child('logout').send({ type: 'logout.open' });
      await settle();
      expect(api.logOut).toHaveBeenCalledTimes(1);
      expect(api.clearTokens).toHaveBeenCalledTimes(1);
      expect(child('auth').getSnapshot().value).toBe('signedOut');
      app.stop();
    });

    it("a profile update reaches the navbar's user", async () => {
      const { api, app, child } = start();
      await settle();
      child('profile').send({ type: 'profile.open', signedIn: true });
      await settle();
      api.loadProfile.mockResolvedValue(ok({ ...sita, name: 'Sita Sharma' }));
      child('profile').send({ type: 'profile.edit.open' });
      child('profile').send({ type: 'profile.edit.name', name: 'Sita Sharma' });
      child('profile').send({ type: 'profile.edit.submit' });
      await settle();
      expect(api.updateProfile).toHaveBeenCalledWith({ name: 'Sita Sharma', picture: null });
      expect(signedInUser(child)?.name).toBe('Sita Sharma');
      app.stop();
    });

    it('a password change keeps this device signed in on the new tokens', async () => {
      const { api, app, child } = start();
      await settle();
      for (const [field, value] of [
        ['password', 'Demo@1234'],
        ['new_password', 'Better@99'],
        ['confirm_password', 'Better@99'],
      ] as const) {
        child('changePassword').send({ type: 'changePassword.change', field, value });
      }
      child('changePassword').send({ type: 'changePassword.submit' });
      await settle();
      expect(api.saveTokens).toHaveBeenCalledWith({ access: 'a3', refresh: 'r3' }, { access: 18_000, refresh: 18_000 });
      expect(child('auth').getSnapshot().value).toBe('signedIn');
      app.stop();
    });
  });
});
