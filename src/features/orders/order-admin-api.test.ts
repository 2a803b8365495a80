import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderCounts } from '../../../contract/order';
import { ORDER_STATUS_MESSAGES } from '../../../contract/order';
import { createOrderAdminApi } from './order-admin-api';
import { fakeApiHost, type Reply } from '../../api/testing/fake-api-host';
import { paidOrder as paid } from '../../api/testing/fixtures';

/** The order calls against a fake API host answering by "METHOD path?query". */
function serve(routes: Record<string, Reply>) {
  const { http, calls } = fakeApiHost(routes, { token: () => 'token' });
  return { api: createOrderAdminApi(http, () => () => {}), calls };
}

afterEach(() => vi.unstubAllGlobals());

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

  it('marks a cash order received, and hands back the 409 naming why when there is nothing to take', async () => {
    const cash = { ...paid, payment_method: 'cash', cash_collected_at: '2026-11-21T13:00:00.000Z', cash_collected_by: 'Ram' };
    const already = 'The cash for this order has already been received.';
    const { api, calls } = serve({
      'POST /api/orders/7/cash-received/': { body: cash },
      'POST /api/orders/8/cash-received/': { status: 409, body: { detail: already } },
    });
    expect(await api.receiveCash(7)).toEqual({ ok: true, data: cash });
    expect(await api.receiveCash(8)).toEqual({ ok: false, message: already, status: 409 });
    expect(calls.map((call) => call.route)).toEqual(['POST /api/orders/7/cash-received/', 'POST /api/orders/8/cash-received/']);
  });
});
