import { checkout, type Order } from '../../contract/order';
import { moveOrder } from '../../server/db/repositories/orders';
import { type Change, type ChangeBus } from '../../server/services/change-bus';
import { orderEventsOver } from '../../server/services/order-events';
import { REFRESH_REUSE_GRACE_MS } from '../../server/services/sessions';
import { PASSWORD, signedUpCustomer } from './support/account-client';
import { send } from './support/meal-fixtures';
import { frameReader } from './support/order-stream';
import { onPostgres, POSTGRES_ONLY, clock, t, one, two, useMultiInstanceWorld } from './support/multi-instance-world';
import { describe, expect, it, vi } from 'vitest';

useMultiInstanceWorld();

// Two instances share sessions and, on PostgreSQL, live changes.

describe('two instances on one database share sessions', () => {
  const profile = (side: typeof one, token: string) => side.api().get('/account/user-profile/', { token });
  const refresh = (side: typeof one, token: string) => side.api().post('/account/refresh-token/', { refresh: token });

  it('take a refresh token rotated on one as theft when the old one comes back on the other', async () => {
    const customer = await signedUpCustomer(one.api(), t.db);
    const rotated = await refresh(one, customer.refresh);
    expect(rotated.status).toBe(200);
    const access = String(rotated.body.access);
    expect((await profile(two, access)).status).toBe(200);

    clock.advance(REFRESH_REUSE_GRACE_MS + 1);
    expect(await refresh(two, customer.refresh)).toMatchObject({
      status: 401,
      body: { detail: 'Your session has expired. Please log in again.' },
    });
    // The session the stolen token led to is over on both.
    expect((await profile(one, access)).status).toBe(401);
    expect((await refresh(one, String(rotated.body.refresh))).status).toBe(401);
  });

  it('give a second tab presenting the same token on the other within moments, the same new pair', async () => {
    const customer = await signedUpCustomer(two.api(), t.db);
    const first = await refresh(one, customer.refresh);
    clock.advance(REFRESH_REUSE_GRACE_MS - 1000);
    const second = await refresh(two, customer.refresh);
    expect([first.status, second.status]).toEqual([200, 200]);
    // docs/rules/robustness.md#sessions: a replayed token is not worth a second session.
    expect(second.body).toEqual(first.body);
    expect((await profile(two, String(first.body.access))).status).toBe(200);
    expect((await profile(one, String(second.body.access))).status).toBe(200);
  });

  // Two SQLite connections in one process block each other: the second writer's busy wait holds the only thread the
  // first needs to commit. Two processes on one file would wait their turn; on PostgreSQL this runs as in production.
  it.skipIf(!onPostgres)(
    `give two tabs refreshing at the same moment through both instances one new pair; ${POSTGRES_ONLY}`,
    async () => {
      const customer = await signedUpCustomer(two.api(), t.db);
      const [first, second] = await Promise.all([refresh(one, customer.refresh), refresh(two, customer.refresh)]);
      expect([first.status, second.status]).toEqual([200, 200]);
      // The rotation that lost the race rolled its session back and answered the winner's pair
      // (docs/rules/robustness.md#sessions).
      expect(second.body).toEqual(first.body);
      expect((await profile(two, String(first.body.access))).status).toBe(200);
      expect((await profile(one, String(second.body.access))).status).toBe(200);
    },
  );

  it('end on one the access token of a logout made on the other', async () => {
    const customer = await signedUpCustomer(one.api(), t.db);
    const login = await one.api().post('/account/login/', { phone_number: customer.phoneNumber, password: PASSWORD });
    const access = String(login.body.access_token);
    const refreshToken = String(login.body.refresh_token);
    expect((await profile(one, access)).status).toBe(200);
    expect((await two.api().post('/account/logout/', { refresh: refreshToken }, { token: access })).status).toBe(200);
    expect((await profile(one, access)).status).toBe(401);
    expect((await refresh(one, refreshToken)).status).toBe(401);
    // Only that session: the sign-up's session of the same customer goes on.
    expect((await profile(one, customer.access)).status).toBe(200);
  });
});

/** GET /api/orders/events/ of an instance, read a frame at a time. */
async function openStream(side: typeof one, token: string) {
  const response = await side.app.request('/api/orders/events/', { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  const frames = frameReader(response.body as ReadableStream<Uint8Array>);
  // The stream subscribes before its first ping: from then on it hears every change.
  expect(await frames.next()).toEqual({ comment: ': ping' });
  return { nextOrder: frames.nextOrder, close: frames.cancel };
}

describe('two instances on one PostgreSQL database share live changes', () => {
  it.skipIf(!onPostgres)(`tell the order streams of the other of an order moved on one; ${POSTGRES_ONLY}`, async () => {
    const login = await one
      .api()
      .post('/account/login/', { phone_number: t.env.adminPhone, password: t.env.adminPassword });
    const admin = String(login.body.access_token);
    const customer = await signedUpCustomer(two.api(), t.db);
    const heardOnOne: Order[] = [];
    const stopListening = orderEventsOver(one.bus as ChangeBus).subscribe((order) => heardOnOne.push(order));
    const kitchen = await openStream(two, admin);
    const own = await openStream(two, customer.access);
    try {
      const { id: momo } = await t.db
        .selectFrom('meals')
        .select('id')
        .where('name', '=', 'Chicken Momo')
        .executeTakeFirstOrThrow();
      const placed = await send(one.app, 'POST', '/orders/', {
        token: customer.access,
        json: { items: [{ meal: momo, quantity: 2 }] },
      });
      expect(placed.status).toBe(201);
      const order = checkout.parse(placed.body).order;
      // As eSewa's confirmation leaves it (the gateway is not part of this test).
      const paidAt = { updated_at: clock.now().toISOString() };
      expect(await moveOrder(t.db, order.id, ['pending_payment'], 'paid', paidAt)).toBe(true);

      for (const status of ['preparing', 'ready'] as const) {
        const moved = await send(one.app, 'POST', `/orders/${order.id}/status/`, { token: admin, json: { status } });
        expect(moved.status).toBe(200);
        // Paid, it has no time to pay any more.
        expect(await kitchen.nextOrder()).toEqual({ ...order, status, pay_until: null });
        expect(await own.nextOrder()).toEqual({ ...order, status, pay_until: null });
      }
      // The instance that made the moves heard each once, over the database like everyone else.
      await vi.waitFor(() => expect(heardOnOne.map((heard) => heard.status)).toEqual(['preparing', 'ready']));
    } finally {
      stopListening();
      await Promise.all([kitchen.close(), own.close()]);
    }
  });

  it.skipIf(!onPostgres)(`tell the other of a catalog change published on one; ${POSTGRES_ONLY}`, async () => {
    const heard: Change[][] = [[], []];
    const stops = [one, two].map((side, index) =>
      (side.bus as ChangeBus).subscribe((change) => heard[index]?.push(change)),
    );
    try {
      one.bus?.publish({ topic: 'catalog' });
      await vi.waitFor(() => expect(heard).toEqual([[{ topic: 'catalog' }], [{ topic: 'catalog' }]]));
    } finally {
      for (const stop of stops) stop();
    }
  });
});
