import { describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot } from 'xstate';
import type { Order } from '../../contract/order';
import { kitchenAlertMachine, newOrderMessage, selectUnseen, type KitchenAlertContext } from './kitchen-alert.machine';
import type { NotifyEvent } from '../shared/notify';
import { text } from '../shared/text';
import { edgesOf, type GraphEvent, type Rule } from '../shared/testing/graph-replay';
import { into, replayHarness } from '../shared/testing/replay-harness';
import { sitasOrder } from '../shared/testing/fixtures';
import { itReplaysEveryRule } from '../shared/testing/rules';

const thali = { meal: 1, name: 'Himalayan Veg Thali', unit_price: 810, quantity: 1, line_total: 810 };
const order = (id: number, status: Order['status']) => sitasOrder(id, status, '2026-11-25T06:00:00.000Z', thali);
/** Two orders paid, one moved on in the kitchen, and one placed but not paid yet. */
const news = [order(1, 'paid'), order(2, 'paid'), order(1, 'preparing'), order(3, 'pending_payment')];

const edges = edgesOf(kitchenAlertMachine, {
  events: () => [
    ...news.map((heard) => ({ type: 'kitchen.order', order: heard })),
    { type: 'kitchen.listShown' },
    { type: 'kitchen.listHidden' },
  ],
});

interface World {
  chimes: number;
  toasts: NotifyEvent[];
  /** Counts the tab's title was given. */
  titles: number[];
}
const nothing = (): World => ({ chimes: 0, toasts: [], titles: [] });

const harness = replayHarness<World>({
  nothing,
  logic: ({ world, stream }) =>
    kitchenAlertMachine.provide({
      actions: {
        chime: () => void (world().chimes += 1),
        showUnseen: (_, count) => void world().titles.push(count),
      },
      actors: { watchOrders: stream },
    }),
  emitted: { notify: into('toasts') },
  play(event, running) {
    // News comes the way the app gets it: through the stream actor.
    if (event.type !== 'kitchen.order') return false;
    running.news(event);
    return true;
  },
});

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as KitchenAlertContext;
const heardOrder = (event: GraphEvent) => event.order as Order;
/** Paid, and not announced before: the only news worth a sound. */
const newlyPaid = (from: AnyMachineSnapshot, event: GraphEvent) =>
  event.type === 'kitchen.order' &&
  heardOrder(event).status === 'paid' &&
  !contextOf(from).announced.includes(heardOrder(event).id);

const rules: Rule<World>[] = [
  {
    title: "kitchen alert: away from the Order List a newly paid order chimes, toasts 'New order #N · Rs. X' and counts in the title",
    applies: (from, event) => newlyPaid(from, event) && !contextOf(from).listShown,
    holds: (from, event, to, world) => {
      const unseen = [...contextOf(from).unseen, heardOrder(event).id];
      expect(contextOf(to).unseen).toEqual(unseen);
      expect(selectUnseen(to as never)).toBe(unseen.length);
      expect(world).toEqual({
        chimes: 1,
        toasts: [
          {
            type: 'notify',
            level: 'info',
            message: text('New order #{number} · Rs. {total}', { number: heardOrder(event).number, total: '810.00' }),
          },
        ],
        titles: [unseen.length],
      });
    },
  },
  {
    title: 'kitchen alert: on the Order List a newly paid order only chimes (the list shows it highlighted)',
    applies: (from, event) => newlyPaid(from, event) && contextOf(from).listShown,
    holds: (from, _, to, world) => {
      expect(contextOf(to).unseen).toEqual([]);
      expect(contextOf(to).listShown).toBe(true);
      expect(world).toEqual({ ...nothing(), chimes: 1 });
    },
  },
  {
    title: 'kitchen alert: an order moved on, not yet paid, or announced before says nothing',
    applies: (from, event) => event.type === 'kitchen.order' && !newlyPaid(from, event),
    holds: (from, _, to, world) => {
      expect({ value: to.value, context: to.context }).toEqual({ value: from.value, context: from.context });
      expect(world).toEqual(nothing());
    },
  },
  {
    title: 'kitchen alert: opening the Order List has seen every order: the title count goes',
    applies: (_, event) => event.type === 'kitchen.listShown',
    holds: (from, _, to, world) => {
      expect(contextOf(to)).toEqual({ ...contextOf(from), unseen: [], listShown: true });
      expect(world).toEqual({ ...nothing(), titles: [0] });
    },
  },
  {
    title: 'kitchen alert: leaving the Order List changes nothing else',
    applies: (_, event) => event.type === 'kitchen.listHidden',
    holds: (from, _, to, world) => {
      expect(contextOf(to)).toEqual({ ...contextOf(from), listShown: false });
      expect(world).toEqual(nothing());
    },
  },
];

describe('kitchenAlertMachine, every edge of its graph replayed into a real actor', () => {
  itReplaysEveryRule(edges, rules, harness);

  it('words the toast with the order number and its total in rupees', () => {
    expect(newOrderMessage({ number: 1042, total: 1041.5 })).toBe('New order #1042 · Rs. 1041.50');
  });
});
