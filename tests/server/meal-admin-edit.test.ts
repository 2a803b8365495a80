import { describe, expect, it } from 'vitest';
import { variantPath } from '../../contract/media';
import { mealSaved } from '../../contract/meal-admin';
import { categoryList } from '../../contract/meal';
import { file, send, smallJpeg, smallPng } from './support/meal-fixtures';
import { app, createMeal, fileName, mediaFiles, t, tokens, useMenuWorld } from './support/meal-admin-world';
import { insertPaidOrder } from './support/row-fixtures';

useMenuWorld();

// Changing and deleting a meal: only the fields sent change, replaced images go, and order lines outlive the meal.

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
    expect((await patch(meal.id, { category_id: '999999' })).body).toEqual({
      category_id: ['Category does not exist'],
    });
  });

  it('replaces an image and deletes the old one with all its widths', async () => {
    const meal = await createMeal();
    const old = meal.main_image as string;
    const updated = mealSaved.parse(
      (await patch(meal.id, { main_image: file(await smallJpeg(), 'new.jpg') })).body,
    ).meal;
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
    const orderId = await insertPaidOrder(
      t.db,
      { user_id: tokens.customerId, pid: `TXN${Date.now()}`, number: 7001, total_paisa: 25_000, created_at },
      [{ meal_id: meal.id, name: 'Jhol Momo', unit_price_paisa: 25_000, quantity: 1 }],
    );

    expect((await send(app, 'DELETE', `/meal/${meal.id}/delete/`, { token: tokens.admin })).status).toBe(200);

    for (const table of ['cart_items', 'favorites'] as const) {
      expect(await t.db.selectFrom(table).selectAll().where('meal_id', '=', meal.id).execute()).toEqual([]);
    }
    expect(
      await t.db
        .selectFrom('order_lines')
        .select(['meal_id', 'name', 'unit_price_paisa'])
        .where('order_id', '=', orderId)
        .execute(),
    ).toEqual([{ meal_id: null, name: 'Jhol Momo', unit_price_paisa: 25_000 }]);
  });
});
