import type { CartItem } from '../../contract/cart';
import type { LineChoices } from '../../contract/meal-options';
import type { CheckoutAnswer, CheckoutPayment, CreateOrderRequest } from '../../contract/order';
import type { CheckoutSetup } from './checkout-details.machine';
import type { WatchOrders } from '../orders/order-stream';
import type { Result } from '../shared/result';

/** Quantities the customer chose, by cart line id (docs/rules/orders.md#cart-lines: kept in the browser, per user). */
export type Quantities = ReadonlyMap<number, number>;

/** One line of an order as the server takes it: the meal and how many (prices are the server's). */
export type OrderItem = CreateOrderRequest['items'][number];

/** The cart screen's calls (docs/rules/api.md#cart), and where the chosen quantities are kept between visits. */
export interface CartApi {
  listCart(): Promise<Result<CartItem[]>>;
  /** DELETE /cart/lines/{lineId}/: answers the server's message, if it sent one. */
  removeFromCart(lineId: number): Promise<Result<string | null>>;
  /** PUT /cart/lines/{lineId}/: the line's portion, options and note; answers the line as now priced. */
  chooseInCart(lineId: number, choices: LineChoices): Promise<Result<CartItem>>;
  /** What was kept for `owner` (the signed-in user's phone number); nothing kept reads as an empty map. */
  keptQuantities(owner: string): Promise<Quantities>;
  /** Replaces what is kept for `owner`: lines no longer in the cart are forgotten. */
  keepQuantities(owner: string, quantities: Quantities): Promise<void>;
}

/**
 * Paying (docs/rules/payments.md#esewa): the server prices the order and answers the gateway form, which the browser
 * posts.
 */
export interface PaymentApi {
  createOrder(order: CreateOrderRequest): Promise<Result<CheckoutAnswer>>;
  /** The restaurant's ways of serving (GET /about/service/), and the table this browser came from (/table/{n}). */
  checkoutSetup(): Promise<Result<CheckoutSetup>>;
  /** Posts the gateway form as a full-page navigation: the app is left for the gateway. */
  submitGatewayForm(form: CheckoutPayment): void;
}

/**
 * What the navbar badge counts (docs/rules/states.md#cart-count,
 * docs/rules/departures.md#where-the-app-differs-from-the-original-description): a customer's cart, or an admin's
 * kitchen queue, live.
 */
export interface CartBadgeApi {
  cartSize(): Promise<Result<number>>;
  kitchenQueue(): Promise<Result<number>>;
  watchOrders: WatchOrders;
}
