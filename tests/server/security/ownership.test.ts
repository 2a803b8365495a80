/**
 * Another customer's ids change nothing, and privileged fields in a body are ignored: every refusal or write is
 * followed by reading the owner's data back.
 *
 * Covered elsewhere, not repeated here: a cart line or meal id of another cart (cart.test.ts "two customers"),
 * another customer's favourites (meal-social.test.ts), reading another's order (orders-read.test.ts), verifying or
 * failing another's payment (payment-verify-refusals.test.ts "answers 404 for another customer's order"), `account_type:
 * 'admin'` at sign-up (account-signup-login.test.ts), price-like fields in order lines (orders-create-rules.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profile } from '../../../contract/account';
import { cartList } from '../../../contract/cart';
import { mealList } from '../../../contract/meal';
import { checkout, order, orderPage } from '../../../contract/order';
import { reviewList } from '../../../contract/review';
import { seedDatabase } from '../../../server/demo/seed';
import { apiClient, freshNumber, latestCode, PASSWORD, signedUpCustomer } from '../support/account-client';
import { roles, send } from '../support/meal-fixtures';
import { makeTestApp } from '../support/test-app';
import { openTestDatabase, type TestDatabase } from '../support/test-database';
import { loadTinyCatalog } from '../support/tiny-catalog';

// The tiny catalog's restaurant opens 10:00–22:00 in Asia/Kathmandu; this is 11:45 there.
const OPEN = new Date('2026-03-02T06:00:00.000Z');

let t: TestDatabase;
let app: ReturnType<typeof makeTestApp>['app'];
let admin: string;
let a: { access: string; id: number };
let b: { access: string; id: number };
let meals: Record<string, { id: number; price: number }>;

const mealId = (name: string) => {
  const found = meals[name];
  if (!found) throw new Error(`no meal ${name}`);
  return found.id;
};

const named = (name: string) => {
  const form = new FormData();
  form.set('name', name);
  return form;
};

async function customerNamed(name: string) {
  const customer = await signedUpCustomer(apiClient(app), t.db);
  expect((await send(app, 'PUT', '/account/user-profile/', { token: customer.access, form: named(name) })).status).toBe(
    200,
  );
  return { access: customer.access, id: customer.user.id };
}

beforeAll(async () => {
  t = await openTestDatabase({ DEMO_DATA: '1', PUBLIC_URL: 'https://momo.example.com' });
  await seedDatabase(t.db, t.env, { dialect: t.dialect, catalog: loadTinyCatalog });
  ({ app } = makeTestApp(t.db, t.env, { clock: () => OPEN }));
  ({ admin } = await roles(app, t.db, t.env));
  a = await customerNamed('Asha Gurung');
  b = await customerNamed('Bikash Rai');
  meals = Object.fromEntries(mealList.parse((await send(app, 'GET', '/meal/meals/')).body).map((m) => [m.name, m]));
});
afterAll(async () => {
  await t?.destroy();
});

const profileOf = async (token: string) =>
  profile.parse((await send(app, 'GET', '/account/user-profile/', { token })).body);
const orderOf = async (token: string, id: number) =>
  order.parse((await send(app, 'GET', `/orders/${id}/`, { token })).body);
const reviewsOf = async (meal: number) =>
  reviewList.parse((await send(app, 'GET', `/meal/review-rating/?meal_id=${meal}`)).body).results;
const place = async (token: string, json: unknown) => {
  const response = await send(app, 'POST', '/orders/', { token, json });
  expect(response.status).toBe(201);
  return checkout.parse(response.body).order;
};

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

describe('privileged fields in a body are ignored', () => {
  it('sign-up with is_admin and account_type admin makes a customer, who stays refused the admin routes', async () => {
    const phone = freshNumber();
    const api = apiClient(app);
    expect((await api.post('/account/send-otp/', { phone_number: phone, otp_type: 'customer' })).status).toBe(200);
    const signup = await api.post('/account/signup/', {
      name: 'Sneaky Admin',
      phone_number: phone,
      password: PASSWORD,
      confirm_password: PASSWORD,
      userotp: await latestCode(t.db, phone),
      account_type: 'admin',
      is_admin: true,
      isAdmin: true,
      role: 'admin',
    });
    expect(signup).toMatchObject({ status: 201, body: { is_admin: false, user: { is_admin: false } } });
    const token = String(signup.body.access_token);
    expect((await profileOf(token)).is_admin).toBe(false);
    expect((await send(app, 'GET', '/dashboard/', { token })).status).toBe(403);
    const [row] = await t.db.selectFrom('users').select('is_admin').where('phone_number', '=', phone).execute();
    expect(row?.is_admin).toBe(0);
  });

  it('a profile update with is_admin, account_type and created_at leaves the customer a customer', async () => {
    const customer = await customerNamed('Chandra Lama');
    const before = await profileOf(customer.access);
    const form = named('Chandra Lama');
    for (const [field, value] of Object.entries({
      is_admin: 'true',
      account_type: 'admin',
      role: 'admin',
      created_at: '2020-01-01T00:00:00.000Z',
    })) {
      form.set(field, value);
    }
    expect((await send(app, 'PUT', '/account/user-profile/', { token: customer.access, form })).status).toBe(200);
    expect(await profileOf(customer.access)).toEqual(before);
    const checked = await apiClient(app).post('/account/validate-token/', { access: customer.access });
    expect(checked.body.is_admin).toBe(false);
    expect((await send(app, 'GET', '/account/users/', { token: customer.access })).status).toBe(403);
  });

  it("a cart add with a price, a quantity and A's user id lands in B's cart at the menu price", async () => {
    const cartOf = async (token: string) =>
      cartList.parse((await send(app, 'GET', '/cart/cart/', { token })).body).map((line) => line.meal);
    const cartOfA = await cartOf(a.access);
    const added = await send(app, 'POST', '/cart/cart/', {
      token: b.access,
      json: {
        meal: mealId('Veg Momo'),
        price: 1,
        amount: 1,
        total: 1,
        quantity: 50,
        user: a.id,
        user_id: a.id,
        owner: a.id,
      },
    });
    expect(added.status).toBe(200);
    expect(await cartOf(b.access)).toContainEqual(
      expect.objectContaining({ id: mealId('Veg Momo'), price: meals['Veg Momo']?.price }),
    );
    expect(await cartOf(a.access)).toEqual(cartOfA);
  });

  it("an order with a total, an amount, a status and A's user id is B's, pending, priced by the menu", async () => {
    const ordersOfA = orderPage.parse((await send(app, 'GET', '/orders/', { token: a.access })).body).count;
    const placed = await place(b.access, {
      items: [{ meal: mealId('Chicken Momo'), quantity: 2 }],
      total: 1,
      amount: 1,
      amt: 1,
      tAmt: 1,
      price: 1,
      status: 'paid',
      paid_at: OPEN.toISOString(),
      user: a.id,
      user_id: a.id,
      owner: a.id,
      customer: { id: a.id },
    });
    const stored = await orderOf(b.access, placed.id);
    expect(stored).toMatchObject({ status: 'pending_payment', total: 2 * (meals['Chicken Momo']?.price ?? NaN) });
    expect(stored.customer?.id).toBe(b.id);
    expect((await send(app, 'GET', `/orders/${placed.id}/`, { token: a.access })).status).toBe(404);
    expect(orderPage.parse((await send(app, 'GET', '/orders/', { token: a.access })).body).count).toBe(ordersOfA);
    const [row] = await t.db.selectFrom('orders').select(['status', 'user_id']).where('id', '=', placed.id).execute();
    expect(row).toMatchObject({ status: 'pending_payment', user_id: b.id });
  });

  it("a favourite with A's user id is B's", async () => {
    const favouritesOf = async (token: string) =>
      (
        (await send(app, 'GET', '/meal/favorite-meal/', { token })).body as unknown as Array<{ meal: { id: number } }>
      ).map((f) => f.meal.id);
    const ofA = await favouritesOf(a.access);
    const json = { meal: mealId('Sel Roti'), user: a.id, user_id: a.id, owner: a.id };
    expect((await send(app, 'POST', '/meal/favorite-meal/', { token: b.access, json })).status).toBe(200);
    expect(await favouritesOf(b.access)).toContain(mealId('Sel Roti'));
    expect(await favouritesOf(a.access)).toEqual(ofA);
  });
});
