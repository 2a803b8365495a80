import type { Order, OrderCounts, OrderPage, OrderStatus } from '../contract/order';
import type { WatchOrders } from './order-stream';
import type { Result } from './result';

/** Which orders a page holds: one status (the server filters by one at a time) or every order. */
export type OrderFilter = OrderStatus | 'all';

/** The admin's order calls (decisions §5), loaded only with the admin screens. */
export interface OrderAdminApi {
  /** GET /orders/?status=&page=&page_size=8 — newest first; no status for every order. */
  orderPage(filter: OrderFilter, page: number): Promise<Result<OrderPage>>;
  /** GET /orders/counts/ */
  orderCounts(): Promise<Result<OrderCounts>>;
  /** POST /orders/{id}/status/ {status}: the order as it now is, or 409 with the server's reason. */
  moveOrder(id: number, to: OrderStatus): Promise<Result<Order>>;
  /** GET /orders/events/: every order that is paid or changes status from now on. */
  watchOrders: WatchOrders;
}
