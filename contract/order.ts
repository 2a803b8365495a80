import * as z from 'zod/mini';
import { mealRef } from './cart';
import { id, money, paged, pageQuery } from './common';

/** Decisions §5, in the order an order normally moves through them. */
export const ORDER_STATUSES = [
  'pending_payment',
  'paid',
  'preparing',
  'ready',
  'completed',
  'cancelled',
  'payment_failed',
] as const;
export const orderStatus = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof orderStatus>;

export const MAX_QUANTITY = 99;
/** More distinct meals than any menu page holds; stops a body from asking for thousands of lines. */
export const MAX_ORDER_LINES = 100;

export const ORDER_MESSAGES = {
  itemsRequired: 'Add at least one meal to your order.',
  tooManyItems: `An order can hold at most ${MAX_ORDER_LINES} different meals.`,
  duplicateMeal: 'Each meal can appear only once in an order.',
  quantityRequired: 'Quantity is required',
  quantityWhole: 'Quantity must be a whole number.',
  quantityMin: 'Quantity must be at least 1.',
  quantityMax: `Quantity cannot exceed ${MAX_QUANTITY}.`,
  mealUnknown: 'Meal does not exist',
  notOpenYet: 'The restaurant is not taking orders yet.',
  closed: (opening: string, closing: string) =>
    `Sorry, we are closed right now. We take orders from ${opening} to ${closing}.`,
} as const;

const quantity = z.number({ error: ORDER_MESSAGES.quantityRequired }).check(
  z.int(ORDER_MESSAGES.quantityWhole),
  z.minimum(1, ORDER_MESSAGES.quantityMin),
  z.maximum(MAX_QUANTITY, ORDER_MESSAGES.quantityMax),
);

/**
 * POST /orders/ body (decisions §5). Only meal ids and quantities: anything price-like a client adds is not part of
 * the schema and is dropped.
 */
export const createOrderRequest = z.object({
  items: z
    .array(z.object({ meal: mealRef, quantity }), { error: ORDER_MESSAGES.itemsRequired })
    .check(
      z.minLength(1, ORDER_MESSAGES.itemsRequired),
      z.maxLength(MAX_ORDER_LINES, ORDER_MESSAGES.tooManyItems),
      z.refine((items) => new Set(items.map((item) => item.meal)).size === items.length, ORDER_MESSAGES.duplicateMeal),
    ),
});
export type CreateOrderRequest = z.infer<typeof createOrderRequest>;

export const orderLine = z.object({
  /** null once the meal left the menu: the line keeps its own name and price. */
  meal: z.nullable(id),
  name: z.string(),
  unit_price: money,
  quantity: z.number().check(z.int()),
  line_total: money,
});
export type OrderLine = z.infer<typeof orderLine>;

/** Who placed an order, for the kitchen; null once that account is deleted (the order stays). */
export const orderCustomer = z.object({ id, name: z.string(), phone_number: z.string() });
export type OrderCustomer = z.infer<typeof orderCustomer>;

export const order = z.object({
  id,
  pid: z.string(),
  status: orderStatus,
  total: money,
  created_at: z.string(),
  customer: z.nullable(orderCustomer),
  items: z.array(orderLine),
});
export type Order = z.infer<typeof order>;

/** The gateway form of spec §7, posted by the browser as a full-page navigation to `action`. */
export const paymentForm = z.object({
  action: z.string(),
  fields: z.object({
    amt: money,
    psc: z.literal(0),
    pdc: z.literal(0),
    txAmt: z.literal(0),
    tAmt: money,
    pid: z.string(),
    scd: z.string(),
    su: z.string(),
    fu: z.string(),
  }),
});
export type PaymentForm = z.infer<typeof paymentForm>;

/** POST /orders/ answer. */
export const checkout = z.object({ order, payment: paymentForm });
export type Checkout = z.infer<typeof checkout>;

export const ORDERS_PAGE_SIZE = 20;

/** GET /orders/ query: newest first, `ORDERS_PAGE_SIZE` a page unless told otherwise. */
export const orderListQuery = z.extend(pageQuery, { status: z.optional(orderStatus) });
export type OrderListQuery = z.infer<typeof orderListQuery>;
export const orderPage = paged(order);
export type OrderPage = z.infer<typeof orderPage>;

/**
 * The kitchen's moves (decisions §5): who may make them is the server's business, which moves exist is shared so the
 * admin screen offers only legal ones. Payment moves (pending_payment → paid / payment_failed) are the gateway's,
 * never an admin's: an admin cannot mark an order paid.
 */
export const KITCHEN_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending_payment: ['cancelled'],
  paid: ['preparing', 'cancelled'],
  preparing: ['ready', 'cancelled'],
  ready: ['completed'],
  completed: [],
  cancelled: [],
  payment_failed: [],
};

/** Statuses the kitchen still has work on: the admin navbar badge counts these (decisions §7). */
export const KITCHEN_QUEUE: readonly OrderStatus[] = ['paid', 'preparing'];

/** How each status reads on screen. */
export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  pending_payment: 'Awaiting payment',
  paid: 'Paid',
  preparing: 'Preparing',
  ready: 'Ready',
  completed: 'Completed',
  cancelled: 'Cancelled',
  payment_failed: 'Payment failed',
};

export const ORDER_STATUS_MESSAGES = {
  statusRequired: 'Status is required',
  illegal: (from: OrderStatus, to: OrderStatus) =>
    `An order that is ${ORDER_STATUS_LABELS[from].toLowerCase()} cannot become ${ORDER_STATUS_LABELS[to].toLowerCase()}.`,
  changed: (to: OrderStatus) => `Order marked ${ORDER_STATUS_LABELS[to].toLowerCase()}.`,
} as const;

/** POST /orders/{id}/status/ (admin): move an order along KITCHEN_TRANSITIONS; 409 with `illegal` otherwise. */
export const orderStatusChange = z.object({
  // Only a missing status gets its own words; an unknown one keeps the message that lists the statuses.
  status: z.enum(ORDER_STATUSES, {
    error: (issue) => (issue.input === undefined ? ORDER_STATUS_MESSAGES.statusRequired : undefined),
  }),
});
export type OrderStatusChange = z.infer<typeof orderStatusChange>;

/** GET /orders/counts/ (admin): how many orders sit in each status, and the kitchen queue (the navbar badge). */
export const orderCounts = z.object({
  by_status: z.record(orderStatus, z.number().check(z.int())),
  kitchen_queue: z.number().check(z.int()),
});
export type OrderCounts = z.infer<typeof orderCounts>;

/**
 * GET /orders/events/ is a text/event-stream (bearer auth, read with fetch so the header can be sent). Each change
 * is one `event: order` whose data is the Order as JSON: an admin hears of every order that is paid or changes
 * status afterwards; a customer of their own orders only. A comment line `: ping` every 25 s keeps proxies open.
 */
export const ORDER_EVENT = 'order';
export const orderEvent = order;
