import * as z from 'zod/mini';
import { englishOf, englishRupees, refusal } from './refusals';
import { SCHEDULE_MESSAGES } from './schedule';
import { mealRef } from './cart';
import { lineChoices } from './meal-options';
import { fulfilmentRequest, orderFulfilment, orderNote } from './fulfilment';
import { id, money, paged, pageQuery } from './common';
import { orderGroup, orderStatus, refundStatus } from './order-status';
import { khaltiRedirect } from './khalti';
import { paymentMethod } from './payment-method';
import { orderCash } from './cash';
import { orderBill } from './billing';
import { orderKitchen } from './kitchen';

// The statuses, their moves, labels and texts, and the admin's status-change, refund and counts schemas live in
// order-status.ts; re-exported here so every importer of the order contract keeps one place to import from.
export * from './order-status';

export const MAX_QUANTITY = 99;
/** More distinct meals than any menu page holds; stops a body from asking for thousands of lines. */
export const MAX_ORDER_LINES = 100;
/**
 * Rs 10,00,000: far above any meal a restaurant serves at a counter, and well inside the 32-bit integer columns that
 * hold totals in paisa on PostgreSQL (up to Rs 2,14,74,836.47), so a huge cart is refused with words, not a 500.
 */
export const MAX_ORDER_TOTAL_PAISA = 100_000_000;

/**
 * The reorder toast as one message with values (machines/orders/reorder-text.ts fills it), so it translates; in
 * English it reads as `ORDER_MESSAGES.reordered`.
 */
export const REORDERED =
  /*i18n*/ '{count, plural, one {# meal} other {# meals}} added to your cart.{hasMissing, select, yes { No longer on the menu: {missing}.} other {}}{hasLost, select, yes { No longer offered, so not added back: {lost}.} other {}}';

export const ORDER_MESSAGES = {
  itemsRequired: /*i18n*/ 'Add at least one meal to your order.',
  tooManyItems: /*i18n*/ 'An order can hold at most 100 different meals.',
  tooLarge: /*i18n*/ 'An order can come to at most Rs. 1000000.00. For a larger order, please call the restaurant.',
  duplicateLine: /*i18n*/ 'The same meal with the same choices can appear only once in an order.',
  quantityRequired: /*i18n*/ 'Quantity is required',
  quantityWhole: /*i18n*/ 'Quantity must be a whole number.',
  quantityMin: /*i18n*/ 'Quantity must be at least 1.',
  quantityMax: /*i18n*/ 'Quantity cannot exceed 99.',
  mealUnknown: /*i18n*/ 'Meal does not exist',
  notOpenYet: /*i18n*/ 'The restaurant is not taking orders yet.',
  /** In the footer's 12-hour time: '... from 10:00 AM to 10:00 PM.' */
  closed: (opening: string, closing: string) => englishOf(refusal('closed', { opening, closing })),
  tooManyUnpaid: (limit: number) => englishOf(refusal('tooManyUnpaid', { limit })),
  expired: /*i18n*/ 'This order can no longer be paid: its time to pay has run out. Please order again from your cart.',
  notPayable: (status: string) => englishOf(refusal('notPayable', { status })),
  mealsGone: (names: string | string[]) => englishOf(refusal('mealsGone', { names: [names].flat() })),
  paymentInProgress:
    'eSewa is still processing a payment for this order. We will confirm it as soon as eSewa does; please do not pay again.',
  alreadyPaid: /*i18n*/ 'This order has just been paid. You can follow it in My Orders.',
  notRemovable: /*i18n*/ 'Only an unpaid order can be removed.',
  removed: /*i18n*/ 'Order removed.',
  /** Reorder: what went into the cart, what is no longer on the menu, and the choices that could not come back. */
  reordered: (count: number, missing: string[], notRestored: readonly { name: string; lost: string[] }[] = []) =>
    `${count === 1 ? '1 meal' : `${count} meals`} added to your cart.${missing.length > 0 ? ` No longer on the menu: ${missing.join(', ')}.` : ''}${notRestored.length > 0 ? ` No longer offered, so not added back: ${notRestored.map((line) => `${line.name} (${line.lost.join(', ')})`).join('; ')}.` : ''}`,
  nothingToReorder: (names: string[]) => englishOf(refusal('nothingToReorder', { names })),
} as const;

/** What makes two order lines the same line: the meal and its choices as sent (options in any order). */
export const lineKey = (item: { meal: number; portion?: string; options?: number[]; note?: string }) =>
  JSON.stringify([item.meal, item.portion ?? 'full', [...(item.options ?? [])].sort((a, b) => a - b), item.note?.trim() ?? ''])

const quantity = z.number({ error: ORDER_MESSAGES.quantityRequired }).check(
  z.int(ORDER_MESSAGES.quantityWhole),
  z.minimum(1, ORDER_MESSAGES.quantityMin),
  z.maximum(MAX_QUANTITY, ORDER_MESSAGES.quantityMax),
);

/**
 * POST /orders/ body (docs/rules/orders.md#order-statuses). Meal ids and quantities, and
 * (docs/rules/orders.md#ways-to-order) how the food reaches the customer and a note for the kitchen; both optional, so
 * the spec's call is still a pickup order. Anything price-like a client adds is not part of the schema and is dropped.
 */
export const createOrderRequest = z.object({
  items: z
    .array(z.object({ meal: mealRef, quantity, ...lineChoices }), { error: ORDER_MESSAGES.itemsRequired })
    .check(
      z.minLength(1, ORDER_MESSAGES.itemsRequired),
      z.maxLength(MAX_ORDER_LINES, ORDER_MESSAGES.tooManyItems),
      // One meal may be in several lines with other choices (docs/rules/orders.md#cart-lines); the same choices twice
      // are one line.
      z.refine((items) => new Set(items.map(lineKey)).size === items.length, ORDER_MESSAGES.duplicateLine),
    ),
  fulfilment: z.optional(fulfilmentRequest),
  note: z.optional(orderNote),
  /**
   * docs/rules/orders.md#later-today: a time later today on the restaurant's clock ('17:30'), one of scheduleSlots;
   * absent: now.
   */
  scheduled_for: z.optional(z.string().check(z.regex(/^\d{2}:\d{2}$/, SCHEDULE_MESSAGES.invalid))),
  /** How the customer will pay, one the restaurant offers for this way of ordering; absent: eSewa. */
  payment_method: z.optional(paymentMethod),
});
export type CreateOrderRequest = z.infer<typeof createOrderRequest>;

export const orderLine = z.object({
  /** null once the meal left the menu: the line keeps its own name and price. */
  meal: z.nullable(id),
  name: z.string(),
  unit_price: money,
  quantity: z.number().check(z.int()),
  line_total: money,
  /**
   * docs/rules/orders.md#options: 'Half plate', 'Spice level: Hot' as priced; absent on answers from before options
   * existed.
   */
  choices: z.optional(z.array(z.string())),
  /** The customer's note for the kitchen on this meal ("no onion"). */
  note: z.optional(z.nullable(z.string())),
});
export type OrderLine = z.infer<typeof orderLine>;

/** Who placed an order, for the kitchen; null once that account is deleted (the order stays). */
export const orderCustomer = z.object({ id, name: z.string(), phone_number: z.string() });
export type OrderCustomer = z.infer<typeof orderCustomer>;

/**
 * Money the restaurant owes back (docs/rules/payments.md#refunds): a paid order the kitchen cancelled, or a payment
 * that arrived for an order that was cancelled or had expired. eSewa's merchant panel makes the refund; the admin
 * records it here.
 */
export const orderRefund = z.object({
  status: refundStatus,
  amount: money,
  /** Why: the kitchen's reason, or what the payment arrived too late for. */
  reason: z.string(),
  /** The admin's note of the refund made in eSewa's merchant panel, once refunded. */
  reference: z.nullable(z.string()),
  refunded_at: z.nullable(z.string()),
});
export type OrderRefund = z.infer<typeof orderRefund>;

export const order = z.object({
  id,
  /** The short number people read out at the counter (#1042); the gateway's id stays in `pid`. */
  number: z.number().check(z.int()),
  /**
   * The payment id of the order's latest attempt at the gateway (docs/rules/api.md#orders-and-payment: `pid`, ePay v2's
   * transaction_uuid).
   */
  pid: z.string(),
  status: orderStatus,
  total: money,
  created_at: z.string(),
  /** Until when an unpaid order can be paid; null once it is paid or settled. */
  pay_until: z.nullable(z.string()),
  /** An unpaid order whose payment the gateway still calls PENDING: paying again is refused until it settles. */
  payment_pending: z.optional(z.boolean()),
  /** eSewa's reference of the payment that paid it (or arrived for it); null while none has. */
  payment_ref: z.nullable(z.string()),
  refund: z.nullable(orderRefund),
  customer: z.nullable(orderCustomer),
  items: z.array(orderLine),
  /**
   * Pickup, a table, or a delivery address (docs/rules/orders.md#ways-to-order); orders from before it read as pickup.
   */
  fulfilment: orderFulfilment,
  /** Part of `total`: what delivery added (0 for pickup and dine-in). */
  delivery_fee: money,
  /** The customer's note for the kitchen ("ring the bell"), or null. */
  note: z.nullable(z.string()),
  /**
   * docs/rules/orders.md#later-today: the time the customer ordered it for, later today; null (or absent): as soon as
   * it is paid.
   */
  scheduled_for: z.optional(z.nullable(z.string())),
  /** How it is paid; absent reads as eSewa (every order before there was a choice). */
  payment_method: z.optional(paymentMethod),
  /** A cash order: when and by whom the cash was received (contract/cash.ts); null while it is still to collect. */
  ...orderCash,
  /** The split of the menu total as placed (base, service charge, VAT); null (or absent) for orders from before. */
  bill: z.optional(z.nullable(orderBill)),
  /** When the kitchen acknowledged its new-order alert and who (contract/kitchen.ts); null while nobody has. */
  ...orderKitchen,
});
export type Order = z.infer<typeof order>;

/** POST /admin/kitchen/acknowledge/ answer: the orders named, as they now are (acknowledged, by whoever was first). */
export const acknowledgedOrders = z.object({ orders: z.array(order) });
export type AcknowledgedOrders = z.infer<typeof acknowledgedOrders>;

/** eSewa ePay v1's form, the fields of docs/rules/api.md#orders-and-payment (ESEWA_API=v1). */
export const esewaV1Fields = z.object({
  amt: money,
  /** Service charge, delivery fee and VAT: parts of tAmt (amt + psc + pdc + txAmt = tAmt). */
  psc: money,
  pdc: money,
  txAmt: money,
  tAmt: money,
  pid: z.string(),
  scd: z.string(),
  su: z.string(),
  fu: z.string(),
});

/** eSewa ePay v2's signed form (the default): amounts as eSewa writes them, HMAC-SHA256 over the signed fields. */
export const esewaV2Fields = z.object({
  amount: z.string(),
  tax_amount: z.string(),
  total_amount: z.string(),
  transaction_uuid: z.string(),
  product_code: z.string(),
  product_service_charge: z.string(),
  product_delivery_charge: z.string(),
  success_url: z.string(),
  failure_url: z.string(),
  signed_field_names: z.string(),
  signature: z.string(),
});

/** The gateway form, posted by the browser as a full-page navigation to `action`. */
export const paymentForm = z.object({ action: z.string(), fields: z.union([esewaV2Fields, esewaV1Fields]) });
export type PaymentForm = z.infer<typeof paymentForm>;

/**
 * The texts a customer gets as the kitchen moves their order (docs/rules/orders.md#customer-texts), through the
 * configured SMS provider.
 * Cancelling a paid order says its money is owed back.
 */
export const ORDER_SMS = {
  preparing: (restaurant: string, number: number) => `${restaurant}: we are preparing your order #${number}.`,
  ready: (restaurant: string, number: number) => `${restaurant}: your order #${number} is ready. See you at the counter!`,
  /** Ready, for a delivery order: it leaves with the rider. */
  onTheWay: (restaurant: string, number: number) => `${restaurant}: your order #${number} is out for delivery.`,
  /** Ready, for a dine-in order: it is brought to the table. */
  toTable: (restaurant: string, number: number, table: number) =>
    `${restaurant}: your order #${number} is ready and on its way to table ${table}.`,
  cancelled: (restaurant: string, number: number, reason: string, amount: number) =>
    `${restaurant}: sorry, your order #${number} was cancelled (${reason}). Your payment of ${englishRupees(amount)} will be refunded.`,
} as const;

/** POST /orders/{id}/reorder/ answer: the order's meals put back in the cart, at the quantities ordered. */
export const reorderResult = z.object({
  /** `line`: the cart line it went into, for the browser to keep its quantity (absent from servers before lines). */
  added: z.array(z.object({ meal: id, line: z.optional(id), quantity: z.number().check(z.int()), already_in_cart: z.boolean() })),
  missing: z.array(z.string()),
  /** Lines put back without some of their choices, each with what is no longer offered ('Spice level: Extra hot'). */
  not_restored: z.optional(z.array(z.object({ name: z.string(), lost: z.array(z.string()) }))),
  cart_count: z.number().check(z.int()),
  message: z.string(),
});
export type ReorderResult = z.infer<typeof reorderResult>;

/** An answer carrying eSewa's form to post: an order to pay by eSewa, placed or paid again. */
export const checkout = z.object({ order, payment: paymentForm });
export type Checkout = z.infer<typeof checkout>;
/** The same answer, named for where the gateway's form is certain to be there (paying again by eSewa). */
export const gatewayCheckout = checkout;
export type GatewayCheckout = Checkout;
/**
 * POST /orders/ and POST /orders/{id}/pay/ answer: eSewa's form to post, Khalti's page to go to (contract/khalti.ts),
 * or, for an order paid in cash, nothing to pay online (null).
 */
export const checkoutAnswer = z.union([
  checkout,
  z.object({ order, payment: khaltiRedirect }),
  z.object({ order, payment: z.null() }),
]);
export type CheckoutAnswer = z.infer<typeof checkoutAnswer>;
/** Where a checkout sends the browser: eSewa's form to post, or Khalti's page. */
export type CheckoutPayment = NonNullable<CheckoutAnswer['payment']>;

export const ORDERS_PAGE_SIZE = 20;

/**
 * GET /orders/ query: newest first, `ORDERS_PAGE_SIZE` a page unless told otherwise; one `status` or one `group`.
 * A customer's list leaves out what they have nothing to do with: expired orders and unpaid ones that were removed.
 */
export const orderListQuery = z.extend(pageQuery, { status: z.optional(orderStatus), group: z.optional(orderGroup) });
export type OrderListQuery = z.infer<typeof orderListQuery>;
export const orderPage = paged(order);
export type OrderPage = z.infer<typeof orderPage>;

/**
 * GET /orders/events/ is a text/event-stream (bearer auth, read with fetch so the header can be sent). Each change
 * is one `event: order` whose data is the Order as JSON: an admin hears of every order that is paid or changes
 * status afterwards; a customer of their own orders only. A comment line `: ping` every 25 s keeps proxies open.
 */
export const ORDER_EVENT = 'order';
export const orderEvent = order;
