import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { mealList } from '../../../contract/meal';
import { checkout, type Order, ORDER_STATUSES, type OrderStatus, PAYABLE_STATUSES } from '../../../contract/order';
import { moveOrder } from '../../../server/db/repositories/orders';
import { seedDatabase } from '../../../server/demo/seed';
import { createOrderEvents } from '../../../server/services/order-events';
import { apiClient, signedUpCustomer } from './account-client';
import { roles, send } from './meal-fixtures';
import { makeTestApp } from './test-app';
import { openTestDatabase, type TestDatabase } from './test-database';
import { loadTinyCatalog } from './tiny-catalog';

/*
 * The world of the orders-status-*.test.ts files: the tiny catalog, an admin, two customers (alice and bob), the
 * order changes the app announces (emptied before each test), and the calls that place, set and move an order.
 * The `let` exports are live bindings, set by the hooks useOrdersStatusWorld() registers.
 */

// Inside the tiny catalog's opening hours (10:00–22:00 in Kathmandu); each order a second later than the last.
const START = Date.parse('2026-03-02T06:00:00.000Z');
let time = START;
export const clock = () => new Date(time);

export let events: ReturnType<typeof createOrderEvents>;
export const published: Order[] = [];

export let t: TestDatabase;
export let app: ReturnType<typeof makeTestApp>['app'];
export let admin: string;
export let alice: { access: string; id: number };
export let bob: { access: string; id: number };
let momo: number;

/** The order as the server shows it in another status: only an order awaiting payment shows until when it can be paid. */
export const inStatus = (order: Order, status: Order['status']): Order => ({
  ...order,
  status,
  pay_until: PAYABLE_STATUSES.includes(status) ? order.pay_until : null,
});

export async function place(token: string) {
  time += 1000;
  const response = await send(app, 'POST', '/orders/', { token, json: { items: [{ meal: momo, quantity: 2 }] } });
  expect(response.status).toBe(201);
  return checkout.parse(response.body).order;
}

/** Puts an order in a status directly, as the payment code or an earlier move would have. */
export const setStatus = async (id: number, status: OrderStatus) => {
  const paid = ['paid', 'preparing', 'ready', 'completed'].includes(status);
  await moveOrder(t.db, id, ORDER_STATUSES, status, {
    updated_at: clock().toISOString(),
    paid_at: paid ? clock().toISOString() : null,
  });
};
export const storedStatus = async (id: number) =>
  (await t.db.selectFrom('orders').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

export const move = (id: number, status: unknown, token = admin, slash = '/', reason?: string) =>
  send(app, 'POST', `/orders/${id}/status${slash}`, { token, json: { status, ...(reason && { reason }) } });
export const REASON = 'The momo ran out.';

/**
 * Registers the world's hooks. Each test file calls it once: the server project shares modules between the files
 * a worker runs (no module isolation), so the world is made fresh here, not when the module is first loaded.
 */
export function useOrdersStatusWorld() {
  beforeAll(async () => {
    time = START;
    events = createOrderEvents();
    events.subscribe((order) => published.push(order));
    t = await openTestDatabase({ DEMO_DATA: '1' });
    await seedDatabase(t.db, t.env, { dialect: t.dialect, catalog: loadTinyCatalog });
    ({ app } = makeTestApp(t.db, t.env, { clock, orderEvents: events }));
    const tokens = await roles(app, t.db, t.env);
    admin = tokens.admin;
    const meals = mealList.parse((await send(app, 'GET', '/meal/meals/')).body);
    momo = meals.find((meal) => meal.name === 'Chicken Momo')?.id ?? 0;
    const signUp = async () => {
      const customer = await signedUpCustomer(apiClient(app), t.db);
      return { access: customer.access, id: customer.user.id };
    };
    alice = await signUp();
    bob = await signUp();
  });
  afterAll(async () => {
    await t.destroy();
  });
  beforeEach(() => {
    published.length = 0;
  });
}
