import { describe, expect, it } from 'vitest';
import type { AnyActorRef } from 'xstate';
import { selectAuth } from './shared/auth.machine';
import type { NotifyEvent } from './shared/notify';
import { ok } from './shared/result';
import {
  cartItem,
  categories,
  flowIds,
  meal,
  orderChanged,
  restaurant,
  settle,
  sita,
  start,
  stopWatching,
} from './shared/testing/app-fixtures';

describe('createAppLogic: one root owning the long-lived actors and the flows its screens start', () => {
  it('makes every child reachable by its system id', () => {
    const { app } = start();
    // The root's own actors, and each flow as the fixture starts it (the way its screen does).
    const ids = ['auth', 'cartCount', 'menuFilter', 'categories', 'meals', 'latestMeals', 'restaurant', 'soldOut', ...flowIds];
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
    // Nothing chosen: the spec's `{meal}` (docs/rules/orders.md#options: choices come from the meal page).
    expect(api.addToCart).toHaveBeenCalledWith(10, undefined);
    expect(child('cartCount').getSnapshot().context.count).toBe(3);
    expect(toasts).toEqual([{ type: 'notify', level: 'success', message: 'Meal added to your cart.' }]);
    app.stop();
  });

  describe('the navbar badge follows the session (docs/rules/states.md#cart-count, docs/rules/departures.md#where-the-app-differs-from-the-original-description)', () => {
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
      expect(api.keepQuantities).toHaveBeenCalledWith('9811111111', new Map([[1, 2]]));
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
