import { assign, setup } from 'xstate';
import type { Dashboard } from '../../contract/dashboard';
import { KITCHEN_QUEUE, ORDER_STATUSES, ORDER_STATUS_LABELS, type OrderStatus } from '../../contract/order';
import { answeredOk, settleRead } from '../shared/answer';
import { providedCall, providedStream } from '../shared/boundary';
import { relay } from '../shared/live';
import type { WatchOrders } from '../shared/order-stream';
import type { Result } from '../shared/result';

export const DASHBOARD_LOADING = /*i18n*/ 'Loading dashboard...';
export const DASHBOARD_ERROR = /*i18n*/ 'Error loading dashboard...';
export const DASHBOARD_STALE = /*i18n*/ 'Could not refresh; these figures may be out of date.';
/**
 * How long the dashboard waits after an order event before asking again: a lunch rush of payments becomes one
 * request a second, not one per order.
 */
export const LIVE_REFRESH_MS = 1_000;

export type DashboardEvent =
  | { type: 'dashboard.retry' }
  | { type: 'dashboard.refresh' }
  /** From the live stream: some order was paid or changed status. */
  | { type: 'dashboard.orderChanged' };

interface DashboardContext {
  dashboard: Dashboard | null;
  /** An order changed while a request was on its way: that answer may predate it. */
  again: boolean;
  /** The last refresh failed: the figures on screen are older than they look. */
  stale: boolean;
}

/** The live stream as the machine's `watchOrders` actor: only the fact that something changed matters here. */
export const dashboardNews = (watch: WatchOrders) =>
  relay(watch, () => ({ type: 'dashboard.orderChanged' }) satisfies DashboardEvent);

/**
 * /route/admin, the Dashboard (docs/rules/orders.md#dashboard): the day's figures from GET /dashboard/. Live: every
 * order event asks again after a short pause, and an event that arrives while a request is on its way asks once more
 * after it, so the screen never settles on figures older than the last order. A failed refresh keeps the figures and
 * says so.
 */
export const dashboardMachine = setup({
  types: {
    context: {} as DashboardContext,
    events: {} as DashboardEvent,
  },
  actors: {
    load: providedCall<Result<Dashboard>>('load'),
    watchOrders: providedStream('watchOrders'),
  },
  delays: { liveRefresh: LIVE_REFRESH_MS },
  guards: {
    answeredOk,
    again: ({ context }) => context.again,
  },
  actions: {
    noteNews: assign({ again: true }),
    store: assign((_, dashboard: Dashboard) => ({ dashboard, stale: false })),
    markStale: assign({ stale: true, again: false }),
    forgetNews: assign({ again: false }),
  },
}).createMachine({
  id: 'dashboard',
  context: { dashboard: null, again: false, stale: false },
  invoke: { src: 'watchOrders' },
  initial: 'loading',
  states: {
    loading: {
      on: { 'dashboard.orderChanged': { actions: 'noteNews' } },
      invoke: { src: 'load', ...settleRead('store', 'ready', { target: 'failed', actions: 'forgetNews' }) },
    },
    failed: {
      on: { 'dashboard.retry': 'loading' },
    },
    ready: {
      initial: 'settling',
      states: {
        /** Just answered: straight on to waiting if news came in meanwhile. */
        settling: {
          always: [{ guard: 'again', target: 'waiting', actions: 'forgetNews' }, { target: 'idle' }],
        },
        idle: {
          on: {
            'dashboard.refresh': 'refreshing',
            'dashboard.orderChanged': 'waiting',
          },
        },
        waiting: {
          // Further news does not push the request back: a steady stream still refreshes once a second.
          after: { liveRefresh: 'refreshing' },
          on: { 'dashboard.refresh': 'refreshing' },
        },
        refreshing: {
          on: { 'dashboard.orderChanged': { actions: 'noteNews' } },
          invoke: { src: 'load', ...settleRead('store', 'settling', { target: 'idle', actions: 'markStale' }) },
        },
      },
    },
  },
});

export interface StatusCount {
  status: OrderStatus;
  label: string;
  count: number;
}

export interface DashboardView {
  status: 'loading' | 'failed' | 'ready';
  /** A refresh is on its way (the figures stay on screen meanwhile). */
  refreshing: boolean;
  stale: boolean;
  dashboard: Dashboard | null;
  /** Orders the kitchen has still to finish: paid and preparing (KITCHEN_QUEUE). */
  kitchenQueue: number;
  /** Every status, in the order an order goes through them. */
  byStatus: StatusCount[];
}

type Snapshot = { context: DashboardContext; matches: (state: never) => boolean };

export function selectDashboard(snapshot: Snapshot): DashboardView {
  const { dashboard, stale } = snapshot.context;
  const is = (state: string) => snapshot.matches(state as never);
  const countOf = (status: OrderStatus) => dashboard?.by_status[status] ?? 0;
  return {
    status: is('loading') ? 'loading' : is('failed') ? 'failed' : 'ready',
    refreshing: is('ready.refreshing'),
    stale,
    dashboard,
    kitchenQueue: KITCHEN_QUEUE.reduce((sum, status) => sum + countOf(status), 0),
    byStatus: ORDER_STATUSES.map((status) => ({ status, label: ORDER_STATUS_LABELS[status], count: countOf(status) })),
  };
}
