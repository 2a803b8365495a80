import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_SERVICE, FULFILMENT_MESSAGES, serviceSettings } from '../../contract/fulfilment';
import { gatewayCheckout as checkout, order as orderSchema } from '../../contract/order';
import { countRows } from '../../server/db/repositories/rows';
import { send } from './support/meal-fixtures';
import { app, meals, payInFull, placeOrder, t, tokens, useOrderingWorld } from './support/ordering-world';

/**
 * How the food reaches the customer (docs/rules/orders.md#ways-to-order, part 1): the restaurant's ways and delivery
 * terms, each order held to them by the server, what delivery adds to the total and to the gateway's amount, and
 * pickup's ready time.
 */
// The tiny catalog's restaurant opens 10:00–22:00 in Asia/Kathmandu; this is 11:45 there.
const time = new Date('2026-03-02T06:00:00.000Z').getTime();
const clock = () => new Date(time);

useOrderingWorld(clock, 'FUL');

const settings = (patch: Partial<typeof DEFAULT_SERVICE> = {}, token = tokens.admin) =>
  send(app, 'PUT', '/about/service/', { token, json: { ...DEFAULT_SERVICE, ...patch } });
beforeEach(async () => {
  expect((await settings()).status).toBe(200);
});

const momo = (quantity: number) => ({ meal: meals['Chicken Momo'] as number, quantity });

describe("the restaurant's ways of serving", () => {
  it('reads the defaults before an admin saves any, for everyone', async () => {
    await t.db.deleteFrom('service_settings').execute();
    const response = await send(app, 'GET', '/about/service/');
    expect(response.status).toBe(200);
    // The test server takes Khalti (its stand-in), so the answer says so beside the owner's settings.
    expect(serviceSettings.parse(response.body)).toEqual({ ...DEFAULT_SERVICE, khalti: true });
  });

  it('saves what an admin sets, and refuses to offer no way at all', async () => {
    const saved = await settings({ delivery: true, delivery_fee: 60, delivery_minimum: 500, tables: 8 });
    expect(saved.body).toEqual({
      ...DEFAULT_SERVICE,
      khalti: true,
      delivery: true,
      delivery_fee: 60,
      delivery_minimum: 500,
      tables: 8,
    });
    expect((await send(app, 'GET', '/about/service/')).body).toEqual(saved.body);

    const none = await settings({ pickup: false, dine_in: false, delivery: false });
    expect(none).toMatchObject({ status: 400, body: { pickup: [FULFILMENT_MESSAGES.noWayOffered] } });
    expect((await settings({ pickup_minutes: 2 })).body).toEqual({
      pickup_minutes: [FULFILMENT_MESSAGES.minutesInvalid],
    });
    expect((await settings({}, tokens.customer)).status).toBe(403);
  });
});

describe('an order', () => {
  it("without a way is for pickup, as the spec's call always was", async () => {
    const placed = checkout.parse((await placeOrder({ items: [momo(1)] })).body);
    expect(placed.order).toMatchObject({
      total: 250,
      delivery_fee: 0,
      note: null,
      fulfilment: { type: 'pickup', table: null },
    });
  });

  it('at a table keeps the table, and a table the restaurant lacks is refused at its field', async () => {
    const placed = checkout.parse((await placeOrder({ items: [momo(2)], fulfilment: { type: 'dine_in', table: 7 } })).body);
    expect(placed.order).toMatchObject({ total: 500, fulfilment: { type: 'dine_in', table: 7 } });
    const read = await send(app, 'GET', `/orders/${placed.order.id}/`, { token: tokens.admin });
    expect(orderSchema.parse(read.body).fulfilment.table).toBe(7);

    expect((await placeOrder({ items: [momo(1)], fulfilment: { type: 'dine_in', table: 13 } })).body).toEqual({
      'fulfilment.table': [FULFILMENT_MESSAGES.tableUnknown(12)],
    });
    expect((await placeOrder({ items: [momo(1)], fulfilment: { type: 'dine_in' } })).body).toEqual({
      'fulfilment.table': [FULFILMENT_MESSAGES.tableRequired],
    });
    // Tables not numbered for QR codes (0): any table number is taken.
    await settings({ tables: 0 });
    expect((await placeOrder({ items: [momo(1)], fulfilment: { type: 'dine_in', table: 40 } })).status).toBe(201);
  });

  it('for delivery is refused while delivery is off, and needs an address and a phone', async () => {
    const delivery = { type: 'delivery', address: 'Jhamsikhel Road 12, Lalitpur', phone: '9801234567' };
    expect((await placeOrder({ items: [momo(1)], fulfilment: delivery })).body).toEqual({
      'fulfilment.type': [FULFILMENT_MESSAGES.notOffered('delivery')],
    });
    await settings({ delivery: true });
    expect((await placeOrder({ items: [momo(1)], fulfilment: { type: 'delivery', phone: '98' } })).body).toEqual({
      'fulfilment.address': [FULFILMENT_MESSAGES.addressRequired],
      'fulfilment.phone': [FULFILMENT_MESSAGES.phoneInvalid],
    });
  });

  it('for delivery under the minimum is refused saying how much is missing; above it, the fee is on the total and the form', async () => {
    await settings({ delivery: true, delivery_fee: 60, delivery_minimum: 600 });
    const delivery = {
      type: 'delivery',
      address: 'Jhamsikhel Road 12, Lalitpur',
      landmark: 'Opposite the school',
      phone: '9801234567',
    };
    const before = await countRows(t.db, 'orders');
    const under = await placeOrder({ items: [momo(2)], fulfilment: delivery });
    expect(under).toMatchObject({ status: 409, body: { detail: FULFILMENT_MESSAGES.belowMinimum(600, 100) } });
    expect(under.body.detail).toBe(
      'Delivery needs an order of at least Rs. 600.00. Add Rs. 100.00 more, or choose pickup.',
    );
    expect(await countRows(t.db, 'orders')).toBe(before);

    const placed = checkout.parse(
      (await placeOrder({ items: [momo(3)], fulfilment: delivery, note: ' Ring the bell twice ' })).body,
    );
    expect(placed.order).toMatchObject({
      total: 810,
      delivery_fee: 60,
      note: 'Ring the bell twice',
      fulfilment: { type: 'delivery', address: delivery.address, landmark: delivery.landmark, phone: delivery.phone },
    });
    expect(placed.payment.fields).toMatchObject({ total_amount: '810' });
  });

  it('refuses a note longer than a ticket holds', async () => {
    expect((await placeOrder({ items: [momo(1)], note: 'x'.repeat(201) })).body).toEqual({
      note: [FULFILMENT_MESSAGES.noteLength],
    });
  });
});

describe('pickup', () => {
  it('is expected ready the set minutes after it is paid; other ways have no ready time', async () => {
    await settings({ pickup_minutes: 25 });
    const pickup = checkout.parse((await placeOrder({ items: [momo(1)] })).body);
    const table = checkout.parse((await placeOrder({ items: [momo(1)], fulfilment: { type: 'dine_in', table: 3 } })).body);
    for (const placed of [pickup, table]) {
      expect((await payInFull(tokens.customer, placed)).status).toBe(200);
    }
    const read = async (id: number) =>
      orderSchema.parse((await send(app, 'GET', `/orders/${id}/`, { token: tokens.customer })).body);
    expect((await read(pickup.order.id)).fulfilment.ready_at).toBe(new Date(time + 25 * 60_000).toISOString());
    expect((await read(table.order.id)).fulfilment.ready_at).toBeNull();
  });
});

describe("the customer's 'ready' text", () => {
  it('says the order is out for delivery, on its way to the table, or waiting at the counter', async () => {
    const { orderText } = await import('../../server/services/order-texts');
    const { ORDER_SMS } = await import('../../contract/order');
    const { PLAIN_PICKUP } = await import('../../contract/fulfilment');
    const ready = checkout.parse((await placeOrder({ items: [momo(1)] })).body).order;
    const as = (fulfilment: Partial<typeof PLAIN_PICKUP.fulfilment>) =>
      orderText('Momo House', { ...ready, status: 'ready', fulfilment: { ...PLAIN_PICKUP.fulfilment, ...fulfilment } });
    expect(as({})).toBe(ORDER_SMS.ready('Momo House', ready.number));
    expect(as({ type: 'delivery', address: 'Jhamsikhel', phone: '9801234567' })).toBe(
      `Momo House: your order #${ready.number} is out for delivery.`,
    );
    expect(as({ type: 'dine_in', table: 4 })).toBe(
      `Momo House: your order #${ready.number} is ready and on its way to table 4.`,
    );
  });
});

describe("the kitchen's ready time", () => {
  it('moves a pickup order being made to so many minutes from now; other orders have none to move', async () => {
    const pickup = checkout.parse((await placeOrder({ items: [momo(1)] })).body).order;
    const table = checkout.parse(
      (await placeOrder({ items: [momo(1)], fulfilment: { type: 'dine_in', table: 2 } })).body,
    ).order;
    const readyIn = (id: number, minutes: unknown, token = tokens.admin) =>
      send(app, 'POST', `/orders/${id}/ready-time/`, { token, json: { minutes } });

    // Unpaid: not being made yet.
    expect(await readyIn(pickup.id, 10)).toMatchObject({
      status: 409,
      body: { detail: FULFILMENT_MESSAGES.noReadyTime },
    });
    await t.db.updateTable('orders').set({ status: 'preparing' }).where('id', 'in', [pickup.id, table.id]).execute();
    const moved = await readyIn(pickup.id, 35);
    expect(moved.status).toBe(200);
    expect(orderSchema.parse(moved.body).fulfilment.ready_at).toBe(new Date(time + 35 * 60_000).toISOString());
    expect((await readyIn(table.id, 10)).status).toBe(409);
    expect((await readyIn(pickup.id, 0)).body).toEqual({ minutes: [FULFILMENT_MESSAGES.readyMinutesInvalid] });
    expect((await readyIn(pickup.id, 10, tokens.customer)).status).toBe(403);
    expect((await readyIn(999_999, 10)).status).toBe(404);
  });

  it('moves the estimate the customer was given later, never earlier, and two taps at once both count', async () => {
    const pickup = checkout.parse((await placeOrder({ items: [momo(1)] })).body).order;
    const later = (minutes: number) =>
      send(app, 'POST', `/orders/${pickup.id}/ready-time/`, { token: tokens.admin, json: { minutes } });
    const readyAt = async () => orderSchema.parse((await later(5)).body).fulfilment.ready_at;
    const estimate = (minutes: number) =>
      t.db.updateTable('orders').set({ status: 'preparing', ready_at: new Date(time + minutes * 60_000).toISOString() })
        .where('id', '=', pickup.id).execute();

    // Ready at 2:31, pressed at 2:20: 2:36, not 2:25.
    await estimate(11);
    expect(await readyAt()).toBe(new Date(time + 16 * 60_000).toISOString());
    // An estimate already past moves from now.
    await estimate(-10);
    expect(await readyAt()).toBe(new Date(time + 5 * 60_000).toISOString());
    // Two cooks tap at once: ten minutes later, not five.
    await estimate(11);
    const [one, two] = await Promise.all([later(5), later(5)]);
    expect([one.status, two.status]).toEqual([200, 200]);
    const stored = await t.db.selectFrom('orders').select('ready_at').where('id', '=', pickup.id).executeTakeFirstOrThrow();
    expect(stored.ready_at).toBe(new Date(time + 21 * 60_000).toISOString());
  });
});
