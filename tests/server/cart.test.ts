import { describe, expect, it } from 'vitest';
import { cartList } from '../../contract/cart';
import { apiClient, signedUpCustomer } from './support/account-client';
import { send } from './support/meal-fixtures';
import { app, meals, t, tokens, useMenuWorld } from './support/menu-world';

useMenuWorld();

const mealId = (name: string) => {
  const found = meals[name];
  if (found === undefined) throw new Error(`no meal ${name}`);
  return found;
};
const newCustomer = async () => (await signedUpCustomer(apiClient(app), t.db)).access;
const add = (token: string, meal: unknown) => send(app, 'POST', '/cart/cart/', { token, json: { meal } });
const remove = (token: string, id: number | string) => send(app, 'DELETE', `/cart/delete/${id}/`, { token });
const cartOf = async (token: string) => {
  const response = await send(app, 'GET', '/cart/cart/', { token });
  expect(response.status).toBe(200);
  return cartList.parse(response.body);
};

describe('permissions', () => {
  it.each<[string, string, unknown]>([
    ['GET', '/cart/cart/', undefined],
    ['POST', '/cart/cart/', { meal: 1 }],
    ['DELETE', '/cart/delete/1/', undefined],
  ])('%s %s: 401 for a visitor, 403 with the admin warning for an admin', async (method, path, json) => {
    const visitor = await send(app, method, path, { json });
    expect(visitor.status).toBe(401);
    expect(visitor.body).toEqual({ detail: 'Authentication credentials were not provided.' });
    const admin = await send(app, method, path, { json, token: tokens.admin });
    expect(admin.status).toBe(403);
    expect(admin.body).toEqual({ detail: "you can't perform this action as admin..." });
  });

  it('leaves a cart untouched when a visitor or an admin tries to change it', async () => {
    const token = await newCustomer();
    await add(token, mealId('Sel Roti'));
    await send(app, 'DELETE', `/cart/delete/${mealId('Sel Roti')}/`);
    await send(app, 'DELETE', `/cart/delete/${mealId('Sel Roti')}/`, { token: tokens.admin });
    await send(app, 'POST', '/cart/cart/', { json: { meal: mealId('Veg Momo') }, token: tokens.admin });
    expect((await cartOf(token)).map((item) => item.meal.name)).toEqual(['Sel Roti']);
  });
});

describe('a customer cart', () => {
  it('starts empty, lists added meals with the price from the menu, oldest first', async () => {
    const token = await newCustomer();
    expect(await cartOf(token)).toEqual([]);
    expect(await add(token, mealId('Veg Momo'))).toMatchObject({
      status: 200,
      body: { message: 'Meal added to cart!' },
    });
    expect((await add(token, String(mealId('Sel Roti')))).body).toEqual({ message: 'Meal added to cart!' });
    const cart = await cartOf(token);
    // The spec's item, and (docs/rules/orders.md#options) what was chosen: one full plate, nothing else, at the menu's
    // price.
    const plain = { portion: 'full', options: [], note: null, choices: [] };
    expect(cart).toEqual([
      {
        id: expect.any(Number),
        meal: {
          id: mealId('Veg Momo'),
          price: 180.5,
          name: 'Veg Momo',
          main_image: expect.stringMatching(/^\/media\//),
          half_plate_price: 100,
          option_groups: [],
        },
        ...plain,
        unit_price: 180.5,
      },
      {
        id: expect.any(Number),
        meal: {
          id: mealId('Sel Roti'),
          price: 40,
          name: 'Sel Roti',
          main_image: expect.stringMatching(/^\/media\//),
          half_plate_price: null,
          option_groups: [],
        },
        ...plain,
        unit_price: 40,
      },
    ]);
  });

  it('holds each meal once: adding it again keeps one line and says so', async () => {
    const token = await newCustomer();
    await add(token, mealId('Chicken Momo'));
    const again = await add(token, mealId('Chicken Momo'));
    expect(again).toMatchObject({ status: 200, body: { message: 'Meal is already in your cart.' } });
    expect((await cartOf(token)).map((item) => item.meal.id)).toEqual([mealId('Chicken Momo')]);
  });

  it('removes a meal by its meal id, and answers 404 when it is not in the cart', async () => {
    const token = await newCustomer();
    await add(token, mealId('Chicken Momo'));
    await add(token, mealId('Sel Roti'));
    expect(await remove(token, mealId('Chicken Momo'))).toMatchObject({
      status: 200,
      body: { message: 'Meal removed from the cart.' },
    });
    expect((await cartOf(token)).map((item) => item.meal.name)).toEqual(['Sel Roti']);
    expect(await remove(token, mealId('Chicken Momo'))).toMatchObject({
      status: 404,
      body: { detail: 'This meal is not in your cart.' },
    });
  });

  it.each<[string, unknown, string]>([
    ['a missing meal', undefined, 'Meal is required'],
    ['an unknown meal', 999_999, 'Meal does not exist'],
    ['a non-numeric meal', 'momo', 'Meal does not exist'],
    ['a fractional meal', 1.5, 'Meal does not exist'],
    ['a negative meal', -3, 'Meal does not exist'],
  ])('refuses %s with a field message', async (_case, meal, message) => {
    const token = await newCustomer();
    const response = await send(app, 'POST', '/cart/cart/', { token, json: meal === undefined ? {} : { meal } });
    expect(response).toMatchObject({ status: 400, body: { meal: [message] } });
    expect(await cartOf(token)).toEqual([]);
  });

  it('answers 400 for an id in the path that is not a number', async () => {
    const token = await newCustomer();
    expect((await remove(token, 'abc')).status).toBe(400);
  });

  it('drops a meal from every cart when the meal is deleted', async () => {
    const token = await newCustomer();
    // A meal nobody else's test uses: added then deleted through the database (the admin route is tested elsewhere).
    const { id } = await t.db
      .insertInto('meals')
      .values({
        name: 'Temporary Thukpa',
        description: 'Noodle soup for one test.',
        price_paisa: 15_000,
        half_plate_price_paisa: null,
        meal_type: 'Piece',
        ingredients: 'noodles, broth',
        main_image: null,
        image1: null,
        image2: null,
        category_id: (await t.db.selectFrom('categories').select('id').executeTakeFirstOrThrow()).id,
        is_non_veg: 0,
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await add(token, id);
    expect((await cartOf(token)).map((item) => item.meal.name)).toEqual(['Temporary Thukpa']);
    await t.db.deleteFrom('meals').where('id', '=', id).execute();
    expect(await cartOf(token)).toEqual([]);
  });
});

describe('two customers', () => {
  it('keeps each cart to its owner whatever ids the requests carry', async () => {
    const alice = await newCustomer();
    const bob = await newCustomer();
    await add(alice, mealId('Chicken Momo'));
    await add(alice, mealId('Veg Momo'));
    await add(bob, mealId('Veg Momo'));

    expect((await cartOf(alice)).map((item) => item.meal.name)).toEqual(['Chicken Momo', 'Veg Momo']);
    expect((await cartOf(bob)).map((item) => item.meal.name)).toEqual(['Veg Momo']);

    // Bob removing his Veg Momo leaves Alice's Veg Momo.
    expect((await remove(bob, mealId('Veg Momo'))).status).toBe(200);
    expect(await cartOf(bob)).toEqual([]);
    expect((await cartOf(alice)).map((item) => item.meal.name)).toEqual(['Chicken Momo', 'Veg Momo']);

    // Bob removing a meal only Alice has, or using Alice's cart line ids, touches nothing of hers.
    expect((await remove(bob, mealId('Chicken Momo'))).status).toBe(404);
    for (const line of await cartOf(alice)) expect((await remove(bob, line.id)).status).toBe(404);
    expect((await cartOf(alice)).map((item) => item.meal.name)).toEqual(['Chicken Momo', 'Veg Momo']);

    // A user id smuggled in the body is ignored.
    await send(app, 'POST', '/cart/cart/', { token: bob, json: { meal: mealId('Sel Roti'), user: tokens.customerId } });
    expect((await cartOf(bob)).map((item) => item.meal.name)).toEqual(['Sel Roti']);
    expect((await cartOf(alice)).map((item) => item.meal.name)).toEqual(['Chicken Momo', 'Veg Momo']);
  });
});
