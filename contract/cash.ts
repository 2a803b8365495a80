import * as z from 'zod/mini';
import { englishOf, englishRupees as rupees, refusal } from './refusals';
import { PAYMENT_METHODS, paymentMethod, type PaymentMethod } from './payment-method';

// Paying in cash: at the counter for pickup and a table, to the rider for delivery. Which ways to pay the restaurant
// offers for each way of ordering, the bound on orders placed without paying, and the words every screen and text
// uses for the money still to collect. A file of its own so fulfilment.ts and order.ts only point here.

/** Ways of ordering, as contract/fulfilment.ts names them (repeated here: fulfilment.ts imports this file). */
type Way = 'pickup' | 'dine_in' | 'delivery';

/** Open unpaid cash orders a customer may hold before paying for one: enough for a second round at the table. */
export const DEFAULT_MAX_CASH_ORDERS = 2;
export const MAX_CASH_ORDERS_LIMIT = 20;

export const CASH_MESSAGES = {
  methodsRequired: /*i18n*/ 'Offer at least one way to pay for each way of ordering.',
  capInvalid: /*i18n*/ 'Enter a number of orders from 1 to 20.',
  /** POST /orders/ with a way to pay this way of ordering does not offer (or the server cannot take). */
  notOffered: (method: PaymentMethod, way: Way) => englishOf(payNotOffered(method, way)),
  tooManyCash: (limit: number) => englishOf(refusal('tooManyCash', { limit })),
  received: /*i18n*/ 'Cash received.',
  notCash: /*i18n*/ 'This order is not paid in cash.',
  cancelled: /*i18n*/ 'This order is cancelled: there is no cash to collect.',
  alreadyReceived: /*i18n*/ 'The cash for this order has already been received.',
} as const;

const PAYMENT_METHOD_NAMES: Record<PaymentMethod, string> = {
  esewa: 'eSewa',
  khalti: 'Khalti',
  cash: /*i18n*/ 'Cash',
};
// The labels contract/fulfilment.ts gives the ways (written in lower case inside the sentence).
const WAY_NAMES: Record<Way, string> = {
  pickup: /*i18n*/ 'Pickup',
  dine_in: /*i18n*/ 'Dine-in',
  delivery: /*i18n*/ 'Delivery',
};

/** POST /orders/ with a way to pay this way of ordering does not offer, as the server answers it. */
export const payNotOffered = (method: PaymentMethod, way: Way) =>
  refusal('payNotOffered', { method: PAYMENT_METHOD_NAMES[method], way: WAY_NAMES[way] });

/** What the cart calls paying in cash for each way of ordering. */
export const CASH_LABELS: Record<Way, string> = {
  pickup: /*i18n*/ 'Pay at the counter',
  dine_in: /*i18n*/ 'Pay at the counter',
  delivery: /*i18n*/ 'Cash on delivery',
};

/** What the customer's pages say is left to pay, by way of ordering ({amount} is the formatted total). */
export const CASH_TO_PAY: Record<Way, string> = {
  pickup: /*i18n*/ 'Pay {amount} at the counter',
  dine_in: /*i18n*/ 'Pay {amount} at the counter',
  delivery: /*i18n*/ 'Pay {amount} in cash to the rider',
};

/** The admin list's and the kitchen's words for a cash order. */
export const CASH_ADMIN = {
  toCollect: /*i18n*/ 'To collect {amount}',
  received: /*i18n*/ 'Cash received',
  receivedBy: /*i18n*/ 'Cash received by {name}, {time}',
  markReceived: /*i18n*/ 'Cash received?',
} as const;

/** The customer's texts about cash (server-side, in English like ORDER_SMS). */
export const CASH_SMS = {
  toPay: (way: Way, amount: number) =>
    way === 'delivery' ? `Pay ${rupees(amount)} in cash to the rider.` : `Pay ${rupees(amount)} at the counter.`,
  placed: (restaurant: string, number: number, way: Way, amount: number) =>
    `${restaurant}: your order #${number} is with the kitchen. ${CASH_SMS.toPay(way, amount)}`,
  cancelled: (restaurant: string, number: number) =>
    `${restaurant}: sorry, your order #${number} was cancelled. There is nothing to pay.`,
} as const;

const methods = z
  .array(paymentMethod)
  .check(
    z.minLength(1, CASH_MESSAGES.methodsRequired),
    z.maxLength(PAYMENT_METHODS.length, CASH_MESSAGES.methodsRequired),
  );

/** The ways to pay offered for each way of ordering, in the order the cart shows them. */
export const paymentMethodsByWay = z.object({
  pickup: methods,
  dine_in: methods,
  delivery: methods,
});
export type PaymentMethodsByWay = z.infer<typeof paymentMethodsByWay>;

export const maxCashOrders = z
  .number({ error: CASH_MESSAGES.capInvalid })
  .check(
    z.int(CASH_MESSAGES.capInvalid),
    z.minimum(1, CASH_MESSAGES.capInvalid),
    z.maximum(MAX_CASH_ORDERS_LIMIT, CASH_MESSAGES.capInvalid),
  );

/** Until an admin chooses: every way to pay for every way of ordering (Khalti where its gateway is configured). */
export const DEFAULT_PAYMENT_METHODS: PaymentMethodsByWay = {
  pickup: ['esewa', 'khalti', 'cash'],
  dine_in: ['esewa', 'khalti', 'cash'],
  delivery: ['esewa', 'khalti', 'cash'],
};

/** Each method once, in PAYMENT_METHODS' order, whatever order the admin ticked them in. */
export const inMethodOrder = (chosen: readonly PaymentMethod[]): PaymentMethod[] =>
  PAYMENT_METHODS.filter((method) => chosen.includes(method));

/** The cash part of an order as the screens show it: who took the money and when, null while nobody has. */
export const orderCash = {
  cash_collected_at: z.optional(z.nullable(z.string())),
  /** The name of the staff member who took it. */
  cash_collected_by: z.optional(z.nullable(z.string())),
};
