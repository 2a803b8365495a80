import { afterAll, beforeAll } from 'vitest';
import type { GatewayCheckout } from '../../../contract/order';
import { send } from './meal-fixtures';
import { PUBLIC_URL, payAndReturn, sandboxBook } from './sandbox-esewa';
import { openSeededApp, type SeededApp } from './seeded-app';

/*
 * The world of the files about placing orders (order-fulfilment, order-pace, order-schedule): the tiny catalog with
 * eSewa's v2 sandbox and room for 50 unpaid orders, on the file's own clock. The `let` exports are live bindings, set
 * by the hooks useOrderingWorld() registers.
 */

export let t: SeededApp['t'];
export let app: SeededApp['app'];
export let tokens: SeededApp['tokens'];
export let meals: SeededApp['meals'];
let esewaTakes: ReturnType<typeof sandboxBook>;

/** Opens the world before the file's tests and destroys it after; `prefix` tells the file's eSewa references apart. */
export function useOrderingWorld(clock: () => Date, prefix: string) {
  beforeAll(async () => {
    ({ t, app, tokens, meals } = await openSeededApp({ PUBLIC_URL, ESEWA_API: 'v2', MAX_UNPAID_ORDERS: '50' }, { clock }));
    esewaTakes = sandboxBook(() => t.db, clock, prefix);
  });
  afterAll(() => t.destroy());
}

/** The customer pays a placed checkout in full on eSewa and comes back: the verify call's response. */
export const payInFull = (token: string, placed: GatewayCheckout) => payAndReturn(app, token, esewaTakes, placed);

/** The customer places an order: one Chicken Momo for pickup unless `json` says otherwise. The response, as sent. */
export const placeOrder = (json: Record<string, unknown> = {}) =>
  send(app, 'POST', '/orders/', {
    token: tokens.customer,
    json: { items: [{ meal: meals['Chicken Momo'], quantity: 1 }], ...json },
  });
