import { describe, expect, it } from 'vitest';
import { categorySaved } from '../../contract/meal-admin';
import { mealList } from '../../contract/meal';
import { makeTestApp } from './support/test-app';
import { apiClient, signedUpCustomer } from './support/account-client';
import { send } from './support/meal-fixtures';
import { app, bus, expectSeenAfter, get, momoId, newMeal, readsOf, t, text, tokens, useMenuWorld } from './support/menu-cache-world';

useMenuWorld();

// Each write that changes the menu, on this instance or another sharing the bus, is seen by the very next read.

describe('every write that changes the menu is seen by the next read', () => {
  it('adding a meal', async () => {
    const anyMeal = mealList.parse(JSON.parse(await text('/api/meal/meals/')))[0]?.id as number;
    await expectSeenAfter(readsOf(anyMeal), async () => {
      await newMeal('Jhol Momo');
    });
  });

  it('updating a meal', async () => {
    const meal = await newMeal('Kothey Momo');
    await expectSeenAfter(readsOf(meal.id), async () => {
      const form = new FormData();
      form.append('price', '333');
      form.append('name', 'Kothey Momo Special');
      expect((await send(app, 'PATCH', `/meal/${meal.id}/update/`, { token: tokens.admin, form })).status).toBe(200);
    });
  });

  it('deleting a meal', async () => {
    const meal = await newMeal('Fried Momo');
    await expectSeenAfter(readsOf(meal.id), async () => {
      expect((await send(app, 'DELETE', `/meal/${meal.id}/delete/`, { token: tokens.admin })).status).toBe(200);
    });
    expect((await get(`/api/meal/meals/${meal.id}`)).status).toBe(404);
  });

  it('adding, renaming and deleting a category', async () => {
    const meal = await newMeal('C Momo');
    let categoryId = 0;
    await expectSeenAfter(['/api/meal/categories/'], async () => {
      const created = await send(app, 'POST', '/meal/categories/', { token: tokens.admin, json: { name: 'Soups' } });
      categoryId = categorySaved.parse(created.body).category.id;
    });
    await expectSeenAfter(readsOf(meal.id), async () => {
      const json = { name: 'Dumplings' };
      expect((await send(app, 'PATCH', `/meal/categories/${momoId}/`, { token: tokens.admin, json })).status).toBe(200);
    });
    await expectSeenAfter(readsOf(meal.id, categoryId), async () => {
      const form = new FormData();
      form.append('category_id', String(categoryId));
      expect((await send(app, 'PATCH', `/meal/${meal.id}/update/`, { token: tokens.admin, form })).status).toBe(200);
    });
    await expectSeenAfter(readsOf(meal.id, categoryId), async () => {
      expect((await send(app, 'DELETE', `/meal/categories/${categoryId}/`, { token: tokens.admin })).status).toBe(200);
    });
    expect((await get(`/api/meal/meal-by-category/${categoryId}/`)).status).toBe(404);
  });

  it('a review, and the deletion of the customer who wrote it', async () => {
    const meal = await newMeal('Review Momo');
    const reviewer = await signedUpCustomer(apiClient(app), t.db);
    await expectSeenAfter(readsOf(meal.id), async () => {
      const review = { meal_id: meal.id, rating: 4, review: 'Crisp and hot.' };
      expect((await send(app, 'POST', '/meal/review-rating/', { token: reviewer.access, json: review })).status).toBe(
        201,
      );
    });
    expect(JSON.parse(await text(`/api/meal/meals/${meal.id}`))).toMatchObject({ rating: 4, rating_count: 1 });
    await expectSeenAfter(readsOf(meal.id), async () => {
      expect((await send(app, 'DELETE', `/account/${reviewer.user.id}/delete/`, { token: tokens.admin })).status).toBe(
        200,
      );
    });
    expect(JSON.parse(await text(`/api/meal/meals/${meal.id}`))).toMatchObject({ rating: null, rating_count: 0 });
  });

  it('a write on another instance sharing the bus', async () => {
    const { app: other } = makeTestApp(t.db, t.env, { bus });
    const meal = await newMeal('Shared Momo');
    const path = `/api/meal/meals/${meal.id}`;
    expect(await (await other.request(path)).text()).toBe(await text(path));
    const form = new FormData();
    form.append('price', '444');
    expect((await send(app, 'PATCH', `/meal/${meal.id}/update/`, { token: tokens.admin, form })).status).toBe(200);
    expect(JSON.parse(await (await other.request(path)).text())).toMatchObject({ price: 444 });
  });

  it('a refused write (field errors) leaves the kept answers alone', async () => {
    let published = 0;
    const unsubscribe = bus.subscribe(() => published++);
    const form = new FormData();
    form.append('price', '-5');
    expect((await send(app, 'PATCH', `/meal/${momoId}/update/`, { token: tokens.admin, form })).status).toBe(400);
    unsubscribe();
    expect(published).toBe(0);
  });
});
