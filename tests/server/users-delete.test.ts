import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profile } from '../../contract/account';
import { USER_MESSAGES } from '../../contract/users';
import { deleteUserKeepingAnAdmin } from '../../server/db/repositories/users';
import { mediaDirOf } from '../../server/media/image-store';
import { apiClient, signedUpCustomer } from './support/account-client';
import { file, send, smallPng } from './support/meal-fixtures';
import { makeTestApp } from './support/test-app';
import { openTestDatabase, type TestDatabase } from './support/test-database';
import { insertMealInNewCategory, insertPaidOrder } from './support/row-fixtures';
import { countAdmins, insertTestUser, signedInAdmin } from './support/user-fixtures';

let t: TestDatabase;
let app: ReturnType<typeof makeTestApp>['app'];
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let mealId: number;

beforeAll(async () => {
  t = await openTestDatabase();
  ({ app } = makeTestApp(t.db, t.env));
  admin = await signedInAdmin(app, t.db, 'First Admin');
  mealId = await insertMealInNewCategory(t.db, 'Momo', {
    description: 'Steamed dumplings folded by hand every morning.',
  });
});
afterAll(async () => {
  await t.destroy();
});

const remove = (id: number | string, token = admin.access) => send(app, 'DELETE', `/account/${id}/delete/`, { token });
const rowsOf = async (table: 'sessions' | 'cart_items' | 'favorites' | 'reviews', userId: number) =>
  (await t.db.selectFrom(table).select('id').where('user_id', '=', userId).execute()).length;
const profileFiles = () => readdir(join(mediaDirOf(t.dataDir), 'profiles')).catch(() => [] as string[]);

describe('DELETE /account/{id}/delete/ of a customer', () => {
  let customer: Awaited<ReturnType<typeof signedUpCustomer>>;
  let orderId: number;
  let preparingId: number;

  beforeAll(async () => {
    customer = await signedUpCustomer(apiClient(app), t.db);
    const token = customer.access;
    const form = new FormData();
    form.append('profile_picture', file(await smallPng(), 'me.png'));
    expect((await send(app, 'PUT', '/account/user-profile/', { token, form })).status).toBe(200);
    expect((await send(app, 'POST', '/cart/cart/', { token, json: { meal: mealId } })).status).toBe(200);
    expect((await send(app, 'POST', '/meal/favorite-meal/', { token, json: { meal: mealId } })).status).toBe(200);
    const review = { meal_id: mealId, rating: 4, review: 'Lovely momo, would order again.' };
    expect((await send(app, 'POST', '/meal/review-rating/', { token, json: review })).status).toBe(201);
    orderId = await insertPaidOrder(t.db, {
      user_id: customer.user.id,
      pid: `test-${customer.user.id}`,
      number: 8000 + customer.user.id,
      status: 'completed',
      total_paisa: 25_000,
      esewa_ref_id: 'REF1',
    });
    // docs/rules/robustness.md#screens: one still in the kitchen, which must keep a number to call.
    preparingId = await insertPaidOrder(t.db, {
      user_id: customer.user.id,
      pid: `test-prep-${customer.user.id}`,
      number: 8500 + customer.user.id,
      status: 'preparing',
      total_paisa: 25_000,
      esewa_ref_id: 'REF2',
    });
  });

  it('answers the spec message; the user, their sessions, cart, favourites, reviews and picture are gone', async () => {
    const shown = await send(app, 'GET', `/account/users/${customer.user.id}/`, { token: admin.access });
    const picture = profile.parse(shown.body).profile_picture ?? '';
    expect(picture).toMatch(/^\/media\/profiles\//);
    const pictureName = picture.split('/').at(-1) as string;
    expect(await profileFiles()).toContain(pictureName);
    for (const table of ['sessions', 'cart_items', 'favorites', 'reviews'] as const) {
      expect(await rowsOf(table, customer.user.id), table).toBe(1);
    }

    expect(await remove(customer.user.id)).toMatchObject({ status: 200, body: { message: USER_MESSAGES.deleted } });

    expect(await send(app, 'GET', `/account/users/${customer.user.id}/`, { token: admin.access })).toMatchObject({
      status: 404,
      body: { detail: USER_MESSAGES.userUnknown },
    });
    for (const table of ['sessions', 'cart_items', 'favorites', 'reviews'] as const) {
      expect(await rowsOf(table, customer.user.id), table).toBe(0);
    }
    expect((await profileFiles()).filter((name) => name.startsWith(pictureName.replace(/\.webp$/, '')))).toEqual([]);
    // The meal's average no longer counts the review.
    expect((await send(app, 'GET', `/meal/meals/${mealId}/`)).body).toMatchObject({ rating: null, rating_count: 0 });
  });

  it("ends the customer's session: the access token and the refresh token answer 401", async () => {
    expect(await send(app, 'GET', '/account/user-profile/', { token: customer.access })).toMatchObject({
      status: 401,
      body: { detail: 'Your session has expired. Please log in again.' },
    });
    expect((await send(app, 'GET', '/cart/cart/', { token: customer.access })).status).toBe(401);
    expect((await apiClient(app).post('/account/refresh-token/', { refresh: customer.refresh })).status).toBe(401);
    const login = { phone_number: customer.phoneNumber, password: customer.password };
    expect((await apiClient(app).post('/account/login/', login)).status).toBe(401);
  });

  it('keeps their orders, without a customer', async () => {
    const order = await send(app, 'GET', `/orders/${orderId}/`, { token: admin.access });
    expect(order).toMatchObject({ status: 200, body: { id: orderId, customer: null, total: 250 } });
  });

  it("keeps the customer's number on an order the kitchen has not finished, and only there (docs/rules/robustness.md#screens)", async () => {
    const preparing = await send(app, 'GET', `/orders/${preparingId}/`, { token: admin.access });
    expect(preparing).toMatchObject({
      status: 200,
      body: { customer: null, fulfilment: { phone: customer.phoneNumber } },
    });
    const done = await send(app, 'GET', `/orders/${orderId}/`, { token: admin.access });
    expect(done.body).toMatchObject({ fulfilment: { phone: null } });
  });

  it('answers 404 the second time', async () => {
    expect(await remove(customer.user.id)).toMatchObject({ status: 404, body: { detail: USER_MESSAGES.userUnknown } });
  });
});

describe('DELETE /account/{id}/delete/ rules', () => {
  it('answers 404 for an unknown user and 400 for what cannot be an id', async () => {
    expect(await remove(999_999)).toMatchObject({ status: 404, body: { detail: USER_MESSAGES.userUnknown } });
    expect(await remove('abc')).toMatchObject({ status: 400, body: { id: ['A valid integer is required.'] } });
  });

  it('refuses an admin their own account, even with other admins around', async () => {
    await signedInAdmin(app, t.db, 'Spare Admin');
    expect(await remove(admin.id)).toMatchObject({ status: 409, body: { detail: USER_MESSAGES.notYourself } });
    expect((await send(app, 'GET', '/account/user-profile/', { token: admin.access })).status).toBe(200);
  });

  it('deletes another admin, whose session ends', async () => {
    const other = await signedInAdmin(app, t.db, 'Leaving Admin');
    expect(await remove(other.id)).toMatchObject({ status: 200, body: { message: USER_MESSAGES.deleted } });
    expect((await send(app, 'GET', '/account/users/', { token: other.access })).status).toBe(401);
    expect((await send(app, 'GET', '/account/users/', { token: admin.access })).status).toBe(200);
  });

  it('never deletes the last admin', async () => {
    const alone = await openTestDatabase();
    try {
      const only = await insertTestUser(alone.db, { is_admin: true });
      const customer = await insertTestUser(alone.db);
      expect(await deleteUserKeepingAnAdmin(alone.db, alone.dialect, only.id)).toEqual({ kind: 'last-admin' });
      expect(await countAdmins(alone.db)).toBe(1);
      expect(await deleteUserKeepingAnAdmin(alone.db, alone.dialect, 999_999)).toEqual({ kind: 'not-found' });
      expect(await deleteUserKeepingAnAdmin(alone.db, alone.dialect, customer.id)).toMatchObject({ kind: 'deleted' });
    } finally {
      await alone.destroy();
    }
  });
});

describe('two admins deleting each other at once', () => {
  it('leaves one admin, round after round', async () => {
    const own = await openTestDatabase();
    try {
      const ownApp = makeTestApp(own.db, own.env).app;
      let survivor = await signedInAdmin(ownApp, own.db, 'Admin 0');
      for (let round = 1; round <= 6; round += 1) {
        const newcomer = await signedInAdmin(ownApp, own.db, `Admin ${round}`);
        const answers = await Promise.all([
          send(ownApp, 'DELETE', `/account/${newcomer.id}/delete/`, { token: survivor.access }),
          send(ownApp, 'DELETE', `/account/${survivor.id}/delete/`, { token: newcomer.access }),
        ]);
        expect(await countAdmins(own.db), `round ${round}`).toBe(1);
        const statuses = answers.map((answer) => answer.status).sort();
        expect(statuses[0], JSON.stringify(answers.map((answer) => answer.body))).toBe(200);
        // The loser was either refused as the last admin or, when it came second, already signed out.
        expect([401, 409]).toContain(statuses[1]);
        for (const answer of answers.filter(({ status }) => status === 409)) {
          expect(answer.body).toEqual({ detail: USER_MESSAGES.lastAdmin });
        }
        survivor = answers[0].status === 200 ? survivor : newcomer;
      }
    } finally {
      await own.destroy();
    }
  });
});
