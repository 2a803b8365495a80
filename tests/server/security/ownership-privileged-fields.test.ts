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
import * as world from '../support/ownership-world';

world.useOwnershipWorld();

describe('privileged fields in a body are ignored', () => {
  it('sign-up with is_admin and account_type admin makes a customer, who stays refused the admin routes', async () => {
    const phone = freshNumber();
    const api = apiClient(world.app);
    expect((await api.post('/account/send-otp/', { phone_number: phone, otp_type: 'customer' })).status).toBe(200);
    const signup = await api.post('/account/signup/', {
      name: 'Sneaky Admin',
      phone_number: phone,
      password: PASSWORD,
      confirm_password: PASSWORD,
      userotp: await latestCode(world.t.db, phone),
      account_type: 'admin',
      is_admin: true,
      isAdmin: true,
      role: 'admin',
    });
    expect(signup).toMatchObject({ status: 201, body: { is_admin: false, user: { is_admin: false } } });
    const token = String(signup.body.access_token);
    expect((await world.profileOf(token)).is_admin).toBe(false);
    expect((await send(world.app, 'GET', '/dashboard/', { token })).status).toBe(403);
    const [row] = await world.t.db.selectFrom('users').select('is_admin').where('phone_number', '=', phone).execute();
    expect(row?.is_admin).toBe(0);
  });

  it('a profile update with is_admin, account_type and created_at leaves the customer a customer', async () => {
    const customer = await world.customerNamed('Chandra Lama');
    const before = await world.profileOf(customer.access);
    const form = world.named('Chandra Lama');
    for (const [field, value] of Object.entries({
      is_admin: 'true',
      account_type: 'admin',
      role: 'admin',
      created_at: '2020-01-01T00:00:00.000Z',
    })) {
      form.set(field, value);
    }
    expect((await send(world.app, 'PUT', '/account/user-profile/', { token: customer.access, form })).status).toBe(200);
    expect(await world.profileOf(customer.access)).toEqual(before);
    const checked = await apiClient(world.app).post('/account/validate-token/', { access: customer.access });
    expect(checked.body.is_admin).toBe(false);
    expect((await send(world.app, 'GET', '/account/users/', { token: customer.access })).status).toBe(403);
  });

  it("a cart add with a price, a quantity and A's user id lands in B's cart at the menu price", async () => {
    const cartOf = async (token: string) =>
      cartList.parse((await send(world.app, 'GET', '/cart/cart/', { token })).body).map((line) => line.meal);
    const cartOfA = await cartOf(world.a.access);
    const added = await send(world.app, 'POST', '/cart/cart/', {
      token: world.b.access,
      json: {
        meal: world.mealId('Veg Momo'),
        price: 1,
        amount: 1,
        total: 1,
        quantity: 50,
        user: world.a.id,
        user_id: world.a.id,
        owner: world.a.id,
      },
    });
    expect(added.status).toBe(200);
    expect(await cartOf(world.b.access)).toContainEqual(
      expect.objectContaining({ id: world.mealId('Veg Momo'), price: world.meals['Veg Momo']?.price }),
    );
    expect(await cartOf(world.a.access)).toEqual(cartOfA);
  });

  it("an order with a total, an amount, a status and A's user id is B's, pending, priced by the menu", async () => {
    const ordersOfA = orderPage.parse((await send(world.app, 'GET', '/orders/', { token: world.a.access })).body).count;
    const placed = await world.place(world.b.access, {
      items: [{ meal: world.mealId('Chicken Momo'), quantity: 2 }],
      total: 1,
      amount: 1,
      amt: 1,
      tAmt: 1,
      price: 1,
      status: 'paid',
      paid_at: world.OPEN.toISOString(),
      user: world.a.id,
      user_id: world.a.id,
      owner: world.a.id,
      customer: { id: world.a.id },
    });
    const stored = await world.orderOf(world.b.access, placed.id);
    expect(stored).toMatchObject({ status: 'pending_payment', total: 2 * (world.meals['Chicken Momo']?.price ?? NaN) });
    expect(stored.customer?.id).toBe(world.b.id);
    expect((await send(world.app, 'GET', `/orders/${placed.id}/`, { token: world.a.access })).status).toBe(404);
    expect(orderPage.parse((await send(world.app, 'GET', '/orders/', { token: world.a.access })).body).count).toBe(
      ordersOfA,
    );
    const [row] = await world.t.db
      .selectFrom('orders')
      .select(['status', 'user_id'])
      .where('id', '=', placed.id)
      .execute();
    expect(row).toMatchObject({ status: 'pending_payment', user_id: world.b.id });
  });

  it("a favourite with A's user id is B's", async () => {
    const favouritesOf = async (token: string) =>
      (
        (await send(world.app, 'GET', '/meal/favorite-meal/', { token })).body as unknown as Array<{
          meal: { id: number };
        }>
      ).map((f) => f.meal.id);
    const ofA = await favouritesOf(world.a.access);
    const json = { meal: world.mealId('Sel Roti'), user: world.a.id, user_id: world.a.id, owner: world.a.id };
    expect((await send(world.app, 'POST', '/meal/favorite-meal/', { token: world.b.access, json })).status).toBe(200);
    expect(await favouritesOf(world.b.access)).toContain(world.mealId('Sel Roti'));
    expect(await favouritesOf(world.a.access)).toEqual(ofA);
  });
});
