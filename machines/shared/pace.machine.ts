import { assign, emit, setup } from 'xstate';
import { SOMETHING_WENT_WRONG } from '../../contract/errors';
import type { PaceState, SlotCaps } from '../../contract/pace';
import { answeredOk, explainedOr, ifAnsweredOk, okOutput } from './answer';
import { providedCall } from './boundary';
import { notify, type NotifyEvent } from './notify';
import type { Result } from './result';

/**
 * How often the pace is read again while a page shows it: a pause that ends by itself (or one the kitchen sets)
 * shows within this long. Anonymous visitors have no live stream of their own, so a cheap read stands in for one.
 */
export const PACE_POLL_MS = 10_000;

export const PACE_SAVED = /*i18n*/ 'Saved: customers see it now.';

/** One tap on the kitchen screen or the admin settings. */
export type PaceChange =
  | { kind: 'pause'; minutes: number }
  | { kind: 'busy'; minutes: number }
  | { kind: 'caps'; caps: SlotCaps };

/** GET /about/pace/ and the kitchen's writes to it. */
export interface PaceApi {
  loadPace(): Promise<Result<PaceState>>;
  changePace(change: PaceChange): Promise<Result<PaceState>>;
}

export type PaceEvent = { type: 'pace.refresh' } | { type: 'pace.change'; change: PaceChange };

interface PaceContext {
  pace: PaceState | null;
}

/**
 * The restaurant's pace as a page shows it: every page's "not taking new orders" banner, the kitchen's controls.
 * Read at once and every PACE_POLL_MS; a change from the kitchen is sent, its answer shown, then read on as before.
 */
export const paceMachine = setup({
  types: { context: {} as PaceContext, events: {} as PaceEvent, emitted: {} as NotifyEvent },
  actors: {
    loadPace: providedCall<Result<PaceState>>('loadPace'),
    changePace: providedCall<Result<PaceState>, PaceChange>('changePace'),
  },
  delays: { poll: PACE_POLL_MS },
  guards: { answeredOk },
  actions: { store: assign((_, pace: PaceState) => ({ pace })) },
}).createMachine({
  id: 'pace',
  context: { pace: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadPace',
        onDone: [{ guard: ifAnsweredOk, target: 'shown', actions: { type: 'store', params: okOutput } }, { target: 'shown' }],
        // What was shown stays: a missed read is made up at the next one.
        onError: 'shown',
      },
    },
    shown: {
      after: { poll: 'loading' },
      on: {
        'pace.refresh': 'loading',
        'pace.change': 'changing',
      },
    },
    changing: {
      invoke: {
        src: 'changePace',
        input: ({ event }) => (event as Extract<PaceEvent, { type: 'pace.change' }>).change,
        onDone: [
          {
            guard: ifAnsweredOk,
            target: 'shown',
            actions: [{ type: 'store', params: okOutput }, emit(notify('success', PACE_SAVED))],
          },
          { target: 'shown', actions: emit(({ event }) => notify('error', explainedOr(SOMETHING_WENT_WRONG)({ event }))) },
        ],
        onError: { target: 'shown', actions: emit(notify('error', SOMETHING_WENT_WRONG)) },
      },
    },
  },
});

export interface PaceView {
  pace: PaceState | null;
  /** A change is on its way: the controls wait for it. */
  busy: boolean;
}

export const selectPace = (snapshot: { context: PaceContext; matches: (state: 'changing') => boolean }): PaceView => ({
  pace: snapshot.context.pace,
  busy: snapshot.matches('changing'),
});
