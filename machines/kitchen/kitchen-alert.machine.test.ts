import { describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot } from 'xstate';
import type { Order } from '../../contract/order';
import {
  ACKNOWLEDGE_OFFLINE,
  CHIME_REPEAT_MS,
  kitchenAlertMachine,
  newOrderMessage,
  NOTE_SHOWN_MS,
  selectAlertNotes,
  selectUnseen,
  selectWaiting,
  type KitchenAlertContext,
} from './kitchen-alert.machine';
import { text, type Text } from '../shared/text';
import { failure, ok, type Result } from '../shared/result';
import { answersOf, endings, fakeCall } from '../shared/testing/fake-calls';
import { edgesOf, type GraphEvent, type Rule } from '../shared/testing/graph-replay';
import { replayHarness } from '../shared/testing/replay-harness';
import { sitasOrder } from '../shared/testing/fixtures';
import { itReplaysEveryRule } from '../shared/testing/rules';

const thali = { meal: 1, name: 'Himalayan Veg Thali', unit_price: 810, quantity: 1, line_total: 810 };
const order = (id: number, status: Order['status'], acknowledged: string | null = null): Order => ({
  ...sitasOrder(id, status, '2026-11-25T06:00:00.000Z', thali),
  kitchen_acknowledged_at: acknowledged,
  kitchen_acknowledged_by: acknowledged && 'Hari Cook',
});
const AT = '2026-11-25T06:01:00.000Z';
/** Two orders paid, one moved on in the kitchen, and order 1 acknowledged on a tablet (this one or another). */
const news = [order(1, 'paid'), order(2, 'paid'), order(1, 'preparing'), order(1, 'paid', AT)];
const REPEATED = kitchenAlertMachine.getStateNodeById('kitchenAlert.ringing.waiting').after[0]!.eventType;
const NOTE_GONE = kitchenAlertMachine.getStateNodeById('kitchenAlert.quiet').after[0]!.eventType;
const LOAD = answersOf(kitchenAlertMachine, 'kitchenAlert', 1);
const SEND = answersOf(kitchenAlertMachine, 'kitchenAlert.ringing.sending');
/** The kitchen's list as the screen opened: order 2 paid and waiting, order 3 paid and acknowledged already. */
const LOADED = ok([order(2, 'paid'), order(3, 'paid', AT)]);
const REFUSED = 'Order #1041 is not paid yet: only a paid order is acknowledged.';

/**
 * Two walks, each small enough to replay whole: the alert as a tab sees it (the list on screen or not, the tab hidden
 * or not, the list loaded or not), and the acknowledgement (pressed, answered, heard from another tablet).
 */
const alertEdges = edgesOf(kitchenAlertMachine, {
  events: (state) => [
    ...news.slice(0, 3).map((heard) => ({ type: 'kitchen.order', order: heard })),
    { type: 'kitchen.listShown' },
    { type: 'kitchen.listHidden' },
    { type: 'kitchen.visibility', hidden: true },
    { type: 'kitchen.visibility', hidden: false },
    ...((state.context as KitchenAlertContext).loaded ? [] : endings(LOAD, [LOADED], 'loadWaiting')),
    ...(state.matches({ ringing: 'waiting' }) ? [{ type: REPEATED }] : []),
  ],
});
const acknowledgeEdges = edgesOf(kitchenAlertMachine, {
  events: (state) => {
    const context = state.context as KitchenAlertContext;
    return [
      ...[news[0], news[1], news[3]].map((heard) => ({ type: 'kitchen.order', order: heard })),
      ...(context.loaded ? [] : endings(LOAD, [LOADED, failure('Something went wrong', 500)], 'loadWaiting')),
      ...(state.matches('ringing') ? [{ type: 'kitchen.acknowledge' }] : []),
      ...(state.matches({ ringing: 'waiting' }) ? [{ type: REPEATED }] : []),
      ...(state.matches({ ringing: 'sending' }) ? endings(SEND, [ok([]), failure(REFUSED, 409)], 'acknowledgeOrders') : []),
      ...(context.elsewhere.length > 0 ? [{ type: 'kitchen.dismissNote' }] : []),
      ...(context.elsewhere.length > 0 && state.matches('quiet') ? [{ type: NOTE_GONE }] : []),
    ];
  },
});

interface World {
  chimes: number;
  /** Counts the tab's title was given. */
  titles: number[];
  /** System notifications raised (the tab in the background). */
  notices: Text[];
  /** The presses sent to the server, by the orders they name. */
  sent: number[][];
}
const nothing = (): World => ({ chimes: 0, titles: [], notices: [], sent: [] });

const harness = replayHarness<World>({
  nothing,
  logic: ({ world, stream, calls }) =>
    kitchenAlertMachine.provide({
      actions: {
        chime: () => void (world().chimes += 1),
        showUnseen: (_, count) => void world().titles.push(count),
        notifySystem: (_, message) => void world().notices.push(message),
      },
      actors: {
        watchOrders: stream,
        loadWaiting: fakeCall<Result<Order[]>>(calls),
        acknowledgeOrders: fakeCall<Result<Order[]>, { orders: number[] }>(calls, (input) =>
          world().sent.push(input.orders),
        ),
      },
    }),
  clock: true,
  delays: {
    [REPEATED]: { ms: CHIME_REPEAT_MS, what: 'the last chime' },
    [NOTE_GONE]: { ms: NOTE_SHOWN_MS, what: 'the last tablet stopped ringing' },
  },
  news: 'kitchen.order',
});

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as KitchenAlertContext;
/** The machine stayed where it was, its context changed by `change` alone. */
const stays = (from: AnyMachineSnapshot, to: AnyMachineSnapshot, change: Partial<Record<keyof KitchenAlertContext, unknown>>) =>
  expect({ value: to.value, context: to.context }).toEqual({ value: from.value, context: { ...contextOf(from), ...change } });
const heardOrder = (event: GraphEvent) => event.order as Order;
const isOrder = (event: GraphEvent) => event.type === 'kitchen.order';
const acknowledged = (event: GraphEvent) => isOrder(event) && heardOrder(event).kitchen_acknowledged_at != null;
/** Paid, nobody acknowledged it, and not announced before: the only news worth a sound. */
const newlyPaid = (from: AnyMachineSnapshot, event: GraphEvent) =>
  isOrder(event) &&
  heardOrder(event).status === 'paid' &&
  !acknowledged(event) &&
  !contextOf(from).announced.includes(heardOrder(event).id);
const isWaiting = (from: AnyMachineSnapshot, id: number) => contextOf(from).waiting.some((alert) => alert.id === id);
const alertOf = (heard: Order) => ({
  id: heard.id,
  message: text('New order #{number} · Rs. {total}', { number: heard.number, total: '810.00' }),
});
/** The alert stays on screen and rings: the order joins the waiting ones; a hidden tab also gets a notification. */
const ringsAndStays = (from: AnyMachineSnapshot, event: GraphEvent, to: AnyMachineSnapshot) => {
  expect(to.matches(from.matches('ringing') ? from.value : { ringing: 'waiting' })).toBe(true);
  expect(selectWaiting(to as never)).toEqual([...contextOf(from).waiting, alertOf(heardOrder(event))]);
  return contextOf(from).hidden ? [alertOf(heardOrder(event)).message] : [];
};
const loadedOk = (event: GraphEvent) => event.type === LOAD[0] && (event.output as Result<Order[]>).ok;
/** The list as it loaded names order 2 waiting, and order 2 did not ring here yet. */
const loadedNews = (from: AnyMachineSnapshot, event: GraphEvent) => loadedOk(event) && !contextOf(from).announced.includes(2);

const rules: Rule<World>[] = [
  {
    title: 'kitchen alert: away from the Order List a newly paid order chimes, stays on screen and counts in the title',
    applies: (from, event) => newlyPaid(from, event) && !contextOf(from).listShown,
    holds: (from, event, to, world) => {
      const notices = ringsAndStays(from, event, to);
      const unseen = [...contextOf(from).unseen, heardOrder(event).id];
      expect(contextOf(to).unseen).toEqual(unseen);
      expect(selectUnseen(to as never)).toBe(unseen.length);
      expect(world).toEqual({ ...nothing(), chimes: 1, titles: [unseen.length], notices });
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
    title: 'kitchen alert: an order moved on, or announced before, says nothing',
    applies: (from, event) =>
      isOrder(event) &&
      !newlyPaid(from, event) &&
      (!acknowledged(event) || contextOf(from).announced.includes(heardOrder(event).id)) &&
      !(acknowledged(event) && isWaiting(from, heardOrder(event).id)),
    holds: (from, _, to, world) => {
      expect({ value: to.value, context: to.context }).toEqual({ value: from.value, context: from.context });
      expect(world).toEqual(nothing());
    },
  },
  {
    title: 'kitchen alert: an order heard acknowledged before it rang here is remembered, so it never rings here',
    applies: (from, event) => acknowledged(event) && !contextOf(from).announced.includes(heardOrder(event).id),
    holds: (from, event, to, world) => {
      stays(from, to, { announced: [...contextOf(from).announced, heardOrder(event).id] });
      expect(world).toEqual(nothing());
    },
  },
  {
    title:
      'kitchen alert: a waiting order acknowledged on another tablet stops ringing here and says so; the last one quiets the screen',
    applies: (from, event) => acknowledged(event) && isWaiting(from, heardOrder(event).id),
    holds: (from, event, to, world) => {
      const heard = heardOrder(event);
      const waiting = contextOf(from).waiting.filter((alert) => alert.id !== heard.id);
      // This tablet's own press, heard on the stream before its answer came: no note about another tablet.
      const own = contextOf(from).sending.includes(heard.id);
      const elsewhere = own ? contextOf(from).elsewhere : [...contextOf(from).elsewhere, heard.number];
      expect({ value: to.value, context: to.context }).toEqual({
        value: waiting.length === 0 ? 'quiet' : from.value,
        context: { ...contextOf(from), waiting, elsewhere, ...(waiting.length === 0 && { sending: [] }) },
      });
      expect(selectAlertNotes(to as never).elsewhere).toEqual(elsewhere);
      expect(world).toEqual(nothing());
    },
  },
  {
    title: 'kitchen alert: until acknowledged, the chime sounds again every few seconds and the alert stays',
    applies: (_, event) => event.type === REPEATED,
    holds: (from, _, to, world) => {
      expect({ value: to.value, context: to.context }).toEqual({ value: { ringing: 'waiting' }, context: from.context });
      expect(world).toEqual({ ...nothing(), chimes: 1 });
    },
  },
  {
    title: 'kitchen alert: acknowledging sends every waiting order to the server; the alert stays until it answers',
    applies: (from, event) => event.type === 'kitchen.acknowledge' && from.matches({ ringing: 'waiting' }),
    holds: (from, _, to, world) => {
      const sending = contextOf(from).waiting.map((alert) => alert.id);
      expect({ value: to.value, context: to.context }).toEqual({
        value: { ringing: 'sending' },
        context: { ...contextOf(from), sending, failure: null, elsewhere: [] },
      });
      expect(selectAlertNotes(to as never)).toEqual({ sending: true, failure: null, elsewhere: [] });
      expect(world).toEqual({ ...nothing(), sent: [sending] });
    },
  },
  {
    title: 'kitchen alert: pressing again while the press is on its way changes nothing',
    applies: (from, event) => event.type === 'kitchen.acknowledge' && from.matches({ ringing: 'sending' }),
    holds: (from, _, to, world) => {
      expect({ value: to.value, context: to.context }).toEqual({ value: from.value, context: from.context });
      expect(world).toEqual(nothing());
    },
  },
  {
    title: 'kitchen alert: the server kept the press: those alerts go and the chime stops, orders paid meanwhile ring on',
    applies: (_, event) => event.type === SEND[0] && (event.output as Result<Order[]>).ok,
    holds: (from, _, to, world) => {
      const waiting = contextOf(from).waiting.filter((alert) => !contextOf(from).sending.includes(alert.id));
      expect({ value: to.value, context: to.context }).toEqual({
        value: waiting.length === 0 ? 'quiet' : { ringing: 'waiting' },
        context: { ...contextOf(from), waiting, sending: [], failure: null },
      });
      expect(world).toEqual(nothing());
    },
  },
  {
    title: 'kitchen alert: a press the server refused or never heard leaves every alert ringing and says why',
    applies: (_, event) => (event.type === SEND[0] && !(event.output as Result<Order[]>).ok) || event.type === SEND[1],
    holds: (from, event, to, world) => {
      const why = event.type === SEND[1] ? ACKNOWLEDGE_OFFLINE : REFUSED;
      expect({ value: to.value, context: to.context }).toEqual({
        value: { ringing: 'waiting' },
        context: { ...contextOf(from), sending: [], failure: why },
      });
      expect(selectAlertNotes(to as never)).toEqual({ sending: false, failure: why, elsewhere: contextOf(from).elsewhere });
      expect(world).toEqual(nothing());
    },
  },
  {
    title: 'kitchen alert: as the screen opens, the paid orders nobody acknowledged ring, as if just paid',
    applies: (from, event) => loadedNews(from, event),
    holds: (from, _, to, world) => {
      const was = contextOf(from);
      const unseen = was.listShown ? was.unseen : [...was.unseen, 2];
      expect({ value: to.value, context: to.context }).toEqual({
        value: from.matches('ringing') ? from.value : { ringing: 'waiting' },
        context: {
          ...was,
          loaded: true,
          announced: [...was.announced, 2],
          waiting: [...was.waiting, alertOf(order(2, 'paid'))],
          unseen,
        },
      });
      expect(world).toEqual({
        ...nothing(),
        chimes: 1,
        titles: was.listShown ? [] : [unseen.length],
        notices: was.hidden ? [alertOf(order(2, 'paid')).message] : [],
      });
    },
  },
  {
    title: 'kitchen alert: a list that names nothing new, or did not load, rings for nothing (the stream still does)',
    applies: (from, event) => (loadedOk(event) && !loadedNews(from, event)) || [LOAD[1], `${LOAD[0]}`].includes(event.type) && !loadedOk(event),
    holds: (from, _, to, world) => {
      stays(from, to, { loaded: true });
      expect(world).toEqual(nothing());
    },
  },
  {
    title: 'kitchen alert: the note that another tablet acknowledged goes when dismissed, or a while after the last alert',
    applies: (_, event) => event.type === 'kitchen.dismissNote' || event.type === NOTE_GONE,
    holds: (from, _, to, world) => {
      stays(from, to, { elsewhere: [] });
      expect(world).toEqual(nothing());
    },
  },
  {
    title: 'kitchen alert: the tab going to the background (or back) is remembered, and says nothing itself',
    applies: (_, event) => event.type === 'kitchen.visibility',
    holds: (from, event, to, world) => {
      stays(from, to, { hidden: event.hidden });
      expect(world).toEqual(nothing());
    },
  },
  {
    title: 'kitchen alert: opening the Order List has seen every order: the title count goes, the alert stays',
    applies: (_, event) => event.type === 'kitchen.listShown',
    holds: (from, _, to, world) => {
      stays(from, to, { unseen: [], listShown: true });
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

/** The rules that speak for some edge of a walk, replayed over that walk. */
const claimingIn = (edges: typeof alertEdges) =>
  rules.filter((rule) => edges.some((edge) => rule.applies(edge.from, edge.event)));

describe('kitchenAlertMachine, every edge of its graphs replayed into a real actor', () => {
  describe('the alert as a tab sees it', () => itReplaysEveryRule(alertEdges, claimingIn(alertEdges), harness));
  describe('the acknowledgement', () => itReplaysEveryRule(acknowledgeEdges, claimingIn(acknowledgeEdges), harness));

  it('walks every rule in one graph or the other', () => {
    const walked = new Set([...claimingIn(alertEdges), ...claimingIn(acknowledgeEdges)]);
    expect(rules.filter((rule) => !walked.has(rule)).map((rule) => rule.title)).toEqual([]);
  });

  it('words the alert with the order number and its total in rupees', () => {
    expect(newOrderMessage({ number: 1042, total: 1041.5 })).toBe('New order #1042 · Rs. 1041.50');
  });
});
