import { KITCHEN_TRANSITIONS, type Order, type OrderStatus, UNPAID_STATUSES } from '../../contract/order';
import { DEFAULT_ORDER_FILTER } from './admin-orders-labels';
import type { OrderFilter } from './order-admin-api';

/** Pages of 8, like the meal list (docs/rules/limits.md#page-size). */
export const ORDER_PAGE_SIZE = 8;

export interface AdminOrdersContext {
  filter: OrderFilter;
  page: number;
  orders: Order[];
  /** Orders matching the filter, as the page answer counted them. */
  count: number;
  /** Newly paid orders that arrived live on this page: shown highlighted until the page is loaded again. */
  fresh: number[];
  /** The move asked for, while it is confirmed or on its way. */
  move: { id: number; to: OrderStatus; reason?: string } | null;
  /** The order whose refund is being recorded, and the reference noted for it once sent. */
  refund: { id: number; reference: string } | null;
  /** The cash order whose "Cash received" is on its way. */
  receiving: number | null;
}

export const initialContext = (): AdminOrdersContext => ({
  filter: DEFAULT_ORDER_FILTER,
  page: 1,
  orders: [],
  count: 0,
  fresh: [],
  move: null,
  refund: null,
  receiving: null,
});

/**
 * Whether the customer paid for it: the gateway's reference is there, or the counter took the cash, and it is past
 * awaiting payment. Cancelling such an order owes the money back.
 */
export const wasPaid = (order: Order) =>
  (order.payment_ref !== null || Boolean(order.cash_collected_at)) && !UNPAID_STATUSES.includes(order.status);

/** A cash order the counter has still to take the money for (one cancelled first has nothing to collect). */
export const toCollect = (order: Order) =>
  order.payment_method === 'cash' && !order.cash_collected_at && order.status !== 'cancelled';

/** The kitchen's work, as GET /orders/?group=kitchen filters it: paid orders, and cash orders from the start. */
const kitchenWork = (order: Order) =>
  wasPaid(order) || (order.payment_method === 'cash' && !UNPAID_STATUSES.includes(order.status));

export const matchesFilter = (filter: OrderFilter, order: Order) => {
  switch (filter) {
    case 'all':
      return kitchenWork(order);
    case 'unpaid':
      return (
        UNPAID_STATUSES.includes(order.status) ||
        (order.status === 'cancelled' && order.payment_ref === null && order.payment_method !== 'cash')
      );
    case 'refund_due':
      return order.refund?.status === 'due';
    default:
      return order.status === filter;
  }
};

/** A kitchen ticket is for food to make: orders that were paid and not cancelled. */
export const printable = (order: Order) => ['paid', 'preparing', 'ready', 'completed'].includes(order.status);

/** Legal moves of an order on screen (KITCHEN_TRANSITIONS): the buttons it offers. */
export function movesOf(order: Order): readonly OrderStatus[] {
  return KITCHEN_TRANSITIONS[order.status];
}

/** Newest first, as GET /orders/ sorts them (created_at, then id). */
const newer = (a: Order, b: Order) => {
  const byTime = Date.parse(a.created_at) - Date.parse(b.created_at);
  return byTime === 0 ? a.id > b.id : byTime > 0;
};

/**
 * An order as the server now has it, merged into the page on screen: updated in place while it still matches the
 * filter, dropped once it does not, and put where it sorts when it newly matches and belongs on this page.
 */
export function mergeOrder(context: AdminOrdersContext, order: Order): Pick<AdminOrdersContext, 'orders' | 'fresh'> {
  const { orders, fresh, filter, page } = context;
  const index = orders.findIndex((shown) => shown.id === order.id);
  if (index >= 0) {
    return matchesFilter(filter, order)
      ? { orders: orders.with(index, order), fresh }
      : { orders: orders.toSpliced(index, 1), fresh: fresh.filter((id) => id !== order.id) };
  }
  if (!matchesFilter(filter, order)) return { orders, fresh };
  const at = orders.findIndex((shown) => newer(order, shown));
  const position = at < 0 ? orders.length : at;
  // Newer than this whole later page: it belongs on an earlier one. Older than a full page: on a later one.
  if ((page > 1 && position === 0) || position >= ORDER_PAGE_SIZE) return { orders, fresh };
  return {
    orders: orders.toSpliced(position, 0, order).slice(0, ORDER_PAGE_SIZE),
    // Only a paid event is news for the kitchen: the server tells of an order once, when it becomes paid.
    fresh: order.status === 'paid' ? [...fresh, order.id] : fresh,
  };
}

/** Whether merging the order takes the last one off a page that had some. */
export const emptiesPage = (context: AdminOrdersContext, order: Order) =>
  context.orders.length > 0 && mergeOrder(context, order).orders.length === 0;

/** The page to load once the one on screen has emptied: the one before it, if there is one. */
export const pageBack = (context: AdminOrdersContext) => Math.max(1, context.page - 1);
