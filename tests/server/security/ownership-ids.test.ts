/**
 * Another customer's ids change nothing: every refusal or write is followed by reading the owner's data back.
 * Privileged fields in a body are ignored: ownership-privileged-fields.test.ts.
 *
 * Covered elsewhere, not repeated here: a cart line or meal id of another cart (cart.test.ts "two customers"),
 * another customer's favourites (meal-social.test.ts), reading another's order (orders-read.test.ts), verifying or
 * failing another's payment (payment-verify-refusals.test.ts "answers 404 for another customer's order").
 */
import { describe, expect, it } from 'vitest';
import { profile } from '../../../contract/account';
import { orderPage } from '../../../contract/order';
import { send } from '../support/meal-fixtures';
import { a, admin, app, b, mealId, named, orderOf, place, profileOf, reviewsOf, useOwnershipWorld } from '../support/ownership-world';

useOwnershipWorld();

describe("another customer's ids change nothing", () => {
  it("B cannot move A's order along the kitchen's transitions; A's order reads back unchanged", async () => {
    const placed = await place(a.access, { items: [{ meal: mealId('Veg Momo'), quantity: 2 }] });
    const before = await orderOf(a.access, placed.id);
    for (const status of ['cancelled', 'paid', 'preparing']) {
      for (const path of [`/orders/${placed.id}/status/`, `/orders/${placed.id}/status`]) {
        expect((await send(app, 'POST', path, { token: b.access, json: { status } })).status).toBe(403);
      }
    }
    expect(await orderOf(a.access, placed.id)).toEqual(before);
    expect(before.status).toBe('pending_payment');
  });

  it("B's order list ignores A's id in the query and lists B's orders only", async () => {
    const ofA = await place(a.access, { items: [{ meal: mealId('Sel Roti'), quantity: 1 }] });
    const ofB = await place(b.access, { items: [{ meal: mealId('Sel Roti'), quantity: 3 }] });
    for (const query of [`?user=${a.id}`, `?user_id=${a.id}`, `?customer=${a.id}`, `?owner=${a.id}`]) {
      const listed = orderPage.parse((await send(app, 'GET', `/orders/${query}`, { token: b.access })).body);
      const ids = listed.results.map((o) => o.id);
      expect(ids, query).toContain(ofB.id);
      expect(ids, query).not.toContain(ofA.id);
      expect(
        listed.results.every((o) => o.customer?.id === b.id),
        query,
      ).toBe(true);
    }
  });

  it("B's review of the same meal, carrying A's review and user ids, is B's own; A's review stays as written", async () => {
    const meal = mealId('Chicken Momo');
    const written = await send(app, 'POST', '/meal/review-rating/', {
      token: a.access,
      json: { meal_id: meal, rating: 5, review: 'The best momo in town, every single time.' },
    });
    expect(written.status).toBe(201);
    const reviewOfA = (written.body.review as unknown as { id: number }).id;
    const before = (await reviewsOf(meal)).find((r) => r.id === reviewOfA);

    const hijack = await send(app, 'POST', '/meal/review-rating/', {
      token: b.access,
      json: {
        meal_id: meal,
        rating: 1,
        review: 'Cold and late, would not order again.',
        id: reviewOfA,
        review_id: reviewOfA,
        user: a.id,
        user_id: a.id,
        owner: a.id,
        created_at: '2020-01-01T00:00:00.000Z',
      },
    });
    expect(hijack.status).toBe(201);
    expect(hijack.body.review).toMatchObject({ user: { name: 'Bikash Rai' }, rating: 1 });
    expect((hijack.body.review as unknown as { id: number }).id).not.toBe(reviewOfA);

    const after = await reviewsOf(meal);
    expect(after.find((r) => r.id === reviewOfA)).toEqual(before);
    expect(before).toMatchObject({ user: { name: 'Asha Gurung' }, rating: 5 });
    expect(after.filter((r) => r.user.name === 'Bikash Rai')).toHaveLength(1);
  });

  it("B's profile update carrying A's ids and number changes B only; A's profile reads back unchanged", async () => {
    const before = await profileOf(a.access);
    const form = named('Bikash Again');
    for (const [field, value] of Object.entries({
      id: a.id,
      user: a.id,
      user_id: a.id,
      phone_number: before.phone_number,
    })) {
      form.set(field, String(value));
    }
    expect((await send(app, 'PUT', '/account/user-profile/', { token: b.access, form })).status).toBe(200);
    expect(await profileOf(a.access)).toEqual(before);
    const ofB = await profileOf(b.access);
    expect(ofB).toMatchObject({ id: b.id, name: 'Bikash Again' });
    expect(ofB.phone_number).not.toBe(before.phone_number);
    // For the tests after this one.
    await send(app, 'PUT', '/account/user-profile/', { token: b.access, form: named('Bikash Rai') });
  });

  it("B's profile read with A's id in the query is B's; the users' routes refuse B A's id, and A is still there", async () => {
    const before = await profileOf(a.access);
    const queried = await send(app, 'GET', `/account/user-profile/?id=${a.id}&user_id=${a.id}`, { token: b.access });
    expect(profile.parse(queried.body).id).toBe(b.id);
    for (const [method, path] of [
      ['GET', `/account/users/${a.id}/`],
      ['GET', `/account/users/${a.id}`],
      ['DELETE', `/account/${a.id}/delete/`],
    ] as const) {
      const refused = await send(app, method, path, { token: b.access });
      expect(refused.status, `${method} ${path}`).toBe(403);
      expect(JSON.stringify(refused.body), `${method} ${path}`).not.toContain(before.phone_number);
    }
    expect(await profileOf(a.access)).toEqual(before);
    expect((await send(app, 'GET', `/account/users/${a.id}/`, { token: admin })).status).toBe(200);
  });

  it("the per-user reads answer each caller their own, one right after the other: nothing of A's is kept for B", async () => {
    await send(app, 'POST', '/cart/cart/', { token: a.access, json: { meal: mealId('Sel Roti') } });
    await send(app, 'POST', '/meal/favorite-meal/', { token: a.access, json: { meal: mealId('Chicken Momo') } });
    await place(a.access, { items: [{ meal: mealId('Chicken Momo'), quantity: 1 }] });
    for (const path of [
      '/account/user-profile/',
      '/cart/cart/',
      '/meal/favorite-meal/',
      '/orders/',
      '/orders/?page=1',
    ]) {
      const ofA = await send(app, 'GET', path, { token: a.access });
      expect(ofA.status, path).toBe(200);
      const ofB = await send(app, 'GET', path, { token: b.access });
      expect(ofB.status, path).toBe(200);
      expect(ofB.body, path).not.toEqual(ofA.body);
      expect((await send(app, 'GET', path)).status, path).toBe(401);
    }
  });
  it("the public reads carry no customer's phone number, id or password hash, whatever A wrote", async () => {
    const meal = mealId('Veg Momo');
    const json = { meal_id: meal, rating: 4, review: 'Soft wrappers and a generous filling, lovely.' };
    expect((await send(app, 'POST', '/meal/review-rating/', { token: a.access, json })).status).toBe(201);
    const { phone_number } = await profileOf(a.access);
    for (const path of [
      `/meal/review-rating/?meal_id=${meal}`,
      `/meal/meals/${meal}/`,
      '/meal/meals/',
      '/meal/meals/?page=1',
      '/meal/latest-meal/',
      '/meal/search/?search=momo',
      '/meal/categories/',
      '/about/about/',
    ]) {
      const answer = await send(app, 'GET', path);
      expect(answer.status, path).toBe(200);
      const text = JSON.stringify(answer.body);
      expect(text, path).not.toContain(phone_number);
      expect(text, path).not.toMatch(/argon2|password|phone_number|user_id/);
    }
    const reviews = await reviewsOf(meal);
    expect(reviews.find((r) => r.user.name === 'Asha Gurung')?.user).toEqual({ name: 'Asha Gurung' });
  });
});
