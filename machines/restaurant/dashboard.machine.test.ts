import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, type AnyMachineSnapshot } from 'xstate';
import type { Dashboard } from '../../contract/dashboard';
import type { Order } from '../../contract/order';
import { dashboardMachine, dashboardNews, LIVE_REFRESH_MS, selectDashboard } from './dashboard.machine';
import { failure, ok, type Result } from '../shared/result';
import { edgesOf, type GraphEvent, type Rule } from '../shared/testing/graph-replay';
import { doneOf, errorOf, fakeCall, invocationOf, settle } from '../shared/testing/fake-calls';
import { replayHarness } from '../shared/testing/replay-harness';
import { itReplaysEveryRule, retryReadsAgain } from '../shared/testing/rules';

const loadingId = invocationOf(dashboardMachine, 'dashboard.loading');
const refreshingId = invocationOf(dashboardMachine, 'dashboard.ready.refreshing');
const PAUSED = dashboardMachine.getStateNodeById('dashboard.ready.waiting').after[0]!.eventType;
const [done, threw] = [doneOf, errorOf];
const ANSWERS = [done(loadingId), done(refreshingId)];
const THROWS = [threw(loadingId), threw(refreshingId)];

const days = (sales: (day: number) => number) =>
  Array.from({ length: 14 }, (_, day) => ({
    date: `2026-03-${String(day + 1).padStart(2, '0')}`,
    sales: sales(day),
    orders: sales(day) > 0 ? 2 : 0,
  }));
const busy: Dashboard = {
  today: { date: '2026-03-14', sales: 4520.5, orders: 17 },
  by_status: { pending_payment: 1, paid: 3, preparing: 2, ready: 1, completed: 9, cancelled: 1, payment_failed: 0, expired: 0 },
  top_meals: [{ meal: 1, name: 'Chicken Steamed Momo', quantity: 12, sales: 3360 }],
  revenue: days((day) => 1000 + day * 250),
};
const quiet: Dashboard = {
  today: { date: '2026-03-14', sales: 0, orders: 0 },
  by_status: { pending_payment: 0, paid: 0, preparing: 0, ready: 0, completed: 0, cancelled: 0, payment_failed: 0, expired: 0 },
  top_meals: [],
  revenue: days(() => 0),
};

const edges = edgesOf(dashboardMachine, {
  events: (state) => [
    { type: 'dashboard.retry' },
    { type: 'dashboard.refresh' },
    { type: 'dashboard.orderChanged' },
    ...(state.matches('ready.waiting') ? [{ type: PAUSED }] : []),
    ...(state.matches('loading') || state.matches({ ready: 'refreshing' })
      ? [
          { type: done(state.matches('loading') ? loadingId : refreshingId), output: ok(busy) },
          { type: done(state.matches('loading') ? loadingId : refreshingId), output: ok(quiet) },
          {
            type: done(state.matches('loading') ? loadingId : refreshingId),
            output: failure('Something went wrong', 500),
          },
          { type: threw(state.matches('loading') ? loadingId : refreshingId), error: new Error('load threw') },
        ]
      : []),
  ],
});

interface World {
  /** Requests for GET /dashboard/. */
  loads: number;
}
const nothing = (): World => ({ loads: 0 });
const anOrder = { id: 1, status: 'paid' } as Order;

/** The dashboard with a fake server and a fake order stream the graph's news is pushed into. */
function harness() {
  let push: ((order: Order) => void) | null = null;
  return replayHarness<World>({
    nothing,
    logic: ({ world, calls }) => {
      return dashboardMachine.provide({
        actors: {
          load: fakeCall<Result<Dashboard>>(calls, () => (world().loads += 1)),
          watchOrders: dashboardNews((onOrder) => {
            push = onOrder;
            return () => (push = null);
          }),
        },
      });
    },
    clock: true,
    delays: { [PAUSED]: { ms: LIVE_REFRESH_MS, what: 'after the order event' } },
    async play(event) {
      if (event.type !== 'dashboard.orderChanged') return false;
      // News arrives the way it does in the app: through the order stream.
      if (!push) throw new Error('the order stream is not being watched');
      push(anOrder);
      return true;
    },
  })();
}

const view = (snapshot: AnyMachineSnapshot) =>
  selectDashboard(snapshot as unknown as Parameters<typeof selectDashboard>[0]);
const answered = (event: GraphEvent) => ANSWERS.includes(event.type) && (event.output as Result<Dashboard>).ok;
const refused = (event: GraphEvent) =>
  (ANSWERS.includes(event.type) && !(event.output as Result<Dashboard>).ok) || THROWS.includes(event.type);
const asking = (from: AnyMachineSnapshot) => from.matches('loading') || from.matches({ ready: 'refreshing' });
const unchanged = (from: AnyMachineSnapshot, to: AnyMachineSnapshot, world: World) => {
  expect({ value: to.value, context: to.context }).toEqual({ value: from.value, context: from.context });
  expect(world).toEqual(nothing());
};

const rules: Rule<World>[] = [
  {
    title: 'dashboard: an answer shows its figures (and clears a failed refresh’s warning)',
    applies: (from, event) => answered(event) && !from.context.again,
    holds: (_, event, to, world) => {
      expect(to.matches({ ready: 'idle' })).toBe(true);
      expect(view(to)).toMatchObject({
        status: 'ready',
        stale: false,
        dashboard: (event.output as { data: Dashboard }).data,
      });
      expect(world).toEqual(nothing());
    },
  },
  {
    title: 'dashboard: an order changed while asking → the answer shows, and it asks again after the pause',
    applies: (from, event) => answered(event) && from.context.again,
    holds: (_, event, to, world) => {
      expect(to.matches({ ready: 'waiting' })).toBe(true);
      expect(to.context).toEqual({ dashboard: (event.output as { data: Dashboard }).data, again: false, stale: false });
      expect(world).toEqual(nothing());
    },
  },
  {
    title: "dashboard: the first load failing shows 'Error loading dashboard...' with Try again",
    applies: (from, event) => from.matches('loading') && refused(event),
    holds: (_, __, to, world) => {
      expect(view(to)).toMatchObject({ status: 'failed', dashboard: null });
      expect(to.context.again).toBe(false);
      expect(world).toEqual(nothing());
    },
  },
  {
    title: 'dashboard: a failed refresh keeps the figures on screen and says they may be out of date',
    applies: (from, event) => from.matches({ ready: 'refreshing' }) && refused(event),
    holds: (from, _, to, world) => {
      expect(to.matches({ ready: 'idle' })).toBe(true);
      expect(view(to)).toMatchObject({ status: 'ready', stale: true, dashboard: from.context.dashboard });
      expect(world).toEqual(nothing());
    },
  },
  retryReadsAgain('dashboard: Try again asks once more', 'dashboard.retry', nothing),
  {
    title: 'dashboard: Refresh asks at once, the figures staying on screen meanwhile',
    applies: (from, event) =>
      (from.matches({ ready: 'idle' }) || from.matches({ ready: 'waiting' })) && event.type === 'dashboard.refresh',
    holds: (from, _, to, world) => {
      expect(view(to)).toMatchObject({ status: 'ready', refreshing: true, dashboard: from.context.dashboard });
      expect(world).toEqual({ loads: 1 });
    },
  },
  {
    title: 'dashboard: live — an order paid or moved asks again once the pause has passed',
    applies: (from, event) => from.matches({ ready: 'idle' }) && event.type === 'dashboard.orderChanged',
    holds: (from, _, to, world) => {
      expect(to.matches({ ready: 'waiting' })).toBe(true);
      expect(to.context).toEqual(from.context);
      expect(world).toEqual(nothing());
    },
  },
  {
    title: 'dashboard: the pause passed → one request',
    applies: (_, event) => event.type === PAUSED,
    holds: (_, __, to, world) => {
      expect(view(to).refreshing).toBe(true);
      expect(world).toEqual({ loads: 1 });
    },
  },
  {
    title: 'dashboard: an order event while asking is remembered, not a second request at once',
    applies: (from, event) => asking(from) && event.type === 'dashboard.orderChanged',
    holds: (from, _, to, world) => {
      expect(to.value).toEqual(from.value);
      expect(to.context).toEqual({ ...from.context, again: true });
      expect(world).toEqual(nothing());
    },
  },
  {
    title: 'dashboard: more news while waiting does not push the request back',
    applies: (from, event) => from.matches({ ready: 'waiting' }) && event.type === 'dashboard.orderChanged',
    holds: (from, _, to, world) => unchanged(from, to, world),
  },
  {
    title: 'dashboard: Try again or Refresh when they do not apply, or news after a failed load, change nothing',
    applies: (from, event) =>
      (event.type === 'dashboard.retry' && !from.matches('failed')) ||
      (event.type === 'dashboard.refresh' && (asking(from) || from.matches('failed'))) ||
      (event.type === 'dashboard.orderChanged' && from.matches('failed')),
    holds: (from, _, to, world) => unchanged(from, to, world),
  },
];

describe('dashboardMachine, every edge of its graph replayed into a real actor on a simulated clock', () => {
  itReplaysEveryRule(edges, rules, harness);
});

describe('the dashboard at start and on screen', () => {
  it('asks for the figures and listens to the order stream from the start, and stops listening with the screen', () => {
    let loads = 0;
    let watching = false;
    const actor = createActor(
      dashboardMachine.provide({
        actors: {
          load: fromPromise(() => {
            loads += 1;
            return new Promise<Result<Dashboard>>(() => {});
          }),
          watchOrders: dashboardNews(() => {
            watching = true;
            return () => void (watching = false);
          }),
        },
      }),
    ).start();
    expect({ loads, watching }).toEqual({ loads: 1, watching: true });
    actor.stop();
    expect(watching).toBe(false);
  });

  it('a rush of orders is one request a second, not one per order', async () => {
    const clock = new SimulatedClock();
    let loads = 0;
    let push: (order: Order) => void = () => {};
    const actor = createActor(
      dashboardMachine.provide({
        actors: {
          load: fromPromise(async () => {
            loads += 1;
            return ok(busy);
          }),
          watchOrders: dashboardNews((onOrder) => {
            push = onOrder;
            return () => {};
          }),
        },
      }),
      { clock },
    ).start();
    await settle();
    for (let order = 0; order < 10; order += 1) {
      push(anOrder);
      clock.increment(LIVE_REFRESH_MS / 5);
      await settle();
    }
    // Ten orders over two seconds: the first load, then one a second.
    expect(loads).toBe(1 + 2);
    actor.stop();
  });

  it('counts paid and preparing as waiting for the kitchen, and lists every status in order', () => {
    const snapshot = {
      context: { dashboard: busy, again: false, stale: false },
      matches: (state: never) => state === 'ready',
    };
    const shown = selectDashboard(snapshot);
    expect(shown.kitchenQueue).toBe(5);
    expect(shown.byStatus.map(({ label, count }) => `${label} ${count}`)).toEqual([
      'Awaiting payment 1',
      'Paid 3',
      'Preparing 2',
      'Ready 1',
      'Completed 9',
      'Cancelled 1',
      'Payment failed 0',
      'Expired 0',
    ]);
  });
});
