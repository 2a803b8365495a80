import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restaurantInfo } from '../../contract/about';
import { detailError, fieldErrors, health } from '../../contract/common';
import { categoryList, type Meal, meal as mealSchema, mealList, mealPage as mealPageSchema } from '../../contract/meal';
import { now } from '../../server/db/database';
import { insertTestMeal } from './support/row-fixtures';
import { insertUser } from '../../server/db/repositories/users';
import { seedDatabase } from '../../server/demo/seed';
import { createLocalBus } from '../../server/services/change-bus';
import { makeTestApp } from './support/test-app';
import { openTestDatabase, type TestDatabase } from './support/test-database';
import { loadTinyCatalog, tinyCatalog } from './support/tiny-catalog';

let t: TestDatabase;
let app: ReturnType<typeof makeTestApp>['app'];
// Rows written here behind the app's back are announced as the app's own writes are, or its menu cache keeps them unseen.
const bus = createLocalBus();
const menuChanged = () => bus.publish({ topic: 'catalog' });

beforeAll(async () => {
  t = await openTestDatabase({ DEMO_DATA: '1' });
  await seedDatabase(t.db, t.env, { dialect: t.dialect, catalog: loadTinyCatalog });
  ({ app } = makeTestApp(t.db, t.env, { bus }));
});
afterAll(async () => {
  await t.destroy();
});

const getJson = async (path: string, status = 200) => {
  const response = await app.request(path);
  expect(response.status, path).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  return response.json() as Promise<unknown>;
};
const allMeals = async () => mealList.parse(await getJson('/api/meal/meals/'));
const byName = async (name: string) => (await allMeals()).find((meal) => meal.name === name) as Meal;

describe('GET /api/meal/categories/', () => {
  it('lists the categories in the order they were made, with their meal counts', async () => {
    const categories = categoryList.parse(await getJson('/api/meal/categories/'));
    expect(categories.map(({ name, meal_count }) => [name, meal_count])).toEqual([
      ['Momo', 2],
      ['Snacks', 1],
      ['Drinks', 0],
    ]);
  });
});

describe('GET /api/meal/meals/', () => {
  it('lists every meal newest first, in rupees, with its category', async () => {
    const meals = await allMeals();
    expect(meals.map((meal) => meal.name)).toEqual(['Chicken Momo', 'Veg Momo', 'Sel Roti']);
    const [chicken, veg, roti] = meals as [Meal, Meal, Meal];
    expect(chicken).toMatchObject({
      price: 250,
      half_plate_price: 140,
      meal_type: 'Plate',
      is_non_veg: true,
      category: { name: 'Momo' },
    });
    expect(veg).toMatchObject({ price: 180.5, half_plate_price: 100, is_non_veg: false });
    expect(roti).toMatchObject({ price: 40, half_plate_price: null, meal_type: 'Piece', category: { name: 'Snacks' } });
    expect(chicken.main_image).toMatch(/^\/media\/meals\/[0-9a-f]+\.webp$/);
    expect([chicken.image1, chicken.image2].every((path) => path?.startsWith('/media/meals/'))).toBe(true);
    expect([veg.image1, veg.image2]).toEqual([null, null]);
    expect(meals.every((meal) => meal.rating === null && meal.rating_count === 0)).toBe(true);
  });

  it('answers a page as {count, results} that walks the same order without overlap', async () => {
    const names = (await allMeals()).map((meal) => meal.name);
    const first = mealPageSchema.parse(await getJson('/api/meal/meals/?page=1&page_size=2'));
    const second = mealPageSchema.parse(await getJson('/api/meal/meals/?page=2&page_size=2'));
    expect(first.count).toBe(3);
    expect(second.count).toBe(3);
    expect([...first.results, ...second.results].map((meal) => meal.name)).toEqual(names);
    expect(mealPageSchema.parse(await getJson('/api/meal/meals/?page=5&page_size=2')).results).toEqual([]);
  });

  it('pages by 8 when only the page is given', async () => {
    const page = mealPageSchema.parse(await getJson('/api/meal/meals/?page=1'));
    expect(page.results).toHaveLength(3);
  });

  it.each([
    ['?page=0', 'page'],
    ['?page_size=abc', 'page_size'],
    ['?page=1&page_size=101', 'page_size'],
    ['?page=1.5', 'page'],
  ])('refuses %s with a message for the field', async (query, field) => {
    const errors = fieldErrors.parse(await getJson(`/api/meal/meals/${query}`, 400));
    expect(Object.keys(errors)).toEqual([field]);
    expect(errors[field]?.[0]).toEqual(expect.any(String));
  });
});

describe('GET /api/meal/meals/{id}', () => {
  it('answers the meal with and without the trailing slash', async () => {
    const listed = await byName('Chicken Momo');
    expect(mealSchema.parse(await getJson(`/api/meal/meals/${listed.id}`))).toEqual(listed);
    expect(mealSchema.parse(await getJson(`/api/meal/meals/${listed.id}/`))).toEqual(listed);
  });

  it('answers 404 with a detail for a meal that does not exist', async () => {
    expect(detailError.parse(await getJson('/api/meal/meals/999999', 404))).toEqual({ detail: 'Not found.' });
  });

  it.each(['abc', '0', '99999999999'])('answers 400 for the id %s', async (id) => {
    expect(fieldErrors.parse(await getJson(`/api/meal/meals/${id}`, 400))).toHaveProperty('id');
  });
});

describe('GET /api/meal/meal-by-category/{id}/', () => {
  it('lists the meals of one category, and none of an empty one', async () => {
    const categories = categoryList.parse(await getJson('/api/meal/categories/'));
    const idOf = (name: string) => categories.find((category) => category.name === name)?.id;
    const momo = mealList.parse(await getJson(`/api/meal/meal-by-category/${idOf('Momo')}/`));
    expect(momo.map((meal) => meal.name)).toEqual(['Chicken Momo', 'Veg Momo']);
    expect(mealList.parse(await getJson(`/api/meal/meal-by-category/${idOf('Drinks')}/`))).toEqual([]);
  });

  it('answers 404 for an unknown category and 400 for a malformed id', async () => {
    expect(detailError.parse(await getJson('/api/meal/meal-by-category/999999/', 404))).toEqual({
      detail: 'Not found.',
    });
    expect(fieldErrors.parse(await getJson('/api/meal/meal-by-category/momo/', 400))).toHaveProperty('id');
  });
});

describe('GET /api/about/about/', () => {
  it('answers the restaurant info', async () => {
    const info = restaurantInfo.parse(await getJson('/api/about/about/'));
    const { image: _image, ...expected } = tinyCatalog.demoRestaurant;
    expect(info).toEqual({
      ...expected,
      image: expect.stringMatching(/^\/media\/about\/[0-9a-f]+\.webp$/),
      // Whether it takes orders now depends on the hour the test runs at: only that it is said.
      open_now: expect.any(Boolean),
    });
  });
});

describe('GET /api/health', () => {
  it('reports the database in use', async () => {
    expect(health.parse(await getJson('/api/health'))).toEqual({ status: 'ok', database: t.dialect });
  });
});

describe('ratings', () => {
  it('are the real average of the reviews, in stars to one decimal', async () => {
    const veg = await byName('Veg Momo');
    const created_at = now();
    const reviewer = (phone: string) =>
      insertUser(t.db, { name: 'Reviewer', phone_number: phone, password_hash: 'x', is_admin: 0, created_at });
    const [first, second] = [await reviewer('9700000001'), await reviewer('9700000002')];
    await t.db
      .insertInto('reviews')
      .values([
        { meal_id: veg.id, user_id: first, rating_halves: 9, review: 'Very good momo.', created_at },
        { meal_id: veg.id, user_id: second, rating_halves: 6, review: 'Fine, a bit cold.', created_at },
      ])
      .execute();
    menuChanged();

    // (4.5 + 3) / 2 = 3.75 → 3.8
    expect(mealSchema.parse(await getJson(`/api/meal/meals/${veg.id}`))).toMatchObject({
      rating: 3.8,
      rating_count: 2,
    });
    expect(await byName('Veg Momo')).toMatchObject({ rating: 3.8, rating_count: 2 });
    expect(await byName('Chicken Momo')).toMatchObject({ rating: null, rating_count: 0 });
  });
});

// These change the menu, so they run last.
describe('with more meals', () => {
  it('orders meals made in the same instant by id, newest first, and latest-meal gives the 8 newest', async () => {
    const categoryId = (await byName('Sel Roti')).category?.id as number;
    const created_at = new Date(Date.now() + 60_000).toISOString();
    const ids: number[] = [];
    for (let i = 1; i <= 7; i++) {
      ids.push(
        await insertTestMeal(t.db, {
          name: `Special ${i}`,
          description: 'Today only.',
          price_paisa: 10_000 + i,
          meal_type: 'Piece',
          ingredients: 'secret',
          category_id: categoryId,
          is_non_veg: 0,
          created_at,
        }),
      );
    }
    menuChanged();
    const meals = await allMeals();
    expect(meals.slice(0, 7).map((meal) => meal.id)).toEqual([...ids].reverse());
    expect(meals[0]?.price).toBe(100.07);

    const latest = mealList.parse(await getJson('/api/meal/latest-meal/'));
    expect(latest).toEqual(meals.slice(0, 8));
  });

  it('answers 404 for the restaurant info until it is set up', async () => {
    await t.db.deleteFrom('restaurant_info').execute();
    expect(detailError.parse(await getJson('/api/about/about/', 404)).detail).toMatch(/not been set up/);
  });
});
