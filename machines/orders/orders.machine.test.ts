import { PLAIN_PICKUP } from '../../contract/fulfilment';
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { SOMETHING_WENT_WRONG } from '../../contract/errors';
import { ORDER_MESSAGES, type Checkout, type Order, type OrderPage, type PaymentForm, type ReorderResult } from '../../contract/order';
import type { NavigateEvent } from '../shared/navigate';
import type { NotifyEvent } from '../shared/notify';
import { mergeOrder, ordersMachine, selectOrders, type OrderList, type OrdersEvent } from './orders.machine';
import { failure, ok, type Result } from '../shared/result';
import { checkRule, edgesOf, unclaimedOrContested, type GraphEvent, type Harness, type Rule } from '../shared/testing/graph-replay';

const invocation = ordersMachine.getStateNodeById('orders.list.loading').invoke[0]!.id;
const LOADED = `xstate.done.actor.${invocation}`;
const LOAD_THREW = `xstate.error.actor.${invocation}`;
const paying = ordersMachine.getStateNodeById('orders.action.paying').invoke[0]!.id;
const PAID_AGAIN = `xstate.done.actor.${paying}`;
const PAY_THREW = `xstate.error.actor.${paying}`;
const removing = ordersMachine.getStateNodeById('orders.action.removing').invoke[0]!.id;
const REMOVED = `xstate.done.actor.${removing}`;
const REMOVE_THREW = `xstate.error.actor.${removing}`;
const reordering = ordersMachine.getStateNodeById('orders.action.reordering').invoke[0]!.id;
const REORDERED = `xstate.done.actor.${reordering}`;
const REORDER_THREW = `xstate.error.actor.${reordering}`;
const OWNER = '9811111111';
const reorderAnswer = { added: [{ meal: 3, quantity: 1, already_in_cart: false }], missing: [], cart_count: 4, message: '1 meal added to your cart.' };

const TEXT = { loginRequired: 'please login...' };

const order = (id: number, created_at: string, status: Order['status'] = 'paid'): Order => ({
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
const older: Order = { ...order(1, '2026-11-19T18:30:00Z', 'payment_failed'), pay_until: '2099-01-01T00:00:00Z' };
const newer = order(2, '2026-11-21T12:00:00Z');
/** The kitchen starts on the newer order. */
const moved: Order = { ...newer, status: 'preparing' };
/** An order paid in another tab while this page is open. */
const fresh = order(3, '2026-11-21T12:05:00Z');

const form: PaymentForm = { action: 'https://rc-epay.esewa.com.np/api/epay/main/v2/form', fields: {} as PaymentForm['fields'] };

const firstPage: OrderPage = { count: 2, results: [newer, older] };
const manyPages: OrderPage = { count: 25, results: [newer, older] };
const noOrders: OrderPage = { count: 0, results: [] };

const listed = (snapshot: AnyMachineSnapshot, id: unknown) =>
  (snapshot.context.orders as Order[]).find((shown) => shown.id === id);

/** A page read's answers. */
const loaded: GraphEvent[] = [
  { type: LOADED, output: ok(firstPage) },
  { type: LOADED, output: ok(manyPages) },
  { type: LOADED, output: ok(noOrders) },
  { type: LOADED, output: failure('Something went wrong', 500) },
  { type: LOAD_THREW, error: new Error('listOrders threw') },
];

/** The answers to the action on its way. */
function answersTo(state: AnyMachineSnapshot): GraphEvent[] {
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

function idleEvents(state: AnyMachineSnapshot): GraphEvent[] {
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

const edges = edgesOf(ordersMachine, {
  // The walk stops on the way to eSewa (the page is going) and after a removal (every page read has the unpaid
  // order, so a list without it is one; walking on would repeat the list's whole graph without it). While an
  // action is on its way: its answers, and the list opened and read again under it (enough for their interplay).
  events: (state) =>
    state.matches({ action: 'leaving' }) || (state.context.orders.length > 0 && !listed(state, older.id))
      ? []
      : state.matches({ action: 'idle' })
        ? idleEvents(state)
        : [...answersTo(state), { type: 'orders.open', role: 'customer' }, ...(state.matches({ list: 'loading' }) ? loaded : [])],
});

interface World {
  pages: number[];
  toasts: NotifyEvent[];
  navigations: NavigateEvent[];
  /** The stream: +1 for each start, -1 for each stop. */
  streams: number[];
  /** Orders a new attempt at eSewa was asked for, and removals asked. */
  payAgain: number[];
  removals: number[];
  /** Gateway forms the browser was sent off with. */
  forms: PaymentForm[];
  reorders: { id: number; owner: string }[];
  /** What the navbar badge was told the cart holds. */
  badge: number[];
}
const nothing = (): World => ({
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
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function harness(): Harness<World> {
  let world = nothing();
  let pending: { resolve: (value: Result<OrderPage>) => void; reject: (error: unknown) => void } | null = null;
  let stream: ((order: Order) => void) | null = null;
  type Pending<T> = { resolve: (value: T) => void; reject: (error: unknown) => void } | null;
  let pay: Pending<Result<Checkout>> = null;
  let remove: Pending<Result<Order>> = null;
  let again: Pending<Result<ReorderResult>> = null;
  const answer = async <T>(call: Pending<T>, event: GraphEvent) => {
    if (!call) throw new Error(`${event.type} with nothing in flight`);
    if (event.type.startsWith('xstate.done.')) call.resolve(event.output as T);
    else call.reject(event.error);
    await settle();
  };
  const actor = createActor(
    ordersMachine.provide({
      actions: {
        submitGatewayForm: (_, sent) => void world.forms.push(sent),
        showCount: (_, count) => void world.badge.push(count),
      },
      actors: {
        payAgain: fromPromise<Result<Checkout>, { id: number }>(({ input }) => {
          world.payAgain.push(input.id);
          return new Promise((resolve, reject) => (pay = { resolve, reject }));
        }),
        reorder: fromPromise<Result<ReorderResult>, { id: number; owner: string }>(({ input }) => {
          world.reorders.push(input);
          return new Promise((resolve, reject) => (again = { resolve, reject }));
        }),
        removeOrder: fromPromise<Result<Order>, { id: number }>(({ input }) => {
          world.removals.push(input.id);
          return new Promise((resolve, reject) => (remove = { resolve, reject }));
        }),
        listOrders: fromPromise<Result<OrderPage>, { page: number }>(({ input }) => {
          world.pages.push(input.page);
          return new Promise((resolve, reject) => (pending = { resolve, reject }));
        }),
        watchOrders: fromCallback<EventObject>(({ sendBack }) => {
          world.streams.push(1);
          stream = (order) => sendBack({ type: 'orders.changed', order });
          return () => {
            world.streams.push(-1);
            stream = null;
          };
        }),
      },
    }),
  );
  actor.on('notify', (toast) => world.toasts.push(toast));
  actor.on('navigate', (to) => world.navigations.push(to));
  actor.start();
  return {
    snapshot: () => actor.getSnapshot(),
    async perform(event) {
      if (event.type === PAID_AGAIN || event.type === PAY_THREW) {
        const call = pay;
        pay = null;
        await answer(call, event);
      } else if (event.type === REORDERED || event.type === REORDER_THREW) {
        const call = again;
        again = null;
        await answer(call, event);
      } else if (event.type === REMOVED || event.type === REMOVE_THREW) {
        const call = remove;
        remove = null;
        await answer(call, event);
      } else if (event.type === LOADED || event.type === LOAD_THREW) {
        if (!pending) throw new Error(`${event.type} with no page in flight`);
        if (event.type === LOADED) pending.resolve(event.output as Result<OrderPage>);
        else pending.reject(event.error);
        pending = null;
        await settle();
      } else if (event.type === 'orders.changed') {
        if (!stream) throw new Error('a change heard with no stream running');
        stream(event.order as Order);
      } else {
        actor.send(event as OrdersEvent);
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

const view = (snapshot: AnyMachineSnapshot) => selectOrders(snapshot as unknown as Parameters<typeof selectOrders>[0]);
const live = (snapshot: AnyMachineSnapshot) => snapshot.matches({ live: 'on' });
const listIn = (snapshot: AnyMachineSnapshot, state: string) => snapshot.matches({ list: state });
const pagesOf = (snapshot: AnyMachineSnapshot) => Math.max(1, Math.ceil((snapshot.context.count as number) / 20));
const opens = (role: string) => (_: unknown, event: GraphEvent) => event.type === 'orders.open' && event.role === role;
/** Which way the stream went across the edge: nothing, started, or stopped. */
const streamChange = (from: AnyMachineSnapshot, to: AnyMachineSnapshot) =>
  live(from) === live(to) ? [] : live(to) ? [1] : [-1];

/**
 * What a change does to the page on view, written out for these fixtures (each placed at its own time): a known
 * order is replaced; one placed after all those shown is new, on top of page 1; any other lives on another page.
 */
function merged(list: OrderList, change: Order): OrderList {
  if (list.orders.some(({ id }) => id === change.id)) {
    return { ...list, orders: list.orders.map((shown) => (shown.id === change.id ? change : shown)) };
  }
  const isNew = list.orders.every((shown) => shown.created_at < change.created_at);
  return list.page === 1 && isNew ? { ...list, count: list.count + 1, orders: [change, ...list.orders] } : list;
}
const listOf = (snapshot: AnyMachineSnapshot): OrderList => {
  const { page, count, orders } = view(snapshot);
  return { page, count, orders };
};

const rules: Rule<World>[] = [
  {
    title: "orders: a visitor gets 'please login...' and is sent to '/'; nothing is read or heard",
    applies: opens('visitor'),
    holds: (from, _, to, world) => {
      expect(view(to)).toMatchObject({ status: 'closed', orders: [], count: 0 });
      expect(live(to)).toBe(false);
      expect(world).toEqual({
        ...nothing(),
        toasts: [{ type: 'notify', level: 'warning', message: TEXT.loginRequired }],
        navigations: [{ type: 'navigate', to: '/', replace: true }],
        streams: streamChange(from, to),
      });
    },
  },
  {
    title: "orders: an admin has none of their own and is sent to the kitchen's Order List",
    applies: opens('admin'),
    holds: (from, _, to, world) => {
      expect(view(to)).toMatchObject({ status: 'closed', orders: [], count: 0 });
      expect(live(to)).toBe(false);
      expect(world).toEqual({
        ...nothing(),
        navigations: [{ type: 'navigate', to: '/route/admin/orders', replace: true }],
        streams: streamChange(from, to),
      });
    },
  },
  {
    title: "orders: a customer's first page is read (GET /orders/, newest first) and, while on view, the stream runs",
    applies: opens('customer'),
    holds: (from, _, to, world) => {
      expect(view(to)).toMatchObject({ status: 'loading', page: 1, orders: [], count: 0 });
      expect(live(to)).toBe(to.context.shown);
      expect(world).toEqual({ ...nothing(), pages: [1], streams: streamChange(from, to) });
    },
  },
  {
    title: "orders: the live stream runs exactly while a customer's list is on view",
    applies: (_, event) => event.type === 'orders.show' || event.type === 'orders.hide',
    holds: (from, event, to, world) => {
      expect(to.context.shown).toBe(event.type === 'orders.show');
      expect(live(to)).toBe(to.context.shown && to.context.role === 'customer');
      expect(listOf(to)).toEqual(listOf(from));
      expect(world).toEqual({ ...nothing(), streams: streamChange(from, to) });
    },
  },
  {
    title: 'orders: a page read shows its orders and the total count, with changes heard meanwhile on top',
    applies: (_, event) => event.type === LOADED && (event.output as Result<OrderPage>).ok,
    holds: (from, event, to, world) => {
      const answer = (event.output as Result<OrderPage> & { ok: true }).data;
      const expected = (from.context.heard as Order[]).reduce(merged, {
        page: from.context.page as number,
        count: answer.count,
        orders: answer.results,
      });
      expect(view(to)).toMatchObject({ status: 'ready', ...expected });
      expect(world).toEqual(nothing());
    },
  },
  {
    title: "orders: a page that could not be read says 'Error loading your orders.' and offers to try again",
    applies: (_, event) =>
      (event.type === LOADED && !(event.output as Result<OrderPage>).ok) || event.type === LOAD_THREW,
    holds: (_, __, to, world) => {
      expect(view(to).status).toBe('failed');
      expect(world).toEqual(nothing());
    },
  },
  {
    title: "orders: 'Try again' reads the same page again",
    applies: (from, event) => event.type === 'orders.retry' && listIn(from, 'failed'),
    holds: (from, _, to, world) => {
      expect(view(to)).toMatchObject({ status: 'loading', page: from.context.page });
      expect(world).toEqual({ ...nothing(), pages: [from.context.page as number] });
    },
  },
  {
    title: 'orders: another page of the list is read when chosen',
    applies: (from, event) =>
      event.type === 'orders.page' &&
      listIn(from, 'ready') &&
      event.page !== from.context.page &&
      (event.page as number) <= pagesOf(from),
    holds: (_, event, to, world) => {
      expect(view(to)).toMatchObject({ status: 'loading', page: event.page });
      expect(world).toEqual({ ...nothing(), pages: [event.page as number] });
    },
  },
  {
    title: 'orders: trying again or turning the page when that is not on offer changes nothing',
    applies: (from, event) =>
      (event.type === 'orders.retry' && !listIn(from, 'failed')) ||
      (event.type === 'orders.page' &&
        !(
          listIn(from, 'ready') &&
          event.page !== from.context.page &&
          (event.page as number) <= pagesOf(from)
        )),
    holds: (from, _, to, world) => {
      expect({ value: to.value, context: to.context }).toEqual({ value: from.value, context: from.context });
      expect(world).toEqual(nothing());
    },
  },
  {
    title: 'orders: a change heard live updates its order where it stands, and a new order goes on top of page 1',
    applies: (from, event) => event.type === 'orders.changed' && listIn(from, 'ready'),
    holds: (from, event, to, world) => {
      expect(listOf(to)).toEqual(merged(listOf(from), event.order as Order));
      expect(world).toEqual(nothing());
    },
  },
  {
    title: 'orders: a change heard while a page is on its way is kept for it',
    applies: (from, event) => event.type === 'orders.changed' && listIn(from, 'loading'),
    holds: (from, event, to, world) => {
      expect(listOf(to)).toEqual(listOf(from));
      expect(to.context.heard).toContainEqual(event.order);
      expect(world).toEqual(nothing());
    },
  },
  {
    title: 'orders: with no list on show, a change heard is left for the next read',
    applies: (from, event) => event.type === 'orders.changed' && !listIn(from, 'ready') && !listIn(from, 'loading'),
    holds: (from, _, to, world) => {
      expect({ value: to.value, context: to.context }).toEqual({ value: from.value, context: from.context });
      expect(world).toEqual(nothing());
    },
  },
];

const actionIn = (snapshot: AnyMachineSnapshot, state: string) => snapshot.matches({ action: state });
const offered = (from: AnyMachineSnapshot, event: GraphEvent) => {
  if (!actionIn(from, 'idle')) return false;
  const target = listed(from, event.id);
  const unpaidOne = target !== undefined && ['pending_payment', 'payment_failed'].includes(target.status);
  if (event.type === 'orders.remove') return unpaidOne;
  if (event.type === 'orders.reorder') return target !== undefined && !unpaidOne;
  return unpaidOne && target.pay_until !== null && Date.parse(target.pay_until) > Date.now();
};
const refusedAnswer = (event: GraphEvent) =>
  (event.type === PAID_AGAIN || event.type === REMOVED) && !(event.output as Result<unknown>).ok;

rules.push(
  {
    title: "orders: 'Pay again' on an unpaid order still in its time to pay asks for a new eSewa attempt; every action waits",
    applies: (from, event) => event.type === 'orders.payAgain' && offered(from, event),
    holds: (from, event, to, world) => {
      expect(actionIn(to, 'paying')).toBe(true);
      expect(view(to).acting).toBe(event.id);
      expect(listOf(to)).toEqual(listOf(from));
      expect(world).toEqual({ ...nothing(), payAgain: [event.id as number] });
    },
  },
  {
    title: "orders: 'Remove' on an order never paid asks the server to remove it; every action waits",
    applies: (from, event) => event.type === 'orders.remove' && offered(from, event),
    holds: (from, event, to, world) => {
      expect(actionIn(to, 'removing')).toBe(true);
      expect(view(to).acting).toBe(event.id);
      expect(listOf(to)).toEqual(listOf(from));
      expect(world).toEqual({ ...nothing(), removals: [event.id as number] });
    },
  },
  {
    title: 'orders: paying again or removing a paid order, ordering an unpaid one again, or while another action is on its way, changes nothing',
    applies: (from, event) =>
      ['orders.payAgain', 'orders.remove', 'orders.reorder'].includes(event.type) && !offered(from, event),
    holds: (from, _, to, world) => {
      expect({ value: to.value, context: to.context }).toEqual({ value: from.value, context: from.context });
      expect(world).toEqual(nothing());
    },
  },
  {
    title: "orders: 'Order again' on a paid order asks the server to put its meals back in the cart; every action waits",
    applies: (from, event) => event.type === 'orders.reorder' && offered(from, event),
    holds: (from, event, to, world) => {
      expect(actionIn(to, 'reordering')).toBe(true);
      expect(view(to).acting).toBe(event.id);
      expect(listOf(to)).toEqual(listOf(from));
      expect(world).toEqual({ ...nothing(), reorders: [{ id: event.id as number, owner: OWNER }] });
    },
  },
  {
    title: "orders: meals back in the cart: the server's words, the badge's new count, and the cart opened",
    applies: (_, event) => event.type === REORDERED && (event.output as Result<ReorderResult>).ok,
    holds: (from, _, to, world) => {
      expect(actionIn(to, 'idle')).toBe(true);
      expect(view(to).acting).toBeNull();
      expect(listOf(to)).toEqual(listOf(from));
      expect(world).toEqual({
        ...nothing(),
        badge: [4],
        toasts: [{ type: 'notify', level: 'success', message: '1 meal added to your cart.' }],
        navigations: [{ type: 'navigate', to: '/cart' }],
      });
    },
  },
  {
    title: "orders: a reorder refused or not sent says why; nothing else changes",
    applies: (_, event) => (event.type === REORDERED && !(event.output as Result<unknown>).ok) || event.type === REORDER_THREW,
    holds: (from, event, to, world) => {
      expect(actionIn(to, 'idle')).toBe(true);
      expect(view(to).acting).toBeNull();
      expect(listOf(to)).toEqual(listOf(from));
      const message = event.type === REORDER_THREW ? SOMETHING_WENT_WRONG : (event.output as { message: string }).message;
      expect(world).toEqual({ ...nothing(), toasts: [{ type: 'notify', level: 'error', message }] });
    },
  },
  {
    title: 'orders: a new attempt sends the browser to eSewa with its signed form; the buttons stay busy until it leaves',
    applies: (_, event) => event.type === PAID_AGAIN && (event.output as Result<Checkout>).ok,
    holds: (from, _, to, world) => {
      expect(actionIn(to, 'leaving')).toBe(true);
      expect(view(to).acting).toBe(from.context.acting);
      expect(listOf(to)).toEqual(listOf(from));
      expect(world).toEqual({ ...nothing(), forms: [form] });
    },
  },
  {
    title: "orders: a removed order leaves the list at once with 'Order removed.'",
    applies: (_, event) => event.type === REMOVED && (event.output as Result<Order>).ok,
    holds: (from, _, to, world) => {
      expect(actionIn(to, 'idle')).toBe(true);
      expect(view(to).acting).toBeNull();
      const before = listOf(from);
      const shown = before.orders.some(({ id }) => id === from.context.acting);
      expect(listOf(to)).toEqual(
        shown
          ? { ...before, count: before.count - 1, orders: before.orders.filter(({ id }) => id !== from.context.acting) }
          : before,
      );
      expect(world).toEqual({ ...nothing(), toasts: [{ type: 'notify', level: 'success', message: ORDER_MESSAGES.removed }] });
    },
  },
  {
    title: "orders: a refused pay-again or remove says the server's reason and reads the list on show again",
    applies: (_, event) => refusedAnswer(event),
    holds: (from, event, to, world) => {
      expect(actionIn(to, 'idle')).toBe(true);
      expect(view(to).acting).toBeNull();
      const { message } = event.output as Result<unknown> & { ok: false };
      const reread = listIn(from, 'ready') ? [from.context.page as number] : [];
      expect(world).toEqual({ ...nothing(), toasts: [{ type: 'notify', level: 'error', message }], pages: reread });
      if (listIn(from, 'ready')) expect(view(to)).toMatchObject({ status: 'loading', page: from.context.page });
      else expect(listOf(to)).toEqual(listOf(from));
    },
  },
  {
    title: "orders: a pay-again or remove that could not be sent says 'Something went wrong' and changes no order",
    applies: (_, event) => event.type === PAY_THREW || event.type === REMOVE_THREW,
    holds: (from, _, to, world) => {
      expect(actionIn(to, 'idle')).toBe(true);
      expect(view(to).acting).toBeNull();
      expect(listOf(to)).toEqual(listOf(from));
      expect(world).toEqual({ ...nothing(), toasts: [{ type: 'notify', level: 'error', message: SOMETHING_WENT_WRONG }] });
    },
  },
);

describe('ordersMachine, every edge of its graph replayed into a real actor', () => {
  it('claims each edge with exactly one spec rule', () => {
    expect(unclaimedOrContested(edges, rules)).toEqual([]);
  });

  it.each(rules.map((rule) => [rule.title, rule] as const))('%s', async (_, rule) => {
    await checkRule(edges, rule, harness);
  });
});

describe('mergeOrder: a live change into the page on view', () => {
  const page1 = (orders: Order[], count = orders.length): OrderList => ({ page: 1, count, orders });

  it('replaces a known order where it stands, the count unchanged', () => {
    expect(mergeOrder(page1([newer, older]), moved)).toEqual(page1([moved, older]));
    expect(mergeOrder(page1([fresh, newer, older]), { ...older, status: 'cancelled' })).toEqual(
      page1([fresh, newer, { ...older, status: 'cancelled' }]),
    );
  });

  it('puts a new order on top of the first page and counts it', () => {
    expect(mergeOrder(page1([newer, older]), fresh)).toEqual(page1([fresh, newer, older], 3));
    expect(mergeOrder(page1([]), fresh)).toEqual(page1([fresh], 1));
  });

  it('keeps the first page to its size: the oldest moves on to the next page', () => {
    const full = Array.from({ length: 20 }, (_, index) => order(100 - index, `2026-11-${String(20 - Math.floor(index / 2)).padStart(2, '0')}T10:00:00Z`));
    const after = mergeOrder(page1(full, 45), fresh);
    expect(after.count).toBe(46);
    expect(after.orders).toHaveLength(20);
    expect(after.orders[0]).toBe(fresh);
    expect(after.orders.at(-1)).toBe(full[18]);
  });

  it('leaves an unknown older order to the page it lives on', () => {
    const older2 = order(0, '2026-11-01T09:00:00Z');
    expect(mergeOrder(page1([newer, older], 30), older2)).toEqual(page1([newer, older], 30));
  });

  it('on a later page, leaves an unknown order alone: the first page reads it when opened', () => {
    const page2: OrderList = { page: 2, count: 25, orders: [older] };
    expect(mergeOrder(page2, fresh)).toEqual(page2);
    expect(mergeOrder(page2, { ...older, status: 'cancelled' })).toEqual({ ...page2, orders: [{ ...older, status: 'cancelled' }] });
  });

  it('orders placed in the same second are told apart by id', () => {
    const twin = { ...fresh, id: 4 };
    expect(mergeOrder(page1([fresh]), twin).orders).toEqual([twin, fresh]);
    expect(mergeOrder(page1([twin]), { ...fresh, id: 2, created_at: twin.created_at }).orders).toEqual([twin]);
  });
});
