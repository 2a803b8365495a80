import { describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot } from 'xstate';
import type { Order } from '../../contract/order';
import {
  CHIME_REPEAT_MS,
  kitchenAlertMachine,
  newOrderMessage,
  selectUnseen,
  selectWaiting,
  type KitchenAlertContext,
} from './kitchen-alert.machine';
import { text, type Text } from '../shared/text';
import { edgesOf, type GraphEvent, type Rule } from '../shared/testing/graph-replay';
import { replayHarness } from '../shared/testing/replay-harness';
import { sitasOrder } from '../shared/testing/fixtures';
import { itReplaysEveryRule } from '../shared/testing/rules';

const thali = { meal: 1, name: 'Himalayan Veg Thali', unit_price: 810, quantity: 1, line_total: 810 };
const order = (id: number, status: Order['status']) => sitasOrder(id, status, '2026-11-25T06:00:00.000Z', thali);
/** Two orders paid, one moved on in the kitchen, and one placed but not paid yet. */
const news = [order(1, 'paid'), order(2, 'paid'), order(1, 'preparing'), order(3, 'pending_payment')];
const REPEATED = kitchenAlertMachine.getStateNodeById('kitchenAlert.ringing').after[0]!.eventType;

const edges = edgesOf(kitchenAlertMachine, {
  events: (state) => [
    ...news.map((heard) => ({ type: 'kitchen.order', order: heard })),
    { type: 'kitchen.listShown' },
    { type: 'kitchen.listHidden' },
    { type: 'kitchen.visibility', hidden: true },
    { type: 'kitchen.visibility', hidden: false },
    { type: 'kitchen.acknowledge' },
    ...(state.matches('ringing') ? [{ type: REPEATED }] : []),
  ],
});

interface World {
  chimes: number;
  /** Counts the tab's title was given. */
  titles: number[];
  /** System notifications raised (the tab in the background). */
  notices: Text[];
}
const nothing = (): World => ({ chimes: 0, titles: [], notices: [] });

const harness = replayHarness<World>({
  nothing,
  logic: ({ world, stream }) =>
    kitchenAlertMachine.provide({
      actions: {
        chime: () => void (world().chimes += 1),
        showUnseen: (_, count) => void world().titles.push(count),
        notifySystem: (_, message) => void world().notices.push(message),
      },
      actors: { watchOrders: stream },
    }),
  clock: true,
  delays: { [REPEATED]: { ms: CHIME_REPEAT_MS, what: 'the last chime' } },
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
const alertOf = (event: GraphEvent) => {
  const heard = heardOrder(event);
  return { id: heard.id, message: text('New order #{number} · Rs. {total}', { number: heard.number, total: '810.00' }) };
};
/** The alert stays on screen and rings: the order joins the waiting ones; a hidden tab also gets a notification. */
const ringsAndStays = (from: AnyMachineSnapshot, event: GraphEvent, to: AnyMachineSnapshot) => {
  expect(to.matches('ringing')).toBe(true);
  expect(selectWaiting(to as never)).toEqual([...contextOf(from).waiting, alertOf(event)]);
  return contextOf(from).hidden ? [alertOf(event).message] : [];
};

const rules: Rule<World>[] = [
  {
    title: 'kitchen alert: away from the Order List a newly paid order chimes, stays on screen and counts in the title',
    applies: (from, event) => newlyPaid(from, event) && !contextOf(from).listShown,
    holds: (from, event, to, world) => {
      const notices = ringsAndStays(from, event, to);
      const unseen = [...contextOf(from).unseen, heardOrder(event).id];
      expect(contextOf(to).unseen).toEqual(unseen);
      expect(selectUnseen(to as never)).toBe(unseen.length);
      expect(world).toEqual({ chimes: 1, titles: [unseen.length], notices });
    },
  },
  {
    title: 'kitchen alert: on the Order List a newly paid order chimes and stays on screen, with no count in the title',
    applies: (from, event) => newlyPaid(from, event) && contextOf(from).listShown,
    holds: (from, event, to, world) => {
      const notices = ringsAndStays(from, event, to);
      expect(contextOf(to).unseen).toEqual([]);
      expect(world).toEqual({ ...nothing(), chimes: 1, notices });
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
    title: 'kitchen alert: until acknowledged, the chime sounds again every few seconds and the alert stays',
    applies: (_, event) => event.type === REPEATED,
    holds: (from, _, to, world) => {
      expect({ value: to.value, context: to.context }).toEqual({ value: 'ringing', context: from.context });
      expect(world).toEqual({ ...nothing(), chimes: 1 });
    },
  },
  {
    title: 'kitchen alert: acknowledging takes every waiting alert off the screen and the chime stops',
    applies: (_, event) => event.type === 'kitchen.acknowledge',
    holds: (from, _, to, world) => {
      expect({ value: to.value, context: to.context }).toEqual({ value: 'quiet', context: { ...contextOf(from), waiting: [] } });
      expect(world).toEqual(nothing());
    },
  },
  {
    title: 'kitchen alert: the tab going to the background (or back) is remembered, and says nothing itself',
    applies: (_, event) => event.type === 'kitchen.visibility',
    holds: (from, event, to, world) => {
      expect({ value: to.value, context: to.context }).toEqual({
        value: from.value,
        context: { ...contextOf(from), hidden: event.hidden },
      });
      expect(world).toEqual(nothing());
    },
  },
  {
    title: 'kitchen alert: opening the Order List has seen every order: the title count goes, the alert stays',
    applies: (_, event) => event.type === 'kitchen.listShown',
    holds: (from, _, to, world) => {
      expect({ value: to.value, context: to.context }).toEqual({
        value: from.value,
        context: { ...contextOf(from), unseen: [], listShown: true },
      });
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

  it('words the alert with the order number and its total in rupees', () => {
    expect(newOrderMessage({ number: 1042, total: 1041.5 })).toBe('New order #1042 · Rs. 1041.50');
  });
});
