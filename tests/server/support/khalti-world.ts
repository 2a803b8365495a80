import { expect } from 'vitest';
import { checkoutAnswer, type CheckoutAnswer } from '../../../contract/order';
import { seedDatabase } from '../../../server/demo/seed';
import {
  type KhaltiGateway,
  type KhaltiInitiation,
  type LookupResult,
  sandboxKhaltiGateway,
} from '../../../server/services/khalti-gateway';
import { createOrderEvents } from '../../../server/services/order-events';
import { apiClient, fromAddress, signedUpCustomer } from './account-client';
import { send } from './meal-fixtures';
import { PUBLIC_URL, sandboxOrderContext } from './sandbox-esewa';
import { makeTestApp } from './test-app';
import { openTestDatabase, type TestDatabase } from './test-database';
import { loadTinyCatalog } from './tiny-catalog';

/**
 * Khalti payments against the real server on a real database, Khalti being the offline stand-in's book. The world
 * records what Khalti was asked to initiate and can make its lookup say something else (a tampered amount).
 */

// The tiny catalog's restaurant opens 10:00–22:00 in Asia/Kathmandu; this is 11:45 there.
export const START = Date.parse('2026-03-02T06:00:00.000Z');
export const minutes = (n: number) => n * 60_000;

export async function khaltiWorld() {
  let now = START;
  const clock = () => new Date(now);
  const t: TestDatabase = await openTestDatabase({ DEMO_DATA: '1', PUBLIC_URL });
  await seedDatabase(t.db, t.env, { dialect: t.dialect, catalog: loadTinyCatalog });
  const sandbox = sandboxKhaltiGateway(t.db, clock, PUBLIC_URL);
  const initiated: KhaltiInitiation[] = [];
  const world = {
    t,
    clock,
    at: (ms: number) => void (now = ms),
    /** Lookup answers told to differ from the book, by pidx. */
    lookupOverride: new Map<string, LookupResult>(),
    initiateDown: false,
    initiated,
  };
  const khalti: KhaltiGateway = {
    initiate: async (payment) => {
      initiated.push(payment);
      return world.initiateDown ? { ok: false } : sandbox.initiate(payment);
    },
    lookup: async (pidx) => world.lookupOverride.get(pidx) ?? sandbox.lookup(pidx),
  };
  const events = createOrderEvents();
  const heard: Array<{ id: number; status: string }> = [];
  events.subscribe((order) => heard.push({ id: order.id, status: order.status }));
  const { app } = makeTestApp(t.db, t.env, { clock, orderEvents: events, khaltiGateway: khalti });
  const meals = Object.fromEntries(
    ((await send(app, 'GET', '/meal/meals/')).body as unknown as Array<{ id: number; name: string }>).map((m) => [m.name, m.id]),
  );
  /** A second server on the same database (its own reconciliation job), asking the same Khalti. */
  const otherInstance = () => ({ ...sandboxOrderContext(t, clock, createOrderEvents()), khalti });
  return Object.assign(world, { app, meals, heard, events, khalti, otherInstance });
}
export type KhaltiWorld = Awaited<ReturnType<typeof khaltiWorld>>;

export const newCustomer = async (w: KhaltiWorld) => (await signedUpCustomer(apiClient(w.app), w.t.db)).access;

/** 2 Chicken Momo (250) + 3 Veg Momo (180.50) = 1041.50, to be paid with Khalti. */
export async function placeKhalti(w: KhaltiWorld, token: string): Promise<{ order: CheckoutAnswer['order']; paymentUrl: string; pidx: string; payment: CheckoutAnswer['payment'] }> {
  const items = [
    { meal: w.meals['Chicken Momo'], quantity: 2 },
    { meal: w.meals['Veg Momo'], quantity: 3 },
  ];
  const response = await send(w.app, 'POST', '/orders/', { token, json: { items, payment_method: 'khalti' } });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  const placed = checkoutAnswer.parse(response.body);
  if (placed.payment === null || !('gateway' in placed.payment)) throw new Error('expected a Khalti checkout');
  const paymentUrl = placed.payment.payment_url;
  return { ...placed, paymentUrl, pidx: new URL(paymentUrl).searchParams.get('pidx') ?? '' };
}

/** The customer on the stand-in's page: Pay (with what happens next) or Cancel; where Khalti sends the browser. */
export async function onKhaltiPage(
  w: KhaltiWorld,
  paymentUrl: string,
  fields: Record<string, string> = {},
): Promise<{ status: number; html: string; query: Record<string, string>; location: string | null }> {
  const url = new URL(paymentUrl);
  const body = new URLSearchParams({ mobile: '9800000001', mpin: '1111', otp: '987654', outcome: 'return', choice: 'pay', ...fields });
  const response = await w.app.request(
    `${url.pathname}${url.search}`,
    { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body },
    fromAddress('203.0.113.31'),
  );
  const location = response.headers.get('Location');
  const query = location ? Object.fromEntries(new URL(location).searchParams) : {};
  return { status: response.status, html: await response.text(), query, location };
}

export const verifyKhalti = (w: KhaltiWorld, token: string, json: unknown) =>
  send(w.app, 'POST', '/payment/khalti/verify/', { token, json });
