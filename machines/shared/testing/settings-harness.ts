import type { AnyStateMachine } from 'xstate';
import type { NotifyEvent } from '../notify';
import type { Result, WriteResult } from '../result';
import { fakeCall } from './fake-calls';
import { into, replayHarness } from './replay-harness';

/** What a settings form's model test watches: each save it sent, and each toast it raised. */
export interface SettingsWorld<Request> {
  saves: Request[];
  toasts: NotifyEvent[];
}

/**
 * The harness of a settings form read with one `load` and written with one `save` (bills and tax, ways to pay,
 * ordering options): both calls wait for the graph's answers, each save is recorded, and every toast the form emits.
 */
export function settingsHarness<Loaded, Saved, Request>(machine: AnyStateMachine) {
  return replayHarness<SettingsWorld<Request>>({
    nothing: () => ({ saves: [], toasts: [] }),
    logic: ({ world, calls }) =>
      machine.provide({
        actors: {
          load: fakeCall<Result<Loaded>>(calls),
          save: fakeCall<WriteResult<Saved>, Request>(calls, (input) => world().saves.push(input)),
        },
      }),
    emitted: { notify: into('toasts') },
  });
}
