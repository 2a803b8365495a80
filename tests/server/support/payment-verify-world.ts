import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { cartList } from '../../../contract/cart';
import { mealList } from '../../../contract/meal';
import { gatewayCheckout as checkout, type GatewayCheckout as Checkout, type Order } from '../../../contract/order';
import { seedDatabase } from '../../../server/demo/seed';
import { type EsewaGateway, type EsewaVerification, sandboxEsewaGateway } from '../../../server/services/esewa-gateway';
import { createOrderEvents } from '../../../server/services/order-events';
import { apiClient, signedUpCustomer } from './account-client';
import { roles, send } from './meal-fixtures';
import { PUBLIC_URL, successQuery, throughSandbox } from './sandbox-esewa';
import { makeTestApp } from './test-app';
import { openTestDatabase, type TestDatabase } from './test-database';
import { loadTinyCatalog } from './tiny-catalog';

/*
 * The world of the payment-verify-*.test.ts files: the tiny catalog seeded, an app on a fixed clock whose order
 * events the tests hear, and the calls they make. Each test file that imports it gets its own database; the `let`
 * exports are live bindings, set by the hooks usePaymentVerifyWorld() registers before any test runs.
 */

// The tiny catalog's restaurant opens 10:00–22:00 in Asia/Kathmandu; this is 11:45 there.
export const OPEN = new Date('2026-03-02T06:00:00.000Z');
export const clock = () => OPEN;
/** A pickup order is expected ready the restaurant's pickup minutes (20 by default) after it is paid. */
export const readyIn20 = (order: Order) => ({
  ...order.fulfilment,
  ready_at: new Date(OPEN.getTime() + 20 * 60_000).toISOString(),
});

export let t: TestDatabase;
export let app: ReturnType<typeof makeTestApp>['app'];
export let events: ReturnType<typeof createOrderEvents>;
export let heard: Order[] = [];
export let tokens: Awaited<ReturnType<typeof roles>>;
let meals: Record<string, number>;

/**
 * Registers the world's hooks. Each test file calls it once: the server project shares modules between the files
 * a worker runs (no module isolation), so the world is made fresh here, not when the module is first loaded.
 */
export function usePaymentVerifyWorld() {
  beforeAll(async () => {
    events = createOrderEvents();
    heard = [];
    t = await openTestDatabase({ DEMO_DATA: '1', PUBLIC_URL });
    await seedDatabase(t.db, t.env, { dialect: t.dialect, catalog: loadTinyCatalog });
    ({ app } = makeTestApp(t.db, t.env, { clock, orderEvents: events }));
    events.subscribe((order) => heard.push(order));
    tokens = await roles(app, t.db, t.env);
    meals = Object.fromEntries(mealList.parse((await send(app, 'GET', '/meal/meals/')).body).map((m) => [m.name, m.id]));
  });
  afterAll(async () => {
    await t.destroy();
  });
  beforeEach(() => {
    heard = [];
  });
}

export const mealId = (name: string) => {
  const found = meals[name];
  if (found === undefined) throw new Error(`no meal ${name}`);
  return found;
};

/** A fresh customer, so each test has its own cart and orders. */
export const newCustomer = async () => (await signedUpCustomer(apiClient(app), t.db)).access;

/** 2 Chicken Momo (250) + 3 Veg Momo (180.50) = 1041.50 */
const MOMO_ORDER = () => ({
  items: [
    { meal: mealId('Chicken Momo'), quantity: 2 },
    { meal: mealId('Veg Momo'), quantity: 3 },
  ],
});

export async function placeOrder(token: string, body = MOMO_ORDER(), onApp = app): Promise<Checkout> {
  const response = await send(onApp, 'POST', '/orders/', { token, json: body });
  expect(response.status).toBe(201);
  return checkout.parse(response.body);
}

/** A fresh customer's order of momos, paid at the sandbox: the success return's query is not verified yet. */
export async function paidAtSandbox() {
  const token = await newCustomer();
  const placed = await placeOrder(token);
  return { token, placed, query: await payInSandbox(placed) };
}

/** The order as the verify answer shows it once the payment `refId` paid it at OPEN. */
export const paidOrder = (placed: Checkout, refId: string) => ({
  ...placed.order,
  status: 'paid',
  pay_until: null,
  payment_ref: refId,
  fulfilment: readyIn20(placed.order),
});
/** The orders row once the payment `refId` paid it at OPEN. */
export const paidRow = (refId: string) => ({ status: 'paid', esewa_ref_id: refId, paid_at: OPEN.toISOString() });

/** Pays the order in the sandbox and answers the success return's query. */
export async function payInSandbox(placed: Checkout, onApp = app) {
  const { answer, location } = await throughSandbox(onApp, placed.payment.fields);
  expect(answer.status).toBe(303);
  return successQuery(location);
}

export const verify = (token: string, json: unknown, onApp = app) =>
  send(onApp, 'POST', '/payment/esewa/verify/', { token, json });
export const fail = (token: string, json: unknown) => send(app, 'POST', '/payment/esewa/failure/', { token, json });

export const stored = (id: number) =>
  t.db
    .selectFrom('orders')
    .select(['status', 'esewa_ref_id', 'paid_at', 'updated_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

export const cartMeals = async (token: string) =>
  cartList.parse((await send(app, 'GET', '/cart/cart/', { token })).body).map((line) => line.meal.name);

/** A gateway that always gives one verdict, and remembers what it was asked. */
export function fixedGateway(verdict: Awaited<ReturnType<EsewaGateway['verify']>>) {
  const asked: EsewaVerification[] = [];
  const gateway: EsewaGateway = {
    verify: async (payment) => {
      asked.push(payment);
      return verdict;
    },
    status: async () => 'unreachable',
  };
  return { gateway, asked };
}

/**
 * The sandbox gateway, holding every answer until `count` verifications are waiting for one, as a slow eSewa would:
 * without it each in-process request could run from its first database read to its commit before the next starts.
 */
export function gatewayReleasingTogether(count: number, inner: EsewaGateway = sandboxEsewaGateway(t.db)): EsewaGateway {
  const waiting: Array<() => void> = [];
  return {
    async verify(payment) {
      await new Promise<void>((resolve) => {
        waiting.push(resolve);
        if (waiting.length === count) for (const release of waiting.splice(0)) release();
      });
      return inner.verify(payment);
    },
    status: inner.status,
  };
}
