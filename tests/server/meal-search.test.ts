import { describe, expect, it } from 'vitest';
import { categorySaved, mealSaved } from '../../contract/meal-admin';
import { categoryList, mealSearchResults } from '../../contract/meal';
import { now } from '../../server/db/database';
import { insertMeal } from '../../server/db/repositories/meals';
import { searchTerms } from '../../server/services/search';
import { send } from './support/meal-fixtures';
import { app, t, tokens, useMenuWorld } from './support/menu-world';

useMenuWorld();

const search = async (term: string) => {
  const response = await app.request(`/api/meal/search/?search=${encodeURIComponent(term)}`);
  expect(response.status, term).toBe(200);
  return mealSearchResults.parse(await response.json()).results;
};
const names = async (term: string) => (await search(term)).map((meal) => meal.name);

describe('GET /meal/search/', () => {
  it('finds meals by the start of a word, whatever its case', async () => {
    expect(await names('mom')).toEqual(expect.arrayContaining(['Chicken Momo', 'Veg Momo']));
    expect(await names('MOMO')).toHaveLength(2);
    expect(await names('sel')).toEqual(['Sel Roti']);
  });

  it('searches ingredients, description and the category name', async () => {
    expect(await names('cabbage')).toEqual(['Veg Momo']);
    expect(await names('ghee')).toEqual(['Sel Roti']);
    expect(await names('snacks')).toEqual(['Sel Roti']);
    expect(await names('pickle')).toHaveLength(3);
  });

  it('needs every word to match', async () => {
    expect(await names('chicken momo')).toEqual(['Chicken Momo']);
    expect(await names('momo roti')).toEqual([]);
  });

  it('answers full meals the way the menu does', async () => {
    const [meal] = await search('sel roti');
    // The meal's own page adds (docs/rules/orders.md#options) the options to pick from.
    expect((await send(app, 'GET', `/meal/meals/${meal?.id}`)).body).toEqual({ ...meal, option_groups: [] });
  });

  it.each(['', '   ', '!!!', '"', '*'])('answers no results for %j', async (term) => {
    expect(await search(term)).toEqual([]);
  });

  it('answers no results without the search parameter', async () => {
    const response = await app.request('/api/meal/search/');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ results: [] });
  });

  it.each([
    '"momo',
    'momo"',
    "mom'o",
    '(momo',
    'momo)',
    'momo AND veg',
    'NOT momo',
    'momo OR',
    'AND',
    'NEAR(momo veg)',
    'mo*',
    '*momo',
    '-momo',
    'momo -veg',
    'name:momo',
    '{name}: momo',
    '^momo',
    'momo + veg',
    '\\',
    "'; drop table meals; --",
    'momo & veg | !roti',
    'momo:*',
    '%_%',
    'मोमो',
    '🥟 momo',
  ])('never fails on %j', async (term) => {
    await search(term);
  });

  it('reads operators as words, not as query syntax', async () => {
    expect(await names('NOT momo')).toEqual([]);
    expect(await names('-momo')).toHaveLength(2);
    expect(await names('"veg" momo')).toEqual(['Veg Momo']);
  });

  it('refuses an absurdly long search with a 400, not a 5xx', async () => {
    const response = await app.request(`/api/meal/search/?search=${'a'.repeat(1000)}`);
    expect(response.status).toBe(400);
  });

  it('ranks a match in the name above one in the description', async () => {
    const momo = categoryList.parse((await send(app, 'GET', '/meal/categories/')).body).find((c) => c.name === 'Momo');
    const timestamp = now();
    const meal = (name: string, description: string) =>
      insertMeal(t.db, {
        name,
        description,
        price_paisa: 10_000,
        half_plate_price_paisa: null,
        meal_type: 'Piece',
        ingredients: 'flour, water',
        main_image: null,
        image1: null,
        image2: null,
        category_id: momo?.id as number,
        is_non_veg: 0,
        created_at: timestamp,
        updated_at: timestamp,
      });
    await meal('Plain Dumpling', 'A soft dumpling, steamed, with a little thukpa broth poured over it at the table.');
    await meal('Thukpa', 'A bowl of noodle soup with vegetables.');
    expect((await names('thukpa'))[0]).toBe('Thukpa');
    expect(await names('thukpa')).toHaveLength(2);
  });

  it('caps the results at 50', async () => {
    const { category } = categorySaved.parse(
      (await send(app, 'POST', '/meal/categories/', { token: tokens.admin, json: { name: 'Bulk' } })).body,
    );
    const timestamp = now();
    await t.db
      .insertInto('meals')
      .values(
        Array.from({ length: 60 }, (_, i) => ({
          name: `Bulk dish ${i}`,
          description: 'A dish made in bulk for the test.',
          price_paisa: 1000,
          half_plate_price_paisa: null,
          meal_type: 'Piece' as const,
          ingredients: 'rice, salt',
          main_image: null,
          image1: null,
          image2: null,
          category_id: category.id,
          is_non_veg: 0 as const,
          created_at: timestamp,
          updated_at: timestamp,
        })),
      )
      .execute();
    expect(await search('bulk')).toHaveLength(50);
  });
});

describe('the search index follows the menu', () => {
  it('finds a meal under its new name and category after an update, and not after a delete', async () => {
    const categories = categoryList.parse((await send(app, 'GET', '/meal/categories/')).body);
    const drinks = categories.find((c) => c.name === 'Drinks');
    const veg = (await search('cabbage'))[0];
    const form = new FormData();
    form.append('name', 'Lassi Special');
    form.append('category_id', String(drinks?.id));
    const updated = await send(app, 'PATCH', `/meal/${veg?.id}/update/`, { token: tokens.admin, form });
    expect(mealSaved.parse(updated.body).meal.name).toBe('Lassi Special');
    expect(await names('lassi')).toEqual(['Lassi Special']);
    expect(await names('drinks')).toEqual(['Lassi Special']);
    expect(await names('momo')).not.toContain('Veg Momo');

    const rename = new FormData();
    rename.append('name', 'Beverages');
    await send(app, 'PATCH', `/meal/categories/${drinks?.id}/`, { token: tokens.admin, form: rename });
    expect(await names('beverages')).toEqual(['Lassi Special']);
    expect(await names('drinks')).toEqual([]);

    await send(app, 'DELETE', `/meal/${veg?.id}/delete/`, { token: tokens.admin });
    expect(await names('lassi')).toEqual([]);
  });

  it('forgets the meals of a deleted category', async () => {
    const snacks = categoryList
      .parse((await send(app, 'GET', '/meal/categories/')).body)
      .find((c) => c.name === 'Snacks');
    expect(await names('roti')).toEqual(['Sel Roti']);
    await send(app, 'DELETE', `/meal/categories/${snacks?.id}/`, { token: tokens.admin });
    expect(await names('roti')).toEqual([]);
    expect(await names('ghee')).toEqual([]);
    // The index is still whole: other meals are found as before.
    expect(await names('chicken')).toEqual(['Chicken Momo']);
  });
});

describe('searchTerms', () => {
  it('keeps words of letters and digits, lower-cased, without repeats, at most 8', () => {
    expect(searchTerms('  "Chicken"  (MOMO) AND chicken* -veg 2 ')).toEqual(['chicken', 'momo', 'and', 'veg', '2']);
    expect(searchTerms('a b c d e f g h i j')).toHaveLength(8);
    expect(searchTerms('*:^-()"\'')).toEqual([]);
  });
});
