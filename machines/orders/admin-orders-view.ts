import { ORDER_STATUS_LABELS, type Order, type OrderCounts, type OrderStatus } from '../../contract/order';
import { type AdminOrdersContext, movesOf, ORDER_PAGE_SIZE, printable, toCollect, wasPaid } from './admin-order-page';
import { FILTER_LABELS, MOVE_LABELS, ORDER_FILTERS } from './admin-orders-labels';
import type { OrderFilter } from './order-admin-api';

export interface OrderRow {
  order: Order;
  /** Arrived live since the page loaded. */
  fresh: boolean;
  /** The moves it offers, in KITCHEN_TRANSITIONS order. */
  moves: { to: OrderStatus; label: string }[];
  /** Food to make: a kitchen ticket can be printed. */
  printable: boolean;
  /** Its refund is due: it offers "Mark refunded". */
  refundable: boolean;
  /** A cash order whose money is still to take: it offers "Cash received" to a role that may take it. */
  cashToCollect: boolean;
  /** Its move is on its way: its buttons wait. */
  moving: boolean;
}

export interface AdminOrdersView {
  status: 'loading' | 'failed' | 'ready';
  filter: OrderFilter;
  /** Each tab with its count, or null until the counts have arrived. */
  tabs: { filter: OrderFilter; label: string; count: number | null }[];
  paging: { page: number; count: number; pageSize: number };
  rows: OrderRow[];
  /** A move is on its way: no other starts until it answers. */
  busy: boolean;
  /** needsReason: the order was paid, so cancelling it asks why (the customer sees it with the refund due). */
  confirmCancel: { order: Order; cancelling: boolean; needsReason: boolean } | null;
  /** The refund whose reference is asked for, and whether it is on its way. */
  recordRefund: { order: Order; recording: boolean } | null;
}

type Snapshot = { context: AdminOrdersContext; matches: (state: never) => boolean };

const countOf = (counts: OrderCounts | null, filter: OrderFilter): number | null => {
  if (!counts) return null;
  if (filter === 'all') return counts.kitchen;
  if (filter === 'unpaid' || filter === 'refund_due') return counts[filter];
  return counts.by_status[filter] ?? 0;
};

/**
 * The screen: the list's snapshot, the counts as the counts child last heard them, and the orders paid while the
 * admin was on another screen (highlighted like those arriving now).
 */
export function selectAdminOrders(
  snapshot: Snapshot,
  counts: OrderCounts | null,
  unseen: readonly number[] = [],
): AdminOrdersView {
  const { context } = snapshot;
  const is = (state: string) => snapshot.matches(state as never);
  const moving = is('ready.moving');
  const asking = is('ready.confirming') || (moving && context.move?.to === 'cancelled');
  const asked = asking ? context.orders.find((order) => order.id === context.move?.id) : undefined;
  const recording = is('ready.recording');
  const receiving = is('ready.receiving');
  const owed =
    is('ready.refunding') || recording ? context.orders.find((order) => order.id === context.refund?.id) : undefined;
  return {
    status: is('loading') ? 'loading' : is('failed') ? 'failed' : 'ready',
    filter: context.filter,
    tabs: ORDER_FILTERS.map((filter) => ({ filter, label: FILTER_LABELS[filter], count: countOf(counts, filter) })),
    // The counts are asked for again after every change, so they are fresher than the page's own count.
    paging: { page: context.page, count: countOf(counts, context.filter) ?? context.count, pageSize: ORDER_PAGE_SIZE },
    rows: context.orders.map((order) => ({
      order,
      fresh: context.fresh.includes(order.id) || unseen.includes(order.id),
      moves: movesOf(order).map((to) => ({ to, label: MOVE_LABELS[to] ?? ORDER_STATUS_LABELS[to] })),
      printable: printable(order),
      refundable: order.refund?.status === 'due',
      cashToCollect: toCollect(order),
      moving:
        (moving && context.move?.id === order.id) ||
        (recording && context.refund?.id === order.id) ||
        (receiving && context.receiving === order.id),
    })),
    busy: moving || recording || receiving,
    confirmCancel: asked ? { order: asked, cancelling: moving, needsReason: wasPaid(asked) } : null,
    recordRefund: owed ? { order: owed, recording } : null,
  };
}
