import { assign, emit, enqueueActions, fromPromise, not, sendTo, setup } from 'xstate';
import { SOMETHING_WENT_WRONG } from '../../contract/errors';
import { type CheckoutAnswer, type CheckoutPayment, ORDER_MESSAGES, type Order, type OrderPage, type ReorderResult } from '../../contract/order';
import type { CartCountEvent } from '../cart/cart-count.machine';
import { answeredOk, ifAnsweredOk, okOutput, refusalMessage, settleRead } from '../shared/answer';
import { providedCall, providedStream } from '../shared/boundary';
import { heardAgain, relay } from '../shared/live';
import { navigate } from '../shared/navigate';
import { notify } from '../shared/notify';
import { LOGIN_REQUIRED, type Role } from '../shared/session';
import type { CartApi, Quantities } from '../cart/cart-api';
import { EMPTY, mergeOrder, type OrdersContext, pages, payable, removable } from './order-list';
import type { OrdersApi } from './orders-api';
import { reorderedText } from './reorder-text';
import type { Result } from '../shared/result';
import { screenTypes } from '../shared/screen-types';

// The orders screen and its tests import these from here; they live beside it, by what they are.
export { mergeOrder, type OrderList, payable, removable } from './order-list';
export { type OrdersView, selectOrders } from './orders-view';

export const ORDERS_LOADING = /*i18n*/ 'Loading your orders...';
export const ORDERS_LOAD_FAILED = /*i18n*/ 'Error loading your orders.';
export const NO_ORDERS = /*i18n*/ 'You have not placed any orders yet.';
/** Admins have no orders of their own: theirs is the kitchen's list (docs/rules/orders.md#order-statuses). */
export const ADMIN_ORDERS_PATH = '/route/admin/orders';

export type OrdersEvent =
  /** /orders opened (or who is looking changed), once the session check has answered. */
  | { type: 'orders.open'; role: Role }
  /** The screen is on view (or no longer): the live stream runs only while it is. */
  | { type: 'orders.show' }
  | { type: 'orders.hide' }
  | { type: 'orders.retry' }
  | { type: 'orders.page'; page: number }
  /** The stream heard of a change to one of the customer's orders. */
  | { type: 'orders.changed'; order: Order }
  /**
   * "Pay again": a fresh attempt at eSewa for an unpaid order still in its time to pay
   * (docs/rules/payments.md#unpaid-orders).
   */
  | { type: 'orders.payAgain'; id: number }
  /** "Remove": an unpaid order the customer no longer wants. */
  | { type: 'orders.remove'; id: number }
  /**
   * "Order again" (docs/rules/orders.md#order-again): its meals back in the cart; `owner` keeps the quantities in this
   * browser for them.
   */
  | { type: 'orders.reorder'; id: number; owner: string }
  /** Raised after a refused action: the list is read again. */
  | { type: 'orders.reload' };

/**
 * /orders (docs/rules/orders.md#order-statuses): the customer's orders, newest first and a page at a time, each with
 * its lines, total and status; while the screen is on view the statuses follow the kitchen live. A visitor is told to
 * log in and sent home; an admin is sent to the kitchen's Order List.
 */
export const ordersMachine = setup({
  types: screenTypes<OrdersContext, OrdersEvent>(),
  actors: {
    listOrders: providedCall<Result<OrderPage>, { page: number }>('listOrders'),
    watchOrders: providedStream('watchOrders'),
    payAgain: providedCall<Result<CheckoutAnswer>, { id: number }>('payAgain'),
    removeOrder: providedCall<Result<Order>, { id: number }>('removeOrder'),
    reorder: providedCall<Result<ReorderResult>, { id: number; owner: string }>('reorder'),
  },
  guards: {
    isVisitor: ({ event }) => event.type === 'orders.open' && event.role === 'visitor',
    isAdmin: ({ event }) => event.type === 'orders.open' && event.role === 'admin',
    shouldWatch: ({ context }) => context.shown && context.role === 'customer',
    isOtherPage: ({ context, event }) =>
      event.type === 'orders.page' && event.page !== context.page && event.page >= 1 && event.page <= pages(context.count),
    answeredOk,
    canPayAgain: ({ context, event }) =>
      event.type === 'orders.payAgain' && context.orders.some((order) => order.id === event.id && payable(order)),
    canReorder: ({ context, event }) =>
      event.type === 'orders.reorder' && context.orders.some((order) => order.id === event.id && !payable(order)),
    canRemove: ({ context, event }) =>
      event.type === 'orders.remove' && context.orders.some((order) => order.id === event.id && removable(order)),
  },
  actions: {
    /** The browser leaves for eSewa with the new attempt's form; the app boundary posts it. */
    submitGatewayForm: (_, _form: CheckoutPayment) => {
      throw new Error('submitGatewayForm is provided at the app boundary');
    },
    act: assign({ acting: ({ event }) => ('id' in event ? event.id : null) }),
    rememberOwner: assign({ owner: ({ event }) => (event.type === 'orders.reorder' ? event.owner : '') }),
    /** The meals are in the cart: the badge counts them, and the cart is where to look. */
    reordered: enqueueActions(({ enqueue }, result: ReorderResult) => {
      enqueue.assign({ acting: null, owner: '' });
      enqueue.emit(notify('success', reorderedText(result)));
      enqueue.emit(navigate('/cart'));
    }),
    showCount: sendTo(({ system }) => system.get('cartCount'), (_, count: number): CartCountEvent => ({ type: 'cart.count.set', count })),
    doneActing: assign({ acting: null, owner: '' }),
    refused: emit((_, message: string) => notify('error', message)),
    removed: emit(notify('success', ORDER_MESSAGES.removed)),
    /** A refused pay-again or remove: the server's reason, and the orders as they now are (paid, or expired). */
    answeredNo: enqueueActions(({ enqueue }, message: string) => {
      enqueue.assign({ acting: null });
      enqueue.emit(notify('error', message));
      enqueue.raise({ type: 'orders.reload' });
    }),
    /** A removed order leaves the list at once (the server leaves it out of later reads). */
    drop: assign(({ context }, id: number) =>
      context.orders.some((order) => order.id === id)
        ? { orders: context.orders.filter((order) => order.id !== id), count: Math.max(0, context.count - 1) }
        : {},
    ),
    // A pay-again or remove on its way keeps its order whatever the list does meanwhile.
    close: assign(({ context, event }) => ({
      ...EMPTY,
      shown: context.shown,
      acting: context.acting,
      role: event.type === 'orders.open' ? event.role : null,
    })),
    refuseVisitor: emit(notify('warning', LOGIN_REQUIRED)),
    goHome: emit(navigate('/', { replace: true })),
    goToKitchen: emit(navigate(ADMIN_ORDERS_PATH, { replace: true })),
    openFirstPage: assign(({ context }) => ({ ...EMPTY, shown: context.shown, acting: context.acting, role: 'customer' as const })),
    turnPage: assign({ page: ({ event }) => (event.type === 'orders.page' ? event.page : 1) }),
    startLoading: assign({ heard: [] }),
    hear: assign({
      heard: ({ context, event }) => (event.type === 'orders.changed' ? heardAgain(context.heard, event.order) : context.heard),
    }),
    merge: assign(({ context, event }) => (event.type === 'orders.changed' ? mergeOrder(context, event.order) : {})),
    setPage: assign(({ context }, answer: OrderPage) => ({
      ...context.heard.reduce((list, order) => mergeOrder(list, order), {
        page: context.page,
        count: answer.count,
        orders: answer.results,
      }),
      heard: [],
    })),
  },
}).createMachine({
  id: 'orders',
  context: EMPTY,
  type: 'parallel',
  states: {
    list: {
      initial: 'closed',
      on: {
        'orders.open': [
          { guard: 'isVisitor', target: '.closed', actions: ['close', 'refuseVisitor', 'goHome'] },
          { guard: 'isAdmin', target: '.closed', actions: ['close', 'goToKitchen'] },
          // Not `reenter`: that would leave the list's parallel neighbour too and restart the stream. From here the
          // page read starts afresh anyway (a descendant target is entered anew).
          { target: '.loading', actions: 'openFirstPage' },
        ],
      },
      states: {
        closed: {},
        loading: {
          entry: 'startLoading',
          on: { 'orders.changed': { actions: 'hear' } },
          invoke: { src: 'listOrders', input: ({ context }) => ({ page: context.page }), ...settleRead('setPage', 'ready', 'failed') },
        },
        failed: {
          on: { 'orders.retry': { target: 'loading' } },
        },
        ready: {
          on: {
            'orders.changed': { actions: 'merge' },
            'orders.page': { guard: 'isOtherPage', target: 'loading', actions: 'turnPage' },
            // A refused pay-again: the orders as they now are (it may have been paid, or expired).
            'orders.reload': { target: 'loading' },
          },
        },
      },
    },
    action: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'orders.payAgain': { guard: 'canPayAgain', target: 'paying', actions: 'act' },
            'orders.remove': { guard: 'canRemove', target: 'removing', actions: 'act' },
            'orders.reorder': { guard: 'canReorder', target: 'reordering', actions: ['act', 'rememberOwner'] },
          },
        },
        reordering: {
          invoke: {
            src: 'reorder',
            input: ({ context }) => ({ id: context.acting ?? 0, owner: context.owner }),
            onDone: [
              {
                guard: ifAnsweredOk,
                target: 'idle',
                actions: [
                  { type: 'showCount', params: (answer) => okOutput(answer).cart_count },
                  { type: 'reordered', params: okOutput },
                ],
              },
              { target: 'idle', actions: ['doneActing', { type: 'refused', params: refusalMessage }] },
            ],
            onError: { target: 'idle', actions: ['doneActing', { type: 'refused', params: SOMETHING_WENT_WRONG }] },
          },
        },
        paying: {
          invoke: {
            src: 'payAgain',
            input: ({ context }) => ({ id: context.acting ?? 0 }),
            onDone: [
              {
                guard: ifAnsweredOk,
                target: 'leaving',
                actions: { type: 'submitGatewayForm', params: (answer) => okOutput(answer).payment as CheckoutPayment },
              },
              { target: 'idle', actions: { type: 'answeredNo', params: refusalMessage } },
            ],
            onError: { target: 'idle', actions: ['doneActing', { type: 'refused', params: SOMETHING_WENT_WRONG }] },
          },
        },
        /** On the way to eSewa: the buttons stay busy until the page is gone. */
        leaving: {},
        removing: {
          invoke: {
            src: 'removeOrder',
            input: ({ context }) => ({ id: context.acting ?? 0 }),
            onDone: [
              {
                guard: ifAnsweredOk,
                target: 'idle',
                actions: [{ type: 'drop', params: ({ context }) => context.acting ?? 0 }, 'doneActing', 'removed'],
              },
              { target: 'idle', actions: { type: 'answeredNo', params: refusalMessage } },
            ],
            onError: { target: 'idle', actions: ['doneActing', { type: 'refused', params: SOMETHING_WENT_WRONG }] },
          },
        },
      },
    },
    live: {
      initial: 'off',
      on: {
        'orders.show': { actions: assign({ shown: true }) },
        'orders.hide': { actions: assign({ shown: false }) },
      },
      states: {
        off: {
          always: { guard: 'shouldWatch', target: 'on' },
        },
        on: {
          always: { guard: not('shouldWatch'), target: 'off' },
          invoke: { src: 'watchOrders' },
        },
      },
    },
  },
});

/** The flow on real (or fake) calls; its screen starts it when first shown. */
export const createOrdersLogic = (
  api: Pick<OrdersApi, 'listOrders' | 'watchOrders' | 'payAgain' | 'removeOrder' | 'reorder' | 'submitGatewayForm'> &
    Pick<CartApi, 'keptQuantities' | 'keepQuantities'>,
) =>
  ordersMachine.provide({
    actions: { submitGatewayForm: (_, form) => api.submitGatewayForm(form) },
    actors: {
      payAgain: fromPromise(({ input }) => api.payAgain(input.id)),
      removeOrder: fromPromise(({ input }) => api.removeOrder(input.id)),
      // The quantities ordered are kept for the cart to show (docs/rules/orders.md#cart-lines: the browser keeps them),
      // by the line each went into, added to any already chosen for a line that was in the cart, before the cart is
      // opened.
      reorder: fromPromise(async ({ input }) => {
        const answer = await api.reorder(input.id);
        if (answer.ok && input.owner) {
          const kept = new Map(await api.keptQuantities(input.owner).catch((): Quantities => new Map()));
          for (const { line, quantity, already_in_cart } of answer.data.added) {
            if (line !== undefined) kept.set(line, already_in_cart ? (kept.get(line) ?? 1) + quantity : quantity);
          }
          await api.keepQuantities(input.owner, kept).catch(() => {});
        }
        return answer;
      }),
      listOrders: fromPromise(({ input }) => api.listOrders(input.page)),
      watchOrders: relay(api.watchOrders, (order) => ({ type: 'orders.changed', order }) satisfies OrdersEvent),
    },
  });
