import { assign, setup } from 'xstate';
import type { OrderCounts } from '../../contract/order';
import { answeredOk, ifAnsweredOk, okOutput } from '../shared/answer';
import { providedCall } from '../shared/boundary';
import type { Result } from '../shared/result';

/**
 * Counts per status for the admin order list's tabs, asked for again whenever told; a newer question drops an answer
 * on its way. A child of the list of its own, so a slow count never holds the list up.
 */
export const orderCountsMachine = setup({
  types: {
    context: {} as { counts: OrderCounts | null },
    events: {} as { type: 'counts.refresh' },
  },
  actors: { loadCounts: providedCall<Result<OrderCounts>>('loadCounts') },
  guards: { answeredOk },
}).createMachine({
  id: 'orderCounts',
  context: { counts: null },
  initial: 'idle',
  states: {
    idle: {
      on: { 'counts.refresh': 'loading' },
    },
    loading: {
      on: { 'counts.refresh': { target: 'loading', reenter: true } },
      invoke: {
        src: 'loadCounts',
        onDone: [
          { guard: ifAnsweredOk, target: 'idle', actions: assign({ counts: okOutput }) },
          // The tabs keep the numbers they had: a missing count hides nothing the kitchen needs.
          { target: 'idle' },
        ],
        onError: 'idle',
      },
    },
  },
});
