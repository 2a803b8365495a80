import { and, assign, emit, fromCallback, fromPromise, raise, sendTo, setup, type EventObject } from 'xstate';
import {
  KITCHEN_TRANSITIONS,
  ORDER_STATUS_LABELS,
  ORDER_STATUS_MESSAGES,
  type Order,
  type OrderCounts,
  type OrderPage,
  type OrderStatus,
  UNPAID_STATUSES,
} from '../../contract/order';
import { SOMETHING_WENT_WRONG } from '../../contract/errors';
import { notify, type NotifyEvent } from '../shared/notify';
import { okData } from '../shared/ok-data';
import type { OrderFilter } from './order-admin-api';
import type { WatchOrders } from '../orders/order-stream';
import type { Result } from '../shared/result';

/** Pages of 8, like the meal list (spec §9). */
export const ORDER_PAGE_SIZE = 8;

/**
 * The tabs: every paid order, each status in the order the kitchen works through them, the refunds owed and the
 * orders never paid. The list opens on every paid order, newest first: a newly paid order arrives on top, and an
 * order the kitchen walks from paid to completed stays where it is instead of vanishing from a one-status tab at each
 * step. Orders awaiting payment, failed or expired are no work for the kitchen (issue 12): they have their own tab.
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
  all: 'All paid',
  refund_due: 'Refunds due',
  unpaid: 'Unpaid',
};

/** The button for each kitchen move: every status KITCHEN_TRANSITIONS leads to. */
export const MOVE_LABELS: Readonly<Partial<Record<OrderStatus, string>>> = {
  preparing: 'Start preparing',
  ready: 'Mark ready',
  completed: 'Complete',
  cancelled: 'Cancel order',
};
export const CANCEL_QUESTION = 'Are you sure you want to cancel this order?';
export const REASON_LABEL = 'Reason (the customer sees it)';
export const REFUND_QUESTION = 'Mark this refund as made?';
export const REFUND_REFERENCE_LABEL = "Refund reference from eSewa's merchant panel";
export const ORDERS_LOADING = 'Loading orders...';
export const ORDERS_EMPTY = 'No orders found.';
export const ORDERS_ERROR = 'Error loading orders...';

export type AdminOrdersEvent =
  | { type: 'orders.filter'; filter: OrderFilter }
  | { type: 'orders.page'; page: number }
  | { type: 'orders.retry' }
  | { type: 'order.move'; id: number; to: OrderStatus }
  /** Cancelling a paid order carries the reason the customer is shown with the refund due. */
  | { type: 'order.move.confirm'; reason?: string }
  | { type: 'order.move.cancel' }
  | { type: 'order.refund'; id: number }
  | { type: 'order.refund.confirm'; reference: string }
  | { type: 'order.refund.cancel' }
  /** From the live stream: an order as the server now has it. */
  | { type: 'orders.live'; order: Order };

/** Raised by the machine itself: a live order for the page on screen, wherever the list is. */
type MergeEvent = { type: 'orders.merge'; order: Order };

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
}

const initialContext = (): AdminOrdersContext => ({
  filter: DEFAULT_ORDER_FILTER,
  page: 1,
  orders: [],
  count: 0,
  fresh: [],
  move: null,
  refund: null,
});

/** Whether the customer paid for it: eSewa's reference is there and it is past awaiting payment. */
export const wasPaid = (order: Order) => order.payment_ref !== null && !UNPAID_STATUSES.includes(order.status);

export const matchesFilter = (filter: OrderFilter, order: Order) => {
  switch (filter) {
    case 'all':
      return wasPaid(order);
    case 'unpaid':
      return UNPAID_STATUSES.includes(order.status) || (order.status === 'cancelled' && order.payment_ref === null);
    case 'refund_due':
      return order.refund?.status === 'due';
    default:
      return order.status === filter;
  }
};

/** A kitchen ticket is for food to make: orders that were paid and not cancelled. */
export const printable = (order: Order) => ['paid', 'preparing', 'ready', 'completed'].includes(order.status);

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

const emptiesPage = (context: AdminOrdersContext, order: Order) =>
  context.orders.length > 0 && mergeOrder(context, order).orders.length === 0;

/** The page to load once the one on screen has emptied: the one before it, if there is one. */
const pageBack = (context: AdminOrdersContext) => Math.max(1, context.page - 1);

/** Legal moves of an order on screen (KITCHEN_TRANSITIONS): the buttons it offers. */
export function movesOf(order: Order): readonly OrderStatus[] {
  return KITCHEN_TRANSITIONS[order.status];
}

/** The live stream as the machine's `watchOrders` actor: each order the server reports, as `orders.live`. */
export const liveOrders = (watch: WatchOrders) =>
  fromCallback<EventObject>(({ sendBack }) =>
    watch((order) => sendBack({ type: 'orders.live', order } satisfies AdminOrdersEvent)),
  );

/** Counts per status for the tabs, asked for again whenever told; a newer question drops an answer on its way. */
export const orderCountsMachine = setup({
  types: {
    context: {} as { counts: OrderCounts | null },
    events: {} as { type: 'counts.refresh' },
  },
  actors: {
    loadCounts: fromPromise<Result<OrderCounts>>(async () => {
      throw new Error('loadCounts is provided at the app boundary');
    }),
  },
}).createMachine({
  id: 'orderCounts',
  context: { counts: null },
  initial: 'idle',
  states: {
    idle: {
      on: { 'counts.refresh': 'loading' },
    },
    loading: {
      on: { 'counts.refresh': { target: 'loading', reenter: true } },
      invoke: {
        src: 'loadCounts',
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'idle',
            actions: assign({ counts: ({ event }) => okData(event.output) }),
          },
          // The tabs keep the numbers they had: a missing count hides nothing the kitchen needs.
          { target: 'idle' },
        ],
        onError: 'idle',
      },
    },
  },
});

const mergeActions = [{ type: 'merge', params: ({ event }: { event: { order: Order } }) => event.order }] as const;

/**
 * /route/admin/orders (issue 5, decisions §5): a page of orders filtered by status, with a count per status on the
 * tabs; the kitchen moves an order along KITCHEN_TRANSITIONS (cancelling asks first). Live: every order the server
 * reports is merged into the page, a newly paid one arriving highlighted, and the counts are asked for
 * again. The counts are a child of their own, so a slow count never holds the list up.
 */
export const adminOrdersMachine = setup({
  types: {
    context: {} as AdminOrdersContext,
    events: {} as AdminOrdersEvent | MergeEvent,
    emitted: {} as NotifyEvent,
    children: {} as { counts: 'counts' },
  },
  actors: {
    counts: orderCountsMachine,
    loadPage: fromPromise<Result<OrderPage>, { filter: OrderFilter; page: number }>(async () => {
      throw new Error('loadPage is provided at the app boundary');
    }),
    moveOrder: fromPromise<Result<Order>, { id: number; to: OrderStatus; reason?: string }>(async () => {
      throw new Error('moveOrder is provided at the app boundary');
    }),
    recordRefund: fromPromise<Result<Order>, { id: number; reference: string }>(async () => {
      throw new Error('recordRefund is provided at the app boundary');
    }),
    watchOrders: fromCallback<EventObject>(() => {
      throw new Error('watchOrders is provided at the app boundary');
    }),
  },
  actions: {
    /** A short sound for a newly paid order; the browser's audio lives at the app boundary. */
    refreshCounts: sendTo('counts', { type: 'counts.refresh' }),
    merge: assign(({ context }, order: Order) => mergeOrder(context, order)),
    pageBack: assign(({ context }) => ({ page: pageBack(context) })),
    select: assign(({ event }) => (event.type === 'order.move' ? { move: { id: event.id, to: event.to } } : {})),
    unselect: assign({ move: null }),
    giveReason: assign(({ context, event }) =>
      event.type === 'order.move.confirm' && context.move && event.reason
        ? { move: { ...context.move, reason: event.reason.trim() } }
        : {},
    ),
    selectRefund: assign(({ event }) => (event.type === 'order.refund' ? { refund: { id: event.id, reference: '' } } : {})),
    noteReference: assign(({ context, event }) =>
      event.type === 'order.refund.confirm' && context.refund
        ? { refund: { ...context.refund, reference: event.reference.trim() } }
        : {},
    ),
    unselectRefund: assign({ refund: null }),
    refunded: emit(notify('success', ORDER_STATUS_MESSAGES.refunded)),
    forget: assign({ orders: [], count: 0, fresh: [] }),
    moved: emit((_, order: Order) => notify('success', ORDER_STATUS_MESSAGES.changed(order.status))),
  },
  guards: {
    answeredOk: (_, result: Result<unknown>) => result.ok,
    refused: (_, result: Result<unknown>) => !result.ok && result.status === 409,
    emptiesPage: ({ context }, order: Order) => emptiesPage(context, order),
    // The page held the order when the move began, so an empty page now means this answer (or the news before it) took
    // the last one away.
    movedEmptiesPage: ({ context }, result: Result<Order>) =>
      result.ok && mergeOrder(context, result.data).orders.length === 0,
    legal: ({ context, event }) =>
      event.type === 'order.move' &&
      context.orders.some((order) => order.id === event.id && movesOf(order).includes(event.to)),
    dropsSelected: ({ context }, order: Order) => order.id === context.move?.id && !matchesFilter(context.filter, order),
    cancels: ({ event }) => event.type === 'order.move' && event.to === 'cancelled',
    /** A paid order is cancelled only with a reason (its refund then falls due); an unpaid one needs none. */
    reasonGiven: ({ context, event }) => {
      const order = context.orders.find((shown) => shown.id === context.move?.id);
      return !order || !wasPaid(order) || (event.type === 'order.move.confirm' && (event.reason ?? '').trim() !== '');
    },
    refundDue: ({ context, event }) =>
      event.type === 'order.refund' && context.orders.some((order) => order.id === event.id && order.refund?.status === 'due'),
    referenceGiven: ({ event }) => event.type === 'order.refund.confirm' && event.reference.trim() !== '',
  },
}).createMachine({
  id: 'adminOrders',
  context: initialContext,
  invoke: [{ src: 'watchOrders' }, { id: 'counts', src: 'counts' }],
  initial: 'loading',
  on: {
    // A newly paid order chimes on every admin screen (kitchen-alert.machine.ts); here it arrives highlighted.
    'orders.live': { actions: ['refreshCounts', raise(({ event }) => ({ type: 'orders.merge' as const, order: event.order }))] },
    'orders.filter': {
      target: '.loading',
      actions: assign({ filter: ({ event }) => event.filter, page: 1, orders: [], count: 0, fresh: [], move: null }),
    },
  },
  states: {
    loading: {
      entry: 'refreshCounts',
      invoke: {
        src: 'loadPage',
        input: ({ context }) => ({ filter: context.filter, page: context.page }),
        onDone: [
          {
            guard: { type: 'answeredOk', params: ({ event }) => event.output },
            target: 'ready',
            actions: assign(({ event }) => {
              const { count, results } = okData(event.output);
              return { count, orders: results, fresh: [] };
            }),
          },
          { target: 'failed', actions: 'forget' },
        ],
        onError: { target: 'failed', actions: 'forget' },
      },
    },
    failed: {
      on: { 'orders.retry': 'loading' },
    },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'orders.page': { target: '#adminOrders.loading', actions: assign({ page: ({ event }) => event.page }) },
            'order.move': [
              // Cancelling cannot be undone: it is asked first. Every other move goes at once.
              { guard: and(['legal', 'cancels']), target: 'confirming', actions: 'select' },
              { guard: 'legal', target: 'moving', actions: 'select' },
            ],
            'order.refund': { guard: 'refundDue', target: 'refunding', actions: 'selectRefund' },
            'orders.merge': [
              {
                guard: { type: 'emptiesPage', params: ({ event }) => event.order },
                target: '#adminOrders.loading',
                actions: [...mergeActions, 'pageBack'],
              },
              { actions: mergeActions },
            ],
          },
        },
        confirming: {
          on: {
            'order.move.confirm': { guard: 'reasonGiven', target: 'moving', actions: 'giveReason' },
            'order.move.cancel': { target: 'idle', actions: 'unselect' },
            'orders.merge': [
              {
                guard: { type: 'emptiesPage', params: ({ event }) => event.order },
                target: '#adminOrders.loading',
                actions: [...mergeActions, 'pageBack', 'unselect'],
              },
              // The order asked about left this tab (another admin moved it): there is nothing left to confirm.
              {
                guard: { type: 'dropsSelected', params: ({ event }) => event.order },
                target: 'idle',
                actions: [...mergeActions, 'unselect'],
              },
              { actions: mergeActions },
            ],
          },
        },
        /** The refund's reference is asked for: the admin made it in eSewa's merchant panel. */
        refunding: {
          on: {
            'order.refund.confirm': { guard: 'referenceGiven', target: 'recording', actions: 'noteReference' },
            'order.refund.cancel': { target: 'idle', actions: 'unselectRefund' },
            'orders.merge': { actions: mergeActions },
          },
        },
        recording: {
          on: {
            'orders.filter': {},
            'orders.merge': { actions: mergeActions },
          },
          invoke: {
            src: 'recordRefund',
            input: ({ context }) => context.refund ?? { id: 0, reference: '' },
            onDone: [
              {
                guard: { type: 'answeredOk', params: ({ event }) => event.output },
                target: 'idle',
                actions: [
                  { type: 'merge', params: ({ event }) => okData(event.output) },
                  'unselectRefund',
                  'refunded',
                  'refreshCounts',
                ],
              },
              {
                target: '#adminOrders.loading',
                actions: ['unselectRefund', emit(({ event }) => notify('warning', event.output.ok ? '' : event.output.message))],
              },
            ],
            onError: { target: 'idle', actions: ['unselectRefund', emit(notify('error', SOMETHING_WENT_WRONG))] },
          },
        },
        moving: {
          on: {
            // The answer on its way reports the move; a new filter now would lose it.
            'orders.filter': {},
            // Never a reload here, which would drop the answer: the answer's own merge reloads if the page empties.
            'orders.merge': { actions: mergeActions },
          },
          invoke: {
            src: 'moveOrder',
            input: ({ context }) => context.move ?? { id: 0, to: 'cancelled' },
            onDone: [
              {
                guard: { type: 'movedEmptiesPage', params: ({ event }) => event.output },
                target: '#adminOrders.loading',
                actions: [
                  { type: 'merge', params: ({ event }) => okData(event.output) },
                  'pageBack',
                  'unselect',
                  { type: 'moved', params: ({ event }) => okData(event.output) },
                ],
              },
              {
                guard: { type: 'answeredOk', params: ({ event }) => event.output },
                target: 'idle',
                actions: [
                  { type: 'merge', params: ({ event }) => okData(event.output) },
                  'unselect',
                  { type: 'moved', params: ({ event }) => okData(event.output) },
                  'refreshCounts',
                ],
              },
              {
                // Someone else moved it first (409): say why, and show the orders as they now are.
                guard: { type: 'refused', params: ({ event }) => event.output },
                target: '#adminOrders.loading',
                actions: ['unselect', emit(({ event }) => notify('warning', event.output.ok ? '' : event.output.message))],
              },
              {
                target: 'idle',
                actions: ['unselect', emit(({ event }) => notify('error', event.output.ok ? '' : event.output.message))],
              },
            ],
            onError: { target: 'idle', actions: ['unselect', emit(notify('error', SOMETHING_WENT_WRONG))] },
          },
        },
      },
    },
  },
});

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
      moving: (moving && context.move?.id === order.id) || (recording && context.refund?.id === order.id),
    })),
    busy: moving || recording,
    confirmCancel: asked ? { order: asked, cancelling: moving, needsReason: wasPaid(asked) } : null,
    recordRefund: owed ? { order: owed, recording } : null,
  };
}
