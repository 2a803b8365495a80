import type { $Fetch } from 'ofetch';
import * as z from 'zod/mini';
import { restaurantInfo } from '../../contract/about';
import { categoryList, mealList } from '../../contract/meal';
import type { AppApi } from '../../machines/app.machine';
import { ok } from '../../machines/result';
import { createAccountApi } from './account-api';
import { createMealCustomerApi } from './meal-customer-api';
import { request } from './http';
import { createSignupApi } from './signup-api';

const cartList = z.array(z.object({ id: z.number() }));
const messageBody = z.object({ message: z.optional(z.string()) });

/** The real AppApi: HTTP to the spec's paths, every answer parsed by the contract. */
export function createAppApi(http: $Fetch): AppApi {
  return {
    ...createSignupApi(http),
    ...createAccountApi(http),
    ...createMealCustomerApi(http),
    listCategories: () => request(http, categoryList, '/meal/categories/'),
    listMeals: () => request(http, mealList, '/meal/meals/'),
    latestMeals: () => request(http, mealList, '/meal/latest-meal/'),
    restaurantInfo: () => request(http, restaurantInfo, '/about/about/'),
    async addToCart(mealId) {
      const added = await request(http, messageBody, '/cart/cart/', { method: 'POST', body: { meal: mealId } });
      if (!added.ok) return added;
      // The badge shows the size of the cart as the server now has it (spec §4).
      const cart = await request(http, cartList, '/cart/cart/');
      return cart.ok ? ok({ message: added.data.message ?? null, count: cart.data.length }) : cart;
    },
  };
}
