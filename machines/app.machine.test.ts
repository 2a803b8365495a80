import { describe, expect, it, vi } from 'vitest';
import { createActor, type AnyActorRef } from 'xstate';
import type { RestaurantInfo } from '../contract/about';
import type { Category, Meal } from '../contract/meal';
import { createAppLogic, type AppApi } from './app.machine';
import type { NotifyEvent } from './notify';
import { ok } from './result';

const categories: Category[] = [{ id: 1, name: 'Momo', meal_count: 2 }];
const meal = { id: 10, name: 'Chicken Momo' } as Meal;
const restaurant = { name: 'Himalayan Kitchen' } as RestaurantInfo;

function fakeApi() {
  return {
    restoreSession: vi.fn(async () => ok({ name: 'Sita', isAdmin: false, profilePicture: null })),
    listCategories: vi.fn(async () => ok(categories)),
    listMeals: vi.fn(async () => ok([meal])),
    latestMeals: vi.fn(async () => ok([meal, meal])),
    restaurantInfo: vi.fn(async () => ok(restaurant)),
    addToCart: vi.fn(async () => ok({ message: 'Meal added to your cart.', count: 3 })),
  } satisfies AppApi;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function start() {
  const api = fakeApi();
  const app = createActor(createAppLogic(api)).start();
  const child = (id: string): AnyActorRef => {
    const ref = app.system.get(id);
    if (!ref) throw new Error(`no actor with system id ${id}`);
    return ref;
  };
  return { api, app, child };
}

describe('createAppLogic: one root owning the long-lived actors', () => {
  it('makes every child reachable by its system id', () => {
    const { app } = start();
    const ids = ['auth', 'cartCount', 'menuFilter', 'categories', 'meals', 'latestMeals', 'restaurant'] as const;
    for (const id of ids) {
      expect(app.system.get(id), id).toBeDefined();
      expect(app.getSnapshot().children[id], id).toBe(app.system.get(id));
    }
    app.stop();
  });

  it('restores the session once at start and asks for nothing else until a screen subscribes', async () => {
    const { api, app, child } = start();
    await settle();
    expect(api.restoreSession).toHaveBeenCalledTimes(1);
    expect(child('auth').getSnapshot().value).toBe('signedIn');
    const { restoreSession: _, ...reads } = api;
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
    const toasts: NotifyEvent[] = [];
    child('cartCount').on('notify', (toast: NotifyEvent) => toasts.push(toast));
    child('cartCount').send({ type: 'cart.add', mealId: 10, role: 'customer' });
    await settle();
    expect(api.addToCart).toHaveBeenCalledWith(10);
    expect(child('cartCount').getSnapshot().context.count).toBe(3);
    expect(toasts).toEqual([{ type: 'notify', level: 'success', message: 'Meal added to your cart.' }]);
    app.stop();
  });
});
