import { describe, expect, it } from 'vitest';
import { variantPath } from '../../contract/media';
import { mealSaved } from '../../contract/meal-admin';
import { mealList } from '../../contract/meal';
import { file, mealForm, send, smallJpeg, smallPng } from './support/meal-fixtures';
import { app, createMeal, fileName, mediaFiles, momoId, tokens, useMenuWorld } from './support/meal-admin-world';

useMenuWorld();

// Who may write the menu, and adding a meal: its images, its spec message, and every field refused.

describe('permissions of the meal and category writes', () => {
  const routes = (): Array<[string, string, () => Promise<{ form?: FormData; json?: unknown }>]> => [
    ['POST', '/meal/meals/', async () => ({ form: await mealForm(momoId) })],
    ['PATCH', '/meal/1/update/', async () => ({ form: await mealForm(momoId) })],
    ['DELETE', '/meal/1/delete/', async () => ({})],
    ['POST', '/meal/categories/', async () => ({ json: { name: 'Soups' } })],
    ['PATCH', '/meal/categories/1/', async () => ({ json: { name: 'Soups' } })],
    ['DELETE', '/meal/categories/1/', async () => ({})],
  ];

  it.each(routes())('%s %s: 401 for a visitor, 403 for a customer, and nothing changes', async (method, path, body) => {
    const before = mealList.parse((await send(app, 'GET', '/meal/meals/')).body);
    expect((await send(app, method, path, await body())).status).toBe(401);
    const customer = await send(app, method, path, { ...(await body()), token: tokens.customer });
    expect(customer.status).toBe(403);
    expect(customer.body).toEqual({ detail: 'You do not have permission to perform this action.' });
    expect(mealList.parse((await send(app, 'GET', '/meal/meals/')).body)).toEqual(before);
  });
});

describe('POST /meal/meals/', () => {
  it('creates a meal with three images stored as WebP under server-chosen names', async () => {
    const meal = await createMeal({
      image1: file(await smallJpeg(), 'side.jpg', 'image/jpeg'),
      image2: file(await smallPng(), '../../etc/passwd.png'),
    });
    expect(meal).toMatchObject({
      name: 'Chicken Momo',
      price: 250,
      half_plate_price: 140,
      meal_type: 'Plate',
      is_non_veg: true,
      category: { id: momoId, name: 'Momo' },
      rating: null,
      rating_count: 0,
    });
    const stored = await mediaFiles();
    for (const path of [meal.main_image, meal.image1, meal.image2]) {
      expect(path).toMatch(/^\/media\/meals\/[0-9a-f]{24}\.webp$/);
      for (const size of ['thumb', 'card', 'detail'] as const)
        expect(stored).toContain(fileName(variantPath(path as string, size)));
    }
    const served = await app.request(`/api${variantPath(meal.main_image as string, 'card')}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
  });

  it('answers the spec message with the meal, which the menu then lists', async () => {
    const response = await send(app, 'POST', '/meal/meals/', {
      token: tokens.admin,
      form: await mealForm(momoId, { name: 'Buff Momo' }),
    });
    expect(response.body.message).toBe('Meal created successfully..');
    const listed = mealList.parse((await send(app, 'GET', '/meal/meals/')).body);
    expect(listed[0]).toEqual(mealSaved.parse(response.body).meal);
  });

  it('makes a Piece meal without a half plate price, whatever was sent', async () => {
    const meal = await createMeal({ meal_type: 'Piece', half_plate_price: '99' });
    expect(meal.half_plate_price).toBeNull();
    const without = await createMeal({ meal_type: 'Piece', half_plate_price: undefined });
    expect(without.half_plate_price).toBeNull();
  });

  it.each([
    ['true', true],
    ['false', false],
    ['1', true],
    ['0', false],
  ])('reads is_non_veg %s', async (value, expected) => {
    expect((await createMeal({ is_non_veg: value })).is_non_veg).toBe(expected);
  });

  it.each<[string, Record<string, string | undefined>, string, string]>([
    ['no name', { name: undefined }, 'name', 'Meal name is required'],
    ['a blank name', { name: '   ' }, 'name', 'Meal name is required'],
    ['a 1-character name', { name: 'A' }, 'name', 'Name must be at least 2 characters'],
    ['a 51-character name', { name: 'A'.repeat(51) }, 'name', 'Name must be less than 50 characters'],
    ['no price', { price: undefined }, 'price', 'Price is required'],
    ['a zero price', { price: '0' }, 'price', 'Price must be a positive number'],
    ['a negative price', { price: '-5' }, 'price', 'Price must be a positive number'],
    ['a price in words', { price: 'ten' }, 'price', 'Price must be a positive number'],
    [
      'a Plate without half price',
      { half_plate_price: undefined },
      'half_plate_price',
      'Half Plate Price is required for Plate meals',
    ],
    [
      'a negative half price',
      { half_plate_price: '-1' },
      'half_plate_price',
      'Half Plate Price must be a positive number',
    ],
    [
      '4 characters of ingredients',
      { ingredients: 'salt' },
      'ingredients',
      'Ingredients must be at least 5 characters',
    ],
    [
      '201 characters of ingredients',
      { ingredients: 'a'.repeat(201) },
      'ingredients',
      'Ingredients must be less than 200 characters',
    ],
    [
      '99 characters of description',
      { description: 'd'.repeat(99) },
      'description',
      'Description must be at least 100 characters',
    ],
    [
      '301 characters of description',
      { description: 'd'.repeat(301) },
      'description',
      'Description must be less than 300 characters',
    ],
    ['no category', { category_id: undefined }, 'category_id', 'Category is required'],
    ['an unknown category', { category_id: '999999' }, 'category_id', 'Category does not exist'],
    ['no is_non_veg', { is_non_veg: undefined }, 'is_non_veg', 'Is Non-Veg is required'],
    ['is_non_veg "maybe"', { is_non_veg: 'maybe' }, 'is_non_veg', 'Is Non-Veg is required'],
    ['no meal type', { meal_type: undefined }, 'meal_type', 'Meal type is required'],
    ['meal type Bowl', { meal_type: 'Bowl' }, 'meal_type', 'Meal type must be Plate or Piece'],
  ])('refuses %s with the field message', async (_case, changes, field, message) => {
    const response = await send(app, 'POST', '/meal/meals/', {
      token: tokens.admin,
      form: await mealForm(momoId, changes),
    });
    expect(response.status).toBe(400);
    expect(response.body[field]).toEqual([message]);
  });

  it('accepts the edges: 2 and 50 characters of name, 100 and 300 of description, 5 and 200 of ingredients', async () => {
    await createMeal({ name: 'Ab', description: 'd'.repeat(100), ingredients: 'a'.repeat(5) });
    await createMeal({ name: 'A'.repeat(50), description: 'd'.repeat(300), ingredients: 'a'.repeat(200) });
  });

  it('requires a main image and names every problem of the form at once', async () => {
    const response = await send(app, 'POST', '/meal/meals/', {
      token: tokens.admin,
      form: await mealForm(momoId, { main_image: undefined, name: 'A', price: undefined }),
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      main_image: ['Main image is required'],
      name: ['Name must be at least 2 characters'],
      price: ['Price is required'],
    });
  });

  it('stores no image when the form is refused', async () => {
    const before = await mediaFiles();
    const response = await send(app, 'POST', '/meal/meals/', {
      token: tokens.admin,
      form: await mealForm(momoId, { category_id: '999999' }),
    });
    expect(response.status).toBe(400);
    expect(await mediaFiles()).toEqual(before);
  });
});
