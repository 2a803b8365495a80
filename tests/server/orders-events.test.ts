import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mealList } from '../../contract/meal';
import { checkout, type Order, orderEvent } from '../../contract/order';
import { moveOrder } from '../../server/db/repositories/orders';
import { seedDatabase } from '../../server/demo/seed';
import { ORDER_STREAM_BACKLOG } from '../../server/routes/order-events';
import { createOrderEvents, type OrderEvents, type OrderListener } from '../../server/services/order-events';
import { startServer } from '../../server/start-server';
import { apiClient, signedUpCustomer } from './support/account-client';
import { roles, send } from './support/meal-fixtures';
import { makeTestApp } from './support/test-app';
import { makeTestEnv, openTestDatabase, type TestDatabase } from './support/test-database';
import { loadTinyCatalog } from './support/tiny-catalog';
import { type Frame, frameReader, inStatus } from './support/order-stream';

// Inside the tiny catalog's opening hours (10:00–22:00 in Kathmandu); each order a second later than the last.
let time = Date.parse('2026-03-02T06:00:00.000Z');
const clock = () => new Date(time);
const PING_MS = 150;

/** The app's real pub/sub, with a count of the listeners it holds, so a leaked stream shows. */
const channel = createOrderEvents();
const listening = new Set<OrderListener>();
const events: OrderEvents = {
  publish: channel.publish,
  subscribe(listener) {
    listening.add(listener);
    const unsubscribe = channel.subscribe(listener);
    return () => {
      listening.delete(listener);
      unsubscribe();
    };
  },
};

let t: TestDatabase;
let app: ReturnType<typeof makeTestApp>['app'];
let server: ReturnType<typeof serve>;
let base: string;
let admin: string;
let alice: Awaited<ReturnType<typeof signedUpCustomer>>;
let bob: Awaited<ReturnType<typeof signedUpCustomer>>;
let momo: number;

beforeAll(async () => {
  t = await openTestDatabase({ DEMO_DATA: '1' });
  await seedDatabase(t.db, t.env, { dialect: t.dialect, catalog: loadTinyCatalog });
  ({ app } = makeTestApp(t.db, t.env, { clock, orderEvents: events, orderStreamPingMs: PING_MS }));
  admin = (await roles(app, t.db, t.env)).admin;
  momo = mealList.parse((await send(app, 'GET', '/meal/meals/')).body).find((m) => m.name === 'Chicken Momo')?.id ?? 0;
  alice = await signedUpCustomer(apiClient(app), t.db);
  bob = await signedUpCustomer(apiClient(app), t.db);
  server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.destroy();
});

const opened: Array<{ close(): void }> = [];
afterEach(async () => {
  for (const stream of opened.splice(0)) stream.close();
  await vi.waitFor(() => expect(listening.size).toBe(0));
});

/** GET /api/orders/events/ over a real socket, read a chunk at a time as a browser's fetch would. */
async function openStream(token: string, at = base) {
  const aborter = new AbortController();
  const response = await fetch(`${at}/api/orders/events/`, {
    headers: { Authorization: `Bearer ${token}`, 'Accept-Encoding': 'gzip, deflate' },
    signal: aborter.signal,
  });
  expect(response.status).toBe(200);
  const stream = {
    response,
    close: () => aborter.abort(),
    ...frameReader(response.body as ReadableStream<Uint8Array>),
  };
  opened.push(stream);
  await vi.waitFor(() => expect(listening.size).toBeGreaterThan(0));
  return stream;
}

async function place(token: string) {
  time += 1000;
  const response = await send(app, 'POST', '/orders/', { token, json: { items: [{ meal: momo, quantity: 1 }] } });
  expect(response.status).toBe(201);
  return checkout.parse(response.body).order;
}

/** What the payment code does once eSewa confirms: the conditional move, then the news. */
async function pay(order: Order): Promise<Order> {
  expect(await moveOrder(t.db, order.id, ['pending_payment'], 'paid', { updated_at: clock().toISOString() })).toBe(
    true,
  );
  const paid = inStatus(order, 'paid');
  events.publish(paid);
  return paid;
}

const kitchenMove = async (order: Order, status: Order['status']) => {
  const response = await send(app, 'POST', `/orders/${order.id}/status/`, { token: admin, json: { status } });
  expect(response.status).toBe(200);
  return orderEvent.parse(response.body);
};

describe('GET /orders/events/', () => {
  it('answers 401 to a visitor, without a stream', async () => {
    const response = await fetch(`${base}/api/orders/events/`);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
    expect(listening.size).toBe(0);
  });

  it('is an uncompressed, uncached event stream, without the trailing slash too', async () => {
    const stream = await openStream(admin);
    expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.response.headers.get('cache-control')).toBe('no-cache');
    expect(stream.response.headers.get('x-accel-buffering')).toBe('no');
    expect(stream.response.headers.get('content-encoding')).toBeNull();
    expect(await stream.next()).toEqual({ comment: ': ping' });

    const bare = await fetch(`${base}/api/orders/events`, { headers: { Authorization: `Bearer ${admin}` } });
    expect(bare.headers.get('content-type')).toMatch(/^text\/event-stream/);
    await bare.body?.cancel();
  });

  it('tells an admin of newly paid orders and kitchen moves, not of orders awaiting payment', async () => {
    const stream = await openStream(admin);
    const order = await place(alice.access);
    events.publish(order);
    const paid = await pay(order);
    expect(await stream.nextOrder()).toEqual(paid);
    const preparing = await kitchenMove(order, 'preparing');
    expect(await stream.nextOrder()).toEqual(preparing);
    expect(preparing).toEqual(inStatus(order, 'preparing'));
  });

  it("tells a customer of their own orders, whatever their status, and never of another's", async () => {
    const aliceStream = await openStream(alice.access);
    const bobsOrder = await place(bob.access);
    const alicesOrder = await place(alice.access);
    events.publish(bobsOrder);
    await pay(bobsOrder);
    await kitchenMove(bobsOrder, 'preparing');
    events.publish(alicesOrder);
    // Events arrive in the order they were published: bob's three would have come first.
    expect(await aliceStream.nextOrder()).toEqual(alicesOrder);
    const paid = await pay(alicesOrder);
    expect(await aliceStream.nextOrder()).toEqual(paid);
    await kitchenMove(bobsOrder, 'cancelled');
    const cancelled = await kitchenMove(alicesOrder, 'cancelled');
    expect(await aliceStream.nextOrder()).toEqual(cancelled);
  });

  it("ends a customer's stream at the next ping after they log out, and only theirs", async () => {
    const session = await signedUpCustomer(apiClient(app), t.db);
    const stream = await openStream(session.access);
    const adminStream = await openStream(admin);
    expect(await stream.next()).toEqual({ comment: ': ping' });
    const logout = await send(app, 'POST', '/account/logout/', { token: session.access, json: {} });
    expect(logout.status).toBe(200);
    // Pings written while the logout was under way may still arrive; then the stream ends, no later than a ping.
    const after: Frame[] = [];
    for (let frame = await stream.next(); frame !== 'end'; frame = await stream.next()) after.push(frame);
    expect(after.every((frame) => 'comment' in frame)).toBe(true);
    await vi.waitFor(() => expect(listening.size).toBe(1));

    const paid = await pay(await place(alice.access));
    expect(await adminStream.nextOrder()).toEqual(paid);
  });

  it('ends the stream the moment its session is logged out or its password changes, not at the next check (docs/rules/robustness.md#sessions)', async () => {
    // A server whose streams check their session only every minute: only the logout itself can end them in time.
    const slow = makeTestApp(t.db, t.env, { clock, orderEvents: events, orderStreamPingMs: 60_000 }).app;
    const slowServer = serve({ fetch: slow.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => slowServer.once('listening', resolve));
    const at = `http://127.0.0.1:${(slowServer.address() as AddressInfo).port}`;
    try {
      const session = await signedUpCustomer(apiClient(slow), t.db);
      const stream = await openStream(session.access, at);
      expect((await send(slow, 'POST', '/account/logout/', { token: session.access, json: {} })).status).toBe(200);
      expect(await stream.next()).toBe('end');

      const other = await signedUpCustomer(apiClient(slow), t.db);
      const first = await openStream(other.access, at);
      const changed = await send(slow, 'POST', '/account/change-password/', {
        token: other.access,
        json: { password: other.password, new_password: 'Changed@99', confirm_password: 'Changed@99' },
      });
      expect(changed.status).toBe(200);
      expect(await first.next()).toBe('end');
    } finally {
      await new Promise((resolve) => slowServer.close(resolve));
    }
  });

  it('holds at most 4 streams per user: a fifth ends the oldest, so 1,000 cannot pile up (docs/rules/robustness.md#limits)', async () => {
    const streams = [];
    for (let count = 1; count <= 5; count += 1) streams.push(await openStream(bob.access));
    for (let frame = await streams[0]!.next(); frame !== 'end'; frame = await streams[0]!.next());
    await vi.waitFor(() => expect(listening.size).toBe(4));
    // The newest still hear Bob's orders.
    const paid = await pay(await place(bob.access));
    expect(await streams[4]!.nextOrder()).toEqual(paid);
  });

  it('lets go of its listener when the client goes away', async () => {
    const streams = await Promise.all([openStream(admin), openStream(alice.access), openStream(bob.access)]);
    await vi.waitFor(() => expect(listening.size).toBe(3));
    for (const stream of streams) stream.close();
    await vi.waitFor(() => expect(listening.size).toBe(0));
    // Publishing to nobody is fine.
    await pay(await place(alice.access));
  });

  it('ends a stream whose client stopped reading, instead of holding every change for it', async () => {
    // In process, so no socket buffer soaks the events up: nothing reads this body.
    const response = await app.request('/api/orders/events/', { headers: { Authorization: `Bearer ${admin}` } });
    expect(response.status).toBe(200);
    await vi.waitFor(() => expect(listening.size).toBe(1));
    const order = await pay(await place(alice.access));
    for (let index = 0; index <= ORDER_STREAM_BACKLOG; index += 1) events.publish(order);
    await vi.waitFor(() => expect(listening.size).toBe(0));
  });

  it('ends open streams when the server shuts down, so it closes at once', async () => {
    const { env, dropDatabase } = await makeTestEnv({ PORT: '0', HOST: '127.0.0.1' });
    try {
      const running = await startServer(env);
      const login = await fetch(`${running.url}/api/account/login/`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ phone_number: env.adminPhone, password: env.adminPassword }),
      });
      const { access_token: token } = (await login.json()) as { access_token: string };
      const stream = await fetch(`${running.url}/api/orders/events/`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(stream.status).toBe(200);
      const started = performance.now();
      await running.close();
      // An open stream would hold server.close() for ever, a kept-alive connection until the idle timeout (5 s).
      expect(performance.now() - started).toBeLessThan(2000);
      expect(await stream.text()).toBe('');
    } finally {
      await dropDatabase();
    }
  });
});
