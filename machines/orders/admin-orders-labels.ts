import { ORDER_STATUS_LABELS, type OrderStatus } from '../../contract/order';
import type { OrderFilter } from './order-admin-api';

/**
 * The tabs: every paid order, each status in the order the kitchen works through them, the refunds owed and the
 * orders never paid. The list opens on every paid order, newest first: a newly paid order arrives on top, and an
 * order the kitchen walks from paid to completed stays where it is instead of vanishing from a one-status tab at each
 * step. Orders awaiting payment, failed or expired are no work for the kitchen (docs/rules/orders.md#order-statuses):
 * they have their own tab.
 */
export const ORDER_FILTERS: readonly OrderFilter[] = [
  'all',
  'paid',
  'preparing',
  'ready',
  'completed',
  'cancelled',
  'refund_due',
  'unpaid',
];
export const DEFAULT_ORDER_FILTER: OrderFilter = 'all';
export const FILTER_LABELS: Readonly<Record<OrderFilter, string>> = {
  ...ORDER_STATUS_LABELS,
  all: /*i18n*/ 'All paid',
  refund_due: /*i18n*/ 'Refunds due',
  unpaid: /*i18n*/ 'Unpaid',
};

/** The button for each kitchen move: every status KITCHEN_TRANSITIONS leads to. */
export const MOVE_LABELS: Readonly<Partial<Record<OrderStatus, string>>> = {
  preparing: /*i18n*/ 'Start preparing',
  ready: /*i18n*/ 'Mark ready',
  completed: /*i18n*/ 'Complete',
  cancelled: /*i18n*/ 'Cancel order',
};
export const CANCEL_QUESTION = /*i18n*/ 'Are you sure you want to cancel this order?';
export const REASON_LABEL = /*i18n*/ 'Reason (the customer sees it)';
export const REFUND_QUESTION = /*i18n*/ 'Mark this refund as made?';
export const REFUND_REFERENCE_LABEL = /*i18n*/ "Refund reference from eSewa's merchant panel";
export const ORDERS_LOADING = /*i18n*/ 'Loading orders...';
export const ORDERS_EMPTY = /*i18n*/ 'No orders found.';
export const ORDERS_ERROR = /*i18n*/ 'Error loading orders...';
