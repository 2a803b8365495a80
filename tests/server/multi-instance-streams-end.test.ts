import pg from 'pg';
import type { Order } from '../../contract/order';
import { type ChangeBus, createLocalBus } from '../../server/services/change-bus';
import { CHANGE_BUS_APPLICATION, createPostgresBus } from '../../server/services/change-bus-postgres';
import { orderEventsOver } from '../../server/services/order-events';
import { REFRESH_REUSE_GRACE_MS } from '../../server/services/sessions';
import { latestCode, PASSWORD, signedUpCustomer } from './support/account-client';
import { orderFixture } from './support/order-fixture';
import { frameReader } from './support/order-stream';
import {
  clock,
  instance,
  logger,
  onPostgres,
  POSTGRES_ONLY,
  one,
  secondDb,
  t,
  two,
  useMultiInstanceWorld,
} from './support/multi-instance-world';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

useMultiInstanceWorld();

/*
 * Logout, a password change or reset and an account's deletion made through one instance close the live order
 * streams the user holds on another within a second. These instances check their streams' sessions by themselves
 * only every minute, so only the news of the session's end can close them in time.
 */

const SELF_CHECK_MS = 60_000;
/** What the owner of a stolen session is promised: the thief's live view ends this fast, on every instance. */
const DEADLINE_MS = 1000;

let a: ReturnType<typeof instance>;
let b: ReturnType<typeof instance>;
// On SQLite one server owns the file: the two apps stand for that one server and share its in-process bus.
let sharedBus: ChangeBus;

beforeAll(() => {
  sharedBus = createLocalBus();
  a = instance(t.db, onPostgres ? one.bus : sharedBus, SELF_CHECK_MS);
  b = instance(secondDb, onPostgres ? two.bus : sharedBus, SELF_CHECK_MS);
});
afterAll(() => sharedBus.close());

/** Tells the streams of both of an order change, as the kitchen's moves are told. */
const tellOrder = (order: Order) => orderEventsOver(onPostgres ? (one.bus as ChangeBus) : sharedBus).publish(order);

type Side = typeof a;

/** GET /api/orders/events/ of an instance: once it answers, the stream hears of its session's end. */
async function openStream(side: Side, token: string) {
  const response = await side.app.request('/api/orders/events/', { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  return frameReader(response.body as ReadableStream<Uint8Array>);
}
type Stream = Awaited<ReturnType<typeof openStream>>;

/**
 * Reads the stream until the server ends it, and answers how many milliseconds after `since` that was; fails the
 * test when it is still open at the deadline. Pings may come first; an order event may not.
 */
async function endsWithin(stream: Stream, since: number, deadlineMs = DEADLINE_MS): Promise<number> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<'still open'>((resolve) => {
    timer = setTimeout(() => resolve('still open'), since + deadlineMs - performance.now());
  });
  const ending = (async () => {
    for (let frame = await stream.next(); frame !== 'end'; frame = await stream.next()) {
      expect(frame).toHaveProperty('comment');
    }
    return performance.now() - since;
  })();
  try {
    const outcome = await Promise.race([ending, deadline]);
    expect(outcome, `the stream should end within ${deadlineMs} ms`).not.toBe('still open');
    return outcome as number;
  } finally {
    clearTimeout(timer);
    await stream.cancel();
  }
}

/** An order of the customer's. */
const orderOf = (customerId: number, id: number): Order =>
  orderFixture(id, { status: 'preparing', customer: { id: customerId, name: 'Ram Thapa', phone_number: '9800000000' } });

const logIn = async (side: Side, phoneNumber: string, password = PASSWORD) => {
  const login = await side.api().post('/account/login/', { phone_number: phoneNumber, password });
  expect(login.status).toBe(200);
  return { access: String(login.body.access_token), refresh: String(login.body.refresh_token) };
};

describe('ending a session on one instance closes the live order streams on the other', () => {
  it('logout: the streams of that session end within 1 s; those of another session of the user go on', async () => {
    const customer = await signedUpCustomer(a.api(), t.db);
    const phone = await logIn(a, customer.phoneNumber);
    const laptop = await openStream(b, customer.access);
    const other = await openStream(b, phone.access);

    const since = performance.now();
    const logout = await a.api().post('/account/logout/', { refresh: customer.refresh }, { token: customer.access });
    expect(logout.status).toBe(200);
    const tookMs = await endsWithin(laptop, since);

    // As on one server: logout ends the session it was made with (and its refresh token's), not the user's others.
    const order = orderOf(customer.user.id, 9101);
    tellOrder(order);
    expect(await other.nextOrder()).toEqual(order);
    await other.cancel();
    console.info(`logout on one instance closed the stream on the other in ${tookMs.toFixed(1)} ms`);
  });

  it('password change: every stream of the user ends within 1 s, whatever session opened it', async () => {
    const customer = await signedUpCustomer(b.api(), t.db);
    const phone = await logIn(b, customer.phoneNumber);
    const streams = [await openStream(b, customer.access), await openStream(b, phone.access)];

    const changed = await a.api().post(
      '/account/change-password/',
      { password: PASSWORD, new_password: 'Changed@99', confirm_password: 'Changed@99' },
      { token: customer.access },
    );
    expect(changed.status).toBe(200);
    // Timed from the answer: argon2 checking the old password and hashing the new one, before the sessions end,
    // takes a few hundred milliseconds of a busy machine that are no part of how fast the news travels.
    const since = performance.now();
    const took = await Promise.all(streams.map((stream) => endsWithin(stream, since)));

    // The device that changed it got a new session, whose stream lives on.
    const fresh = await openStream(b, String(changed.body.access_token));
    const order = orderOf(customer.user.id, 9102);
    tellOrder(order);
    expect(await fresh.nextOrder()).toEqual(order);
    await fresh.cancel();
    const figures = took.map((ms) => ms.toFixed(1)).join(', ');
    console.info(`a password change closed the streams on the other instance ${figures} ms after its answer`);
  });

  it('password reset with a texted code: every stream of the user ends within 1 s', async () => {
    const customer = await signedUpCustomer(a.api(), t.db);
    const stream = await openStream(b, customer.access);
    expect((await a.api().post('/account/forgot-password/', { phone_number: customer.phoneNumber })).status).toBe(200);
    const code = await latestCode(t.db, customer.phoneNumber);

    const reset = await a.api().post('/account/reset-password/', {
      phone_number: customer.phoneNumber,
      userotp: code,
      new_password: 'Changed@99',
      confirm_password: 'Changed@99',
    });
    expect(reset.status).toBe(200);
    // Timed from the answer, as the password change is (argon2).
    await endsWithin(stream, performance.now());
  });

  it('a refresh token presented again after the grace (theft): the streams of the session it led to end', async () => {
    const customer = await signedUpCustomer(a.api(), t.db);
    const rotated = await a.api().post('/account/refresh-token/', { refresh: customer.refresh });
    expect(rotated.status).toBe(200);
    const stream = await openStream(b, String(rotated.body.access));

    clock.advance(REFRESH_REUSE_GRACE_MS + 1);
    const since = performance.now();
    expect((await a.api().post('/account/refresh-token/', { refresh: customer.refresh })).status).toBe(401);
    await endsWithin(stream, since);
  });

  it("deletion by an admin: the deleted customer's streams end within 1 s", async () => {
    const admin = await logIn(a, t.env.adminPhone, t.env.adminPassword);
    const customer = await signedUpCustomer(b.api(), t.db);
    const stream = await openStream(b, customer.access);

    const since = performance.now();
    const deleted = await a.api().call('DELETE', `/account/${customer.user.id}/delete/`, undefined, {
      token: admin.access,
    });
    expect(deleted.status).toBe(200);
    const tookMs = await endsWithin(stream, since);
    console.info(`an admin's deletion closed the stream on the other instance in ${tookMs.toFixed(1)} ms`);
  });
});

describe('a bus that was away checks every open stream again on its return', () => {
  it.skipIf(!onPostgres)(
    `ends at once a stream whose logout it could not hear while its connection was down; ${POSTGRES_ONLY}`,
    async () => {
      const url = t.env.databaseUrl ?? '';
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      const backends = async () =>
        (
          await admin.query<{ pid: number }>(
            'select pid from pg_stat_activity where application_name = $1 and datname = current_database()',
            [CHANGE_BUS_APPLICATION],
          )
        ).rows.map((row) => row.pid);
      const before = new Set(await backends());
      // Its own bus, which waits a known time before reconnecting: the logout falls in that gap.
      const reconnectMs = 500;
      const bus = await createPostgresBus(url, logger, {
        loadOrder: async () => undefined,
        retry: { firstMs: reconnectMs, maxMs: reconnectMs },
      });
      const own = (await backends()).find((pid) => !before.has(pid));
      expect(own).toBeDefined();
      const away = instance(secondDb, bus, SELF_CHECK_MS);
      try {
        const customer = await signedUpCustomer(a.api(), t.db);
        const stream = await openStream(away, customer.access);
        await admin.query('select pg_terminate_backend($1)', [own]);
        const since = performance.now();
        const logout = await a.api().post('/account/logout/', {}, { token: customer.access });
        expect(logout.status).toBe(200);
        // One connection's notifications arrive in the order sent: once the instance of the logout hears a change
        // it sent after it, the logout's notice has gone out too, while this bus was not listening.
        const heard = vi.fn();
        const stop = (one.bus as ChangeBus).subscribe(heard);
        one.bus?.publish({ topic: 'catalog' });
        await vi.waitFor(() => expect(heard).toHaveBeenCalledWith({ topic: 'catalog' }));
        stop();
        expect((await backends()).filter((pid) => !before.has(pid) && pid !== own)).toEqual([]);
        // Its return is what ends the stream.
        await endsWithin(stream, since, reconnectMs + DEADLINE_MS);
      } finally {
        await bus.close();
        await admin.end();
      }
    },
  );
});
