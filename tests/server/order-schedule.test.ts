import { describe, expect, it } from 'vitest';
import { ORDER_MESSAGES, gatewayCheckout as checkout, order as orderSchema } from '../../contract/order';
import { SCHEDULE_MESSAGES, scheduleSlots } from '../../contract/schedule';
import { send } from './support/meal-fixtures';
import { app, payInFull, placeOrder, tokens, useOrderingWorld } from './support/ordering-world';

/**
 * An order for later today (docs/rules/orders.md#later-today, part 3): while the restaurant is closed (and while open)
 * a customer can order for a quarter hour inside today's opening hours, at least 30 minutes ahead; the server holds the
 * order to that time, lets it be paid at once, and the pickup is expected ready then.
 */
// The tiny catalog's restaurant opens 10:00–22:00 in Asia/Kathmandu (UTC+5:45); 03:00Z is 08:45 there: closed.
let time = Date.parse('2026-03-02T03:00:00.000Z');
const clock = () => new Date(time);
const HOURS = { opening_time: '10:00', closing_time: '22:00', time_zone: 'Asia/Kathmandu' };

useOrderingWorld(clock, 'SCH');


describe('the times offered for later today', () => {
  it('are the quarter hours inside the opening hours, at least 30 minutes ahead, before midnight', () => {
    const closed = scheduleSlots(HOURS, clock());
    expect(closed[0]).toBe('10:00');
    expect(closed.at(-1)).toBe('21:45');
    expect(closed).toHaveLength(48);
    // 11:45 there: 12:15 is the first.
    expect(scheduleSlots(HOURS, new Date('2026-03-02T06:00:00.000Z'))[0]).toBe('12:15');
    // After closing there is nothing left today.
    expect(scheduleSlots(HOURS, new Date('2026-03-02T17:00:00.000Z'))).toEqual([]);
    // Hours past midnight (18:00–02:00) offer the evening only: tomorrow's early hours are not today.
    const late = scheduleSlots({ ...HOURS, opening_time: '18:00', closing_time: '02:00' }, clock());
    expect([late[0], late.at(-1)]).toEqual(['18:00', '23:45']);
  });
});

describe('an order for later today', () => {
  it('is taken while closed for an offered time, kept at that instant, and paid at once; pickup is ready then', async () => {
    expect((await placeOrder({})).body).toEqual({
      detail: ORDER_MESSAGES.closed('10:00', '22:00'),
      code: 'closed',
      values: { opening: '10:00', closing: '22:00' },
    });
    const placed = await placeOrder({ scheduled_for: '10:30' });
    expect(placed.status).toBe(201);
    const { order } = checkout.parse(placed.body);
    // 10:30 in Kathmandu is 04:45 UTC.
    expect(order.scheduled_for).toBe('2026-03-02T04:45:00.000Z');

    expect((await payInFull(tokens.customer, checkout.parse(placed.body))).status).toBe(200);
    const read = orderSchema.parse((await send(app, 'GET', `/orders/${order.id}/`, { token: tokens.admin })).body);
    expect(read).toMatchObject({ status: 'paid', scheduled_for: '2026-03-02T04:45:00.000Z' });
    expect(read.fulfilment.ready_at).toBe('2026-03-02T04:45:00.000Z');
  });

  it('refuses a time not offered, naming the field', async () => {
    for (const slot of ['09:00', '22:00', '23:30', '10:10', '7:00', 'soon'])
      expect((await placeOrder({ scheduled_for: slot })).body, slot).toEqual({ scheduled_for: [SCHEDULE_MESSAGES.invalid] });
  });

  it('can be placed while open too, but not sooner than 30 minutes ahead', async () => {
    time = Date.parse('2026-03-02T06:00:00.000Z');
    expect((await placeOrder({ scheduled_for: '12:00' })).body).toEqual({ scheduled_for: [SCHEDULE_MESSAGES.invalid] });
    const { order } = checkout.parse((await placeOrder({ scheduled_for: '12:15' })).body);
    expect(order.scheduled_for).toBe('2026-03-02T06:30:00.000Z');
    // An order for now says it is not scheduled.
    expect(checkout.parse((await placeOrder({})).body).order.scheduled_for).toBeNull();
  });
});
