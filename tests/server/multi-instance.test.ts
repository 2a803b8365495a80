import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { checkout, type Order, ORDER_EVENT, orderEvent } from '../../contract/order';
import { createApp } from '../../server/app';
import { createDatabase, type Db } from '../../server/db/database';
import { moveOrder } from '../../server/db/repositories/orders';
import { seedDatabase } from '../../server/demo/seed';
import type { Change, ChangeBus } from '../../server/services/change-bus';
import { createPostgresBus } from '../../server/services/change-bus-postgres';
import { orderEventsOver } from '../../server/services/order-events';
import { orderById } from '../../server/services/orders';
import { REFRESH_REUSE_GRACE_MS } from '../../server/services/sessions';
import { outboxSms } from '../../server/services/sms-outbox';
import { PASSWORD, apiClient, freshNumber, latestCode, manualClock, signedUpCustomer } from './support/account-client';
import { send } from './support/meal-fixtures';
import { openTestDatabase, type TestDatabase } from './support/test-database';
import { loadTinyCatalog } from './support/tiny-catalog';

/**
 * Two server instances on one database, each with its own connection (pool) to it, as two processes behind a load
 * balancer would be. Everything an instance decides from (codes, limits, sessions) lives in the database, so a
 * client whose requests alternate between them meets one server. Live changes cross over PostgreSQL's LISTEN/NOTIFY;
 * a SQLite file belongs to one server, whose bus is in-process.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
const POSTGRES_ONLY = 'PostgreSQL only (npm run test:postgres): a SQLite file has one server and an in-process bus';

// Inside the tiny catalog's opening hours (10:00–22:00 in Kathmandu), so orders can be placed.
const clock = manualClock(new Date('2026-03-02T06:00:00.000Z'));
const logger = pino({ level: 'silent' });
const shutdown = new AbortController();

let t: TestDatabase;
let secondDb: Db;
let one: ReturnType<typeof instance>;
let two: ReturnType<typeof instance>;
let addresses = 0;
/** A client address no other test of the file uses, so per-address limits of one test stay out of the next. */
const freshAddress = () => {
  addresses += 1;
  return `198.51.${100 + Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
};

function instance(db: Db, bus: ChangeBus | undefined) {
  const sleeps: number[] = [];
  const app = createApp({
    db,
    env: t.env,
    logger,
    distDir: '/nonexistent-dist',
    clock: clock.now,
    sms: outboxSms({ db, logger, clock: clock.now, print: () => {} }),
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    bus,
    orderStreamPingMs: 100,
    shutdown: shutdown.signal,
  });
  return { app, sleeps, bus, api: (address = freshAddress()) => apiClient(app, { address }) };
}

/** As start-server builds it: an order too big for NOTIFY is read back through this instance's own pool. */
const postgresBus = (db: Db) =>
  createPostgresBus(t.env.databaseUrl ?? '', logger, {
    loadOrder: (id) => orderById(db, { id: 0, is_admin: true }, id),
  });

beforeAll(async () => {
  t = await openTestDatabase({ DEMO_DATA: '1' });
  await seedDatabase(t.db, t.env, { dialect: t.dialect, catalog: loadTinyCatalog });
  secondDb = createDatabase(t.env);
  // On SQLite, createApp's default: each instance its own in-process bus, which is why live changes cannot cross.
  one = instance(t.db, onPostgres ? await postgresBus(t.db) : undefined);
  two = instance(secondDb, onPostgres ? await postgresBus(secondDb) : undefined);
});
afterAll(async () => {
  shutdown.abort();
  await Promise.all([one?.bus?.close(), two?.bus?.close()]);
  await secondDb?.destroy();
  await t.destroy();
});

const signupBody = (phoneNumber: string, userotp: string) => ({
  name: 'Sita Gurung',
  phone_number: phoneNumber,
  password: PASSWORD,
  confirm_password: PASSWORD,
  userotp,
  account_type: 'customer',
});
const wrongCodeFor = (code: string) => (code === '0000' ? '1111' : '0000');
const INVALID_CODE = { status: 400, body: { userotp: ['Invalid or expired code.'] } };

describe('two instances on one database share one-time codes', () => {
  it('accept on one a code sent through the other, once', async () => {
    const phone = freshNumber();
    expect((await one.api().post('/account/send-otp/', { phone_number: phone, otp_type: 'customer' })).status).toBe(
      200,
    );
    const code = await latestCode(t.db, phone);
    expect((await two.api().post('/account/signup/', signupBody(phone, code))).status).toBe(201);
    // The account made on the second is the one the first logs in to.
    expect((await one.api().post('/account/login/', { phone_number: phone, password: PASSWORD })).status).toBe(200);
  });

  it('count wrong tries on both: 3 on one and 2 on the other kill the code', async () => {
    const phone = freshNumber();
    await one.api().post('/account/send-otp/', { phone_number: phone, otp_type: 'customer' });
    const code = await latestCode(t.db, phone);
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect(await one.api().post('/account/signup/', signupBody(phone, wrongCodeFor(code)))).toMatchObject(
        INVALID_CODE,
      );
    }
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      expect(await two.api().post('/account/signup/', signupBody(phone, wrongCodeFor(code)))).toMatchObject(
        INVALID_CODE,
      );
    }
    expect(await one.api().post('/account/signup/', signupBody(phone, code))).toMatchObject(INVALID_CODE);
    expect(await two.api().post('/account/signup/', signupBody(phone, code))).toMatchObject(INVALID_CODE);
  });

  it('let a code survive 2 wrong tries on each (4 in all)', async () => {
    const phone = freshNumber();
    await two.api().post('/account/send-otp/', { phone_number: phone, otp_type: 'customer' });
    const code = await latestCode(t.db, phone);
    for (const side of [one, two, one, two]) {
      expect((await side.api().post('/account/signup/', signupBody(phone, wrongCodeFor(code)))).status).toBe(400);
    }
    expect((await one.api().post('/account/signup/', signupBody(phone, code))).status).toBe(201);
  });
});

describe('two instances on one database share rate limits', () => {
  const sendTo = (side: typeof one, phone: string, address = freshAddress()) =>
    side.api(address).post('/account/send-otp/', { phone_number: phone, otp_type: 'customer' });

  it('allow 5 codes an hour to a number across both: 3 on one, 2 on the other, then neither sends', async () => {
    const phone = freshNumber();
    for (const side of [one, one, one, two, two]) expect((await sendTo(side, phone)).status).toBe(200);
    expect(await sendTo(one, phone)).toMatchObject({ status: 429, body: { detail: expect.any(String) } });
    expect((await sendTo(two, phone)).status).toBe(429);
    clock.advance(60 * 60 * 1000 + 1);
    expect((await sendTo(two, phone)).status).toBe(200);
  });

  it('allow 20 codes an hour from an address across both', async () => {
    const address = freshAddress();
    for (let sent = 1; sent <= 20; sent += 1) {
      expect((await sendTo(sent % 2 === 0 ? one : two, freshNumber(), address)).status).toBe(200);
    }
    expect((await sendTo(one, freshNumber(), address)).status).toBe(429);
    expect((await sendTo(two, freshNumber(), address)).status).toBe(429);
  });

  it('slow a number down after 5 failed logins on either and refuse the client after 20 on either', async () => {
    const customer = await signedUpCustomer(one.api(), t.db);
    // One client guessing through both instances (issue 14: the hard limit is a client's, per number).
    const guesser = freshAddress();
    const fail = (side: typeof one) =>
      side.api(guesser).post('/account/login/', { phone_number: customer.phoneNumber, password: 'Wrong@123' });
    one.sleeps.length = 0;
    two.sleeps.length = 0;
    for (const side of [one, one, one, two, two]) expect((await fail(side)).status).toBe(401);
    expect([...one.sleeps, ...two.sleeps]).toEqual([]);
    // The sixth failure, on the instance that has seen only two, is slowed.
    expect((await fail(two)).status).toBe(401);
    expect(two.sleeps).toEqual([1000]);
    for (let failure = 7; failure <= 20; failure += 1) expect((await fail(failure % 2 ? one : two)).status).toBe(401);
    expect(one.sleeps.length + two.sleeps.length).toBe(15);
    for (const side of [one, two]) {
      expect(
        await side.api(guesser).post('/account/login/', { phone_number: customer.phoneNumber, password: PASSWORD }),
      ).toMatchObject({ status: 429, body: { detail: 'Too many failed logins. Please try again later.' } });
    }
    // The owner, from elsewhere, still gets in.
    expect((await two.api().post('/account/login/', { phone_number: customer.phoneNumber, password: PASSWORD })).status).toBe(200);
  });
});

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

  it('give a second tab presenting the same token on the other instance, within moments, the same new pair', async () => {
    const customer = await signedUpCustomer(two.api(), t.db);
    const first = await refresh(one, customer.refresh);
    clock.advance(REFRESH_REUSE_GRACE_MS - 1000);
    const second = await refresh(two, customer.refresh);
    expect([first.status, second.status]).toEqual([200, 200]);
    // Issue 14: a replayed token is not worth a second session.
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
      // The rotation that lost the race rolled its session back and answered the winner's pair (issue 14).
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
    expect(
      (await two.api().post('/account/logout/', { refresh: refreshToken }, { token: access })).status,
    ).toBe(200);
    expect((await profile(one, access)).status).toBe(401);
    expect((await refresh(one, refreshToken)).status).toBe(401);
    // Only that session: the sign-up's session of the same customer goes on.
    expect((await profile(one, customer.access)).status).toBe(200);
  });
});

type Frame = { comment: string } | { event: string; data: string };

/** GET /api/orders/events/ of an instance, read a frame at a time. */
async function openStream(side: typeof one, token: string) {
  const response = await side.app.request('/api/orders/events/', { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const next = async (): Promise<Frame> => {
    for (;;) {
      const cut = buffer.indexOf('\n\n');
      if (cut >= 0) {
        const lines = buffer.slice(0, cut).split('\n');
        buffer = buffer.slice(cut + 2);
        if (lines.every((line) => line.startsWith(':'))) return { comment: lines.join('\n') };
        const field = (name: string) =>
          lines
            .filter((line) => line.startsWith(`${name}: `))
            .map((line) => line.slice(name.length + 2))
            .join('\n');
        return { event: field('event'), data: field('data') };
      }
      const { done, value } = await reader.read();
      if (done) throw new Error('the stream ended');
      buffer += decoder.decode(value, { stream: true });
    }
  };
  // The stream subscribes before its first ping: from then on it hears every change.
  expect(await next()).toEqual({ comment: ': ping' });
  return {
    async nextOrder(): Promise<Order> {
      for (;;) {
        const frame = await next();
        if ('event' in frame) {
          expect(frame.event).toBe(ORDER_EVENT);
          return orderEvent.parse(JSON.parse(frame.data));
        }
      }
    },
    close: () => reader.cancel(),
  };
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
