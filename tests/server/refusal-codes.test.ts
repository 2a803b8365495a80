import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SERVICE } from '../../contract/fulfilment';
import { gatewayCheckout as checkout } from '../../contract/order';
import { readRefusal } from '../../contract/refusals';
import { send } from './support/meal-fixtures';
import { PUBLIC_URL } from './support/sandbox-esewa';
import { openSeededApp, type SeededApp } from './support/seeded-app';

/**
 * docs/rules/api.md#refusals-with-values: a refusal with numbers or names carries, beside its English
 * `detail`, a `code` and `values` the contract knows (contract/refusals.ts), so the app words it in the reader's
 * language.
 */
// The tiny catalog's restaurant opens 10:00–22:00 in Asia/Kathmandu; this is 11:45 there.
const time = new Date('2026-03-02T06:00:00.000Z').getTime();

let t: SeededApp['t'];
let app: SeededApp['app'];
let tokens: SeededApp['tokens'];
let meals: SeededApp['meals'];

beforeAll(async () => {
  ({ t, app, tokens, meals } = await openSeededApp({ PUBLIC_URL, ESEWA_API: 'v2', MAX_UNPAID_ORDERS: '50' }, { clock: () => new Date(time) }));
});
afterAll(() => t.destroy());

const momo = (quantity: number) => ({ meal: meals['Chicken Momo'] as number, quantity });
const place = (json: Record<string, unknown>) => send(app, 'POST', '/orders/', { token: tokens.customer, json });

describe('a refusal on the wire', () => {
  it('under the delivery minimum: its English detail, the code and the rupees', async () => {
    const terms = { ...DEFAULT_SERVICE, delivery: true, delivery_fee: 60, delivery_minimum: 600 };
    expect((await send(app, 'PUT', '/about/service/', { token: tokens.admin, json: terms })).status).toBe(200);
    const delivery = { type: 'delivery', address: 'Jhamsikhel Road 12, Lalitpur', phone: '9801234567' };
    const under = await place({ items: [momo(2)], fulfilment: delivery });
    expect(under.status).toBe(409);
    expect(under.body).toEqual({
      detail: 'Delivery needs an order of at least Rs. 600.00. Add Rs. 100.00 more, or choose pickup.',
      code: 'belowMinimum',
      values: { minimum: 600, short: 100 },
    });
    expect(readRefusal(under.body)).toEqual({ code: 'belowMinimum', values: { minimum: 600, short: 100 } });
  });

  it("a kitchen's move the status does not allow: the two statuses, by their labels", async () => {
    const placed = checkout.parse((await place({ items: [momo(1)] })).body);
    const moved = await send(app, 'POST', `/orders/${placed.order.id}/status/`, { token: tokens.admin, json: { status: 'ready' } });
    expect(moved.status).toBe(409);
    expect(moved.body).toEqual({
      detail: 'An order that is awaiting payment cannot become ready.',
      code: 'illegalStatus',
      values: { from: 'Awaiting payment', to: 'Ready' },
    });
    expect(readRefusal(moved.body)).not.toBeNull();
  });

  it('a refusal without numbers or names stays a bare detail', async () => {
    const missing = await send(app, 'POST', '/orders/999999/pay/', { token: tokens.customer });
    expect(missing).toMatchObject({ status: 404, body: { detail: 'Not found.' } });
    expect(readRefusal(missing.body)).toBeNull();
  });
});
