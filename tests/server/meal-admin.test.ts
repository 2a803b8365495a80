import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { variantPath } from '../../contract/media';
import { categorySaved, mealSaved } from '../../contract/meal-admin';
import { categoryList, mealList } from '../../contract/meal';
import { seedDatabase } from '../../server/demo/seed';
import { mediaDirOf } from '../../server/media/image-store';
import { makeTestApp } from './support/test-app';
import { openTestDatabase, type TestDatabase } from './support/test-database';
import { loadTinyCatalog } from './support/tiny-catalog';
import { file, mealForm, roles, send, smallJpeg, smallPng } from './support/meal-fixtures';

let t: TestDatabase;
let app: ReturnType<typeof makeTestApp>['app'];
let tokens: Awaited<ReturnType<typeof roles>>;
let momoId: number;

beforeAll(async () => {
  t = await openTestDatabase({ DEMO_DATA: '1' });
  await seedDatabase(t.db, t.env, { dialect: t.dialect, catalog: loadTinyCatalog });
  ({ app } = makeTestApp(t.db, t.env));
  tokens = await roles(app, t.db, t.env);
  const categories = categoryList.parse((await send(app, 'GET', '/meal/categories/')).body);
  momoId = categories.find((category) => category.name === 'Momo')?.id as number;
});
afterAll(async () => {
  await t.destroy();
});

const mediaFiles = async () => readdir(join(mediaDirOf(t.dataDir), 'meals')).catch(() => [] as string[]);
const fileName = (path: string) => path.split('/').at(-1) as string;

async function createMeal(changes: Parameters<typeof mealForm>[1] = {}) {
  const response = await send(app, 'POST', '/meal/meals/', { token: tokens.admin, form: await mealForm(momoId, changes) });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return mealSaved.parse(response.body).meal;
}

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
      for (const size of ['thumb', 'card', 'detail'] as const) expect(stored).toContain(fileName(variantPath(path as string, size)));
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
    ['a Plate without half price', { half_plate_price: undefined }, 'half_plate_price', 'Half Plate Price is required for Plate meals'],
    ['a negative half price', { half_plate_price: '-1' }, 'half_plate_price', 'Half Plate Price must be a positive number'],
    ['4 characters of ingredients', { ingredients: 'salt' }, 'ingredients', 'Ingredients must be at least 5 characters'],
    ['201 characters of ingredients', { ingredients: 'a'.repeat(201) }, 'ingredients', 'Ingredients must be less than 200 characters'],
    ['99 characters of description', { description: 'd'.repeat(99) }, 'description', 'Description must be at least 100 characters'],
    ['301 characters of description', { description: 'd'.repeat(301) }, 'description', 'Description must be less than 300 characters'],
    ['no category', { category_id: undefined }, 'category_id', 'Category is required'],
    ['an unknown category', { category_id: '999999' }, 'category_id', 'Category does not exist'],
    ['no is_non_veg', { is_non_veg: undefined }, 'is_non_veg', 'Is Non-Veg is required'],
    ['is_non_veg "maybe"', { is_non_veg: 'maybe' }, 'is_non_veg', 'Is Non-Veg is required'],
    ['no meal type', { meal_type: undefined }, 'meal_type', 'Meal type is required'],
    ['meal type Bowl', { meal_type: 'Bowl' }, 'meal_type', 'Meal type must be Plate or Piece'],
  ])('refuses %s with the field message', async (_case, changes, field, message) => {
    const response = await send(app, 'POST', '/meal/meals/', { token: tokens.admin, form: await mealForm(momoId, changes) });
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

describe('PATCH /meal/{id}/update/', () => {
  const patch = (id: number, values: Record<string, string | File>) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(values)) form.append(key, value);
    return send(app, 'PATCH', `/meal/${id}/update/`, { token: tokens.admin, form });
  };

  it('changes only the fields sent, with the spec message', async () => {
    const meal = await createMeal();
    const response = await patch(meal.id, { price: '300.50' });
    expect(response.status).toBe(200);
    expect(response.body.message).toBe('Meal updated successfully!');
    expect(mealSaved.parse(response.body).meal).toEqual({ ...meal, price: 300.5 });
  });

  it('takes a description from 10 characters, and needs no half plate price for a Plate', async () => {
    const meal = await createMeal();
    expect((await patch(meal.id, { description: 'Short one.' })).status).toBe(200);
    expect((await patch(meal.id, { description: 'Too short' })).body).toEqual({
      description: ['Description must be at least 10 characters'],
    });
    expect((await patch(meal.id, { name: 'X' })).body).toEqual({ name: ['Name must be at least 2 characters'] });
  });

  it('drops the half plate price when the meal becomes a Piece', async () => {
    const meal = await createMeal();
    const updated = mealSaved.parse((await patch(meal.id, { meal_type: 'Piece' })).body).meal;
    expect(updated).toMatchObject({ meal_type: 'Piece', half_plate_price: null });
  });

  it('moves a meal to another category, but not to one that does not exist', async () => {
    const meal = await createMeal();
    const categories = categoryList.parse((await send(app, 'GET', '/meal/categories/')).body);
    const snacks = categories.find((category) => category.name === 'Snacks');
    const moved = mealSaved.parse((await patch(meal.id, { category_id: String(snacks?.id) })).body).meal;
    expect(moved.category).toEqual({ id: snacks?.id, name: 'Snacks' });
    expect((await patch(meal.id, { category_id: '999999' })).body).toEqual({ category_id: ['Category does not exist'] });
  });

  it('replaces an image and deletes the old one with all its widths', async () => {
    const meal = await createMeal();
    const old = meal.main_image as string;
    const updated = mealSaved.parse((await patch(meal.id, { main_image: file(await smallJpeg(), 'new.jpg') })).body).meal;
    expect(updated.main_image).not.toBe(old);
    const stored = await mediaFiles();
    expect(stored).toContain(fileName(updated.main_image as string));
    for (const path of [old, variantPath(old, 'thumb'), variantPath(old, 'card'), variantPath(old, 'detail')]) {
      expect(stored).not.toContain(fileName(path));
    }
  });

  it('answers 404 for a meal that does not exist', async () => {
    expect((await patch(999999, { price: '10' })).status).toBe(404);
  });
});

describe('DELETE /meal/{id}/delete/', () => {
  it('deletes the meal and its images, with the spec message', async () => {
    const meal = await createMeal({ image1: file(await smallPng(), 'b.png') });
    const response = await send(app, 'DELETE', `/meal/${meal.id}/delete/`, { token: tokens.admin });
    expect(response.body).toEqual({ message: 'Meal deleted successfully...' });
    expect((await send(app, 'GET', `/meal/meals/${meal.id}`)).status).toBe(404);
    const stored = await mediaFiles();
    for (const path of [meal.main_image, meal.image1]) expect(stored).not.toContain(fileName(path as string));
    expect((await send(app, 'DELETE', `/meal/${meal.id}/delete/`, { token: tokens.admin })).status).toBe(404);
  });

  it('removes it from carts and favourites, and order lines keep their name and price', async () => {
    const meal = await createMeal({ name: 'Jhol Momo' });
    const created_at = new Date().toISOString();
    await t.db.insertInto('cart_items').values({ user_id: tokens.customerId, meal_id: meal.id, created_at }).execute();
    await t.db.insertInto('favorites').values({ user_id: tokens.customerId, meal_id: meal.id, created_at }).execute();
    const { id: orderId } = await t.db
      .insertInto('orders')
      .values({
        user_id: tokens.customerId,
        pid: `TXN${Date.now()}`,
        number: 7001,
        status: 'paid',
        total_paisa: 25_000,
        esewa_ref_id: null,
        created_at,
        updated_at: created_at,
        paid_at: created_at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('order_lines')
      .values({ order_id: orderId, meal_id: meal.id, name: 'Jhol Momo', unit_price_paisa: 25_000, quantity: 1, line_total_paisa: 25_000 })
      .execute();

    expect((await send(app, 'DELETE', `/meal/${meal.id}/delete/`, { token: tokens.admin })).status).toBe(200);

    for (const table of ['cart_items', 'favorites'] as const) {
      expect(await t.db.selectFrom(table).selectAll().where('meal_id', '=', meal.id).execute()).toEqual([]);
    }
    expect(await t.db.selectFrom('order_lines').select(['meal_id', 'name', 'unit_price_paisa']).where('order_id', '=', orderId).execute()).toEqual([
      { meal_id: null, name: 'Jhol Momo', unit_price_paisa: 25_000 },
    ]);
  });
});

describe('categories', () => {
  it('adds a category from JSON or a form, with the spec message', async () => {
    const json = await send(app, 'POST', '/meal/categories/', { token: tokens.admin, json: { name: ' Soups ' } });
    expect(json.status).toBe(201);
    expect(categorySaved.parse(json.body)).toEqual({
      message: 'Category added successfully!',
      category: { id: expect.any(Number), name: 'Soups', meal_count: 0 },
    });
    const form = new FormData();
    form.append('name', 'Desserts');
    const multipart = await send(app, 'POST', '/meal/categories/', { token: tokens.admin, form });
    expect(multipart.status).toBe(201);
    expect(categoryList.parse((await send(app, 'GET', '/meal/categories/')).body).map((c) => c.name)).toEqual(
      expect.arrayContaining(['Soups', 'Desserts']),
    );
  });

  it.each([{}, { name: '' }, { name: '   ' }])('refuses an empty name %j', async (body) => {
    const response = await send(app, 'POST', '/meal/categories/', { token: tokens.admin, json: body });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ name: ["Category name can't be empty"] });
  });

  it('refuses a name in use, whatever its case, on add and on rename', async () => {
    const taken = { name: ['A category with this name already exists'] };
    expect((await send(app, 'POST', '/meal/categories/', { token: tokens.admin, json: { name: 'momo' } })).body).toEqual(taken);
    const drinks = categoryList.parse((await send(app, 'GET', '/meal/categories/')).body).find((c) => c.name === 'Drinks');
    const form = new FormData();
    form.append('name', 'MOMO');
    expect((await send(app, 'PATCH', `/meal/categories/${drinks?.id}/`, { token: tokens.admin, form })).body).toEqual(taken);
  });

  it('renames a category from a multipart form; its meals show the new name', async () => {
    const { category } = categorySaved.parse(
      (await send(app, 'POST', '/meal/categories/', { token: tokens.admin, json: { name: 'Noodles' } })).body,
    );
    const meal = await createMeal();
    await send(app, 'PATCH', `/meal/${meal.id}/update/`, { token: tokens.admin, json: { category_id: category.id } });
    const form = new FormData();
    form.append('name', 'Chowmein');
    const response = await send(app, 'PATCH', `/meal/categories/${category.id}/`, { token: tokens.admin, form });
    expect(response.body).toEqual({ message: 'Category updated successfully', category: { id: category.id, name: 'Chowmein', meal_count: 1 } });
    expect((await send(app, 'GET', `/meal/meals/${meal.id}`)).body).toMatchObject({ category: { name: 'Chowmein' } });
    expect((await send(app, 'PATCH', '/meal/categories/999999/', { token: tokens.admin, form })).status).toBe(404);
  });

  it('deletes a category with its meals, their images, carts, favourites and reviews', async () => {
    const { category } = categorySaved.parse(
      (await send(app, 'POST', '/meal/categories/', { token: tokens.admin, json: { name: 'Thali' } })).body,
    );
    const meal = await createMeal();
    await send(app, 'PATCH', `/meal/${meal.id}/update/`, { token: tokens.admin, json: { category_id: category.id } });
    const created_at = new Date().toISOString();
    await t.db.insertInto('favorites').values({ user_id: tokens.customerId, meal_id: meal.id, created_at }).execute();
    await t.db
      .insertInto('reviews')
      .values({ user_id: tokens.customerId, meal_id: meal.id, rating_halves: 8, review: 'Very filling thali.', created_at })
      .execute();

    const response = await send(app, 'DELETE', `/meal/categories/${category.id}/`, { token: tokens.admin });
    expect(response.body).toEqual({ message: 'Meal Category deleted successfully...' });
    expect((await send(app, 'GET', `/meal/meals/${meal.id}`)).status).toBe(404);
    expect(await mediaFiles()).not.toContain(fileName(meal.main_image as string));
    for (const table of ['favorites', 'reviews'] as const) {
      expect(await t.db.selectFrom(table).selectAll().where('meal_id', '=', meal.id).execute()).toEqual([]);
    }
    expect((await send(app, 'DELETE', `/meal/categories/${category.id}/`, { token: tokens.admin })).status).toBe(404);
  });
});
