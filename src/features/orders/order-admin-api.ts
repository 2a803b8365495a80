import type { $Fetch } from 'ofetch';
import { acknowledgedOrders, order, orderCounts, orderPage } from '../../../contract/order';
import { ORDER_PAGE_SIZE } from '../../../machines/orders/admin-orders.machine';
import type { OrderAdminApi } from '../../../machines/orders/order-admin-api';
import type { WatchOrders } from '../../../machines/shared/order-stream';
import { request } from '../../api/http';
import { ok } from '../../../machines/shared/result';

/** The real admin order calls: HTTP to the API's paths, answers parsed by the contract. */
export function createOrderAdminApi(http: $Fetch, watchOrders: WatchOrders): OrderAdminApi {
  return {
    orderPage: (filter, page) =>
      request(http, orderPage, '/orders/', {
        query: {
          page,
          page_size: ORDER_PAGE_SIZE,
          ...(filter === 'all'
            ? { group: 'kitchen' }
            : filter === 'unpaid' || filter === 'refund_due'
              ? { group: filter }
              : { status: filter }),
        },
      }),
    async activeOrders() {
      // A kitchen has far fewer than a hundred dishes on the go; past that, the oldest hundred come first anyway.
      const page = await request(http, orderPage, '/orders/', { query: { group: 'active', page_size: 100 } });
      return page.ok ? ok(page.data.results) : page;
    },
    orderCounts: () => request(http, orderCounts, '/orders/counts/'),
    moveOrder: (id, to, reason) =>
      request(http, order, `/orders/${id}/status/`, { method: 'POST', body: { status: to, ...(reason && { reason }) } }),
    recordRefund: (id, reference) => request(http, order, `/orders/${id}/refund/`, { method: 'POST', body: { reference } }),
    receiveCash: (id) => request(http, order, `/orders/${id}/cash-received/`, { method: 'POST' }),
    delayOrder: (id, minutes) => request(http, order, `/orders/${id}/ready-time/`, { method: 'POST', body: { minutes } }),
    async acknowledgeOrders(ids) {
      const answer = await request(http, acknowledgedOrders, '/admin/kitchen/acknowledge/', {
        method: 'POST',
        body: { orders: ids },
      });
      return answer.ok ? ok(answer.data.orders) : answer;
    },
    watchOrders,
  };
}
