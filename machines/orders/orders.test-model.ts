import { PLAIN_PICKUP } from '../../contract/fulfilment';
import { fromCallback, type AnyMachineSnapshot, type EventObject } from 'xstate';
import {
  ORDER_MESSAGES,
  type Checkout,
  type CheckoutAnswer,
  type CheckoutPayment,
  type Order,
  type OrderPage,
  type PaymentForm,
  type ReorderResult,
} from '../../contract/order';
import type { NavigateEvent } from '../shared/navigate';
import type { NotifyEvent } from '../shared/notify';
import { ordersMachine, selectOrders, type OrderList } from './orders.machine';
import { failure, ok, type Result } from '../shared/result';
import { edgesOf, type GraphEvent } from '../shared/testing/graph-replay';
import { answersOf, fakeCall } from '../shared/testing/fake-calls';
import { into, replayHarness } from '../shared/testing/replay-harness';

/**
 * The model of the orders screen (ordersMachine), for its model test: the graph walked, the harness each edge is
 * replayed into, the orders it is shown, and the pieces its rules are written with.
 */

export const [LOADED, LOAD_THREW] = answersOf(ordersMachine, 'orders.list.loading');
export const [PAID_AGAIN, PAY_THREW] = answersOf(ordersMachine, 'orders.action.paying');
export const [REMOVED, REMOVE_THREW] = answersOf(ordersMachine, 'orders.action.removing');
export const [REORDERED, REORDER_THREW] = answersOf(ordersMachine, 'orders.action.reordering');
export const OWNER = '9811111111';
export const reorderAnswer = {
  added: [{ meal: 3, quantity: 1, already_in_cart: false }],
  missing: [],
  cart_count: 4,
  message: '1 meal added to your cart.',
};

export const TEXT = { loginRequired: 'please login...' };

export const order = (id: number, created_at: string, status: Order['status'] = 'paid'): Order => ({
  ...PLAIN_PICKUP,
  id,
  number: 1000 + id,
  pid: `TXN17637${id}`,
  status,
  pay_until: null,
  payment_ref: null,
  refund: null,
  total: 480,
  created_at,
  customer: { id: 2, name: 'Asha Gurung', phone_number: '9811111111' },
  items: [{ meal: 3, name: 'Kukhura ko Masu', unit_price: 480, quantity: 1, line_total: 480 }],
});
/** Placed, not paid, and still in its time to pay: it can be paid again or removed. */
export const older: Order = {
  ...order(1, '2026-11-19T18:30:00Z', 'payment_failed'),
  pay_until: '2099-01-01T00:00:00Z',
};
export const newer = order(2, '2026-11-21T12:00:00Z');
/** The kitchen starts on the newer order. */
export const moved: Order = { ...newer, status: 'preparing' };
/** An order paid in another tab while this page is open. */
export const fresh = order(3, '2026-11-21T12:05:00Z');

export const form: PaymentForm = {
  action: 'https://rc-epay.esewa.com.np/api/epay/main/v2/form',
  fields: {} as PaymentForm['fields'],
};

export const firstPage: OrderPage = { count: 2, results: [newer, older] };
export const manyPages: OrderPage = { count: 25, results: [newer, older] };
export const noOrders: OrderPage = { count: 0, results: [] };

export const listed = (snapshot: AnyMachineSnapshot, id: unknown) =>
  (snapshot.context.orders as Order[]).find((shown) => shown.id === id);

/** A page read's answers. */
export const loaded: GraphEvent[] = [
  { type: LOADED, output: ok(firstPage) },
  { type: LOADED, output: ok(manyPages) },
  { type: LOADED, output: ok(noOrders) },
  { type: LOADED, output: failure('Something went wrong', 500) },
  { type: LOAD_THREW, error: new Error('listOrders threw') },
];

/** The answers to the action on its way. */
export function answersTo(state: AnyMachineSnapshot): GraphEvent[] {
  if (state.matches({ action: 'paying' }))
    return [
      { type: PAID_AGAIN, output: ok<Checkout>({ order: older, payment: form }) },
      { type: PAID_AGAIN, output: failure(ORDER_MESSAGES.expired, 409) },
      { type: PAY_THREW, error: new Error('payAgain threw') },
    ];
  if (state.matches({ action: 'reordering' }))
    return [
      { type: REORDERED, output: ok<ReorderResult>(reorderAnswer) },
      { type: REORDERED, output: failure(ORDER_MESSAGES.nothingToReorder(['Kukhura ko Masu']), 409) },
      { type: REORDER_THREW, error: new Error('reorder threw') },
    ];
  if (state.matches({ action: 'removing' }))
    return [
      { type: REMOVED, output: ok<Order>({ ...older, status: 'cancelled' }) },
      { type: REMOVED, output: failure(ORDER_MESSAGES.notRemovable, 409) },
      { type: REMOVE_THREW, error: new Error('removeOrder threw') },
    ];
  return [];
}

export function idleEvents(state: AnyMachineSnapshot): GraphEvent[] {
  return [
    ...(['visitor', 'customer', 'admin'] as const).map((role) => ({ type: 'orders.open', role })),
    { type: 'orders.show' },
    { type: 'orders.hide' },
    { type: 'orders.retry' },
    { type: 'orders.page', page: 1 },
    { type: 'orders.page', page: 2 },
    // Only a running stream hears of changes.
    ...(state.matches({ live: 'on' })
      ? [
          { type: 'orders.changed', order: moved },
          { type: 'orders.changed', order: fresh },
        ]
      : []),
    // Asked of one that may be paid again or removed and of one that may not, on the first page as read (enough
    // for every action edge without the product of all).
    ...(state.matches({ list: 'ready' }) && !state.matches({ live: 'on' }) && state.context.orders === firstPage.results
      ? [older, newer].flatMap(({ id }) => [
          { type: 'orders.payAgain', id },
          { type: 'orders.remove', id },
          { type: 'orders.reorder', id, owner: OWNER },
        ])
      : []),
    ...(state.matches({ list: 'loading' }) ? loaded : []),
  ];
}

export const edges = edgesOf(ordersMachine, {
  // The walk stops on the way to eSewa (the page is going) and after a removal (every page read has the unpaid
  // order, so a list without it is one; walking on would repeat the list's whole graph without it). While an
  // action is on its way: its answers, and the list opened and read again under it (enough for their interplay).
  events: (state) =>
    state.matches({ action: 'leaving' }) || (state.context.orders.length > 0 && !listed(state, older.id))
      ? []
      : state.matches({ action: 'idle' })
        ? idleEvents(state)
        : [
            ...answersTo(state),
            { type: 'orders.open', role: 'customer' },
            ...(state.matches({ list: 'loading' }) ? loaded : []),
          ],
});

export interface World {
  pages: number[];
  toasts: NotifyEvent[];
  navigations: NavigateEvent[];
  /** The stream: +1 for each start, -1 for each stop. */
  streams: number[];
  /** Orders a new attempt at eSewa was asked for, and removals asked. */
  payAgain: number[];
  removals: number[];
  /** Gateway forms the browser was sent off with. */
  forms: CheckoutPayment[];
  reorders: { id: number; owner: string }[];
  /** What the navbar badge was told the cart holds. */
  badge: number[];
}
export const nothing = (): World => ({
  pages: [],
  toasts: [],
  navigations: [],
  streams: [],
  payAgain: [],
  removals: [],
  forms: [],
  reorders: [],
  badge: [],
});

/** The orders screen on fake calls, and a fake order stream whose starts and stops are counted. */
export function harness() {
  let stream: ((order: Order) => void) | null = null;
  return replayHarness<World>({
    nothing,
    logic: ({ world, calls }) =>
      ordersMachine.provide({
        actions: {
          submitGatewayForm: (_, sent) => void world().forms.push(sent),
          showCount: (_, count) => void world().badge.push(count),
        },
        actors: {
          payAgain: fakeCall<Result<CheckoutAnswer>, { id: number }>(calls, (input) => world().payAgain.push(input.id)),
          reorder: fakeCall<Result<ReorderResult>, World['reorders'][number]>(calls, (input) =>
            world().reorders.push(input),
          ),
          removeOrder: fakeCall<Result<Order>, { id: number }>(calls, (input) => world().removals.push(input.id)),
          listOrders: fakeCall<Result<OrderPage>, { page: number }>(calls, (input) => world().pages.push(input.page)),
          watchOrders: fromCallback<EventObject>(({ sendBack }) => {
            world().streams.push(1);
            stream = (order) => sendBack({ type: 'orders.changed', order });
            return () => {
              world().streams.push(-1);
              stream = null;
            };
          }),
        },
      }),
    emitted: { notify: into('toasts'), navigate: into('navigations') },
    play(event) {
      if (event.type !== 'orders.changed') return false;
      if (!stream) throw new Error('a change heard with no stream running');
      stream(event.order as Order);
      return true;
    },
  })();
}

export const view = (snapshot: AnyMachineSnapshot) =>
  selectOrders(snapshot as unknown as Parameters<typeof selectOrders>[0]);
export const live = (snapshot: AnyMachineSnapshot) => snapshot.matches({ live: 'on' });
export const listIn = (snapshot: AnyMachineSnapshot, state: string) => snapshot.matches({ list: state });
export const pagesOf = (snapshot: AnyMachineSnapshot) =>
  Math.max(1, Math.ceil((snapshot.context.count as number) / 20));
export const opens = (role: string) => (_: unknown, event: GraphEvent) =>
  event.type === 'orders.open' && event.role === role;
/** Which way the stream went across the edge: nothing, started, or stopped. */
export const streamChange = (from: AnyMachineSnapshot, to: AnyMachineSnapshot) =>
  live(from) === live(to) ? [] : live(to) ? [1] : [-1];

/**
 * What a change does to the page on view, written out for these fixtures (each placed at its own time): a known
 * order is replaced; one placed after all those shown is new, on top of page 1; any other lives on another page.
 */
export function merged(list: OrderList, change: Order): OrderList {
  if (list.orders.some(({ id }) => id === change.id)) {
    return { ...list, orders: list.orders.map((shown) => (shown.id === change.id ? change : shown)) };
  }
  const isNew = list.orders.every((shown) => shown.created_at < change.created_at);
  return list.page === 1 && isNew ? { ...list, count: list.count + 1, orders: [change, ...list.orders] } : list;
}
export const listOf = (snapshot: AnyMachineSnapshot): OrderList => {
  const { page, count, orders } = view(snapshot);
  return { page, count, orders };
};

export const actionIn = (snapshot: AnyMachineSnapshot, state: string) => snapshot.matches({ action: state });
export const offered = (from: AnyMachineSnapshot, event: GraphEvent) => {
  if (!actionIn(from, 'idle')) return false;
  const target = listed(from, event.id);
  const unpaidOne = target !== undefined && ['pending_payment', 'payment_failed'].includes(target.status);
  if (event.type === 'orders.remove') return unpaidOne;
  if (event.type === 'orders.reorder') return target !== undefined && !unpaidOne;
  return unpaidOne && target.pay_until !== null && Date.parse(target.pay_until) > Date.now();
};
export const refusedAnswer = (event: GraphEvent) =>
  (event.type === PAID_AGAIN || event.type === REMOVED) && !(event.output as Result<unknown>).ok;
