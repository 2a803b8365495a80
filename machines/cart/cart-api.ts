import type { CartItem } from '../../contract/cart';
import type { FulfilmentType, ServiceSettings } from '../../contract/fulfilment';
import type { KhaltiVerifyRequest } from '../../contract/khalti';
import type { LineChoices } from '../../contract/meal-options';
import type { CheckoutAnswer, CheckoutPayment, CreateOrderRequest } from '../../contract/order';
import type { PaymentFailureRequest, PaymentResult, VerifyPaymentRequest } from '../../contract/payment';
import type { WatchOrders } from '../shared/order-stream';
import type { Result } from '../shared/result';

/**
 * What the cart needs to offer the ways: the restaurant's settings, the table this browser came from, if any, and
 * (docs/rules/orders.md#later-today) whether the kitchen is open now and the times left today an order can be placed
 * for.
 */
export interface CheckoutSetup {
  settings: ServiceSettings;
  table: number | null;
  schedule?: { open: boolean; slots: string[]; full?: FullSlots };
  /** The signed-in account's phone number: the rider's phone starts as it. */
  phone?: string | null;
}

/** Times already full for a way of ordering (its cap of orders per slot reached): not offered for that way. */
export type FullSlots = Partial<Record<FulfilmentType, string[]>>;

/** Quantities the customer chose, by cart line id (docs/rules/orders.md#cart-lines: kept in the browser, per user). */
export type Quantities = ReadonlyMap<number, number>;

/** One line of an order as the server takes it: the meal and how many (prices are the server's). */
export type OrderItem = CreateOrderRequest['items'][number];

/** The cart screen's calls (docs/rules/api.md#cart 'Cart'), and where the chosen quantities are kept between visits. */
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

/** Coming back from the gateway (docs/rules/payments.md#esewa): the customer's order as the server now knows it. */
export interface PaymentReturnApi {
  /** POST /payment/esewa/verify/: the server checks with eSewa before it believes the return. */
  verifyPayment(request: VerifyPaymentRequest): Promise<Result<PaymentResult>>;
  /** POST /payment/khalti/verify/: the server asks Khalti's lookup API before it believes the return. */
  verifyKhalti(request: KhaltiVerifyRequest): Promise<Result<PaymentResult>>;
  /** POST /payment/esewa/failure/: a pending order becomes payment_failed. */
  reportPaymentFailure(request: PaymentFailureRequest): Promise<Result<PaymentResult>>;
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
