import { describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot } from 'xstate';
import { ORDER_STATUS_MESSAGES, type Order, type OrderStatus } from '../../contract/order';
import {
  kitchenScreenMachine,
  mergeActive,
  selectKitchenScreen,
  type KitchenScreenContext,
} from './kitchen-screen.machine';
import type { NotifyEvent } from '../shared/notify';
import { failure, ok, type Result } from '../shared/result';
import { edgesOf, type GraphEvent, type Rule } from '../shared/testing/graph-replay';
import { answersOf, endings, fakeCall } from '../shared/testing/fake-calls';
import { into, replayHarness } from '../shared/testing/replay-harness';
import { sitasOrder } from '../shared/testing/fixtures';
import { changesNothing, expectUnchanged, itReplaysEveryRule, toast } from '../shared/testing/rules';

const LOAD = answersOf(kitchenScreenMachine, 'kitchenScreen.loading');
const MOVE = answersOf(kitchenScreenMachine, 'kitchenScreen.ready.moving');
const DELAY = answersOf(kitchenScreenMachine, 'kitchenScreen.ready.delaying');
const [LOADED, LOAD_THREW] = LOAD;
const [MOVED, MOVE_THREW] = MOVE;
const [DELAYED, DELAY_THREW] = DELAY;

const momo = { meal: 1, name: 'Chicken Momo', unit_price: 225, quantity: 2, line_total: 450 };
const order = (id: number, status: OrderStatus, minute: number) =>
  sitasOrder(id, status, new Date(Date.UTC(2026, 10, 25, 6, minute)).toISOString(), momo);
const paidOne = order(1, 'paid', 5);
const preparingTwo = order(2, 'preparing', 1);
/** Live: a new order paid, the first one done on another screen, the second one ready. */
const live = [order(3, 'paid', 9), { ...paidOne, status: 'completed' as const }, { ...preparingTwo, status: 'ready' as const }];
const REFUSED = ORDER_STATUS_MESSAGES.illegal('ready', 'preparing');
const NO_READY_TIME = 'Only a pickup order still being made has a ready time.';

const ctx = (snapshot: AnyMachineSnapshot) => snapshot.context as KitchenScreenContext;
const moved = (snapshot: AnyMachineSnapshot): Order => {
  const { move, orders } = ctx(snapshot);
  const found = orders.find((shown) => shown.id === move?.id) ?? paidOne;
  return { ...found, status: move?.to ?? found.status };
};

const asRead = (state: AnyMachineSnapshot) =>
  ctx(state).heard.length === 0 &&
  (ctx(state).orders.length === 0 || ctx(state).orders.map((shown) => `${shown.id}${shown.status}`).join() === '2preparing,1paid');

const edges = edgesOf(kitchenScreenMachine, {
  events: (state) => [
    { type: 'kitchen.retry' },
    // One piece of news on each path, on the list as read (or while reading it): every kind of change is walked
    // without the product of all of them.
    ...(asRead(state) ? live.map((heard) => ({ type: 'kitchen.live', order: heard })) : []),
    ...[paidOne, preparingTwo].flatMap(({ id }) =>
      (['preparing', 'ready', 'completed'] as const).map((to) => ({ type: 'kitchen.move', id, to })),
    ),
    // Moving a ready time on: order 1 is pickup, order 9 is not on the screen.
    ...(asRead(state) ? [{ type: 'kitchen.later', id: 1 }, { type: 'kitchen.later', id: 9 }] : []),
    ...(state.matches('loading')
      ? endings(LOAD, [ok([paidOne, preparingTwo]), failure('Something went wrong', 500)], 'loadActive')
      : []),
    // The server's answer to a delay is the order as it was read (its new ready time aside, which the view test
    // shows): the screen after it is one the walk already knows, so its moves are not walked a second time.
    ...(state.matches({ ready: 'delaying' })
      ? endings(DELAY, [ok(paidOne), failure(NO_READY_TIME, 409)], 'delayOrder')
      : []),
    ...(state.matches({ ready: 'moving' })
      ? endings(MOVE, [ok(moved(state)), failure(REFUSED, 409), failure('Something went wrong', 500)], 'moveOrder')
      : []),
  ],
});

interface World {
  loads: number;
  moves: { id: number; to: OrderStatus }[];
  delays: { id: number; minutes: number }[];
  toasts: NotifyEvent[];
}
const nothing = (): World => ({ loads: 0, moves: [], delays: [], toasts: [] });

const harness = replayHarness<World>({
  nothing,
  logic: ({ world, calls, stream }) =>
    kitchenScreenMachine.provide({
      actors: {
        loadActive: fakeCall<Result<Order[]>>(calls, () => (world().loads += 1)),
        moveOrder: fakeCall<Result<Order>, World['moves'][number]>(calls, (input) => world().moves.push(input)),
        delayOrder: fakeCall<Result<Order>, World['delays'][number]>(calls, (input) => world().delays.push(input)),
        watchOrders: stream,
      },
    }),
  emitted: { notify: into('toasts') },
  news: 'kitchen.live',
});

const unchanged = expectUnchanged;
const answer = (event: GraphEvent) => event.output as Result<Order>;
/** The next step, written out: paid → preparing → ready → completed. */
const NEXT: Partial<Record<OrderStatus, OrderStatus>> = { paid: 'preparing', preparing: 'ready', ready: 'completed' };
const offered = (from: AnyMachineSnapshot, event: GraphEvent) =>
  from.matches({ ready: 'idle' }) && ctx(from).orders.some((shown) => shown.id === event.id && NEXT[shown.status] === event.to);

const rules: Rule<World>[] = [
  {
    title: 'kitchen screen: the food being made arrives oldest first, with changes heard meanwhile on top',
    applies: (from, event) => from.matches('loading') && event.type === LOADED && answer(event).ok,
    holds: (from, event, to, world) => {
      const read = (answer(event) as unknown as { data: Order[] }).data;
      expect(ctx(to).orders).toEqual(ctx(from).heard.reduce(mergeActive, [...read].sort((a, b) => a.created_at.localeCompare(b.created_at))));
      expect(selectKitchenScreen(to as never).status).toBe('ready');
      expect(world).toEqual(nothing());
    },
  },
  {
    title: "kitchen screen: a read that failed says so and offers 'Try again', which reads again",
    applies: (from, event) =>
      (from.matches('loading') && ((event.type === LOADED && !answer(event).ok) || event.type === LOAD_THREW)) ||
      (from.matches('failed') && event.type === 'kitchen.retry'),
    holds: (_, event, to, world) => {
      if (event.type === 'kitchen.retry') {
        expect(to.matches('loading')).toBe(true);
        return expect(world).toEqual({ ...nothing(), loads: 1 });
      }
      expect(selectKitchenScreen(to as never).status).toBe('failed');
      expect(world).toEqual(nothing());
    },
  },
  {
    title: 'kitchen screen: Try again when nothing failed changes nothing',
    applies: (from, event) => event.type === 'kitchen.retry' && !from.matches('failed'),
    holds: changesNothing(nothing),
  },
  {
    title: 'kitchen screen live: a paid order appears, a moved one changes column, a done one leaves; kept while reading',
    applies: (_, event) => event.type === 'kitchen.live',
    holds: (from, event, to, world) => {
      const heard = event.order as Order;
      if (from.matches('ready')) expect(ctx(to).orders).toEqual(mergeActive(ctx(from).orders, heard));
      else if (from.matches('loading')) expect(ctx(to).heard).toContainEqual(heard);
      else unchanged(from, to);
      expect(world).toEqual(nothing());
    },
  },
  {
    title: "kitchen screen: each card's one next step (Start preparing, Mark ready, Complete) is sent; nothing else is",
    applies: (_, event) => event.type === 'kitchen.move',
    holds: (from, event, to, world) => {
      if (!offered(from, event)) {
        unchanged(from, to);
        return expect(world).toEqual(nothing());
      }
      expect(selectKitchenScreen(to as never).busy).toBe(true);
      expect(world).toEqual({ ...nothing(), moves: [{ id: event.id as number, to: event.to as OrderStatus }] });
    },
  },
  {
    title: "kitchen screen: a step done moves the card and says 'Order marked {status}.'",
    applies: (from, event) => from.matches({ ready: 'moving' }) && event.type === MOVED && answer(event).ok,
    holds: (from, event, to, world) => {
      const done = (answer(event) as { data: Order }).data;
      expect(ctx(to).orders).toEqual(mergeActive(ctx(from).orders, done));
      expect(selectKitchenScreen(to as never).busy).toBe(false);
      expect(world).toEqual({ ...nothing(), toasts: [toast('success', ORDER_STATUS_MESSAGES.changed(done.status))] });
    },
  },
  {
    title: "kitchen screen: a step refused (409: another screen was first) warns and reads the kitchen again",
    applies: (from, event) =>
      from.matches({ ready: 'moving' }) && event.type === MOVED && !answer(event).ok && (answer(event) as { status?: number }).status === 409,
    holds: (_, __, to, world) => {
      expect(to.matches('loading')).toBe(true);
      expect(world).toEqual({ ...nothing(), loads: 1, toasts: [toast('warning', REFUSED)] });
    },
  },
  {
    title: 'kitchen screen: a step that failed otherwise is an error toast; the cards stay',
    applies: (from, event) =>
      from.matches({ ready: 'moving' }) &&
      ((event.type === MOVED && !answer(event).ok && (answer(event) as { status?: number }).status !== 409) ||
        event.type === MOVE_THREW),
    holds: (from, _, to, world) => {
      expect(ctx(to).orders).toEqual(ctx(from).orders);
      expect(to.matches({ ready: 'idle' })).toBe(true);
      expect(world).toEqual({ ...nothing(), toasts: [toast('error', 'Something went wrong')] });
    },
  },
  {
    title: "kitchen screen: '+5 min' moves a shown pickup order's ready time on; nothing else sends anything",
    applies: (_, event) => event.type === 'kitchen.later',
    holds: (from, event, to, world) => {
      const shown = ctx(from).orders.some((each) => each.id === event.id && each.fulfilment.type === 'pickup');
      if (!from.matches({ ready: 'idle' }) || !shown) {
        unchanged(from, to);
        return expect(world).toEqual(nothing());
      }
      expect(selectKitchenScreen(to as never).busy).toBe(true);
      expect(world).toEqual({ ...nothing(), delays: [{ id: event.id as number, minutes: 5 }] });
    },
  },
  {
    title: "kitchen screen: a ready time moved shows on its card and says 'Ready time moved 5 minutes later.'",
    applies: (from, event) => from.matches({ ready: 'delaying' }) && event.type === DELAYED && answer(event).ok,
    holds: (from, event, to, world) => {
      expect(ctx(to).orders).toEqual(mergeActive(ctx(from).orders, (answer(event) as { data: Order }).data));
      expect(selectKitchenScreen(to as never).busy).toBe(false);
      expect(world).toEqual({ ...nothing(), toasts: [toast('success', 'Ready time moved 5 minutes later.')] });
    },
  },
  {
    title: "kitchen screen: a ready time not moved says the server's words; the cards stay",
    applies: (from, event) =>
      from.matches({ ready: 'delaying' }) && ((event.type === DELAYED && !answer(event).ok) || event.type === DELAY_THREW),
    holds: (from, event, to, world) => {
      expect(ctx(to).orders).toEqual(ctx(from).orders);
      expect(to.matches({ ready: 'idle' })).toBe(true);
      const message = event.type === DELAY_THREW ? 'Something went wrong' : NO_READY_TIME;
      expect(world).toEqual({ ...nothing(), toasts: [toast('error', message)] });
    },
  },
];

describe('kitchenScreenMachine, every edge of its graph replayed into a real actor', () => {
  itReplaysEveryRule(edges, rules, harness);
});

describe('the kitchen screen view', () => {
  it('puts each order in its column, oldest first, with its next step', () => {
    const snapshot = {
      context: { orders: [preparingTwo, paidOne, order(4, 'paid', 7)], heard: [], move: null, delay: null },
      matches: () => false,
    };
    const view = selectKitchenScreen(snapshot as never);
    expect(view.columns.map((column) => [column.label, column.cards.map((card) => card.order.id)])).toEqual([
      ['Paid', [1, 4]],
      ['Preparing', [2]],
      ['Ready', []],
    ]);
    expect(view.columns[0]!.cards[0]!.next).toEqual({ to: 'preparing', label: 'Start preparing' });
    expect(view.columns[1]!.cards[0]!.next).toEqual({ to: 'ready', label: 'Mark ready' });
  });
});

describe('mergeActive: the kitchen works in the order orders are due', () => {
  it('places an order for later today (docs/rules/orders.md#later-today) at its time, not when it was paid', () => {
    const at = (hour: number, minute: number) => new Date(Date.UTC(2026, 10, 25, hour, minute)).toISOString();
    const later = { ...order(7, 'paid', 2), scheduled_for: at(7, 0) };
    const soon = order(8, 'paid', 30);
    expect([later, soon].reduce(mergeActive, [] as Order[]).map((each) => each.id)).toEqual([8, 7]);
    // An order that came in after that time comes after it.
    const after = { ...order(9, 'paid', 0), created_at: at(7, 5) };
    expect(mergeActive([soon, later], after).map((each) => each.id)).toEqual([8, 7, 9]);
  });
});
