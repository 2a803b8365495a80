import { mealList } from '../../../contract/meal';
import { gatewayCheckout as checkout, type GatewayCheckout as Checkout, orderPage, order as orderSchema } from '../../../contract/order';
import { seedDatabase } from '../../../server/demo/seed';
import { createOrderEvents } from '../../../server/services/order-events';
import { runReconciliation } from '../../../server/services/reconcile';
import { apiClient, signedUpCustomer } from './account-client';
import { roles, send } from './meal-fixtures';
import { PUBLIC_URL, returnData, sandboxBook, sandboxOrderContext, uuidOf } from './sandbox-esewa';
import { makeTestApp } from './test-app';
import { openTestDatabase, type TestDatabase } from './test-database';
import { loadTinyCatalog } from './tiny-catalog';
import { afterAll, beforeAll, expect } from 'vitest';

/*
 * The world of the order-*.test.ts files on an order's life around its money (docs/rules/payments.md#unpaid-orders):
 * the tiny catalog on a clock the tests move, the sandbox eSewa, and the calls a customer and the kitchen make. The
 * `let` exports are live bindings, set by the hooks useOrderLifetimeWorld() registers before any test runs; move the
 * clock with setNow.
 */

// The tiny catalog's restaurant opens 10:00–22:00 in Asia/Kathmandu; this is 11:45 there.
export const START = Date.parse('2026-03-02T06:00:00.000Z');
export let now = START;
export const clock = () => new Date(now);
/** Moves the clock (the tests' `now` is read-only where it is imported). */
export const setNow = (ms: number) => {
  now = ms;
};
export const minutes = (n: number) => n * 60_000;

export let t: TestDatabase;
export let app: ReturnType<typeof makeTestApp>['app'];
export let events: ReturnType<typeof createOrderEvents>;
export let admin: string;
export let meals: Record<string, number>;

/**
 * Registers the world's hooks. Each test file calls it once: the server project shares modules between the files
 * a worker runs (no module isolation), so the world is made fresh here, not when the module is first loaded.
 */
export function useOrderLifetimeWorld() {
  beforeAll(async () => {
    now = START;
    customers = 0;
    events = createOrderEvents();
    t = await openTestDatabase({ DEMO_DATA: '1', PUBLIC_URL, ESEWA_API: 'v2', MAX_UNPAID_ORDERS: '3' });
    await seedDatabase(t.db, t.env, { dialect: t.dialect, catalog: loadTinyCatalog });
    ({ app } = makeTestApp(t.db, t.env, { clock, orderEvents: events }));
    admin = (await roles(app, t.db, t.env)).admin;
    meals = Object.fromEntries(mealList.parse((await send(app, 'GET', '/meal/meals/')).body).map((m) => [m.name, m.id]));
  });
  afterAll(async () => {
    await t.destroy();
  });
}

export const job = () => runReconciliation(sandboxOrderContext(t, clock, events));
export let customers = 0;
/** A fresh customer, each from its own address so sign-up limits per address stay out of the way. */
export const newCustomer = async () => {
  customers += 1;
  return (await signedUpCustomer(apiClient(app, { address: `203.0.113.${100 + customers}` }), t.db)).access;
};
export const order = (token: string, meal = 'Chicken Momo', quantity = 2) =>
  send(app, 'POST', '/orders/', { token, json: { items: [{ meal: meals[meal], quantity }] } });
export async function placeOrder(token: string, meal?: string): Promise<Checkout> {
  const response = await order(token, meal);
  expect(response.status).toBe(201);
  return checkout.parse(response.body);
}
export const esewaTakes = sandboxBook(() => t.db, clock, 'L');
export const returnFor = (uuid: string, total: string, ref: string) => ({ data: returnData(uuid, total, ref) });
export const verify = (token: string, json: unknown) => send(app, 'POST', '/payment/esewa/verify/', { token, json });
/** eSewa takes the 500 of the default order (2 Chicken Momo) and its return is verified: the reference and the answer. */
export async function payInFull(token: string, placed: Checkout) {
  const ref = await esewaTakes(uuidOf(placed), 50_000);
  return { ref, answer: await verify(token, returnFor(uuidOf(placed), '500', ref)) };
}
/** The customer's failure return for an order, as eSewa's cancel button sends them back. */
export const failure = (token: string, placed: Checkout) =>
  send(app, 'POST', '/payment/esewa/failure/', { token, json: { pid: placed.order.pid } });
export const payAgain = (token: string, id: number) => send(app, 'POST', `/orders/${id}/pay/`, { token });
export const remove = (token: string, id: number) => send(app, 'POST', `/orders/${id}/cancel/`, { token });
export const myOrders = async (token: string) =>
  orderPage.parse((await send(app, 'GET', '/orders/', { token })).body).results;
export const kitchen = async (query: string) =>
  orderPage.parse((await send(app, 'GET', `/orders/${query}`, { token: admin })).body);
export const read = async (token: string, id: number) =>
  orderSchema.parse((await send(app, 'GET', `/orders/${id}/`, { token })).body);
