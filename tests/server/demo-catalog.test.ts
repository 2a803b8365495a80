import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restaurantInfo as restaurantInfoSchema, type RestaurantInfo } from '../../contract/about';
import { IMAGE_WIDTHS, variantPath } from '../../contract/media';
import { categoryList, type Category, type Meal, mealList } from '../../contract/meal';
import { type SeedResult, seedDatabase } from '../../server/demo/seed';
import { mediaDirOf } from '../../server/media/image-store';
import { makeTestApp } from './support/test-app';
import { openTestDatabase, type TestDatabase } from './support/test-database';

// The real artwork, rendered once for this file.
let t: TestDatabase;
let seed: SeedResult;
let meals: Meal[];
let categories: Category[];
let info: RestaurantInfo;
let app: ReturnType<typeof makeTestApp>['app'];

beforeAll(async () => {
  t = await openTestDatabase({ DEMO_DATA: '1' });
  seed = await seedDatabase(t.db, t.env, { dialect: t.dialect, catalog: () => import('../../server/demo/catalog') });
  ({ app } = makeTestApp(t.db, t.env));
  meals = mealList.parse(await (await app.request('/api/meal/meals/')).json());
  categories = categoryList.parse(await (await app.request('/api/meal/categories/')).json());
  info = restaurantInfoSchema.parse(await (await app.request('/api/about/about/')).json());
  // Rasterising the artwork takes seconds on an idle machine and much longer on a busy CI runner.
}, 180_000);
afterAll(async () => {
  await t.destroy();
});

const fileOf = (path: string) => join(mediaDirOf(t.dataDir), ...path.split('/').slice(2));
const imagesOf = (meal: Meal) =>
  [meal.main_image, meal.image1, meal.image2].filter((path): path is string => path !== null);

describe('the demo data', () => {
  it('has at least 4 categories, each with meals, and at least 12 meals', () => {
    expect(seed.demoLoaded).toBe(true);
    expect(categories.length).toBeGreaterThanOrEqual(4);
    expect(categories.every((category) => category.meal_count > 0)).toBe(true);
    expect(meals.length).toBeGreaterThanOrEqual(12);
  });

  it('has Plate meals with half plate prices, Piece meals without, veg and non-veg', () => {
    const plates = meals.filter((meal) => meal.meal_type === 'Plate');
    const pieces = meals.filter((meal) => meal.meal_type === 'Piece');
    expect(plates.some((meal) => meal.half_plate_price !== null)).toBe(true);
    expect(pieces.length).toBeGreaterThan(0);
    expect(pieces.every((meal) => meal.half_plate_price === null)).toBe(true);
    expect(meals.some((meal) => meal.is_non_veg)).toBe(true);
    expect(meals.some((meal) => !meal.is_non_veg)).toBe(true);
  });

  it('keeps the rules of the add-meal form (docs/rules/validation.md#meal-form)', () => {
    for (const meal of meals) {
      expect(meal.name.length, meal.name).toBeGreaterThanOrEqual(2);
      expect(meal.name.length, meal.name).toBeLessThan(50);
      expect(meal.description.length, meal.name).toBeGreaterThanOrEqual(100);
      expect(meal.description.length, meal.name).toBeLessThanOrEqual(300);
      expect(meal.ingredients.length, meal.name).toBeGreaterThanOrEqual(5);
      expect(meal.ingredients.length, meal.name).toBeLessThanOrEqual(200);
      expect(meal.price, meal.name).toBeGreaterThan(0);
      if (meal.half_plate_price !== null) expect(meal.half_plate_price, meal.name).toBeLessThan(meal.price);
      expect(meal.main_image, meal.name).not.toBeNull();
    }
    expect(new Set(meals.map((meal) => meal.name)).size).toBe(meals.length);
  });

  it('stores every picture as WebP at each width, cards well under 40 KB', async () => {
    for (const path of meals.flatMap(imagesOf)) {
      for (const size of Object.keys(IMAGE_WIDTHS) as Array<keyof typeof IMAGE_WIDTHS>) {
        const metadata = await sharp(await readFile(fileOf(variantPath(path, size)))).metadata();
        expect(metadata).toMatchObject({ format: 'webp', width: IMAGE_WIDTHS[size] });
      }
      expect((await stat(fileOf(variantPath(path, 'card')))).size, path).toBeLessThan(40 * 1024);
    }
    const response = await app.request(`/api${meals[0]?.main_image}`);
    expect(response.headers.get('content-type')).toBe('image/webp');
  });

  it('describes the restaurant with hours, contacts, social links, a map location and a picture', async () => {
    expect(info).toMatchObject({ opening_time: '10:00', closing_time: '22:00' });
    expect(info.description.length).toBeGreaterThanOrEqual(10);
    expect(info.email).toMatch(/^[^@\s]+@[^@\s]+\.[^@\s]+$/);
    expect(info.contact_number).not.toBe('');
    expect([info.facebook_url, info.instagram_url, info.tiktok_url].some((url) => url !== null)).toBe(true);
    expect(info.latitude).toEqual(expect.any(Number));
    expect(info.longitude).toEqual(expect.any(Number));
    expect((await sharp(await readFile(fileOf(info.image ?? ''))).metadata()).format).toBe('webp');
  });

  it('creates the admin and the demo customer', () => {
    expect(seed).toMatchObject({ adminCreated: true, admin: 'ready', demoCustomer: 'ready' });
  });
});
