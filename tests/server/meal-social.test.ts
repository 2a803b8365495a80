import { describe, expect, it } from 'vitest';
import { favoriteList } from '../../contract/favorite';
import { mealList, meal as mealSchema } from '../../contract/meal';
import { myReview, reviewList } from '../../contract/review';
import { apiClient, signedUpCustomer } from './support/account-client';
import { send } from './support/meal-fixtures';
import { TOO_MANY_REVIEWS } from '../../server/routes/meal-social';
import { app, meals, t, tokens, useMenuWorld } from './support/menu-world';

useMenuWorld();

const anotherCustomer = async () => (await signedUpCustomer(apiClient(app), t.db)).access;
const review = (token: string | undefined, body: unknown) =>
  send(app, 'POST', '/meal/review-rating/', { token, json: body });
const reviewsOf = async (mealId: number) => {
  const response = await send(app, 'GET', `/meal/review-rating/?meal_id=${mealId}`);
  expect(response.status).toBe(200);
  return reviewList.parse(response.body).results;
};

describe('permissions', () => {
  it.each<[string, string, unknown]>([
    ['POST', '/meal/review-rating/', { meal_id: 1, rating: 4, review: 'Tasty and warm.' }],
    ['POST', '/meal/favorite-meal/', { meal: 1 }],
    ['GET', '/meal/favorite-meal/', undefined],
    ['GET', '/meal/favorite-meal/?meal_id=1', undefined],
    ['DELETE', '/meal/favorite-meal/', { meal: 1 }],
  ])('%s %s: 401 for a visitor, 403 with the admin warning for an admin', async (method, path, json) => {
    expect((await send(app, method, path, { json })).status).toBe(401);
    const admin = await send(app, method, path, { json, token: tokens.admin });
    expect(admin.status).toBe(403);
    expect(admin.body).toEqual({ detail: "you can't perform this action as admin..." });
  });

  it('lets anyone read reviews', async () => {
    for (const token of [undefined, tokens.customer, tokens.admin]) {
      expect((await send(app, 'GET', `/meal/review-rating/?meal_id=${meals['Sel Roti']}`, { token })).status).toBe(200);
    }
  });
});

describe('reviews', () => {
  it('takes a customer review and lists it with the reviewer name', async () => {
    const response = await review(tokens.customer, {
      meal_id: meals['Veg Momo'],
      rating: 4.5,
      review: '  Lovely, juicy momo.  ',
    });
    expect(response.status).toBe(201);
    expect(response.body.message).toBe('Review submitted successfully!');
    expect(await reviewsOf(meals['Veg Momo'] as number)).toEqual([
      {
        id: expect.any(Number),
        rating: 4.5,
        review: 'Lovely, juicy momo.',
        created_at: expect.any(String),
        user: { name: 'Ram Thapa' },
      },
    ]);
  });

  it('replaces a customer first review with the second, newest first among the others', async () => {
    const mealId = meals['Chicken Momo'] as number;
    const other = await anotherCustomer();
    await review(tokens.customer, { meal_id: mealId, rating: 2, review: 'Too salty today.' });
    await review(other, { meal_id: mealId, rating: '5', review: 'Best in town, really.' });
    await review(tokens.customer, { meal_id: String(mealId), rating: 3.5, review: 'Better the second time.' });
    const listed = await reviewsOf(mealId);
    expect(listed.map((r) => [r.rating, r.review])).toEqual([
      [3.5, 'Better the second time.'],
      [5, 'Best in town, really.'],
    ]);
    // (3.5 + 5) / 2 = 4.25 → 4.3, in the detail and in the list
    const detail = mealSchema.parse((await send(app, 'GET', `/meal/meals/${mealId}`)).body);
    expect(detail).toMatchObject({ rating: 4.3, rating_count: 2 });
    const inList = mealList.parse((await send(app, 'GET', '/meal/meals/')).body).find((m) => m.id === mealId);
    expect(inList).toMatchObject({ rating: 4.3, rating_count: 2 });
  });

  it("tells a customer their own review of a meal, and nobody else's (docs/rules/menu.md#reviews)", async () => {
    const mealId = meals['Chicken Momo'] as number;
    const mine = (token: string | undefined, id: number | string = mealId) =>
      send(app, 'GET', `/meal/review-rating/mine/?meal_id=${id}`, { token });
    const stranger = await anotherCustomer();
    expect((await mine(stranger)).body).toEqual({ review: null });
    await review(stranger, { meal_id: mealId, rating: 4, review: 'Juicy, with a good achar.' });
    await review(stranger, { meal_id: mealId, rating: 4.5, review: 'Even better the next day.' });
    const answer = myReview.parse((await mine(stranger)).body);
    expect(answer.review).toMatchObject({ rating: 4.5, review: 'Even better the next day.' });
    expect(myReview.parse((await mine(await anotherCustomer())).body)).toEqual({ review: null });
    expect((await mine(undefined)).status).toBe(401);
    expect((await mine(tokens.admin)).status).toBe(403);
    expect((await mine(stranger, 'abc')).status).toBe(400);
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['no rating', { rating: undefined }, 'rating', 'Rating is required'],
    ['a null rating', { rating: null }, 'rating', 'Rating is required'],
    ['an empty rating', { rating: '' }, 'rating', 'Rating is required'],
    ['a rating of 0.5', { rating: 0.5 }, 'rating', 'Rating must be at least 1.0'],
    ['a rating of 0', { rating: 0 }, 'rating', 'Rating must be at least 1.0'],
    ['a rating of 5.5', { rating: 5.5 }, 'rating', 'Rating cannot exceed 5.0'],
    ['a rating of 3.3', { rating: 3.3 }, 'rating', 'Rating must be in steps of 0.5'],
    ['no review', { review: undefined }, 'review', 'Review is required'],
    ['a blank review', { review: '     ' }, 'review', 'Review is required'],
    ['a 9-character review', { review: 'Too short' }, 'review', 'Review must be at least 10 characters long'],
    ['a 501-character review', { review: 'r'.repeat(501) }, 'review', 'Review cannot exceed 500 characters'],
    ['no meal', { meal_id: undefined }, 'meal_id', 'Meal is required'],
    ['an unknown meal', { meal_id: 999999 }, 'meal_id', 'Meal does not exist'],
  ])('refuses %s with the spec message', async (_case, changes, field, message) => {
    const body = { meal_id: meals['Sel Roti'], rating: 4, review: 'Crisp and sweet.', ...changes };
    const response = await review(tokens.customer, body);
    expect(response.status).toBe(400);
    expect(response.body[field]).toEqual([message]);
  });

  it('takes at most 20 reviews an hour from one customer, so a loop cannot keep the menu cache empty (docs/rules/robustness.md#limits)', async () => {
    const token = await anotherCustomer();
    const body = { meal_id: meals['Veg Momo'], rating: 4, review: 'Good again, as last time.' };
    for (let post = 1; post <= 20; post += 1) expect((await review(token, body)).status).toBe(201);
    expect(await review(token, body)).toMatchObject({ status: 429, body: { detail: TOO_MANY_REVIEWS } });
    // Another customer is not held back.
    expect((await review(await anotherCustomer(), body)).status).toBe(201);
  });

  it('accepts the edges: 1 and 5 stars, 10 and 500 characters', async () => {
    const mealId = meals['Sel Roti'];
    expect((await review(tokens.customer, { meal_id: mealId, rating: 1, review: 'r'.repeat(10) })).status).toBe(201);
    expect((await review(tokens.customer, { meal_id: mealId, rating: 5, review: 'r'.repeat(500) })).status).toBe(201);
  });

  it('answers 404 for the reviews of an unknown meal and 400 without a meal', async () => {
    expect((await send(app, 'GET', '/meal/review-rating/?meal_id=999999')).status).toBe(404);
    expect((await send(app, 'GET', '/meal/review-rating/')).status).toBe(400);
    expect((await send(app, 'GET', '/meal/review-rating/?meal_id=abc')).status).toBe(400);
  });
});

describe('favourites', () => {
  const favorite = (token: string, meal: unknown) =>
    send(app, 'POST', '/meal/favorite-meal/', { token, json: { meal } });
  const status = async (token: string, mealId: number) =>
    (await send(app, 'GET', `/meal/favorite-meal/?meal_id=${mealId}`, { token })).body.is_favorited;

  it('adds, reports, lists and removes a favourite, adding twice keeping one', async () => {
    const token = await anotherCustomer();
    const mealId = meals['Veg Momo'] as number;
    expect(await status(token, mealId)).toBe(false);
    const added = await favorite(token, mealId);
    expect(added.status).toBe(200);
    expect(added.body.message).toEqual(expect.any(String));
    expect((await favorite(token, String(mealId))).status).toBe(200);
    expect(await status(token, mealId)).toBe(true);

    const listed = favoriteList.parse((await send(app, 'GET', '/meal/favorite-meal/', { token })).body);
    expect(listed).toEqual([
      {
        id: expect.any(Number),
        meal: { id: mealId, name: 'Veg Momo', main_image: expect.stringMatching(/^\/media\//), price: 180.5 },
      },
    ]);

    const removed = await send(app, 'DELETE', '/meal/favorite-meal/', { token, json: { meal: mealId } });
    expect(removed.body).toEqual({ message: 'Removed from favorites!' });
    expect(await status(token, mealId)).toBe(false);
    expect((await send(app, 'GET', '/meal/favorite-meal/', { token })).body).toEqual([]);
  });

  it('keeps each customer favourites their own', async () => {
    const [first, second] = [await anotherCustomer(), await anotherCustomer()];
    await favorite(first, meals['Sel Roti']);
    expect(await status(second, meals['Sel Roti'] as number)).toBe(false);
    expect((await send(app, 'GET', '/meal/favorite-meal/', { token: second })).body).toEqual([]);
    await send(app, 'DELETE', '/meal/favorite-meal/', { token: second, json: { meal: meals['Sel Roti'] } });
    expect(await status(first, meals['Sel Roti'] as number)).toBe(true);
  });

  it('refuses an unknown or missing meal', async () => {
    expect((await favorite(tokens.customer, 999999)).body).toEqual({ meal: ['Meal does not exist'] });
    expect((await send(app, 'POST', '/meal/favorite-meal/', { token: tokens.customer, json: {} })).body).toEqual({
      meal: ['Meal is required'],
    });
    expect((await send(app, 'GET', '/meal/favorite-meal/?meal_id=x', { token: tokens.customer })).status).toBe(400);
  });
});
