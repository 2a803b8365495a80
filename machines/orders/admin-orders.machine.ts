import { and, assign, emit, raise, sendTo, setup } from 'xstate';
import { ORDER_STATUS_MESSAGES, type Order, type OrderPage, type OrderStatus } from '../../contract/order';
import { SOMETHING_WENT_WRONG } from '../../contract/errors';
import { CASH_MESSAGES } from '../../contract/cash';
import { answeredOk, ifAnsweredOk, okOutput, refusalMessage, refusedAsStale } from '../shared/answer';
import { providedCall, providedStream } from '../shared/boundary';
import { relay } from '../shared/live';
import { notify, type NotifyEvent } from '../shared/notify';
import { okData } from '../shared/ok-data';
import type { Result } from '../shared/result';
import type { WatchOrders } from '../shared/order-stream';
import {
  type AdminOrdersContext,
  emptiesPage,
  initialContext,
  matchesFilter,
  mergeOrder,
  movesOf,
  pageBack,
  toCollect,
  wasPaid,
} from './admin-order-page';
import { orderCountsMachine } from './order-counts.machine';
import type { OrderFilter } from './order-admin-api';

// What the admin order list's screen, stories and tests import from here lives beside it, by what it is.
export * from './admin-orders-labels';
export {
  type AdminOrdersContext,
  matchesFilter,
  mergeOrder,
  movesOf,
  ORDER_PAGE_SIZE,
  printable,
  toCollect,
  wasPaid,
} from './admin-order-page';
export * from './admin-orders-view';
export { orderCountsMachine } from './order-counts.machine';

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
  /** The counter took the money for a cash order (POST /orders/{id}/cash-received/). */
  | { type: 'order.cashReceived'; id: number }
  /** From the live stream: an order as the server now has it. */
  | { type: 'orders.live'; order: Order };

/** Raised by the machine itself: a live order for the page on screen, wherever the list is. */
type MergeEvent = { type: 'orders.merge'; order: Order };

/** The live stream as the machine's `watchOrders` actor: each order the server reports, as `orders.live`. */
export const liveOrders = (watch: WatchOrders) =>
  relay(watch, (order: Order) => ({ type: 'orders.live', order }) satisfies AdminOrdersEvent);

const mergeActions = [{ type: 'merge', params: ({ event }: { event: { order: Order } }) => event.order }] as const;
/** The answer's order merged into the page. */
const mergeAnswer = { type: 'merge', params: okOutput<Order> } as const;
const warnRefusal = { type: 'warned', params: refusalMessage } as const;
/**
 * While a move or a refund is on its way: the answer reports it, so a new filter now would lose it, and news is only
 * merged, never a reload, which would drop the answer too (the answer's own merge reloads if the page empties).
 */
const awaitingAnswer = { 'orders.filter': {}, 'orders.merge': { actions: mergeActions } } as const;
/**
 * How a call on one order settles when it answers with the order as it now is (a refund recorded, cash received):
 * merged into the page and said (`said`), the counts asked again; refused (another admin or counter was first, or the
 * order was cancelled meanwhile: 409), the refusal said and the orders read as they now are; thrown, said so. Either
 * way the order is let go (`unselect`).
 */
function settleOrderAnswer<Unselect extends string, Said extends string>(unselect: Unselect, said: Said) {
  return {
    onDone: [
      { guard: ifAnsweredOk, target: 'idle', actions: [mergeAnswer, unselect, said, 'refreshCounts'] },
      { target: '#adminOrders.loading', actions: [unselect, warnRefusal] },
    ],
    onError: { target: 'idle', actions: [unselect, { type: 'failed', params: SOMETHING_WENT_WRONG }] },
  } as const;
}
const ifEmptiesPage = { type: 'emptiesPage', params: ({ event }: { event: MergeEvent }) => event.order } as const;

/**
 * /route/admin/orders (docs/rules/orders.md#order-statuses, docs/rules/orders.md#order-statuses): a page of orders
 * filtered by status, with a count per status on the tabs; the kitchen moves an order along KITCHEN_TRANSITIONS
 * (cancelling asks first). Live: every order the server reports is merged into the page, a newly paid one arriving
 * highlighted, and the counts are asked for again. The counts are a child of their own, so a slow count never holds the
 * list up.
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
    loadPage: providedCall<Result<OrderPage>, { filter: OrderFilter; page: number }>('loadPage'),
    moveOrder: providedCall<Result<Order>, { id: number; to: OrderStatus; reason?: string }>('moveOrder'),
    recordRefund: providedCall<Result<Order>, { id: number; reference: string }>('recordRefund'),
    receiveCash: providedCall<Result<Order>, { id: number }>('receiveCash'),
    watchOrders: providedStream('watchOrders'),
  },
  actions: {
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
    selectCash: assign(({ event }) => (event.type === 'order.cashReceived' ? { receiving: event.id } : {})),
    unselectCash: assign({ receiving: null }),
    cashReceived: emit(notify('success', CASH_MESSAGES.received)),
    refunded: emit(notify('success', ORDER_STATUS_MESSAGES.refunded)),
    forget: assign({ orders: [], count: 0, fresh: [] }),
    moved: emit((_, order: Order) => notify('success', ORDER_STATUS_MESSAGES.changed(order.status))),
    warned: emit((_, message: string) => notify('warning', message)),
    failed: emit((_, message: string) => notify('error', message)),
  },
  guards: {
    answeredOk,
    refused: refusedAsStale,
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
    /** Only a cash order on the page whose money nobody has taken yet, and not cancelled. */
    cashToCollect: ({ context, event }) =>
      event.type === 'order.cashReceived' && context.orders.some((order) => order.id === event.id && toCollect(order)),
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
            guard: ifAnsweredOk,
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
            'order.cashReceived': { guard: 'cashToCollect', target: 'receiving', actions: 'selectCash' },
            'orders.merge': [
              { guard: ifEmptiesPage, target: '#adminOrders.loading', actions: [...mergeActions, 'pageBack'] },
              { actions: mergeActions },
            ],
          },
        },
        confirming: {
          on: {
            'order.move.confirm': { guard: 'reasonGiven', target: 'moving', actions: 'giveReason' },
            'order.move.cancel': { target: 'idle', actions: 'unselect' },
            'orders.merge': [
              { guard: ifEmptiesPage, target: '#adminOrders.loading', actions: [...mergeActions, 'pageBack', 'unselect'] },
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
          on: awaitingAnswer,
          invoke: {
            src: 'recordRefund',
            input: ({ context }) => context.refund ?? { id: 0, reference: '' },
            ...settleOrderAnswer('unselectRefund', 'refunded'),
          },
        },
        /** Cash received goes at once, like a kitchen move: the receipt it issues is the record, and it says who. */
        receiving: {
          on: awaitingAnswer,
          invoke: {
            src: 'receiveCash',
            input: ({ context }) => ({ id: context.receiving ?? 0 }),
            ...settleOrderAnswer('unselectCash', 'cashReceived'),
          },
        },
        moving: {
          on: awaitingAnswer,
          invoke: {
            src: 'moveOrder',
            input: ({ context }) => context.move ?? { id: 0, to: 'cancelled' },
            onDone: [
              {
                guard: { type: 'movedEmptiesPage', params: ({ event }) => event.output },
                target: '#adminOrders.loading',
                actions: [mergeAnswer, 'pageBack', 'unselect', { type: 'moved', params: okOutput<Order> }],
              },
              {
                guard: ifAnsweredOk,
                target: 'idle',
                actions: [mergeAnswer, 'unselect', { type: 'moved', params: okOutput<Order> }, 'refreshCounts'],
              },
              {
                // Someone else moved it first (409): say why, and show the orders as they now are.
                guard: { type: 'refused', params: ({ event }) => event.output },
                target: '#adminOrders.loading',
                actions: ['unselect', warnRefusal],
              },
              { target: 'idle', actions: ['unselect', { type: 'failed', params: refusalMessage }] },
            ],
            onError: { target: 'idle', actions: ['unselect', { type: 'failed', params: SOMETHING_WENT_WRONG }] },
          },
        },
      },
    },
  },
});
