import { SOMETHING_WENT_WRONG } from '../../contract/errors';
import { okData } from './ok-data';
import type { Result, WriteResult } from './result';

/** What a done event of a `Result` actor carries, as far as these helpers need it. */
interface Answered<T> {
  event: { output: Result<T> };
}

/** The guard each machine names `answeredOk`: the actor answered with data, not an expected failure. */
export const answeredOk = (_: unknown, result: { ok: boolean }) => result.ok;

/** The guard for a refusal because someone else changed the thing first (409): the screen reads it again. */
export const refusedAsStale = (_: unknown, result: Result<unknown>) => !result.ok && result.status === 409;

/** `answeredOk` asked of a done event's output: the first branch of an `onDone` list. */
export const ifAnsweredOk = { type: 'answeredOk', params: ({ event }: Answered<unknown>) => event.output } as const;

/** The server's own words when it explained itself; the generic text is no explanation. */
export const explained = (result: Result<unknown>) =>
  !result.ok && result.status !== undefined && result.message !== SOMETHING_WENT_WRONG ? result.message : null;

/** An action's params: the server's explanation of a refusal, or `fallback` when it gave none (or the call threw). */
export const explainedOr =
  (fallback: string) =>
  ({ event }: Answered<unknown>): string =>
    explained(event.output) ?? fallback;

/** An action's params: the data of an answer a guard already found ok. */
export const okOutput = <T>({ event }: Answered<T>): T => okData(event.output);

/** The server's reason for a refusal, as an action's params ('' for an ok answer, which never gets here). */
export const refusalMessage = ({ event }: Answered<unknown>): string => (event.output.ok ? '' : event.output.message);

/**
 * How a read settles when its failure needs no words: an ok answer is stored by the `store` action on the way to
 * `then`; a refusal and a throw alike take the `failed` transition (a first read's failed screen, or for a read again
 * the screen as it was, which keeps what it shows).
 */
export function settleRead<
  Store extends string,
  Then extends string,
  const Failed extends string | { target: string; actions: string },
>(store: Store, then: Then, failed: Failed) {
  return {
    onDone: [{ guard: ifAnsweredOk, target: then, actions: { type: store, params: okOutput } }, failed],
    onError: failed,
  };
}

/**
 * The two ways a write can fail, as `onDone`'s last branch and `onError`: both go to `target` and run `undo` (what
 * was on its way is not any more), then the machine's `failed` action (an error toast) with the server's explanation
 * of its refusal, or `fallback` when it gave none or the call threw.
 */
export function writeFailed<Target extends string, Undo extends string>(target: Target, undo: Undo, fallback: string) {
  return {
    refused: { target, actions: [undo, { type: 'failed', params: explainedOr(fallback) }] },
    threw: { target, actions: [undo, { type: 'failed', params: fallback }] },
  } as const;
}

/**
 * How a settings form's save settles (bills and tax, ways to pay), back on `then` with the form as typed: an ok
 * answer is what the server stored (the machine's `store` action) and its `saved` action says so; a refusal marks the
 * fields the server named (`serverRefusals`) and `failed` says the server's words; a throw, the generic text.
 */
export function settleSave<Then extends string>(then: Then) {
  return {
    onDone: [
      { guard: ifAnsweredOk, target: then, actions: [{ type: 'store' as const, params: okOutput }, 'saved' as const] },
      {
        target: then,
        actions: [
          { type: 'serverRefusals' as const, params: ({ event }: { event: { output: WriteResult<unknown> } }) => event.output },
          { type: 'failed' as const, params: refusalMessage },
        ],
      },
    ],
    onError: { target: then, actions: { type: 'failed' as const, params: SOMETHING_WENT_WRONG } },
  };
}
