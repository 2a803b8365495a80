import * as z from 'zod/mini';
import { englishOf, refusal } from './refusals';

// An order's statuses, the moves between them and how each reads, with the admin's status-change, refund and counts
// schemas: a file of their own so contract/order.ts holds what an order is and what a customer sends and gets back.
// contract/order.ts re-exports all of it, so every importer keeps importing from there.

/** docs/rules/orders.md#order-statuses, in the order an order normally moves through them. */
export const ORDER_STATUSES = [
  'pending_payment',
  'paid',
  'preparing',
  'ready',
  'completed',
  'cancelled',
  'payment_failed',
  'expired',
] as const;
export const orderStatus = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof orderStatus>;

export const REFUND_STATUSES = ['due', 'refunded'] as const;
export const refundStatus = z.enum(REFUND_STATUSES);
export type RefundStatus = z.infer<typeof refundStatus>;

/**
 * Groups of orders a list can ask for instead of one status. kitchen: paid and every later status (the Order List's
 * default: an order the customer never paid is no work for the kitchen); unpaid: awaiting payment, failed or
 * expired; refund_due: money the restaurant owes back; active: the food being made (paid, preparing, ready), the
 * kitchen screen's.
 */
export const ORDER_GROUPS = ['kitchen', 'unpaid', 'refund_due', 'active'] as const;
/** What the kitchen screen shows, a column each, in the order food moves through the kitchen. */
export const ACTIVE_STATUSES = ['paid', 'preparing', 'ready'] as const satisfies readonly OrderStatus[];
export const orderGroup = z.enum(ORDER_GROUPS);
export type OrderGroup = z.infer<typeof orderGroup>;
export const UNPAID_STATUSES: readonly OrderStatus[] = ['pending_payment', 'payment_failed', 'expired'];

/**
 * The kitchen's moves (docs/rules/orders.md#order-statuses): who may make them is the server's business, which moves
 * exist is shared so the admin screen offers only legal ones. Payment moves (pending_payment → paid / payment_failed)
 * are the gateway's, never an admin's: an admin cannot mark an order paid.
 */
export const KITCHEN_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending_payment: ['cancelled'],
  paid: ['preparing', 'cancelled'],
  preparing: ['ready', 'cancelled'],
  ready: ['completed'],
  completed: [],
  cancelled: [],
  payment_failed: [],
  expired: [],
};

/**
 * Statuses the kitchen still has work on: the admin navbar badge counts these
 * (docs/rules/departures.md#where-the-app-differs-from-the-original-description).
 */
export const KITCHEN_QUEUE: readonly OrderStatus[] = ['paid', 'preparing'];

/** How each status reads on screen. */
export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  pending_payment: /*i18n*/ 'Awaiting payment',
  paid: /*i18n*/ 'Paid',
  preparing: /*i18n*/ 'Preparing',
  ready: /*i18n*/ 'Ready',
  completed: /*i18n*/ 'Completed',
  cancelled: /*i18n*/ 'Cancelled',
  payment_failed: /*i18n*/ 'Payment failed',
  expired: /*i18n*/ 'Expired',
};

/**
 * How each status reads to the customer. Both gateways send a customer who pressed Cancel to the same return as a
 * failed payment, so the app cannot tell the two apart: the customer's screens call it cancelled, as the order's own
 * page after the return does; the back office keeps the plain "Payment failed".
 */
export const CUSTOMER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  ...ORDER_STATUS_LABELS,
  payment_failed: /*i18n*/ 'Payment cancelled',
};

/** How each refund status reads on screen. */
export const REFUND_STATUS_LABELS: Readonly<Record<RefundStatus, string>> = {
  due: /*i18n*/ 'Refund due',
  refunded: /*i18n*/ 'Refunded',
};

/** Statuses a customer may still pay (while `pay_until` lies ahead). */
export const PAYABLE_STATUSES: readonly OrderStatus[] = ['pending_payment', 'payment_failed'];

export const MAX_REASON_LENGTH = 200;

/** A kitchen's move the order's status does not allow, as the server answers it. */
export const illegalStatus = (from: OrderStatus, to: OrderStatus) =>
  refusal('illegalStatus', { from: ORDER_STATUS_LABELS[from], to: ORDER_STATUS_LABELS[to] });

export const ORDER_STATUS_MESSAGES = {
  statusRequired: /*i18n*/ 'Status is required',
  illegal: (from: OrderStatus, to: OrderStatus) => englishOf(illegalStatus(from, to)),
  changed: (to: OrderStatus) => `Order marked ${ORDER_STATUS_LABELS[to].toLowerCase()}.`,
  reasonRequired: /*i18n*/ 'Give a reason for cancelling a paid order: the customer sees it.',
  reasonTooLong: /*i18n*/ 'The reason can have at most 200 characters.',
  referenceRequired: "Note the refund's reference from eSewa's merchant panel.",
  referenceTooLong: /*i18n*/ 'The reference can have at most 100 characters.',
  noRefundDue: /*i18n*/ 'This order has no refund due.',
  refunded: /*i18n*/ 'Refund recorded.',
} as const;

/** POST /orders/{id}/status/ (admin): move an order along KITCHEN_TRANSITIONS; 409 with `illegal` otherwise. */
export const orderStatusChange = z.object({
  // Only a missing status gets its own words; an unknown one keeps the message that lists the statuses.
  status: z.enum(ORDER_STATUSES, {
    error: (issue) => (issue.input === undefined ? ORDER_STATUS_MESSAGES.statusRequired : undefined),
  }),
  /** Required (400 `reasonRequired`) when a paid order is cancelled: it goes on the refund the customer sees. */
  reason: z.optional(z.string().check(z.trim(), z.maxLength(MAX_REASON_LENGTH, ORDER_STATUS_MESSAGES.reasonTooLong))),
});
export type OrderStatusChange = z.infer<typeof orderStatusChange>;

/** GET /orders/counts/ (admin): how many orders sit in each status, and the kitchen queue (the navbar badge). */
export const orderCounts = z.object({
  by_status: z.record(orderStatus, z.number().check(z.int())),
  kitchen_queue: z.number().check(z.int()),
  /** How many orders each group of ORDER_GROUPS holds (the Order List's tabs). */
  kitchen: z.number().check(z.int()),
  unpaid: z.number().check(z.int()),
  /** Orders whose money is owed back. */
  refund_due: z.number().check(z.int()),
});
export type OrderCounts = z.infer<typeof orderCounts>;

/** POST /orders/{id}/refund/ (admin): the refund made in eSewa's merchant panel, with its reference. */
export const refundRecord = z.object({
  reference: z
    .string({ error: ORDER_STATUS_MESSAGES.referenceRequired })
    .check(
      z.trim(),
      z.minLength(1, ORDER_STATUS_MESSAGES.referenceRequired),
      z.maxLength(100, ORDER_STATUS_MESSAGES.referenceTooLong),
    ),
});
export type RefundRecord = z.infer<typeof refundRecord>;
