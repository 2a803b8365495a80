import { describe, expect, it } from 'vitest';
import { categorySaved } from '../../contract/meal-admin';
import { categoryList } from '../../contract/meal';
import { send } from './support/meal-fixtures';
import { app, createMeal, fileName, mediaFiles, t, tokens, useMenuWorld } from './support/meal-admin-world';

useMenuWorld();

// Adding, renaming and deleting a category, and the meals, images and rows that go with it.

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
    expect(
      (await send(app, 'POST', '/meal/categories/', { token: tokens.admin, json: { name: 'momo' } })).body,
    ).toEqual(taken);
    const drinks = categoryList
      .parse((await send(app, 'GET', '/meal/categories/')).body)
      .find((c) => c.name === 'Drinks');
    const form = new FormData();
    form.append('name', 'MOMO');
    expect((await send(app, 'PATCH', `/meal/categories/${drinks?.id}/`, { token: tokens.admin, form })).body).toEqual(
      taken,
    );
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
    expect(response.body).toEqual({
      message: 'Category updated successfully',
      category: { id: category.id, name: 'Chowmein', meal_count: 1 },
    });
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
      .values({
        user_id: tokens.customerId,
        meal_id: meal.id,
        rating_halves: 8,
        review: 'Very filling thali.',
        created_at,
      })
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
