import { beforeEach, describe, expect, it } from 'vitest';
import { gatewayCheckout, order as orderSchema } from '../../contract/order';
import { PACE_MESSAGES, paceState } from '../../contract/pace';
import { serviceSettings } from '../../contract/fulfilment';
import { send } from './support/meal-fixtures';
import { app, payInFull, placeOrder, t, tokens, useOrderingWorld } from './support/ordering-world';

/*
 * Pause and pace: a pause refuses new orders and payments until its time and then ends by itself; "busy" adds its
 * minutes to the pickup ready time for an hour; a cap per 15-minute slot counts orders from the moment they are
 * placed (unpaid ones while they can be paid) and is checked again when a failed payment is tried again.
 */
// The tiny catalog's restaurant opens 10:00–22:00 in Asia/Kathmandu (UTC+5:45); 06:00Z is 11:45 there: open.
const START = Date.parse('2026-03-02T06:00:00.000Z');
let time = START;
const clock = () => new Date(time);
const MINUTE = 60_000;

useOrderingWorld(clock, 'PACE');

// Each test starts at 11:45 with no orders and the calm pace (the tokens of beforeAll stay fresh at that time).
beforeEach(async () => {
  time = START;
  for (const table of ['receipts', 'payment_attempts', 'order_lines', 'orders'] as const) await t.db.deleteFrom(table).execute();
  for (const [path, json] of [
    ['/about/pace/pause/', { minutes: 0 }],
    ['/about/pace/busy/', { minutes: 0 }],
    ['/about/pace/caps/', { pickup: null, dine_in: null, delivery: null }],
  ] as const)
    expect((await send(app, 'PUT', path, { token: tokens.admin, json })).status).toBe(200);
});

const pace = async () => paceState.parse((await send(app, 'GET', '/about/pace/')).body);
const admin = (path: string, json: unknown) => send(app, 'PUT', path, { token: tokens.admin, json });

async function pay(placed: { body: unknown }) {
  const paid = gatewayCheckout.parse(placed.body);
  expect((await payInFull(tokens.customer, paid)).status).toBe(200);
  return orderSchema.parse((await send(app, 'GET', `/orders/${paid.order.id}/`, { token: tokens.admin })).body);
}

describe('a pause', () => {
  it('refuses new orders with when they resume on the restaurant clock, and ends by itself', async () => {
    expect((await admin('/about/pace/pause/', { minutes: 15 })).status).toBe(200);
    // 11:45 in Kathmandu plus 15 minutes.
    expect(await pace()).toMatchObject({ paused_until: new Date(time + 15 * MINUTE).toISOString(), paused_clock: '12:00' });
    const refused = await placeOrder();
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ detail: PACE_MESSAGES.paused('12:00'), code: 'paused', values: { until: '12:00' } });
    expect(PACE_MESSAGES.paused('12:00')).toBe('We are not taking new orders until 12:00 PM. Please order again then.');
    // A scheduled order is a new order too.
    expect((await placeOrder({ scheduled_for: '13:00' })).status).toBe(409);

    time += 15 * MINUTE;
    expect(await pace()).toMatchObject({ paused_until: null, paused_clock: null });
    expect((await placeOrder()).status).toBe(201);
  });

  it('ends at once with "resume now", and refuses paying again while it lasts', async () => {
    const placed = gatewayCheckout.parse((await placeOrder()).body);
    await admin('/about/pace/pause/', { minutes: 60 });
    const again = await send(app, 'POST', `/orders/${placed.order.id}/pay/`, { token: tokens.customer });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ detail: PACE_MESSAGES.paused('12:45'), code: 'paused', values: { until: '12:45' } });
    expect((await admin('/about/pace/pause/', { minutes: 0 })).status).toBe(200);
    expect((await placeOrder()).status).toBe(201);
  });

  it('takes only the times offered, and only from an admin', async () => {
    expect((await admin('/about/pace/pause/', { minutes: 20 })).status).toBe(400);
    expect((await send(app, 'PUT', '/about/pace/pause/', { token: tokens.customer, json: { minutes: 15 } })).status).toBe(403);
    expect((await pace()).paused_until).toBeNull();
  });
});

describe('busy', () => {
  it('adds its minutes to the pickup ready time for an hour, then ends by itself', async () => {
    const { pickup_minutes } = serviceSettings.parse((await send(app, 'GET', '/about/service/')).body);
    expect((await admin('/about/pace/busy/', { minutes: 20 })).status).toBe(200);
    expect(await pace()).toMatchObject({ busy_minutes: 20, busy_until: new Date(time + 60 * MINUTE).toISOString() });
    const slow = await pay(await placeOrder());
    expect(slow.fulfilment.ready_at).toBe(new Date(time + (pickup_minutes + 20) * MINUTE).toISOString());

    time += 60 * MINUTE;
    expect(await pace()).toMatchObject({ busy_minutes: 0, busy_until: null });
    const calm = await pay(await placeOrder());
    expect(calm.fulfilment.ready_at).toBe(new Date(time + pickup_minutes * MINUTE).toISOString());
  });
});

describe('a cap of orders per 15-minute slot', () => {
  it('counts unpaid orders from when they are placed, refuses the next naming the next free slot', async () => {
    await admin('/about/pace/caps/', { pickup: 2, dine_in: null, delivery: null });
    expect((await placeOrder()).status).toBe(201);
    expect((await placeOrder()).status).toBe(201);
    const refused = await placeOrder();
    expect(refused.status).toBe(409);
    // 11:45 now: the first time for later is 12:15.
    expect(refused.body).toEqual({ detail: PACE_MESSAGES.slotFull('12:15'), code: 'slotFull', values: { next: '12:15' } });
    // Another way of ordering has its own count (no cap here).
    expect((await placeOrder({ fulfilment: { type: 'dine_in', table: 3 } })).status).toBe(201);
    // The next slot has room again.
    time += 15 * MINUTE;
    expect((await placeOrder()).status).toBe(201);
  });

  it('leaves full slots out of the times offered, and frees them when unpaid orders expire', async () => {
    await admin('/about/pace/caps/', { pickup: 1, dine_in: null, delivery: null });
    expect((await placeOrder({ scheduled_for: '13:00' })).status).toBe(201);
    expect((await pace()).full_slots.pickup).toEqual(['13:00']);
    expect((await placeOrder({ scheduled_for: '13:00' })).body).toEqual({ detail: PACE_MESSAGES.slotFull('12:15'), code: 'slotFull', values: { next: '12:15' } });
    // ORDER_PAY_MINUTES (30) pass unpaid: its place is given back.
    time += 31 * MINUTE;
    expect((await pace()).full_slots.pickup).toEqual([]);
    expect((await placeOrder({ scheduled_for: '13:00' })).status).toBe(201);
  });

  it('is checked again when a failed payment is tried again', async () => {
    await admin('/about/pace/caps/', { pickup: 1, dine_in: null, delivery: null });
    const first = gatewayCheckout.parse((await placeOrder({ scheduled_for: '13:00' })).body).order;
    // A failed payment holds no place.
    await t.db.updateTable('orders').set({ status: 'payment_failed' }).where('id', '=', first.id).execute();
    const second = gatewayCheckout.parse((await placeOrder({ scheduled_for: '13:00' })).body).order;
    const again = await send(app, 'POST', `/orders/${first.id}/pay/`, { token: tokens.customer });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ detail: PACE_MESSAGES.slotFull('12:15'), code: 'slotFull', values: { next: '12:15' } });
    // The other order removed: the slot has room, the first order can be paid.
    expect((await send(app, 'POST', `/orders/${second.id}/cancel/`, { token: tokens.customer })).status).toBe(200);
    expect((await send(app, 'POST', `/orders/${first.id}/pay/`, { token: tokens.customer })).status).toBe(201);
  });

  it('refuses a cap that is not a whole number from 1 to 200', async () => {
    for (const pickup of [0, 201, 2.5, 'x'])
      expect((await admin('/about/pace/caps/', { pickup, dine_in: null, delivery: null })).status, String(pickup)).toBe(400);
  });
});
