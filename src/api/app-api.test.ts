import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RestaurantInfo } from '../../contract/about';
import type { MealWire } from '../../contract/meal';
import { createAppApi } from './app-api';
import { fakeApiHost, type Reply } from './testing/fake-api-host';
import { hearthInfo } from './testing/fixtures';
import { chickenMomo } from '../../machines/shared/testing/fixtures';

/** The app's api against a fake API host; a route given a list answers each in turn. */
function serve(routes: Record<string, Reply | Reply[]>) {
  const { http, calls } = fakeApiHost(routes);
  return { api: createAppApi(http), calls };
}

/** The price as the wire carries it, a decimal string: the contract reads it as a number. */
const wireMeal: MealWire = { ...chickenMomo, id: 3, price: '180.50' };

// No photo, and a map pin: the other side of the contract's nullable fields from the admin tests' restaurant.
const restaurant: RestaurantInfo = { ...hearthInfo, image: null, latitude: 27.7, longitude: 85.3 };

afterEach(() => vi.unstubAllGlobals());

describe("createAppApi: the spec's paths under the API base, answers parsed by the contract", () => {
  it('lists categories from GET /meal/categories/', async () => {
    const categories = [{ id: 1, name: 'Momo', meal_count: 1 }];
    const { api, calls } = serve({ 'GET /api/meal/categories/': { body: categories } });
    expect(await api.listCategories()).toEqual({ ok: true, data: categories });
    expect(calls.map((call) => call.route)).toEqual(['GET /api/meal/categories/']);
  });

  it('lists meals from GET /meal/meals/, prices as numbers', async () => {
    const { api, calls } = serve({ 'GET /api/meal/meals/': { body: [wireMeal] } });
    expect(await api.listMeals()).toEqual({ ok: true, data: [{ ...wireMeal, price: 180.5 }] });
    expect(calls.map((call) => call.route)).toEqual(['GET /api/meal/meals/']);
  });

  it('lists the latest meals from GET /meal/latest-meal/', async () => {
    const { api, calls } = serve({ 'GET /api/meal/latest-meal/': { body: [wireMeal] } });
    expect(await api.latestMeals()).toMatchObject({ ok: true, data: [{ id: 3 }] });
    expect(calls.map((call) => call.route)).toEqual(['GET /api/meal/latest-meal/']);
  });

  it('reads the restaurant from GET /about/about/', async () => {
    const { api, calls } = serve({ 'GET /api/about/about/': { body: restaurant } });
    expect(await api.restaurantInfo()).toEqual({ ok: true, data: restaurant });
    expect(calls.map((call) => call.route)).toEqual(['GET /api/about/about/']);
  });

  it('passes a 404 of a restaurant not set up on as a failure with its detail', async () => {
    const { api } = serve({
      'GET /api/about/about/': { status: 404, body: { detail: 'Restaurant info is not set up yet.' } },
    });
    expect(await api.restaurantInfo()).toEqual({
      ok: false,
      message: 'Restaurant info is not set up yet.',
      status: 404,
    });
  });
});

describe('createAppApi.addToCart: POST /cart/cart/ {meal}, then the count is the refetched cart', () => {
  it("answers the server's message and the length of the cart it now has", async () => {
    const { api, calls } = serve({
      'POST /api/cart/cart/': { status: 201, body: { message: 'Meal added to your cart.' } },
      'GET /api/cart/cart/': { body: [{ id: 1 }, { id: 2 }, { id: 3 }] },
    });
    expect(await api.addToCart(3)).toEqual({ ok: true, data: { message: 'Meal added to your cart.', count: 3 } });
    expect(calls).toEqual([
      { route: 'POST /api/cart/cart/', body: { meal: 3 } },
      { route: 'GET /api/cart/cart/', body: undefined },
    ]);
  });

  it('answers no message when the server sent none', async () => {
    const { api } = serve({
      'POST /api/cart/cart/': { status: 201, body: {} },
      'GET /api/cart/cart/': { body: [] },
    });
    expect(await api.addToCart(3)).toEqual({ ok: true, data: { message: null, count: 0 } });
  });

  it('returns a refused add as it is, without refetching', async () => {
    const { api, calls } = serve({
      'POST /api/cart/cart/': { status: 403, body: { detail: "you can't perform this action as admin..." } },
    });
    expect(await api.addToCart(3)).toEqual({
      ok: false,
      message: "you can't perform this action as admin...",
      status: 403,
    });
    expect(calls).toHaveLength(1);
  });

  it('fails when the cart cannot be refetched', async () => {
    const { api } = serve({
      'POST /api/cart/cart/': { status: 201, body: { message: 'Added' } },
      'GET /api/cart/cart/': { status: 500, body: { detail: 'Database unavailable' } },
    });
    expect(await api.addToCart(3)).toEqual({ ok: false, message: 'Database unavailable', status: 500 });
  });
});
