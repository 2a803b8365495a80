import { PLAIN_PICKUP } from '../../../contract/fulfilment';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Order, OrderCounts } from '../../../contract/order';
import { ORDER_STATUS_MESSAGES } from '../../../contract/order';
import { createHttp } from '../../api/http';
import { createOrderAdminApi } from './order-admin-api';

type Reply = { status?: number; body?: unknown };

/** A fake API host answering by "METHOD path?query"; it records each call's body. */
function serve(routes: Record<string, Reply>) {
  const calls: { route: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const route = `${init?.method ?? 'GET'} ${String(input)}`;
      calls.push({ route, body: init?.body === undefined ? undefined : JSON.parse(String(init.body)) });
      const reply = routes[route] ?? { status: 404, body: { detail: 'Not found.' } };
      return new Response(JSON.stringify(reply.body), {
        status: reply.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  const http = createHttp({ baseURL: '/api', getAccessToken: () => 'token', onUnauthorized: () => {} });
  return { api: createOrderAdminApi(http, () => () => {}), calls };
}

afterEach(() => vi.unstubAllGlobals());

const paid: Order = {
  ...PLAIN_PICKUP,
  id: 7,
  number: 1007,
  pid: 'TXN1763726400000',
  status: 'paid',
  pay_until: null,
  payment_ref: '000AE07',
  refund: null,
  total: 560,
  created_at: '2026-11-21T12:00:00.000Z',
  customer: { id: 2, name: 'Asha Gurung', phone_number: '9811111111' },
  items: [{ meal: 1, name: 'Chicken Steamed Momo', unit_price: 280, quantity: 2, line_total: 560 }],
};

describe('the admin order calls', () => {
  it('asks for one status a page of 8 at a time, and for a group: every paid order, unpaid ones, refunds due', async () => {
    const { api, calls } = serve({
      'GET /api/orders/?page=2&page_size=8&status=paid': { body: { count: 9, results: [paid] } },
      'GET /api/orders/?page=1&page_size=8&group=kitchen': { body: { count: 1, results: [paid] } },
      'GET /api/orders/?page=1&page_size=8&group=unpaid': { body: { count: 0, results: [] } },
      'GET /api/orders/?page=1&page_size=8&group=refund_due': { body: { count: 0, results: [] } },
    });
    expect(await api.orderPage('paid', 2)).toEqual({ ok: true, data: { count: 9, results: [paid] } });
    expect(await api.orderPage('all', 1)).toEqual({ ok: true, data: { count: 1, results: [paid] } });
    expect(await api.orderPage('unpaid', 1)).toEqual({ ok: true, data: { count: 0, results: [] } });
    expect(await api.orderPage('refund_due', 1)).toEqual({ ok: true, data: { count: 0, results: [] } });
    expect(calls.map((call) => call.route)).toEqual([
      'GET /api/orders/?page=2&page_size=8&status=paid',
      'GET /api/orders/?page=1&page_size=8&group=kitchen',
      'GET /api/orders/?page=1&page_size=8&group=unpaid',
      'GET /api/orders/?page=1&page_size=8&group=refund_due',
    ]);
  });

  it('reads the counts', async () => {
    const counts: OrderCounts = {
      by_status: { pending_payment: 0, paid: 1, preparing: 2, ready: 0, completed: 4, cancelled: 0, payment_failed: 1, expired: 0 },
      kitchen_queue: 3,
      kitchen: 7,
      unpaid: 1,
      refund_due: 0,
    };
    const { api } = serve({ 'GET /api/orders/counts/': { body: counts } });
    expect(await api.orderCounts()).toEqual({ ok: true, data: counts });
  });

  it("moves an order with POST /orders/{id}/status/, and passes a 409's reason on", async () => {
    const refused = ORDER_STATUS_MESSAGES.illegal('completed', 'preparing');
    const { api, calls } = serve({
      'POST /api/orders/7/status/': { body: { ...paid, status: 'preparing' } },
      'POST /api/orders/8/status/': { status: 409, body: { detail: refused } },
    });
    expect(await api.moveOrder(7, 'preparing')).toEqual({ ok: true, data: { ...paid, status: 'preparing' } });
    expect(calls[0]!.body).toEqual({ status: 'preparing' });
    expect(await api.moveOrder(8, 'preparing')).toEqual({ ok: false, message: refused, status: 409 });
  });

  it('cancels a paid order with its reason, and records a refund with its reference', async () => {
    const refund = { status: 'refunded', amount: 560, reason: 'Out of gas', reference: 'RF1', refunded_at: '2026-11-21T13:00:00.000Z' };
    const { api, calls } = serve({
      'POST /api/orders/7/status/': { body: { ...paid, status: 'cancelled' } },
      'POST /api/orders/7/refund/': { body: { ...paid, status: 'cancelled', refund } },
    });
    expect((await api.moveOrder(7, 'cancelled', 'Out of gas')).ok).toBe(true);
    expect(calls[0]!.body).toEqual({ status: 'cancelled', reason: 'Out of gas' });
    expect(await api.recordRefund(7, 'RF1')).toEqual({ ok: true, data: { ...paid, status: 'cancelled', refund } });
    expect(calls[1]!.body).toEqual({ reference: 'RF1' });
  });
});
