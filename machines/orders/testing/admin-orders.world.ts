import { PLAIN_PICKUP } from '../../../contract/fulfilment';
import { expect } from 'vitest';
import { fromCallback, type AnyMachineSnapshot } from 'xstate';
import {
  KITCHEN_TRANSITIONS,
  ORDER_STATUS_MESSAGES,
  type Order,
  type OrderPage,
  type OrderStatus,
} from '../../../contract/order';
import {
  adminOrdersMachine,
  orderCountsMachine,
  selectAdminOrders,
  type AdminOrdersContext,
  wasPaid,
} from '../admin-orders.machine';
import type { NotifyEvent } from '../../shared/notify';
import type { OrderFilter } from '../order-admin-api';
import { failure, ok, type Result } from '../../shared/result';
import { answersOf, endings, fakeCall } from '../../shared/testing/fake-calls';
import { edgesOf, type GraphEvent } from '../../shared/testing/graph-replay';
import { into, replayHarness } from '../../shared/testing/replay-harness';

// What the admin order list's model tests share: the graph's edges, the orders they use, and the harness that
// replays a path into a real actor while recording what it asks for.

export const eventsOf = (state: string) => {
  const [done, error] = answersOf(adminOrdersMachine, `adminOrders.${state}`);
  return { done, error };
};
/** Every way the call the events answer can end, as `endings` lists them. */
const endingsOf = ({ done, error }: ReturnType<typeof eventsOf>, outputs: unknown[], call: string) =>
  endings([done, error], outputs, call);
export const PAGE = eventsOf('loading');
export const MOVE = eventsOf('ready.moving');
export const RECORD = eventsOf('ready.recording');
export const CASH = eventsOf('ready.receiving');

export const order = (id: number, status: OrderStatus, hour: number): Order => ({
  ...PLAIN_PICKUP,
  id,
  number: 1000 + id,
  pid: `TXN17000000000${id}`,
  status,
  pay_until: null,
  payment_ref: status === 'pending_payment' ? null : `000REF${id}`,
  refund: null,
  total: 450 + id,
  created_at: new Date(Date.UTC(2026, 2, 1) + hour * 3_600_000).toISOString(),
  customer: { id: 20 + id, name: `Customer ${id}`, phone_number: `981111111${id}` },
  items: [{ meal: 1, name: 'Chicken Momo', unit_price: 225, quantity: 2, line_total: 450 }],
});
export const paidOne = order(1, 'paid', 10);
export const preparingTwo = order(2, 'preparing', 9);
export const readyThree = order(3, 'ready', 8);
/** Live: an order paid after the page loaded, newer than every other; and the first order moved on elsewhere. */
export const newlyPaid = order(4, 'paid', 11);
export const oneMovedOn: Order = { ...paidOne, status: 'preparing' };
/** Paid, then cancelled by the kitchen: its money is owed back, and the refund made in eSewa is recorded here. */
export const owedFive: Order = {
  ...order(5, 'cancelled', 7),
  refund: { status: 'due', amount: 455, reason: 'The gas ran out.', reference: null, refunded_at: null },
};
export const REFUND_REF = 'ESW-RF-0042';
export const refundedFive: Order = {
  ...owedFive,
  refund: { ...owedFive.refund!, status: 'refunded', reference: REFUND_REF, refunded_at: '2026-03-01T12:00:00.000Z' },
};
export const ALREADY_RECORDED = 'This refund was already recorded.';
/** A table's order to pay at the counter: in the kitchen from the start, its cash still to take. */
export const cashSix: Order = { ...order(6, 'preparing', 6), payment_ref: null, payment_method: 'cash', cash_collected_at: null };
export const receivedSix: Order = { ...cashSix, cash_collected_at: '2026-03-01T12:30:00.000Z', cash_collected_by: 'Ram' };
export const ALREADY_RECEIVED = 'The cash for this order has already been received.';

/** The fake server: 'all' has two pages (nine orders, fewer shown to keep the model small), 'paid' one. */
export function pageFor(filter: OrderFilter, page: number): OrderPage {
  if (filter === 'all')
    return page === 1
      ? { count: 9, results: [paidOne, preparingTwo] }
      : { count: 9, results: [readyThree, owedFive, cashSix] };
  return page === 1 ? { count: 1, results: [paidOne] } : { count: 1, results: [] };
}
export const REFUSED = ORDER_STATUS_MESSAGES.illegal('preparing', 'preparing');
export const REASON = 'The gas ran out.';
/** The order a confirm is about, and whether cancelling it needs a reason (it was paid). */
export const askedAbout = (state: AnyMachineSnapshot) =>
  contextOf(state).orders.find((order) => order.id === contextOf(state).move?.id);
export const needsReason = (state: AnyMachineSnapshot) => {
  const order = askedAbout(state);
  return order !== undefined && wasPaid(order);
};

export const contextOf = (state: AnyMachineSnapshot) => state.context as AdminOrdersContext;
/** What the server answers to the move in flight: the order, in the status asked for. */
export const movedOrder = (state: AnyMachineSnapshot): Order => {
  const { move, orders } = contextOf(state);
  const moving = orders.find((shown) => shown.id === move?.id) ?? paidOne;
  return { ...moving, status: move?.to ?? moving.status };
};

export const edges = edgesOf(adminOrdersMachine, {
  events: (state) => {
    const { orders, filter, page } = contextOf(state);
    const first = orders[0];
    const idle = state.matches({ ready: 'idle' });
    return [
      { type: 'orders.filter', filter: filter === 'all' ? 'paid' : 'all' },
      { type: 'orders.live', order: newlyPaid },
      { type: 'orders.live', order: oneMovedOn },
      ...(state.matches('loading')
        ? endingsOf(PAGE, [ok(pageFor(filter, page)), failure('Something went wrong', 500)], 'loadPage')
        : []),
      ...(state.matches('failed') ? [{ type: 'orders.retry' }] : []),
      // Mark refunded: on the order owed back, and on one that owes nothing.
      ...(idle && first
        ? [
            { type: 'order.refund', id: owedFive.id },
            { type: 'order.refund', id: first.id },
          ]
        : []),
      // Cash received: on the cash order to collect, and on one paid online.
      ...(idle && first
        ? [
            { type: 'order.cashReceived', id: cashSix.id },
            { type: 'order.cashReceived', id: first.id },
          ]
        : []),
      ...(state.matches({ ready: 'receiving' })
        ? endingsOf(CASH, [ok(receivedSix), failure(ALREADY_RECEIVED, 409)], 'receiveCash')
        : []),
      ...(state.matches({ ready: 'refunding' })
        ? [
            { type: 'order.refund.confirm', reference: REFUND_REF },
            { type: 'order.refund.confirm', reference: '   ' },
            { type: 'order.refund.cancel' },
          ]
        : []),
      ...(state.matches({ ready: 'recording' })
        ? endingsOf(RECORD, [ok(refundedFive), failure(ALREADY_RECORDED, 409)], 'recordRefund')
        : []),
      ...(idle ? [{ type: 'orders.page', page: page === 1 ? 2 : 1 }] : []),
      ...(idle && first
        ? [
            {
              type: 'order.move',
              id: first.id,
              to: KITCHEN_TRANSITIONS[first.status].find((to) => to !== 'cancelled') ?? 'completed',
            },
            { type: 'order.move', id: first.id, to: 'cancelled' },
            // Nothing ever moves an order to paid by hand: the gateway does.
            { type: 'order.move', id: first.id, to: 'paid' },
          ]
        : []),
      ...(state.matches({ ready: 'confirming' })
        ? [
            { type: 'order.move.confirm' },
            { type: 'order.move.confirm', reason: REASON },
            { type: 'order.move.cancel' },
          ]
        : []),
      ...(state.matches({ ready: 'moving' })
        ? endingsOf(MOVE, [ok(movedOrder(state)), failure(REFUSED, 409), failure('Something went wrong', 500)], 'moveOrder')
        : []),
    ];
  },
});

export interface World {
  pages: { filter: OrderFilter; page: number }[];
  moves: { id: number; to: OrderStatus }[];
  refunds: { id: number; reference: string }[];
  cash: { id: number }[];
  countRefreshes: number;
  toasts: NotifyEvent[];
}
export const nothing = (): World => ({ pages: [], moves: [], refunds: [], cash: [], countRefreshes: 0, toasts: [] });

export const harness = replayHarness<World>({
  nothing,
  logic: ({ world, calls, stream }) =>
    adminOrdersMachine.provide({
      actors: {
        // The counts are a child of their own: here, a recorder of each time they are asked for again.
        counts: fromCallback(({ receive }) =>
          receive(() => void (world().countRefreshes += 1)),
        ) as unknown as typeof orderCountsMachine,
        loadPage: fakeCall<Result<OrderPage>, World['pages'][number]>(calls, (input) => world().pages.push(input)),
        moveOrder: fakeCall<Result<Order>, World['moves'][number] & { reason?: string }>(calls, (input) => world().moves.push(input)),
        recordRefund: fakeCall<Result<Order>, World['refunds'][number]>(calls, (input) => world().refunds.push(input)),
        receiveCash: fakeCall<Result<Order>, World['cash'][number]>(calls, (input) => world().cash.push(input)),
        watchOrders: stream,
      },
    }),
  emitted: { notify: into('toasts') },
  news: 'orders.live',
});

export type Snapshot = Parameters<typeof selectAdminOrders>[0];
export const view = (snapshot: AnyMachineSnapshot) => selectAdminOrders(snapshot as unknown as Snapshot, null);
export const shown = (snapshot: AnyMachineSnapshot) => view(snapshot).rows.map((row) => row.order);
export const quiet = (world: World) => expect(world).toEqual(nothing());
export const at =
  (state: object | string, ...types: string[]) =>
  (from: AnyMachineSnapshot, event: GraphEvent) =>
    from.matches(state) && types.includes(event.type);
export const answer = (event: GraphEvent) => event.output as Result<Order> | undefined;
export const refused = (event: GraphEvent) => (event.output as { status?: number } | undefined)?.status === 409;
export const toast = (level: NotifyEvent['level'], message: string): NotifyEvent => ({
  type: 'notify',
  level,
  message,
});
export const moving = (state: AnyMachineSnapshot) => state.matches({ ready: 'moving' });
export const liveOrder = (event: GraphEvent) => event.order as Order;
/** A page load of the list as it stands: the page itself and, with it, the tab counts. */
export const reload = (filter: OrderFilter, page: number): World => ({
  ...nothing(),
  pages: [{ filter, page }],
  countRefreshes: 1,
});
