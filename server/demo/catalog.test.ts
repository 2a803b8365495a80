import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { demoCategories, demoMeals, demoRestaurant } from './catalog';

describe('demo catalog', () => {
  it('has enough categories and meals, every category used and none unknown', () => {
    expect(demoCategories.length).toBeGreaterThanOrEqual(4);
    expect(new Set(demoCategories).size).toBe(demoCategories.length);
    expect(demoMeals.length).toBeGreaterThanOrEqual(12);
    expect(new Set(demoMeals.map((m) => m.name)).size).toBe(demoMeals.length);
    expect(new Set(demoMeals.map((m) => m.category))).toEqual(new Set(demoCategories));
  });

  it('mixes Plate and Piece, veg and non-veg', () => {
    expect(new Set(demoMeals.map((m) => m.meal_type))).toEqual(new Set(['Plate', 'Piece']));
    expect(new Set(demoMeals.map((m) => m.is_non_veg))).toEqual(new Set([true, false]));
  });

  it.each(demoMeals.map((m) => [m.name, m] as const))('%s keeps the field rules', (_, meal) => {
    expect(meal.description.length).toBeGreaterThanOrEqual(100);
    expect(meal.description.length).toBeLessThanOrEqual(300);
    expect(meal.ingredients.length).toBeGreaterThanOrEqual(5);
    expect(meal.ingredients.length).toBeLessThanOrEqual(200);
    expect(meal.price).toBeGreaterThanOrEqual(120);
    expect(meal.price).toBeLessThanOrEqual(950);
    if (meal.meal_type === 'Plate') {
      expect(meal.half_plate_price).not.toBeNull();
      expect(meal.half_plate_price ?? 0).toBeLessThan(meal.price);
    } else {
      expect(meal.half_plate_price).toBeNull();
    }
    expect(meal.images.length).toBeGreaterThanOrEqual(1);
    expect(meal.images.length).toBeLessThanOrEqual(3);
  });

  it('describes the restaurant as the about page needs it', () => {
    expect(demoRestaurant.description.length).toBeGreaterThanOrEqual(200);
    expect(demoRestaurant.description.length).toBeLessThanOrEqual(600);
    expect(demoRestaurant.contact_number).toMatch(/^\d{10}$/);
    expect(demoRestaurant.email).toMatch(/^[^@\s]+@[^@\s]+\.[^@\s]+$/);
  });

  it.each(demoMeals.map((m) => [m.name, m] as const))('%s: every picture renders to 1200×900, the same each time', async (_, meal) => {
    for (const draw of meal.images) {
      const svg = draw();
      expect(draw()).toBe(svg);
      expect(svg).not.toMatch(/<text|<image|href="(?!#)/);
      const { info } = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
      expect([info.width, info.height]).toEqual([1200, 900]);
    }
  });

  it('renders the restaurant picture to 1600×900', async () => {
    const svg = demoRestaurant.image();
    expect(demoRestaurant.image()).toBe(svg);
    const { info } = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([1600, 900]);
  });

  it('draws different pictures for different meals', () => {
    const all = demoMeals.flatMap((m) => m.images.map((draw) => draw()));
    expect(new Set(all).size).toBe(all.length);
  });
});
