import { assign, emit, enqueueActions, setup } from 'xstate';
import { SOMETHING_WENT_WRONG } from '../../contract/errors';
import { FULFILMENT_MESSAGES } from '../../contract/fulfilment';
import {
  ACTIVE_STATUSES,
  KITCHEN_TRANSITIONS,
  ORDER_STATUS_LABELS,
  ORDER_STATUS_MESSAGES,
  type Order,
  type OrderStatus,
} from '../../contract/order';
import { MOVE_LABELS } from '../orders/admin-orders-labels';
import { answeredOk, ifAnsweredOk, okOutput, refusalMessage, refusedAsStale, settleRead } from '../shared/answer';
import { providedCall, providedStream } from '../shared/boundary';
import { heardAgain } from '../shared/live';
import { notify, type NotifyEvent } from '../shared/notify';
import type { Result } from '../shared/result';

export const KITCHEN_LOAD_FAILED = /*i18n*/ 'Error loading the kitchen screen...';

export type KitchenScreenEvent =
  | { type: 'kitchen.retry' }
  /** The next step for an order: Start preparing, Mark ready, Complete. */
  | { type: 'kitchen.move'; id: number; to: OrderStatus }
  /** The order stream heard of a change. */
  | { type: 'kitchen.live'; order: Order }
  /** A pickup order will take longer: its ready time moves LATER_MINUTES on, and its customer sees it. */
  | { type: 'kitchen.later'; id: number };

export const LATER_MINUTES = 5;

export interface KitchenScreenContext {
  /** The food being made, oldest first: the kitchen works in the order it was paid for. */
  orders: Order[];
  /** Changes heard while the list was being read: applied on top of it. */
  heard: Order[];
  move: { id: number; to: OrderStatus } | null;
  /** The pickup order whose ready time is being moved. */
  delay: number | null;
}

const isActive = (status: OrderStatus) => (ACTIVE_STATUSES as readonly OrderStatus[]).includes(status);
/**
 * When the kitchen owes an order: (docs/rules/orders.md#kitchen-screen) the time it was ordered for, else as soon as it
 * came in.
 */
const dueAt = (order: Order) => Date.parse(order.scheduled_for ?? order.created_at);
const older = (a: Order, b: Order) => dueAt(a) - dueAt(b) || a.id - b.id;

/** An order as the server now has it: kept (in place) while it is being made, gone once done or cancelled. */
export function mergeActive(orders: Order[], order: Order): Order[] {
  const others = orders.filter((shown) => shown.id !== order.id);
  return isActive(order.status) ? [...others, order].sort(older) : others;
}

/** The kitchen's forward step for an order on the screen (cancelling stays on the Order List, where a reason is asked). */
export const nextMove = (status: OrderStatus) => KITCHEN_TRANSITIONS[status].find((to) => to !== 'cancelled') ?? null;

/**
 * /route/admin/kitchen (docs/rules/orders.md#kitchen-screen): a tablet on the kitchen wall. Every order being made in a
 * column by status, oldest first, live from the order stream, each with its one next step.
 */
export const kitchenScreenMachine = setup({
  types: {
    context: {} as KitchenScreenContext,
    events: {} as KitchenScreenEvent,
    emitted: {} as NotifyEvent,
  },
  actors: {
    loadActive: providedCall<Result<Order[]>>('loadActive'),
    moveOrder: providedCall<Result<Order>, { id: number; to: OrderStatus }>('moveOrder'),
    delayOrder: providedCall<Result<Order>, { id: number; minutes: number }>('delayOrder'),
    watchOrders: providedStream('watchOrders'),
  },
  guards: {
    answeredOk,
    refused: refusedAsStale,
    isPickupShown: ({ context, event }) =>
      event.type === 'kitchen.later' &&
      context.orders.some((order) => order.id === event.id && order.fulfilment.type === 'pickup'),
    isNextMove: ({ context, event }) =>
      event.type === 'kitchen.move' &&
      context.orders.some((order) => order.id === event.id && nextMove(order.status) === event.to),
  },
  actions: {
    hear: assign({
      heard: ({ context, event }) =>
        event.type === 'kitchen.live' ? heardAgain(context.heard, event.order) : context.heard,
    }),
    merge: assign({ orders: ({ context }, order: Order) => mergeActive(context.orders, order) }),
    setOrders: assign(({ context }, orders: Order[]) => ({
      orders: context.heard.reduce(mergeActive, [...orders].filter((order) => isActive(order.status)).sort(older)),
      heard: [],
    })),
    startMove: assign({ move: ({ event }) => (event.type === 'kitchen.move' ? { id: event.id, to: event.to } : null) }),
    moved: enqueueActions(({ enqueue }, order: Order) => {
      enqueue.assign(({ context }) => ({ orders: mergeActive(context.orders, order), move: null }));
      enqueue.emit(notify('success', ORDER_STATUS_MESSAGES.changed(order.status)));
    }),
    failed: enqueueActions(({ enqueue }, message: string) => {
      enqueue.assign({ move: null });
      enqueue.emit(notify('error', message));
    }),
    warned: emit((_, message: string) => notify('warning', message)),
  },
}).createMachine({
  id: 'kitchenScreen',
  context: { orders: [], heard: [], move: null, delay: null },
  invoke: { src: 'watchOrders' },
  initial: 'loading',
  states: {
    loading: {
      entry: assign({ heard: [] }),
      on: { 'kitchen.live': { actions: 'hear' } },
      invoke: { src: 'loadActive', ...settleRead('setOrders', 'ready', 'failed') },
    },
    failed: { on: { 'kitchen.retry': 'loading' } },
    ready: {
      initial: 'idle',
      on: { 'kitchen.live': { actions: { type: 'merge', params: ({ event }) => event.order } } },
      states: {
        idle: {
          on: {
            'kitchen.move': { guard: 'isNextMove', target: 'moving', actions: 'startMove' },
            'kitchen.later': {
              guard: 'isPickupShown',
              target: 'delaying',
              actions: assign({ delay: ({ event }) => event.id }),
            },
          },
        },
        delaying: {
          invoke: {
            src: 'delayOrder',
            input: ({ context }) => ({ id: context.delay ?? 0, minutes: LATER_MINUTES }),
            onDone: [
              {
                guard: ifAnsweredOk,
                target: 'idle',
                actions: [
                  assign(({ context, event }) => ({ orders: mergeActive(context.orders, okOutput({ event })), delay: null })),
                  emit(notify('success', FULFILMENT_MESSAGES.readyLater(LATER_MINUTES))),
                ],
              },
              {
                target: 'idle',
                actions: [assign({ delay: null }), { type: 'failed', params: refusalMessage }],
              },
            ],
            onError: { target: 'idle', actions: [assign({ delay: null }), { type: 'failed', params: SOMETHING_WENT_WRONG }] },
          },
        },
        moving: {
          invoke: {
            src: 'moveOrder',
            input: ({ context }) => context.move ?? { id: 0, to: 'preparing' },
            onDone: [
              {
                guard: ifAnsweredOk,
                target: 'idle',
                actions: { type: 'moved', params: okOutput },
              },
              {
                // Another screen moved it first: say why, and read the kitchen as it now is.
                guard: { type: 'refused', params: ({ event }) => event.output },
                target: '#kitchenScreen.loading',
                actions: [assign({ move: null }), { type: 'warned', params: refusalMessage }],
              },
              { target: 'idle', actions: { type: 'failed', params: refusalMessage } },
            ],
            onError: { target: 'idle', actions: { type: 'failed', params: SOMETHING_WENT_WRONG } },
          },
        },
      },
    },
  },
});

export interface KitchenColumn {
  status: OrderStatus;
  label: string;
  cards: {
    order: Order;
    next: { to: OrderStatus; label: string } | null;
    moving: boolean;
    /** A pickup order's ready time can be moved on. */
    later: boolean;
  }[];
}

export interface KitchenScreenView {
  status: 'loading' | 'failed' | 'ready';
  columns: KitchenColumn[];
  busy: boolean;
}

export function selectKitchenScreen(snapshot: {
  context: KitchenScreenContext;
  matches: (state: never) => boolean;
}): KitchenScreenView {
  const { orders, move, delay } = snapshot.context;
  const is = (state: string) => snapshot.matches(state as never);
  const moving = is('ready.moving');
  const delaying = is('ready.delaying');
  return {
    status: is('loading') ? 'loading' : is('failed') ? 'failed' : 'ready',
    busy: moving || delaying,
    columns: ACTIVE_STATUSES.map((status) => ({
      status,
      label: ORDER_STATUS_LABELS[status],
      cards: orders
        .filter((order) => order.status === status)
        .map((order) => {
          const to = nextMove(order.status);
          return {
            order,
            next: to ? { to, label: MOVE_LABELS[to] ?? ORDER_STATUS_LABELS[to] } : null,
            moving: (moving && move?.id === order.id) || (delaying && delay === order.id),
            // A pickup order still being made; once ready it waits at the counter.
            later: order.fulfilment.type === 'pickup' && order.status !== 'ready',
          };
        }),
    })),
  };
}
