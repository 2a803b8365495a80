import type { Order, OrderCounts, OrderPage, OrderStatus } from '../../contract/order';
import type { WatchOrders } from '../shared/order-stream';
import type { Result } from '../shared/result';

/**
 * Which orders a page holds: one status, or a group the server filters by: 'all' is every order that was paid (the
 * kitchen's, GET /orders/?group=kitchen), 'unpaid' the ones never paid, 'refund_due' those whose money is owed back.
 */
export type OrderFilter = OrderStatus | 'all' | 'unpaid' | 'refund_due';

/** The admin's order calls (docs/rules/orders.md#checkout), loaded only with the admin screens. */
export interface OrderAdminApi {
  /** GET /orders/?status=&page=&page_size=8 — newest first; no status for every order. */
  orderPage(filter: OrderFilter, page: number): Promise<Result<OrderPage>>;
  /** GET /orders/?group=active&page_size=100: the food being made (paid, preparing, ready), for the kitchen screen. */
  activeOrders(): Promise<Result<Order[]>>;
  /** GET /orders/counts/ */
  orderCounts(): Promise<Result<OrderCounts>>;
  /** POST /orders/{id}/status/ {status, reason}: the order as it now is, or 409 with the server's reason. */
  moveOrder(id: number, to: OrderStatus, reason?: string): Promise<Result<Order>>;
  /** POST /orders/{id}/refund/ {reference}: the refund made in eSewa's merchant panel, on record. */
  recordRefund(id: number, reference: string): Promise<Result<Order>>;
  /** POST /orders/{id}/cash-received/: the counter took a cash order's money; 409 naming why there is nothing to take. */
  receiveCash(id: number): Promise<Result<Order>>;
  /** POST /orders/{id}/ready-time/ {minutes}: a pickup order ready that many minutes later than its estimate. */
  delayOrder(id: number, minutes: number): Promise<Result<Order>>;
  /**
   * POST /admin/kitchen/acknowledge/ {orders}: the new-order alert of these orders seen; the orders as they now are, or
   * 404/409 with the server's words (docs/rules/orders.md#new-order-alert).
   */
  acknowledgeOrders(ids: number[]): Promise<Result<Order[]>>;
  /** GET /orders/events/: every order that is paid or changes status from now on. */
  watchOrders: WatchOrders;
}
