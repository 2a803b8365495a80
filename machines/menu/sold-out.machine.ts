import { assign, setup, type SnapshotFrom } from 'xstate';
import { NOTHING_SOLD_OUT, type SoldOutState } from '../../contract/sold-out';
import { answeredOk, ifAnsweredOk, okOutput } from '../shared/answer';
import { providedCall } from '../shared/boundary';
import type { Result } from '../shared/result';

/**
 * How often an open menu page asks GET /meal/sold-out/ while it shows dishes: a dish the kitchen sells out is out
 * of every customer's reach within two seconds (one wait and one answer from the server's memory).
 */
export const SOLD_OUT_POLL_MS = 1000;

export type SoldOutEvent =
  /** A screen that shows add-to-cart buttons or options opened; `unwatch` when it closed. */
  | { type: 'soldOut.watch' }
  | { type: 'soldOut.unwatch' }
  /** The kitchen's own switch answered with the new state: shown at once, without waiting for the next read. */
  | { type: 'soldOut.changed'; state: SoldOutState };

export interface SoldOutContext {
  state: SoldOutState;
  /** Screens watching now: nobody watching, nobody asks. */
  watchers: number;
}

/**
 * What cannot be ordered right now, for every customer screen at once (a long-lived actor of the app): read when the
 * first screen watches, then again every SOLD_OUT_POLL_MS while any does. A failed read keeps what was known; the
 * server refuses a sold-out dish whatever the page shows.
 */
export const soldOutMachine = setup({
  types: {
    context: {} as SoldOutContext,
    events: {} as SoldOutEvent,
  },
  actors: { load: providedCall<Result<SoldOutState>>('load') },
  guards: {
    answeredOk,
    watched: ({ context }) => context.watchers > 0,
  },
  actions: {
    watch: assign({ watchers: ({ context }) => context.watchers + 1 }),
    unwatch: assign({ watchers: ({ context }) => Math.max(0, context.watchers - 1) }),
    store: assign({ state: (_, state: SoldOutState) => state }),
  },
  delays: { pollEvery: SOLD_OUT_POLL_MS },
}).createMachine({
  id: 'soldOut',
  context: { state: NOTHING_SOLD_OUT, watchers: 0 },
  initial: 'idle',
  on: {
    'soldOut.unwatch': { actions: 'unwatch' },
    'soldOut.changed': { actions: { type: 'store', params: ({ event }) => event.state } },
  },
  states: {
    idle: {
      on: { 'soldOut.watch': { target: 'loading', actions: 'watch' } },
    },
    loading: {
      on: { 'soldOut.watch': { actions: 'watch' } },
      invoke: {
        src: 'load',
        onDone: [
          { guard: ifAnsweredOk, target: 'resting', actions: { type: 'store', params: okOutput } },
          { target: 'resting' },
        ],
        onError: 'resting',
      },
    },
    resting: {
      on: { 'soldOut.watch': { actions: 'watch' } },
      after: { pollEvery: [{ guard: 'watched', target: 'loading' }, { target: 'idle' }] },
    },
  },
});

export const selectSoldOut = (snapshot: SnapshotFrom<typeof soldOutMachine>): SoldOutState => snapshot.context.state;
