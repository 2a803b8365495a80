import type { CheckoutAnswer, CheckoutPayment, Order, OrderPage, ReorderResult } from '../../contract/order';
import type { PaymentReturnApi } from '../cart/cart-api';
import type { WatchOrders } from '../shared/order-stream';
import type { Result } from '../shared/result';

/**
 * The customer's side of orders (docs/rules/payments.md#esewa): coming back from eSewa (PaymentReturnApi), and their
 * own orders, live.
 */
export interface OrdersApi extends PaymentReturnApi {
  /** GET /orders/?page=: the customer's own orders, newest first. */
  listOrders(page: number): Promise<Result<OrderPage>>;
  /** GET /orders/events/: each change to one of their orders as it happens. */
  watchOrders: WatchOrders;
  /** POST /orders/{id}/pay/: a fresh attempt at eSewa for an unpaid order (409 with the server's reason). */
  payAgain(id: number): Promise<Result<CheckoutAnswer>>;
  /** POST /orders/{id}/reorder/: the order's meals back in the cart (409 when none is on the menu any more). */
  reorder(id: number): Promise<Result<ReorderResult>>;
  /** POST /orders/{id}/cancel/: an unpaid order removed. */
  removeOrder(id: number): Promise<Result<Order>>;
  /** Posts the gateway form as a full-page navigation (the browser leaves for eSewa). */
  submitGatewayForm(form: CheckoutPayment): void;
}

