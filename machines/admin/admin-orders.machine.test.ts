import { PLAIN_PICKUP } from '../../contract/fulfilment';
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, type AnyMachineSnapshot, type EventObject } from 'xstate';
import {
  KITCHEN_TRANSITIONS,
  ORDER_STATUS_MESSAGES,
  type Order,
  type OrderCounts,
  type OrderPage,
  type OrderStatus,
} from '../../contract/order';
import {
  adminOrdersMachine,
  CANCEL_QUESTION,
  DEFAULT_ORDER_FILTER,
  liveOrders,
  mergeOrder,
  ORDER_FILTERS,
  ORDER_PAGE_SIZE,
  orderCountsMachine,
  selectAdminOrders,
  type AdminOrdersContext,
  type AdminOrdersEvent,
  wasPaid,
} from './admin-orders.machine';
import type { NotifyEvent } from '../shared/notify';
import type { OrderFilter } from './order-admin-api';
import { failure, ok, type Result } from '../shared/result';
import { checkRule, edgesOf, unclaimedOrContested, type GraphEvent, type Harness, type Rule } from '../shared/testing/graph-replay';

const eventsOf = (state: string) => {
  const id = adminOrdersMachine.getStateNodeById(`adminOrders.${state}`).invoke[0]!.id;
  return { done: `xstate.done.actor.${id}`, error: `xstate.error.actor.${id}` };
};
const PAGE = eventsOf('loading');
const MOVE = eventsOf('ready.moving');
const RECORD = eventsOf('ready.recording');

const order = (id: number, status: OrderStatus, hour: number): Order => ({
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
const paidOne = order(1, 'paid', 10);
const preparingTwo = order(2, 'preparing', 9);
const readyThree = order(3, 'ready', 8);
/** Live: an order paid after the page loaded, newer than every other; and the first order moved on elsewhere. */
const newlyPaid = order(4, 'paid', 11);
const oneMovedOn: Order = { ...paidOne, status: 'preparing' };
/** Paid, then cancelled by the kitchen: its money is owed back, and the refund made in eSewa is recorded here. */
const owedFive: Order = {
  ...order(5, 'cancelled', 7),
  refund: { status: 'due', amount: 455, reason: 'The gas ran out.', reference: null, refunded_at: null },
};
const REFUND_REF = 'ESW-RF-0042';
const refundedFive: Order = {
  ...owedFive,
  refund: { ...owedFive.refund!, status: 'refunded', reference: REFUND_REF, refunded_at: '2026-03-01T12:00:00.000Z' },
};
const ALREADY_RECORDED = 'This refund was already recorded.';

/** The fake server: 'all' has two pages (nine orders, fewer shown to keep the model small), 'paid' one. */
function pageFor(filter: OrderFilter, page: number): OrderPage {
  if (filter === 'all') return page === 1 ? { count: 9, results: [paidOne, preparingTwo] } : { count: 9, results: [readyThree, owedFive] };
  return page === 1 ? { count: 1, results: [paidOne] } : { count: 1, results: [] };
}
const REFUSED = ORDER_STATUS_MESSAGES.illegal('preparing', 'preparing');
const REASON = 'The gas ran out.';
/** The order a confirm is about, and whether cancelling it needs a reason (it was paid). */
const askedAbout = (state: AnyMachineSnapshot) => contextOf(state).orders.find((order) => order.id === contextOf(state).move?.id);
const needsReason = (state: AnyMachineSnapshot) => {
  const order = askedAbout(state);
  return order !== undefined && wasPaid(order);
};

const contextOf = (state: AnyMachineSnapshot) => state.context as AdminOrdersContext;
/** What the server answers to the move in flight: the order, in the status asked for. */
const movedOrder = (state: AnyMachineSnapshot): Order => {
  const { move, orders } = contextOf(state);
  const moving = orders.find((shown) => shown.id === move?.id) ?? paidOne;
  return { ...moving, status: move?.to ?? moving.status };
};

const edges = edgesOf(adminOrdersMachine, {
  events: (state) => {
    const { orders, filter, page } = contextOf(state);
    const first = orders[0];
    const idle = state.matches({ ready: 'idle' });
    return [
      { type: 'orders.filter', filter: filter === 'all' ? 'paid' : 'all' },
      { type: 'orders.live', order: newlyPaid },
      { type: 'orders.live', order: oneMovedOn },
      ...(state.matches('loading')
        ? [
            { type: PAGE.done, output: ok(pageFor(filter, page)) },
            { type: PAGE.done, output: failure('Something went wrong', 500) },
            { type: PAGE.error, error: new Error('threw') },
          ]
        : []),
      ...(state.matches('failed') ? [{ type: 'orders.retry' }] : []),
      // Mark refunded: on the order owed back, and on one that owes nothing.
      ...(idle && first ? [{ type: 'order.refund', id: owedFive.id }, { type: 'order.refund', id: first.id }] : []),
      ...(state.matches({ ready: 'refunding' })
        ? [
            { type: 'order.refund.confirm', reference: REFUND_REF },
            { type: 'order.refund.confirm', reference: '   ' },
            { type: 'order.refund.cancel' },
          ]
        : []),
      ...(state.matches({ ready: 'recording' })
        ? [
            { type: RECORD.done, output: ok(refundedFive) },
            { type: RECORD.done, output: failure(ALREADY_RECORDED, 409) },
            { type: RECORD.error, error: new Error('threw') },
          ]
        : []),
      ...(idle ? [{ type: 'orders.page', page: page === 1 ? 2 : 1 }] : []),
      ...(idle && first
        ? [
            { type: 'order.move', id: first.id, to: KITCHEN_TRANSITIONS[first.status].find((to) => to !== 'cancelled') ?? 'completed' },
            { type: 'order.move', id: first.id, to: 'cancelled' },
            // Nothing ever moves an order to paid by hand: the gateway does.
            { type: 'order.move', id: first.id, to: 'paid' },
          ]
        : []),
      ...(state.matches({ ready: 'confirming' })
        ? [{ type: 'order.move.confirm' }, { type: 'order.move.confirm', reason: REASON }, { type: 'order.move.cancel' }]
        : []),
      ...(state.matches({ ready: 'moving' })
        ? [
            { type: MOVE.done, output: ok(movedOrder(state)) },
            { type: MOVE.done, output: failure(REFUSED, 409) },
            { type: MOVE.done, output: failure('Something went wrong', 500) },
            { type: MOVE.error, error: new Error('threw') },
          ]
        : []),
    ];
  },
});

interface World {
  pages: { filter: OrderFilter; page: number }[];
  moves: { id: number; to: OrderStatus }[];
  refunds: { id: number; reference: string }[];
  countRefreshes: number;
  toasts: NotifyEvent[];
}
const nothing = (): World => ({ pages: [], moves: [], refunds: [], countRefreshes: 0, toasts: [] });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function harness(): Harness<World> {
  let world = nothing();
  const pending = new Map<string, { resolve: (value: unknown) => void; reject: (error: unknown) => void }>();
  const waitFor = <T,>(key: string) =>
    new Promise<T>((resolve, reject) => pending.set(key, { resolve: resolve as (value: unknown) => void, reject }));
  let stream: ((event: EventObject) => void) | null = null;
  const actor = createActor(
    adminOrdersMachine.provide({
      actors: {
        counts: fromCallback(({ receive }) => receive(() => void (world.countRefreshes += 1))) as unknown as typeof orderCountsMachine,
        loadPage: fromPromise<Result<OrderPage>, { filter: OrderFilter; page: number }>(({ input }) => {
          world.pages.push(input);
          return waitFor(PAGE.done);
        }),
        moveOrder: fromPromise<Result<Order>, { id: number; to: OrderStatus; reason?: string }>(({ input }) => {
          world.moves.push(input);
          return waitFor(MOVE.done);
        }),
        recordRefund: fromPromise<Result<Order>, { id: number; reference: string }>(({ input }) => {
          world.refunds.push(input);
          return waitFor(RECORD.done);
        }),
        watchOrders: fromCallback(({ sendBack }) => {
          stream = sendBack;
        }),
      },
    }),
  );
  actor.on('notify', (toast) => world.toasts.push(toast));
  actor.start();
  return {
    snapshot: () => actor.getSnapshot(),
    async perform(event) {
      const key = event.type.replace('xstate.error.', 'xstate.done.');
      if (key.startsWith('xstate.done.')) {
        const answer = pending.get(key);
        if (!answer) throw new Error(`${event.type} with nothing in flight`);
        pending.delete(key);
        if (event.type === key) answer.resolve(event.output);
        else answer.reject(event.error);
        await settle();
      } else if (event.type === 'orders.live') {
        // Live news comes the way the app gets it: through the stream actor.
        if (!stream) throw new Error('nobody is listening to the stream');
        stream(event);
      } else {
        actor.send(event as AdminOrdersEvent);
      }
    },
    take: () => {
      const seen = world;
      world = nothing();
      return seen;
    },
    stop: () => actor.stop(),
  };
}

type Snapshot = Parameters<typeof selectAdminOrders>[0];
const view = (snapshot: AnyMachineSnapshot) => selectAdminOrders(snapshot as unknown as Snapshot, null);
const shown = (snapshot: AnyMachineSnapshot) => view(snapshot).rows.map((row) => row.order);
const quiet = (world: World) => expect(world).toEqual(nothing());
const at = (state: object | string, ...types: string[]) => (from: AnyMachineSnapshot, event: GraphEvent) =>
  from.matches(state) && types.includes(event.type);
const answer = (event: GraphEvent) => event.output as Result<Order> | undefined;
const refused = (event: GraphEvent) => (event.output as { status?: number } | undefined)?.status === 409;
const toast = (level: NotifyEvent['level'], message: string): NotifyEvent => ({ type: 'notify', level, message });
const moving = (state: AnyMachineSnapshot) => state.matches({ ready: 'moving' });
const liveOrder = (event: GraphEvent) => event.order as Order;
/** A page load of the list as it stands: the page itself and, with it, the tab counts. */
const reload = (filter: OrderFilter, page: number): World => ({ ...nothing(), pages: [{ filter, page }], countRefreshes: 1 });

const rules: Rule<World>[] = [
  {
    title: 'order list: another tab loads page 1 of that status, and the counts again; not while a move or refund is on its way',
    applies: (_, event) => event.type === 'orders.filter',
    holds: (from, event, to, world) => {
      if (moving(from) || from.matches({ ready: 'recording' })) {
        expect(to.context).toEqual(from.context);
        return quiet(world);
      }
      const filter = event.filter as OrderFilter;
      expect(view(to)).toMatchObject({ status: 'loading', filter, rows: [], confirmCancel: null, paging: { page: 1 } });
      expect(world).toEqual(reload(filter, 1));
    },
  },
  {
    title: 'order list: a page arrives with its count, in the order the server sent it',
    applies: (from, event) => at('loading', PAGE.done)(from, event) && answer(event)?.ok === true,
    holds: (from, _, to, world) => {
      const { filter, page } = contextOf(from);
      const expected = pageFor(filter, page);
      expect(view(to)).toMatchObject({ status: 'ready', paging: { page, count: expected.count, pageSize: ORDER_PAGE_SIZE } });
      expect(shown(to)).toEqual(expected.results);
      expect(view(to).rows.every((row) => !row.fresh)).toBe(true);
      quiet(world);
    },
  },
  {
    title: "order list: a failed read shows 'Error loading orders...'; retry asks for the same page again",
    applies: (from, event) =>
      (at('loading', PAGE.done)(from, event) && answer(event)?.ok === false) ||
      at('loading', PAGE.error)(from, event) ||
      at('failed', 'orders.retry')(from, event),
    holds: (from, event, to, world) => {
      const { filter, page } = contextOf(from);
      if (event.type === 'orders.retry') {
        expect(view(to).status).toBe('loading');
        expect(world).toEqual(reload(filter, page));
      } else {
        expect(view(to)).toMatchObject({ status: 'failed', filter, rows: [] });
        quiet(world);
      }
    },
  },
  {
    title: 'order list: paging asks for that page of the same status (pages of 8)',
    applies: at({ ready: 'idle' }, 'orders.page'),
    holds: (from, event, to, world) => {
      expect(view(to)).toMatchObject({ status: 'loading', paging: { page: event.page } });
      expect(world).toEqual(reload(contextOf(from).filter, event.page as number));
    },
  },
  {
    title: 'order list live: a newly paid order recounts; on page 1 it goes on top, highlighted as new',
    applies: (_, event) => event.type === 'orders.live' && liveOrder(event).id === newlyPaid.id,
    holds: (from, _, to, world) => {
      expect(world).toEqual({ ...nothing(), countRefreshes: 1 });
      const before = shown(from);
      const onFirstPage = from.matches('ready') && contextOf(from).page === 1;
      const index = before.findIndex((shownOrder) => shownOrder.id === newlyPaid.id);
      if (from.matches('ready') && index >= 0) {
        // Only the model moves an order back to paid; the page would show what the server says, in place.
        expect(shown(to)).toEqual(before.with(index, newlyPaid));
      } else if (onFirstPage) {
        // Every tab it can arrive in (Paid, All) matches it, and it is the newest order of all.
        expect(shown(to)).toEqual([newlyPaid, ...before]);
        expect(view(to).rows[0]).toMatchObject({ fresh: true, moves: [{ to: 'preparing' }, { to: 'cancelled' }] });
      } else {
        // On a later page (it belongs on page 1), or no list on screen: the list stays as it was.
        expect(to.value).toEqual(from.value);
        expect(shown(to)).toEqual(before);
      }
    },
  },
  {
    title: 'order list live: an order moved elsewhere is updated in place, or dropped from a tab it left (recounting)',
    applies: (_, event) => event.type === 'orders.live' && liveOrder(event).id === oneMovedOn.id,
    holds: (from, _, to, world) => {
      const before = shown(from);
      const { filter, page } = contextOf(from);
      const index = before.findIndex((shownOrder) => shownOrder.id === oneMovedOn.id);
      if (!from.matches('ready') || index < 0) {
        expect(to.context).toEqual(from.context);
        return expect(world).toEqual({ ...nothing(), countRefreshes: 1 });
      }
      if (filter === 'all') {
        expect(shown(to)).toEqual(before.with(index, oneMovedOn));
        expect(view(to).rows[index]!.moves.map((move) => move.to)).toEqual(['ready', 'cancelled']);
        return expect(world).toEqual({ ...nothing(), countRefreshes: 1 });
      }
      const left = before.toSpliced(index, 1);
      if (left.length === 0 && !moving(from)) {
        // The page emptied: the one before it is loaded (page 1 again when it was the first).
        expect(view(to)).toMatchObject({ status: 'loading', paging: { page: Math.max(1, page - 1) } });
        expect(view(to).confirmCancel).toBeNull();
        return expect(world).toEqual({ ...reload(filter, Math.max(1, page - 1)), countRefreshes: 2 });
      }
      expect(shown(to)).toEqual(left);
      if (from.matches({ ready: 'confirming' }) && contextOf(from).move?.id === oneMovedOn.id) {
        // The order being asked about has left the tab: the question goes with it.
        expect(view(to)).toMatchObject({ status: 'ready', confirmCancel: null, busy: false });
      } else {
        expect(to.value).toEqual(from.value);
      }
      expect(world).toEqual({ ...nothing(), countRefreshes: 1 });
    },
  },
  {
    title: 'order list: only legal moves go (KITCHEN_TRANSITIONS); Start preparing / Mark ready send POST /orders/{id}/status/',
    applies: (from, event) => at({ ready: 'idle' }, 'order.move')(from, event) && event.to !== 'cancelled',
    holds: (from, event, to, world) => {
      const target = shown(from).find((shownOrder) => shownOrder.id === event.id)!;
      const legal = view(from).rows.find((row) => row.order.id === target.id)!.moves.some((move) => move.to === event.to);
      if (!legal) {
        expect(KITCHEN_TRANSITIONS[target.status]).not.toContain(event.to);
        expect(to.context).toEqual(from.context);
        return quiet(world);
      }
      expect(view(to).rows.find((row) => row.order.id === target.id)?.moving).toBe(true);
      expect(view(to).busy).toBe(true);
      expect(world).toEqual({ ...nothing(), moves: [{ id: target.id, to: event.to }] });
    },
  },
  {
    title: `order list: cancelling asks first ('${CANCEL_QUESTION}'), where cancelling is legal; no keeps the order`,
    applies: (from, event) =>
      at({ ready: 'idle' }, 'order.move')(from, event) && event.to === 'cancelled' ||
      at({ ready: 'confirming' }, 'order.move.cancel')(from, event),
    holds: (from, event, to, world) => {
      if (event.type === 'order.move' && !KITCHEN_TRANSITIONS[shown(from)[0]!.status].includes('cancelled')) {
        // A ready order is the customer's to collect: it can no longer be cancelled, so nothing is asked.
        expect(to.context).toEqual(from.context);
      } else if (event.type === 'order.move') {
        expect(view(to).confirmCancel).toEqual({
          order: shown(from)[0],
          cancelling: false,
          needsReason: wasPaid(shown(from)[0]!),
        });
      } else {
        expect(view(to).confirmCancel).toBeNull();
        expect(shown(to)).toEqual(shown(from));
      }
      quiet(world);
    },
  },
  {
    title: 'order list: yes cancels it (POST status cancelled), with the reason when the order was paid',
    applies: (from, event) =>
      at({ ready: 'confirming' }, 'order.move.confirm')(from, event) && (event.reason !== undefined || !needsReason(from)),
    holds: (from, event, to, world) => {
      expect(view(to).confirmCancel).toMatchObject({ cancelling: true });
      const reason = event.reason === undefined ? {} : { reason: event.reason };
      expect(world).toEqual({ ...nothing(), moves: [{ id: contextOf(from).move!.id, to: 'cancelled', ...reason }] });
    },
  },
  {
    title: 'order list: a paid order is not cancelled without a reason: the question stays, nothing is sent',
    applies: (from, event) =>
      at({ ready: 'confirming' }, 'order.move.confirm')(from, event) && event.reason === undefined && needsReason(from),
    holds: (from, _, to, world) => {
      expect(to.context).toEqual(from.context);
      expect(view(to).confirmCancel).toMatchObject({ cancelling: false, needsReason: true });
      quiet(world);
    },
  },
  {
    title: "order list: a move done says 'Order marked {status}.'; the order is updated in place or leaves the tab",
    applies: (from, event) => at({ ready: 'moving' }, MOVE.done)(from, event) && answer(event)?.ok === true,
    holds: (from, event, to, world) => {
      const moved = (answer(event) as { data: Order }).data;
      const { filter, page } = contextOf(from);
      const success = toast('success', ORDER_STATUS_MESSAGES.changed(moved.status));
      expect(view(to).busy).toBe(false);
      expect(view(to).confirmCancel).toBeNull();
      const before = shown(from);
      const index = before.findIndex((shownOrder) => shownOrder.id === moved.id);
      if (filter === 'all') {
        expect(shown(to)).toEqual(before.with(index, moved));
        return expect(world).toEqual({ ...nothing(), countRefreshes: 1, toasts: [success] });
      }
      const left = index < 0 ? before : before.toSpliced(index, 1);
      if (left.length === 0) {
        expect(view(to).status).toBe('loading');
        return expect(world).toEqual({ ...reload(filter, Math.max(1, page - 1)), toasts: [success] });
      }
      expect(shown(to)).toEqual(left);
      expect(world).toEqual({ ...nothing(), countRefreshes: 1, toasts: [success] });
    },
  },
  {
    title: "order list: a refused move (409) warns in the server's words and loads the list as it now is",
    applies: (from, event) => at({ ready: 'moving' }, MOVE.done)(from, event) && refused(event),
    holds: (from, _, to, world) => {
      const { filter, page } = contextOf(from);
      expect(view(to)).toMatchObject({ status: 'loading', busy: false, confirmCancel: null });
      expect(world).toEqual({ ...reload(filter, page), toasts: [toast('warning', REFUSED)] });
    },
  },
  {
    title: 'order list: any other failed move is an error toast; the list stays as it was',
    applies: (from, event) =>
      (at({ ready: 'moving' }, MOVE.done)(from, event) && answer(event)?.ok === false && !refused(event)) ||
      at({ ready: 'moving' }, MOVE.error)(from, event),
    holds: (from, _, to, world) => {
      expect(view(to)).toMatchObject({ status: 'ready', busy: false, confirmCancel: null });
      expect(shown(to)).toEqual(shown(from));
      expect(world).toEqual({ ...nothing(), toasts: [toast('error', 'Something went wrong')] });
    },
  },
  {
    title: "order list: 'Mark refunded' on an order owed back asks for eSewa's refund reference; on any other, nothing",
    applies: at({ ready: 'idle' }, 'order.refund'),
    holds: (from, event, to, world) => {
      const owed = shown(from).find((shownOrder) => shownOrder.id === event.id && shownOrder.refund?.status === 'due');
      if (owed) expect(view(to)).toMatchObject({ recordRefund: { order: owed, recording: false }, busy: false });
      else expect({ value: to.value, context: to.context }).toEqual({ value: from.value, context: from.context });
      quiet(world);
    },
  },
  {
    title: 'order list: a reference records the refund (POST /orders/{id}/refund/); none keeps the question; cancel closes it',
    applies: (from, event) =>
      from.matches({ ready: 'refunding' }) && ['order.refund.confirm', 'order.refund.cancel'].includes(event.type),
    holds: (from, event, to, world) => {
      const id = contextOf(from).refund!.id;
      if (event.type === 'order.refund.cancel') {
        expect(view(to)).toMatchObject({ recordRefund: null, busy: false });
        expect(shown(to)).toEqual(shown(from));
        return quiet(world);
      }
      if ((event.reference as string).trim() === '') {
        expect({ value: to.value, context: to.context }).toEqual({ value: from.value, context: from.context });
        return quiet(world);
      }
      expect(view(to)).toMatchObject({ recordRefund: { recording: true }, busy: true });
      expect(view(to).rows.find((row) => row.order.id === id)?.moving).toBe(true);
      expect(world).toEqual({ ...nothing(), refunds: [{ id, reference: event.reference as string }] });
    },
  },
  {
    title: "order list: a recorded refund says 'Refund recorded.' and shows the order refunded, with the counts again",
    applies: (from, event) => at({ ready: 'recording' }, RECORD.done)(from, event) && answer(event)?.ok === true,
    holds: (from, _, to, world) => {
      expect(view(to)).toMatchObject({ status: 'ready', recordRefund: null, busy: false });
      const before = shown(from);
      const index = before.findIndex((shownOrder) => shownOrder.id === refundedFive.id);
      expect(shown(to)).toEqual(index < 0 ? before : before.with(index, refundedFive));
      expect(view(to).rows.find((row) => row.order.id === refundedFive.id)?.refundable).toBe(false);
      expect(world).toEqual({ ...nothing(), countRefreshes: 1, toasts: [toast('success', ORDER_STATUS_MESSAGES.refunded)] });
    },
  },
  {
    title: "order list: a refused refund warns in the server's words and loads the list as it now is",
    applies: (from, event) => at({ ready: 'recording' }, RECORD.done)(from, event) && answer(event)?.ok === false,
    holds: (from, _, to, world) => {
      const { filter, page } = contextOf(from);
      expect(view(to)).toMatchObject({ status: 'loading', recordRefund: null, busy: false });
      expect(world).toEqual({ ...reload(filter, page), toasts: [toast('warning', ALREADY_RECORDED)] });
    },
  },
  {
    title: 'order list: a refund that could not be sent is an error toast; the list stays as it was',
    applies: at({ ready: 'recording' }, RECORD.error),
    holds: (from, _, to, world) => {
      expect(view(to)).toMatchObject({ status: 'ready', recordRefund: null, busy: false });
      expect(shown(to)).toEqual(shown(from));
      expect(world).toEqual({ ...nothing(), toasts: [toast('error', 'Something went wrong')] });
    },
  },
];

describe('adminOrdersMachine, every edge of its graph replayed into a real actor', () => {
  it('claims each edge with exactly one spec rule', () => {
    expect(unclaimedOrContested(edges, rules)).toEqual([]);
  });

  it.each(rules.map((rule) => [rule.title, rule] as const))('%s', async (_, rule) => {
    await checkRule(edges, rule, harness);
  });
});

describe('the order list at start', () => {
  it('opens on every paid order (All paid), asking for its first page and the counts', () => {
    const real = harness();
    expect(DEFAULT_ORDER_FILTER).toBe('all');
    expect(view(real.snapshot())).toMatchObject({ status: 'loading', filter: 'all', paging: { page: 1 } });
    expect(real.take()).toEqual(reload('all', 1));
    real.stop();
  });

  it('highlights the orders paid while the admin was on another screen, as well as those arriving now', () => {
    const snapshot: Snapshot = {
      context: {
        filter: 'all',
        page: 1,
        orders: [order(3, 'paid', 12), order(2, 'paid', 11), order(1, 'preparing', 10)],
        count: 3,
        fresh: [3],
        move: null,
        refund: null,
      },
      matches: () => false,
    };
    expect(selectAdminOrders(snapshot, null, [2]).rows.map((row) => [row.order.id, row.fresh])).toEqual([
      [3, true],
      [2, true],
      [1, false],
    ]);
    expect(selectAdminOrders(snapshot, null).rows.map((row) => row.fresh)).toEqual([true, false, false]);
  });

  it('shows a tab for every paid order, each kitchen status, refunds due and unpaid, with counts once they have arrived', () => {
    const counts: OrderCounts = {
      by_status: { pending_payment: 2, paid: 1, preparing: 4, ready: 0, completed: 3, cancelled: 1, payment_failed: 0, expired: 0 },
      kitchen_queue: 5,
      kitchen: 9,
      unpaid: 2,
      refund_due: 1,
    };
    const snapshot: Snapshot = {
      context: { filter: 'all', page: 1, orders: [], count: 0, fresh: [], move: null, refund: null },
      matches: () => false,
    };
    expect(selectAdminOrders(snapshot, null).tabs.every((tab) => tab.count === null)).toBe(true);
    const tabs = selectAdminOrders(snapshot, counts).tabs;
    expect(tabs.map((tab) => tab.filter)).toEqual(ORDER_FILTERS);
    expect(tabs.map((tab) => [tab.label, tab.count])).toEqual([
      ['All paid', 9],
      ['Paid', 1],
      ['Preparing', 4],
      ['Ready', 0],
      ['Completed', 3],
      ['Cancelled', 1],
      ['Refunds due', 1],
      ['Unpaid', 2],
    ]);
  });
});

describe('mergeOrder (a live order onto the page on screen)', () => {
  const base: AdminOrdersContext = { filter: 'paid', page: 1, orders: [], count: 0, fresh: [], move: null, refund: null };
  const many = Array.from({ length: ORDER_PAGE_SIZE }, (_, index) => order(10 + index, 'paid', 9 - index * 0.1));

  it('keeps a full page at 8: the newest goes on top, the oldest moves to the next page', () => {
    const { orders, fresh } = mergeOrder({ ...base, orders: many }, newlyPaid);
    expect(orders).toEqual([newlyPaid, ...many.slice(0, -1)]);
    expect(fresh).toEqual([newlyPaid.id]);
  });

  it('leaves a full page alone for an order older than all of it', () => {
    const old = order(99, 'paid', 1);
    expect(mergeOrder({ ...base, orders: many }, old).orders).toEqual(many);
  });

  it('puts an order where it sorts, newest first', () => {
    const between = order(5, 'paid', 9);
    const { orders } = mergeOrder({ ...base, filter: 'all', orders: [paidOne, readyThree] }, between);
    expect(orders).toEqual([paidOne, between, readyThree]);
  });

  it('does not highlight an order that arrives by another status change', () => {
    const { orders, fresh } = mergeOrder({ ...base, filter: 'preparing', orders: [preparingTwo] }, oneMovedOn);
    expect(orders).toEqual([oneMovedOn, preparingTwo]);
    expect(fresh).toEqual([]);
  });
});

const tabCounts: OrderCounts = {
  by_status: { pending_payment: 0, paid: 3, preparing: 1, ready: 0, completed: 0, cancelled: 0, payment_failed: 0, expired: 0 },
  kitchen_queue: 4,
  kitchen: 4,
  unpaid: 0,
  refund_due: 0,
};
const COUNTS_DONE = `xstate.done.actor.${orderCountsMachine.getStateNodeById('orderCounts.loading').invoke[0]!.id}`;
const COUNTS_ERROR = COUNTS_DONE.replace('xstate.done.', 'xstate.error.');
const countEdges = edgesOf(orderCountsMachine, {
  events: (state) => [
    { type: 'counts.refresh' },
    ...(state.matches('loading')
      ? [
          { type: COUNTS_DONE, output: ok(tabCounts) },
          { type: COUNTS_DONE, output: failure('Something went wrong', 500) },
          { type: COUNTS_ERROR, error: new Error('threw') },
        ]
      : []),
  ],
});

function countsHarness(): Harness<{ loads: number }> {
  let world = { loads: 0 };
  let pending: { resolve: (value: Result<OrderCounts>) => void; reject: (error: unknown) => void } | null = null;
  const actor = createActor(
    orderCountsMachine.provide({
      actors: {
        loadCounts: fromPromise<Result<OrderCounts>>(() => {
          world.loads += 1;
          return new Promise((resolve, reject) => (pending = { resolve, reject }));
        }),
      },
    }),
  ).start();
  return {
    snapshot: () => actor.getSnapshot(),
    async perform(event) {
      if (event.type === 'counts.refresh') return actor.send({ type: 'counts.refresh' });
      if (!pending) throw new Error(`${event.type} with nothing in flight`);
      if (event.type === COUNTS_DONE) pending.resolve(event.output as Result<OrderCounts>);
      else pending.reject(event.error);
      await settle();
    },
    take: () => {
      const seen = world;
      world = { loads: 0 };
      return seen;
    },
    stop: () => actor.stop(),
  };
}

const countRules: Rule<{ loads: number }>[] = [
  {
    title: 'tab counts: each refresh asks GET /orders/counts/ again, even while an answer is on its way',
    applies: (_, event) => event.type === 'counts.refresh',
    holds: (from, _, to, world) => {
      expect(to.matches('loading')).toBe(true);
      expect(to.context).toEqual(from.context);
      expect(world).toEqual({ loads: 1 });
    },
  },
  {
    title: 'tab counts: an answer is shown on the tabs',
    applies: (_, event) => event.type === COUNTS_DONE && (event.output as Result<OrderCounts>).ok,
    holds: (_, __, to, world) => {
      expect(to.matches('idle')).toBe(true);
      expect(to.context.counts).toEqual(tabCounts);
      expect(world).toEqual({ loads: 0 });
    },
  },
  {
    title: 'tab counts: a failed read keeps the numbers the tabs had',
    applies: (_, event) =>
      (event.type === COUNTS_DONE && !(event.output as Result<OrderCounts>).ok) || event.type === COUNTS_ERROR,
    holds: (from, _, to, world) => {
      expect(to.matches('idle')).toBe(true);
      expect(to.context).toEqual(from.context);
      expect(world).toEqual({ loads: 0 });
    },
  },
];

describe('orderCountsMachine, every edge of its graph replayed into a real actor', () => {
  it('claims each edge with exactly one rule', () => {
    expect(unclaimedOrContested(countEdges, countRules)).toEqual([]);
  });

  it.each(countRules.map((rule) => [rule.title, rule] as const))('%s', async (_, rule) => {
    await checkRule(countEdges, rule, countsHarness);
  });
});

describe('the tab counts', () => {
  const counts = tabCounts;

  it('asks again when told, dropping the answer still on its way, and keeps the last counts after a failure', async () => {
    const answers: Array<(value: Result<OrderCounts>) => void> = [];
    const actor = createActor(
      orderCountsMachine.provide({
        actors: { loadCounts: fromPromise<Result<OrderCounts>>(() => new Promise((resolve) => answers.push(resolve))) },
      }),
    ).start();
    expect(answers).toHaveLength(0);
    actor.send({ type: 'counts.refresh' });
    actor.send({ type: 'counts.refresh' });
    answers[1]!(ok(counts));
    await settle();
    answers[0]!(ok({ ...counts, kitchen_queue: 99 }));
    await settle();
    expect(actor.getSnapshot().context.counts).toEqual(counts);
    actor.send({ type: 'counts.refresh' });
    answers[2]!(failure('Something went wrong', 500));
    await settle();
    expect(actor.getSnapshot()).toMatchObject({ value: 'idle', context: { counts } });
    actor.stop();
  });
});

describe('liveOrders', () => {
  it('turns each streamed order into orders.live and stops the stream with the actor', () => {
    const heard: EventObject[] = [];
    let push: ((changed: Order) => void) | null = null;
    let stopped = false;
    const listener = createActor(
      adminOrdersMachine.provide({
        actors: {
          watchOrders: liveOrders((onOrder) => {
            push = onOrder;
            return () => void (stopped = true);
          }),
          loadPage: fromPromise(() => new Promise<Result<OrderPage>>(() => {})),
          counts: fromCallback(() => {}) as unknown as typeof orderCountsMachine,
        },
      }),
      {
        inspect: (inspected) => {
          if (inspected.type === '@xstate.event' && inspected.event.type === 'orders.live') heard.push(inspected.event);
        },
      },
    ).start();
    push!(newlyPaid);
    expect(heard).toEqual([{ type: 'orders.live', order: newlyPaid }]);
    listener.stop();
    expect(stopped).toBe(true);
  });
});
