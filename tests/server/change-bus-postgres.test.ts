import { Writable } from 'node:stream';
import pg from 'pg';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Order } from '../../contract/order';
import type { Change, ChangeBus } from '../../server/services/change-bus';
import {
  CHANGE_BUS_APPLICATION,
  CHANGE_CHANNEL,
  createPostgresBus,
  MAX_NOTIFY_BYTES,
} from '../../server/services/change-bus-postgres';
import { orderFixture } from './support/order-fixture';
import { makeTestEnv } from './support/test-database';

const onPostgres = Boolean(process.env.DATABASE_URL);

/** An order of the largest size the API takes: 100 lines, each meal name at its 50-character limit. */
const bigOrder = (id: number): Order =>
  orderFixture(id, {
    total: 980100,
    items: Array.from({ length: 100 }, (_, line) => ({
      meal: 10_000 + line,
      name: `${'Jhol momo with sesame tomato achar and '.padEnd(46, 'x')}${String(line).padStart(4, '0')}`,
      unit_price: 9900,
      quantity: 99,
      line_total: 980100,
    })),
  });
const smallOrder = (id: number, status: Order['status'] = 'paid'): Order => orderFixture(id, { status });

describe.skipIf(!onPostgres)('the PostgreSQL change bus (needs DATABASE_URL: npm run test:postgres)', () => {
  let url: string;
  let dropDatabase: () => Promise<void>;
  let admin: pg.Client;
  const buses: ChangeBus[] = [];
  const warnings: string[] = [];
  const logger = pino(
    { level: 'info' },
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) {
          const entry = JSON.parse(line) as { level: number; msg: string };
          if (entry.level >= 40) warnings.push(entry.msg);
        }
        done();
      },
    }),
  );
  /** Orders "in the database", for the read-back of an order too big to travel whole. */
  const stored = new Map<number, Order>();
  const loadOrder = vi.fn(async (id: number) => stored.get(id));

  beforeAll(async () => {
    const made = await makeTestEnv();
    url = made.env.databaseUrl ?? '';
    dropDatabase = made.dropDatabase;
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
  });
  afterEach(async () => {
    await Promise.all(buses.splice(0).map((bus) => bus.close()));
    warnings.length = 0;
    loadOrder.mockClear();
  });
  afterAll(async () => {
    await admin.end();
    await dropDatabase();
  });

  const open = async () => {
    const bus = await createPostgresBus(url, logger, { loadOrder, retry: { firstMs: 50, maxMs: 400 } });
    buses.push(bus);
    const heard: Change[] = [];
    bus.subscribe((change) => heard.push(change));
    return { bus, heard };
  };
  /** The backends of the buses listening on this test's database. */
  const listeningBackends = async () =>
    (
      await admin.query<{ pid: number }>(
        'select pid from pg_stat_activity where application_name = $1 and datname = current_database()',
        [CHANGE_BUS_APPLICATION],
      )
    ).rows.map((row) => row.pid);

  it('tells every instance, the sender too, of each change once, all in the same order', async () => {
    const one = await open();
    const two = await open();
    one.bus.publish({ topic: 'order', order: smallOrder(1) });
    two.bus.publish({ topic: 'catalog' });
    one.bus.publish({ topic: 'order', order: smallOrder(1, 'preparing') });
    await vi.waitFor(() => expect(two.heard).toHaveLength(3));
    await vi.waitFor(() => expect(one.heard).toHaveLength(3));
    // Nothing more arrives a moment later: the sender did not hear its own change twice (once locally).
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(one.heard).toHaveLength(3);
    // The database orders the notifications of different senders; both instances see that one order.
    expect(one.heard).toEqual(two.heard);
    expect(one.heard.filter((change) => change.topic === 'order')).toEqual([
      { topic: 'order', order: smallOrder(1) },
      { topic: 'order', order: smallOrder(1, 'preparing') },
    ]);
    expect(one.heard).toContainEqual({ topic: 'catalog' });
  });

  it('does not deliver a change locally before the database has carried it', async () => {
    const one = await open();
    one.bus.publish({ topic: 'catalog' });
    expect(one.heard).toEqual([]);
    await vi.waitFor(() => expect(one.heard).toEqual([{ topic: 'catalog' }]));
  });

  it('sends an order too big for NOTIFY as its id, and every instance reads it back', async () => {
    const order = bigOrder(42);
    expect(Buffer.byteLength(JSON.stringify({ topic: 'order', order }))).toBeGreaterThan(MAX_NOTIFY_BYTES);
    stored.set(order.id, order);
    const one = await open();
    const two = await open();
    one.bus.publish({ topic: 'order', order });
    // A small one published just after must not overtake the read-back.
    one.bus.publish({ topic: 'order', order: smallOrder(7) });
    const expected = [
      { topic: 'order', order },
      { topic: 'order', order: smallOrder(7) },
    ];
    await vi.waitFor(() => expect(two.heard).toEqual(expected));
    await vi.waitFor(() => expect(one.heard).toEqual(expected));
    expect(loadOrder.mock.calls).toEqual([[42], [42]]);
    expect(warnings).toEqual([]);
  });

  it('skips an order sent by id that is gone when read, and notifications that are not changes', async () => {
    const one = await open();
    one.bus.publish({ topic: 'order', order: bigOrder(404) });
    await admin.query('select pg_notify($1, $2)', [CHANGE_CHANNEL, 'not json']);
    await admin.query('select pg_notify($1, $2)', [CHANGE_CHANNEL, JSON.stringify({ topic: 'weather' })]);
    one.bus.publish({ topic: 'catalog' });
    await vi.waitFor(() => expect(one.heard).toEqual([{ topic: 'catalog' }]));
    expect(loadOrder).toHaveBeenCalledWith(404);
    expect(warnings.filter((message) => message.includes('not a change'))).toHaveLength(2);
  });

  it('carries ended sessions to every instance, and skips ones that do not name a session or user', async () => {
    const one = await open();
    const two = await open();
    one.bus.publish({ topic: 'session-ended', sessionId: 7 });
    await admin.query('select pg_notify($1, $2)', [
      CHANGE_CHANNEL,
      JSON.stringify({ topic: 'session-ended', sessionId: '7' }),
    ]);
    await admin.query('select pg_notify($1, $2)', [CHANGE_CHANNEL, JSON.stringify({ topic: 'user-sessions-ended' })]);
    two.bus.publish({ topic: 'user-sessions-ended', userId: 3 });
    const expected = [
      { topic: 'session-ended', sessionId: 7 },
      { topic: 'user-sessions-ended', userId: 3 },
    ];
    await vi.waitFor(() => expect(one.heard).toEqual(expected));
    await vi.waitFor(() => expect(two.heard).toEqual(expected));
    expect(warnings.filter((message) => message.includes('not a change'))).toHaveLength(4);
  });

  /** Two buses, and the backend of the first (opened alone, so its backend is the only one). */
  const openTwo = async () => {
    const one = await open();
    const [oneBackend] = await listeningBackends();
    const two = await open();
    expect(await listeningBackends()).toHaveLength(2);
    return { one, two, oneBackend };
  };
  const dropped = () => warnings.filter((message) => message.includes('listening connection to PostgreSQL dropped'));

  it('reconnects after its connection is killed, says so, and hears and sends changes again', async () => {
    const { one, two, oneBackend } = await openTwo();
    await admin.query('select pg_terminate_backend($1)', [oneBackend]);
    await vi.waitFor(async () => {
      const now = await listeningBackends();
      expect(now).toHaveLength(2);
      expect(now).not.toContain(oneBackend);
    });
    expect(dropped()).toHaveLength(1);
    // What changed while it was away went unheard: the reconnected bus tells its own listeners the menu may be stale
    // and asks the live streams to check their sessions (a logout of the gap went unheard too).
    await vi.waitFor(() => expect(one.heard).toEqual([{ topic: 'catalog' }, { topic: 'recheck' }]));
    expect(two.heard).toEqual([]);

    one.heard.length = 0;
    one.bus.publish({ topic: 'order', order: smallOrder(5) });
    await vi.waitFor(() => expect(one.heard).toHaveLength(1));
    two.bus.publish({ topic: 'order', order: smallOrder(6) });
    for (const side of [one, two]) {
      await vi.waitFor(() =>
        expect(side.heard).toEqual([
          { topic: 'order', order: smallOrder(5) },
          { topic: 'order', order: smallOrder(6) },
        ]),
      );
    }
  });

  it('keeps changes published while its connection is down and sends them once it is back', async () => {
    const { one, two, oneBackend } = await openTwo();
    await admin.query('select pg_terminate_backend($1)', [oneBackend]);
    await vi.waitFor(() => expect(dropped()).toHaveLength(1));
    one.bus.publish({ topic: 'order', order: smallOrder(9) });
    await vi.waitFor(() => expect(two.heard).toEqual([{ topic: 'order', order: smallOrder(9) }]));
    await vi.waitFor(() => expect(one.heard).toContainEqual({ topic: 'order', order: smallOrder(9) }));
    expect(await listeningBackends()).not.toContain(oneBackend);
  });

  it('ends its connection on close, does not come back, and publishing afterwards does nothing', async () => {
    const one = await open();
    const two = await open();
    expect(await listeningBackends()).toHaveLength(2);
    await one.bus.close();
    await vi.waitFor(async () => expect(await listeningBackends()).toHaveLength(1));
    one.bus.publish({ topic: 'catalog' });
    two.bus.publish({ topic: 'order', order: smallOrder(3) });
    await vi.waitFor(() => expect(two.heard).toEqual([{ topic: 'order', order: smallOrder(3) }]));
    expect(one.heard).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await listeningBackends()).toHaveLength(1);
  });

  it('refuses to start when the database cannot be reached', async () => {
    const unreachable = new URL(url);
    unreachable.pathname = '/no_such_database';
    await expect(createPostgresBus(unreachable.toString(), logger, { loadOrder })).rejects.toThrow(/no_such_database/);
  });
});
