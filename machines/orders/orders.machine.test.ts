import { REORDERED as REORDERED_WORDS } from '../../contract/order';
import { describe, expect } from 'vitest';
import { SOMETHING_WENT_WRONG } from '../../contract/errors';
import {
  ORDER_MESSAGES,
  type Checkout,
  type Order,
  type OrderPage,
  type ReorderResult,
} from '../../contract/order';
import { type Result } from '../shared/result';
import type { AnyMachineSnapshot } from 'xstate';
import { type GraphEvent, type Rule } from '../shared/testing/graph-replay';
import { changesNothing, itReplaysEveryRule } from '../shared/testing/rules';
import {
  OWNER,
  TEXT,
  form,
  edges,
  type World,
  nothing,
  harness,
  view,
  live,
  listIn,
  pagesOf,
  opens,
  streamChange,
  merged,
  listOf,
  LOADED,
  LOAD_THREW,
  PAID_AGAIN,
  PAY_THREW,
  REMOVED,
  REMOVE_THREW,
  REORDERED,
  REORDER_THREW,
  actionIn,
  offered,
  refusedAnswer,
} from './orders.test-model';

/** Someone with no orders of their own is sent to `path`: the list stays closed, nothing read, nothing heard. */
const sentAway =
  (path: string, toasts: World['toasts'] = []): Rule<World>['holds'] =>
  (from, _, to, world) => {
    expect(view(to)).toMatchObject({ status: 'closed', orders: [], count: 0 });
    expect(live(to)).toBe(false);
    expect(world).toEqual({
      ...nothing(),
      toasts,
      navigations: [{ type: 'navigate', to: path, replace: true }],
      streams: streamChange(from, to),
    });
  };

const rules: Rule<World>[] = [
  {
    title: "orders: a visitor gets 'please login...' and is sent to '/'; nothing is read or heard",
    applies: opens('visitor'),
    holds: sentAway('/', [{ type: 'notify', level: 'warning', message: TEXT.loginRequired }]),
  },
  {
    title: "orders: an admin has none of their own and is sent to the kitchen's Order List",
    applies: opens('admin'),
    holds: sentAway('/route/admin/orders'),
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
    holds: changesNothing(nothing),
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
    holds: changesNothing(nothing),
  },
];

/**
 * An action's edge that leaves the list on show alone: the action reaches `step`, `acting` says which order the
 * buttons wait on (the one pressed, the one still leaving, or none), and the world saw `seen`.
 */
const actionStep =
  (
    step: string,
    acting: (from: AnyMachineSnapshot, event: GraphEvent) => unknown,
    seen: (event: GraphEvent) => Partial<World>,
  ): Rule<World>['holds'] =>
  (from, event, to, world) => {
    expect(actionIn(to, step)).toBe(true);
    expect(view(to).acting).toBe(acting(from, event));
    expect(listOf(to)).toEqual(listOf(from));
    expect(world).toEqual({ ...nothing(), ...seen(event) });
  };
const pressed = (_: AnyMachineSnapshot, event: GraphEvent) => event.id;
const none = () => null;

rules.push(
  {
    title: "orders: 'Pay again' on an unpaid order still in its time to pay asks for a new eSewa attempt; every action waits",
    applies: (from, event) => event.type === 'orders.payAgain' && offered(from, event),
    holds: actionStep('paying', pressed, (event) => ({ payAgain: [event.id as number] })),
  },
  {
    title: "orders: 'Remove' on an order never paid asks the server to remove it; every action waits",
    applies: (from, event) => event.type === 'orders.remove' && offered(from, event),
    holds: actionStep('removing', pressed, (event) => ({ removals: [event.id as number] })),
  },
  {
    title: 'orders: paying again or removing a paid order, ordering an unpaid one again, or while another action is on its way, changes nothing',
    applies: (from, event) =>
      ['orders.payAgain', 'orders.remove', 'orders.reorder'].includes(event.type) && !offered(from, event),
    holds: changesNothing(nothing),
  },
  {
    title: "orders: 'Order again' on a paid order asks the server to put its meals back in the cart; every action waits",
    applies: (from, event) => event.type === 'orders.reorder' && offered(from, event),
    holds: actionStep('reordering', pressed, (event) => ({ reorders: [{ id: event.id as number, owner: OWNER }] })),
  },
  {
    title: 'orders: meals back in the cart: what came back (worded where shown), the badge\'s new count, and the cart opened',
    applies: (_, event) => event.type === REORDERED && (event.output as Result<ReorderResult>).ok,
    holds: actionStep('idle', none, () => ({
      badge: [4],
      toasts: [
        {
          type: 'notify',
          level: 'success',
          message: { id: REORDERED_WORDS, values: { count: 1, hasMissing: 'no', missing: '', hasLost: 'no', lost: '' } },
        },
      ],
      navigations: [{ type: 'navigate', to: '/cart' }],
    })),
  },
  {
    title: "orders: a reorder refused or not sent says why; nothing else changes",
    applies: (_, event) => (event.type === REORDERED && !(event.output as Result<unknown>).ok) || event.type === REORDER_THREW,
    holds: actionStep('idle', none, (event) => {
      const message = event.type === REORDER_THREW ? SOMETHING_WENT_WRONG : (event.output as { message: string }).message;
      return { toasts: [{ type: 'notify', level: 'error', message }] };
    }),
  },
  {
    title: 'orders: a new attempt sends the browser to eSewa with its signed form; the buttons stay busy until it leaves',
    applies: (_, event) => event.type === PAID_AGAIN && (event.output as Result<Checkout>).ok,
    holds: actionStep('leaving', (from) => from.context.acting, () => ({ forms: [form] })),
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
    holds: actionStep('idle', none, () => ({
      toasts: [{ type: 'notify', level: 'error', message: SOMETHING_WENT_WRONG }],
    })),
  },
);

describe('ordersMachine, every edge of its graph replayed into a real actor', () => {
  itReplaysEveryRule(edges, rules, harness);
});
