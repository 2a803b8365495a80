/**
 * Privileged fields in a body are ignored: every write is followed by reading the data back, the owner's and the
 * caller's. Another customer's ids: ownership-ids.test.ts.
 *
 * Covered elsewhere, not repeated here: `account_type: 'admin'` at sign-up (account-signup-login.test.ts), price-like
 * fields in order lines (orders-create-rules.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { cartList } from '../../../contract/cart';
import { orderPage } from '../../../contract/order';
import { apiClient, freshNumber, latestCode, PASSWORD } from '../support/account-client';
import { send } from '../support/meal-fixtures';
import {
  a,
  app,
  b,
  customerNamed,
  mealId,
  meals,
  named,
  OPEN,
  orderOf,
  place,
  profileOf,
  t,
} from '../support/ownership-world';

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
