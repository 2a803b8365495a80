import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkout, type Order, order as orderSchema, orderPage } from '../../contract/order';
import { inStatus } from './support/order-stream';
import { apiClient, signedUpCustomer } from './support/account-client';
import { plainLine, send } from './support/meal-fixtures';
import { openSeededApp, type SeededApp } from './support/seeded-app';

// Inside the tiny catalog's opening hours (10:00–22:00 in Kathmandu); each order a millisecond later than the last.
let time = Date.parse('2026-03-02T06:00:00.000Z');
const clock = () => new Date(time);

let t: SeededApp['t'];
let app: SeededApp['app'];
let tokens: SeededApp['tokens'];
let meals: SeededApp['meals'];
let alice: { access: string; id: number };
let bob: { access: string; id: number };
const placed: Record<string, Order> = {};

const mealId = (name: string) => {
  const found = meals[name];
  if (found === undefined) throw new Error(`no meal ${name}`);
  return found;
};

async function place(token: string, items: Array<[string, number]>) {
  time += 1000;
  const response = await send(app, 'POST', '/orders/', {
    token,
    json: { items: items.map(([name, quantity]) => ({ meal: mealId(name), quantity })) },
  });
  expect(response.status).toBe(201);
  return checkout.parse(response.body).order;
}

beforeAll(async () => {
  ({ t, app, tokens, meals } = await openSeededApp({}, { clock }));
  const signUp = async () => {
    const customer = await signedUpCustomer(apiClient(app), t.db);
    return { access: customer.access, id: customer.user.id };
  };
  alice = await signUp();
  bob = await signUp();
  placed.alice1 = await place(alice.access, [['Chicken Momo', 2]]);
  placed.bob1 = await place(bob.access, [
    ['Veg Momo', 1],
    ['Sel Roti', 5],
  ]);
  placed.alice2 = await place(alice.access, [['Sel Roti', 3]]);
  placed.alice3 = await place(alice.access, [['Veg Momo', 1]]);
  // The kitchen has taken alice's first order (status changes have their own routes; set here directly).
  await t.db.updateTable('orders').set({ status: 'paid' }).where('id', '=', placed.alice1.id).execute();
  placed.alice1 = inStatus(placed.alice1, 'paid');
});
afterAll(async () => {
  await t.destroy();
});

const list = async (token: string | undefined, query = '') => {
  const response = await send(app, 'GET', `/orders/${query}`, { token });
  expect(response.status).toBe(200);
  return orderPage.parse(response.body);
};
const pids = (page: { results: Order[] }) => page.results.map((order) => order.pid);

describe('GET /orders/', () => {
  it('answers 401 to a visitor', async () => {
    expect((await send(app, 'GET', '/orders/')).status).toBe(401);
  });

  it("lists a customer's own orders, newest first, with their lines", async () => {
    const page = await list(alice.access);
    expect(page.count).toBe(3);
    expect(page.results).toEqual([placed.alice3, placed.alice2, placed.alice1]);
    expect(page.results[2]?.items).toEqual([plainLine(mealId('Chicken Momo'), 'Chicken Momo', 250, 2)]);
    expect(pids(await list(bob.access))).toEqual([placed.bob1?.pid]);
  });

  it('lists every order to an admin, with who placed it', async () => {
    const page = await list(tokens.admin);
    expect(pids(page)).toEqual([placed.alice3, placed.alice2, placed.bob1, placed.alice1].map((order) => order?.pid));
    expect(page.results[2]?.customer).toEqual({ id: bob.id, name: 'Ram Thapa', phone_number: expect.any(String) });
  });

  it('filters by status', async () => {
    expect(pids(await list(tokens.admin, '?status=paid'))).toEqual([placed.alice1?.pid]);
    expect(pids(await list(tokens.admin, '?status=pending_payment'))).toEqual(
      [placed.alice3, placed.alice2, placed.bob1].map((order) => order?.pid),
    );
    expect(pids(await list(bob.access, '?status=paid'))).toEqual([]);
    const bad = await send(app, 'GET', '/orders/?status=eaten', { token: tokens.admin });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body)).toEqual(['status']);
  });

  it('pages', async () => {
    const first = await list(tokens.admin, '?page=1&page_size=3');
    const second = await list(tokens.admin, '?page=2&page_size=3');
    expect(first.count).toBe(4);
    expect(pids(first)).toEqual([placed.alice3, placed.alice2, placed.bob1].map((order) => order?.pid));
    expect(pids(second)).toEqual([placed.alice1?.pid]);
    expect((await list(tokens.admin, '?page=9')).results).toEqual([]);
    expect((await send(app, 'GET', '/orders/?page_size=0', { token: tokens.admin })).status).toBe(400);
  });

  it('keeps the order history of an account that is deleted, without its owner', async () => {
    const gone = await signedUpCustomer(apiClient(app), t.db);
    const order = await place(gone.access, [['Sel Roti', 1]]);
    await t.db.deleteFrom('users').where('id', '=', gone.user.id).execute();
    const response = await send(app, 'GET', `/orders/${order.id}`, { token: tokens.admin });
    expect(orderSchema.parse(response.body)).toEqual({ ...order, customer: null });
    await t.db.deleteFrom('orders').where('id', '=', order.id).execute();
  });
});

describe('GET /orders/{id}', () => {
  it('shows a customer their own order, with or without the trailing slash', async () => {
    for (const path of [`/orders/${placed.alice2?.id}`, `/orders/${placed.alice2?.id}/`]) {
      const response = await send(app, 'GET', path, { token: alice.access });
      expect(response.status).toBe(200);
      expect(orderSchema.parse(response.body)).toEqual(placed.alice2);
    }
  });

  it("answers 404 for another customer's order, as for one that does not exist", async () => {
    const other = await send(app, 'GET', `/orders/${placed.alice2?.id}`, { token: bob.access });
    const missing = await send(app, 'GET', '/orders/999999', { token: bob.access });
    expect(other).toMatchObject({ status: 404, body: { detail: 'Not found.' } });
    expect(missing).toMatchObject({ status: 404, body: { detail: 'Not found.' } });
  });

  it('shows any order to an admin, and 401 to a visitor', async () => {
    const response = await send(app, 'GET', `/orders/${placed.bob1?.id}`, { token: tokens.admin });
    expect(orderSchema.parse(response.body)).toEqual(placed.bob1);
    expect((await send(app, 'GET', `/orders/${placed.bob1?.id}`)).status).toBe(401);
  });

  it('answers 400 for an id that is not a number', async () => {
    expect((await send(app, 'GET', '/orders/abc', { token: alice.access })).status).toBe(400);
  });
});
