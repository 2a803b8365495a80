import { describe, expect, it } from 'vitest';
import { acknowledgedOrders, checkout, type Order, orderPage } from '../../contract/order';
import { readRefusal } from '../../contract/refusals';
import { moveOrder } from '../../server/db/repositories/orders';
import { signedUpCustomer } from './support/account-client';
import { send } from './support/meal-fixtures';
import { frameReader } from './support/order-stream';
import { signedInStaff } from './support/staff-fixtures';
import { clock, one, onPostgres, POSTGRES_ONLY, t, two, useMultiInstanceWorld } from './support/multi-instance-world';

/*
 * docs/rules/orders.md#new-order-alert: the kitchen's "Acknowledge" is kept on the order, with who and when, and told
 * on the order stream, so every kitchen tablet (on any instance) stops ringing, and a reload rings only for the paid
 * orders nobody acknowledged. Run on SQLite and, with scripts/test-postgres.mjs, on PostgreSQL.
 */
useMultiInstanceWorld();

const acknowledge = (side: typeof one, token: string, orders: unknown) =>
  send(side.app, 'POST', '/admin/kitchen/acknowledge/', { token, json: { orders } });

/** A customer's order of Chicken Momo, placed on `side`; paid as eSewa's confirmation leaves it unless told not to. */
async function placed(side: typeof one, customer: string, paid = true): Promise<Order> {
  const { id: momo } = await t.db.selectFrom('meals').select('id').where('name', '=', 'Chicken Momo').executeTakeFirstOrThrow();
  const answer = await send(side.app, 'POST', '/orders/', { token: customer, json: { items: [{ meal: momo, quantity: 1 }] } });
  expect(answer.status).toBe(201);
  const order = checkout.parse(answer.body).order;
  const at = clock.now().toISOString();
  if (paid) expect(await moveOrder(t.db, order.id, ['pending_payment'], 'paid', { paid_at: at, updated_at: at })).toBe(true);
  return order;
}

/** GET /api/orders/events/ of an instance, past its first ping: from then on it hears every change. */
async function openStream(side: typeof one, token: string) {
  const response = await side.app.request('/api/orders/events/', { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  const frames = frameReader(response.body as ReadableStream<Uint8Array>);
  expect(await frames.next()).toEqual({ comment: ': ping' });
  return frames;
}

/** The kitchen's active orders, as the kitchen screen and the alert load them. */
const activeOrders = async (side: typeof one, token: string) =>
  orderPage.parse((await send(side.app, 'GET', '/orders/?group=active&page_size=100', { token })).body).results;

describe("the kitchen's acknowledgement of a new order", () => {
  it('is kept with who and when, answered, and heard on the order stream; the kitchen list shows it', async () => {
    const cook = await signedInStaff(one.app, t.db, 'kitchen', 'Sita Cook');
    const customer = await signedUpCustomer(one.api(), t.db);
    const order = await placed(one, customer.access);
    const other = await placed(one, customer.access);
    // A paid order nobody acknowledged: the one a reload rings for.
    const before = (await activeOrders(one, cook.access)).find((each) => each.id === order.id);
    expect(before).toMatchObject({ status: 'paid', kitchen_acknowledged_at: null, kitchen_acknowledged_by: null });

    const stream = await openStream(one, cook.access);
    try {
      const answer = await acknowledge(one, cook.access, [order.id]);
      expect(answer.status).toBe(200);
      const at = clock.now().toISOString();
      const [acknowledged] = acknowledgedOrders.parse(answer.body).orders;
      expect(acknowledged).toMatchObject({ id: order.id, kitchen_acknowledged_at: at, kitchen_acknowledged_by: 'Sita Cook' });
      expect(await stream.nextOrder()).toEqual(acknowledged);
      const listed = await activeOrders(one, cook.access);
      expect(listed.find((each) => each.id === order.id)).toEqual(acknowledged);
      expect(listed.find((each) => each.id === other.id)).toMatchObject({ kitchen_acknowledged_at: null });
    } finally {
      await stream.cancel();
    }
  });

  it('twice, or by a second tablet, changes nothing: the first press keeps its name and time, and nothing is told again', async () => {
    const cook = await signedInStaff(one.app, t.db, 'kitchen', 'Hari Cook');
    const counter = await signedInStaff(one.app, t.db, 'counter', 'Gita Counter');
    const customer = await signedUpCustomer(one.api(), t.db);
    const order = await placed(one, customer.access);
    // The stream is opened before the first press and hears it: on PostgreSQL a change reaches a stream through
    // LISTEN/NOTIFY some time after its answer, so a stream opened after the press could still hear it later.
    const stream = await openStream(one, cook.access);
    try {
      const first = acknowledgedOrders.parse((await acknowledge(one, cook.access, [order.id])).body).orders;
      expect(await stream.nextOrder()).toEqual(first[0]);
      clock.advance(60_000);
      const again = await acknowledge(one, counter.access, [order.id, order.id]);
      expect(again.status).toBe(200);
      expect(acknowledgedOrders.parse(again.body).orders).toEqual(first);
      expect(first[0]).toMatchObject({ kitchen_acknowledged_by: 'Hari Cook' });
      // The next change the stream tells is a later one: the second press told none.
      const next = await placed(one, customer.access);
      expect((await acknowledge(one, counter.access, [next.id])).status).toBe(200);
      expect(await stream.nextOrder()).toMatchObject({ id: next.id, kitchen_acknowledged_by: 'Gita Counter' });
    } finally {
      await stream.cancel();
    }
  });

  it('refuses the whole press, naming them, for an id no order has (404) or an order not paid yet (409)', async () => {
    const cook = await signedInStaff(one.app, t.db, 'kitchen');
    const customer = await signedUpCustomer(one.api(), t.db);
    const paid = await placed(one, customer.access);
    const unpaid = await placed(one, customer.access, false);

    const unknown = await acknowledge(one, cook.access, [paid.id, 999_998, 999_999]);
    expect(unknown).toMatchObject({
      status: 404,
      body: { detail: 'No order has the ids 999998 and 999999.', code: 'ordersUnknown' },
    });
    expect(readRefusal(unknown.body)).toEqual({ code: 'ordersUnknown', values: { ids: ['999998', '999999'], count: 2 } });

    const notPaid = await acknowledge(one, cook.access, [paid.id, unpaid.id]);
    expect(notPaid).toMatchObject({
      status: 409,
      body: {
        detail: `Order #${unpaid.number} is not paid yet: only a paid order is acknowledged.`,
        code: 'notInKitchen',
        values: { numbers: [`#${unpaid.number}`], count: 1 },
      },
    });
    // Nothing of either press was kept.
    expect((await activeOrders(one, cook.access)).find((each) => each.id === paid.id)).toMatchObject({
      kitchen_acknowledged_at: null,
    });
  });

  it('is for staff only: a customer is turned away, a body without orders is refused', async () => {
    const cook = await signedInStaff(one.app, t.db, 'kitchen');
    const customer = await signedUpCustomer(one.api(), t.db);
    const order = await placed(one, customer.access);
    expect((await acknowledge(one, customer.access, [order.id])).status).toBe(403);
    expect((await send(one.app, 'POST', '/admin/kitchen/acknowledge/', { json: { orders: [order.id] } })).status).toBe(401);
    expect(await acknowledge(one, cook.access, [])).toMatchObject({
      status: 400,
      body: { orders: ['Name at least one order to acknowledge.'] },
    });
    expect((await activeOrders(one, cook.access)).find((each) => each.id === order.id)).toMatchObject({
      kitchen_acknowledged_at: null,
    });
  });

  it.skipIf(!onPostgres)(`is heard by the kitchen tablets of the other instance; ${POSTGRES_ONLY}`, async () => {
    const cook = await signedInStaff(one.app, t.db, 'kitchen', 'Ram Cook');
    const customer = await signedUpCustomer(one.api(), t.db);
    const order = await placed(one, customer.access);
    const tablet = await openStream(two, cook.access);
    try {
      const answer = await acknowledge(one, cook.access, [order.id]);
      expect(answer.status).toBe(200);
      const [acknowledged] = acknowledgedOrders.parse(answer.body).orders;
      expect(await tablet.nextOrder()).toEqual(acknowledged);
      expect(acknowledged).toMatchObject({ kitchen_acknowledged_by: 'Ram Cook' });
      // And a tablet of the other instance, loading afresh, finds it acknowledged.
      expect((await activeOrders(two, cook.access)).find((each) => each.id === order.id)).toEqual(acknowledged);
    } finally {
      await tablet.cancel();
    }
  });
});
