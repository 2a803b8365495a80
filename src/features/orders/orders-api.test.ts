import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '../../../contract/order';
import { PAYMENT_MESSAGES } from '../../../contract/payment';
import { createAppApi } from '../../api/app-api';
import { fakeApiHost, type Reply } from '../../api/testing/fake-api-host';
import { paidOrder } from '../../api/testing/fixtures';

// A later order than the admin tests' one, for more than one plate's worth.
const order: Order = {
  ...paidOrder,
  id: 46,
  number: 1046,
  pid: 'TXN1763728800000',
  payment_ref: '000AE46',
  total: 1510.75,
  created_at: '2026-11-21T12:40:00Z',
};

/** The order calls through the app's api against a fake API host (event streams included). */
function serve(routes: Record<string, Reply>) {
  const { http, calls } = fakeApiHost(routes, { token: () => 'access-1' });
  return { api: createAppApi(http), calls };
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'access=; max-age=0; path=/';
});

describe("the customer's order calls (loaded with their screens)", () => {
  it('verifies an eSewa return with POST /payment/esewa/verify/ and answers the order as the server has it', async () => {
    const { api, calls } = serve({
      'POST /api/payment/esewa/verify/': { body: { order, message: PAYMENT_MESSAGES.confirmed } },
    });
    const request = { oid: order.pid, amt: '1510.75', refId: '000AE01' };
    expect(await api.verifyPayment(request)).toEqual({ ok: true, data: { order, message: PAYMENT_MESSAGES.confirmed } });
    expect(calls).toEqual([{ route: 'POST /api/payment/esewa/verify/', body: request, bearer: 'Bearer access-1' }]);
  });

  it("passes on the server's refusal with its status", async () => {
    const { api } = serve({ 'POST /api/payment/esewa/verify/': { status: 402, body: { detail: PAYMENT_MESSAGES.notConfirmed } } });
    expect(await api.verifyPayment({ oid: order.pid, amt: '1', refId: 'x' })).toEqual({
      ok: false,
      message: PAYMENT_MESSAGES.notConfirmed,
      status: 402,
    });
  });

  it('reports a failed payment with POST /payment/esewa/failure/', async () => {
    const failed = { ...order, status: 'payment_failed' as const };
    const { api, calls } = serve({ 'POST /api/payment/esewa/failure/': { body: { order: failed, message: PAYMENT_MESSAGES.failed } } });
    expect(await api.reportPaymentFailure({ pid: order.pid })).toEqual({
      ok: true,
      data: { order: failed, message: PAYMENT_MESSAGES.failed },
    });
    expect(calls.map(({ route, body }) => [route, body])).toEqual([['POST /api/payment/esewa/failure/', { pid: order.pid }]]);
  });

  it('hands a Khalti return to POST /payment/khalti/verify/ and answers the order as the server has it', async () => {
    const { api, calls } = serve({ 'POST /api/payment/khalti/verify/': { body: { order, message: PAYMENT_MESSAGES.confirmed } } });
    const request = { pidx: 'Abc123', status: 'Completed', purchase_order_id: order.pid, total_amount: '151075' };
    expect(await api.verifyKhalti(request)).toEqual({ ok: true, data: { order, message: PAYMENT_MESSAGES.confirmed } });
    expect(calls).toEqual([{ route: 'POST /api/payment/khalti/verify/', body: request, bearer: 'Bearer access-1' }]);
  });

  it("pays a Khalti order again with POST /orders/{id}/pay/, answering Khalti's page to go to", async () => {
    const khalti = { gateway: 'khalti', payment_url: 'http://localhost/api/payment/khalti/sandbox/pay?pidx=Abc124' };
    const unpaid = { ...order, status: 'payment_failed' as const, payment_ref: null };
    const { api } = serve({ 'POST /api/orders/46/pay/': { status: 201, body: { order: unpaid, payment: khalti } } });
    expect(await api.payAgain(46)).toEqual({ ok: true, data: { order: unpaid, payment: khalti } });
  });

  it('reads a page of their orders from GET /orders/?page=', async () => {
    const { api, calls } = serve({ 'GET /api/orders/?page=2': { body: { count: 21, results: [order] } } });
    expect(await api.listOrders(2)).toEqual({ ok: true, data: { count: 21, results: [order] } });
    expect(calls.map((call) => call.route)).toEqual(['GET /api/orders/?page=2']);
  });

  it('watches GET /orders/events/ with the access cookie as bearer, once its reader has loaded', async () => {
    document.cookie = 'access=cookie-token; path=/';
    const moved = { ...order, status: 'preparing' as const };
    const { api, calls } = serve({
      'GET /api/orders/events/': { stream: [': ping\n\n', `event: order\ndata: ${JSON.stringify(moved)}\n\n`] },
    });
    const heard: Order[] = [];
    const stop = api.watchOrders((changed) => heard.push(changed));
    await vi.waitFor(() => expect(heard).toEqual([moved]));
    expect(calls).toEqual([{ route: 'GET /api/orders/events/', body: undefined, bearer: 'Bearer cookie-token' }]);
    stop();
  });

  it('never opens the stream when stopped before its reader loaded', async () => {
    document.cookie = 'access=cookie-token; path=/';
    const { api, calls } = serve({ 'GET /api/orders/events/': { stream: [] } });
    api.watchOrders(() => {})();
    await import('./orders-api');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(calls).toEqual([]);
  });
});
