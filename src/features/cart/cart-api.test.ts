import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CartItem } from '../../../contract/cart';
import { PLAIN_PICKUP } from '../../../contract/fulfilment';
import type { PaymentForm } from '../../../contract/order';
import { createAppApi } from '../../api/app-api';
import { fakeApiHost, type Reply } from '../../api/testing/fake-api-host';

vi.mock('./gateway-form', () => ({ submitGatewayForm: vi.fn() }));
const { submitGatewayForm } = await import('./gateway-form');

/** The cart calls through the app's api against a fake API host. */
function serve(routes: Record<string, Reply>) {
  const { http, calls } = fakeApiHost(routes);
  return { api: createAppApi(http), calls };
}

const line: CartItem = { id: 5, meal: { id: 3, price: 180.5, name: 'Chicken Momo', main_image: '/media/meals/ab.webp' } };
const form: PaymentForm = {
  action: 'http://localhost:3000/api/payment/esewa/sandbox/form',
  fields: { amt: 361, psc: 0, pdc: 0, txAmt: 0, tAmt: 361, pid: 'TXN1', scd: 'epay_payment', su: '/s', fu: '/f' },
};
const order = {
  id: 9,
  number: 1009,
  pid: 'TXN1',
  status: 'pending_payment',
  total: 361,
  created_at: '2026-01-01T00:00:00Z',
  pay_until: '2026-01-01T00:30:00Z',
  payment_ref: null,
  refund: null,
  customer: null,
  items: [],
  ...PLAIN_PICKUP,
};

afterEach(() => vi.unstubAllGlobals());

describe("the cart's calls (docs/rules/api.md#cart, docs/rules/orders.md#cart-lines)", () => {
  it('reads the cart from GET /cart/cart/, prices as numbers', async () => {
    const { api } = serve({ 'GET /api/cart/cart/': { body: [{ ...line, meal: { ...line.meal, price: '180.50' } }] } });
    expect(await api.listCart()).toEqual({ ok: true, data: [line] });
  });

  it("removes one line with DELETE /cart/lines/{line}/ and answers the server's message", async () => {
    const { api, calls } = serve({ 'DELETE /api/cart/lines/3/': { body: { message: 'Meal removed from the cart.' } } });
    expect(await api.removeFromCart(3)).toEqual({ ok: true, data: 'Meal removed from the cart.' });
    expect(calls.map((call) => call.route)).toEqual(['DELETE /api/cart/lines/3/']);
  });

  it("passes a refused removal on with the server's words", async () => {
    const { api } = serve({ 'DELETE /api/cart/lines/3/': { status: 404, body: { detail: 'This meal is not in your cart.' } } });
    expect(await api.removeFromCart(3)).toEqual({ ok: false, message: 'This meal is not in your cart.', status: 404 });
  });

  it('creates the order with POST /orders/ {items} and answers the gateway form', async () => {
    const { api, calls } = serve({ 'POST /api/orders/': { status: 201, body: { order, payment: form } } });
    const items = [{ meal: 3, quantity: 2 }];
    expect(await api.createOrder({ items })).toMatchObject({ ok: true, data: { payment: form } });
    expect(calls).toEqual([{ route: 'POST /api/orders/', body: { items } }]);
  });

  it('sends the way to the customer and the note with the items', async () => {
    const { api, calls } = serve({ 'POST /api/orders/': { status: 201, body: { order, payment: form } } });
    const body = {
      items: [{ meal: 3, quantity: 1 }],
      fulfilment: { type: 'dine_in' as const, table: 4 },
      note: 'No onion',
    };
    expect(await api.createOrder(body)).toMatchObject({ ok: true });
    expect(calls).toEqual([{ route: 'POST /api/orders/', body }]);
  });

  it("passes a closed restaurant's 409 on with its words", async () => {
    const detail = 'Sorry, we are closed right now. We take orders from 10:00 AM to 10:00 PM.';
    const { api } = serve({ 'POST /api/orders/': { status: 409, body: { detail } } });
    expect(await api.createOrder({ items: [{ meal: 3, quantity: 1 }] })).toEqual({ ok: false, message: detail, status: 409 });
  });

  it('posts the gateway form once the cart screen asks', async () => {
    const { api } = serve({});
    await api.submitGatewayForm(form);
    expect(submitGatewayForm).toHaveBeenCalledWith(form);
  });

  it("counts a customer's cart for the badge", async () => {
    const { api } = serve({ 'GET /api/cart/cart/': { body: [line, { ...line, id: 6, meal: { ...line.meal, id: 4 } }] } });
    expect(await api.cartSize()).toEqual({ ok: true, data: 2 });
  });

  it("reads an admin's kitchen queue for the badge from GET /orders/counts/", async () => {
    const { api } = serve({ 'GET /api/orders/counts/': { body: { by_status: { paid: 2, preparing: 1 }, kitchen_queue: 3 } } });
    expect(await api.kitchenQueue()).toEqual({ ok: true, data: 3 });
  });
});
