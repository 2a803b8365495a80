import { fromPromise, type AnyStateMachine } from 'xstate';
import type { GraphEvent } from './graph-replay';

/**
 * Fake server calls for model tests. A faked call stays in flight until the graph replay reaches the done or error
 * event that answers it, so the test, not a timer, decides when and how each call ends.
 */

/** Lets the promise a test just settled run its `.then` and the machine take the answer before the next check. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The id XState gives the actor a state invokes (the graph's done and error events carry it). */
export const invocationOf = (machine: AnyStateMachine, stateId: string, index = 0) =>
  machine.getStateNodeById(stateId).invoke[index]!.id;
export const doneOf = (invocation: string) => `xstate.done.actor.${invocation}`;
export const errorOf = (invocation: string) => `xstate.error.actor.${invocation}`;

/** Which invocation a done or error event answers, or null for any other event. */
export function answerOf(type: string): { outcome: 'done' | 'error'; invocation: string } | null {
  const match = /^xstate\.(done|error)\.actor\.(.+)$/.exec(type);
  return match ? { outcome: match[1] as 'done' | 'error', invocation: match[2]! } : null;
}

interface InFlight {
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/** The calls a harness has made and not yet answered, one per invocation (a new call replaces an abandoned one). */
export function callsInFlight() {
  const waiting = new Map<string, InFlight>();
  return {
    /** A promise that stays pending until `answer` gets the done or error event of this invocation. */
    wait: <T>(invocation: string) =>
      new Promise<T>((resolve, reject) => waiting.set(invocation, { resolve: resolve as InFlight['resolve'], reject })),
    /** Whether any call is still unanswered. */
    busy: () => waiting.size > 0,
    /** Forgets the call without answering it, for a test that answers it itself (a slow server answering late). */
    abandon(invocation: string): InFlight | undefined {
      const call = waiting.get(invocation);
      waiting.delete(invocation);
      return call;
    },
    /** Resolves the call with the event's output (done) or rejects it with its error, then lets the actor react. */
    async answer(event: GraphEvent) {
      const answer = answerOf(event.type);
      const call = answer && waiting.get(answer.invocation);
      if (!answer || !call) throw new Error(`${event.type} with nothing in flight`);
      waiting.delete(answer.invocation);
      if (answer.outcome === 'done') call.resolve(event.output);
      else call.reject(event.error);
      await settle();
    },
  };
}
export type CallsInFlight = ReturnType<typeof callsInFlight>;

/** An actor that tells `heard` what it was asked and waits for the test's answer under its own invocation id. */
export const fakeCall = <Output, Input = unknown>(calls: CallsInFlight, heard?: (input: Input) => void) =>
  fromPromise<Output, Input>(({ input, self }) => {
    heard?.(input);
    return calls.wait<Output>(self.id);
  });

/** The done and error event types of the actor the state invokes: `const [LOADED, LOAD_THREW] = answersOf(…)`. */
export function answersOf(machine: AnyStateMachine, stateId: string, index = 0): [done: string, error: string] {
  const invocation = invocationOf(machine, stateId, index);
  return [doneOf(invocation), errorOf(invocation)];
}

/**
 * Every way a call can end, as a graph's events: done with each output in turn, then thrown (an error naming
 * `call`), so each test lists only the answers its screen tells apart.
 */
export const endings = ([done, error]: readonly [string, string], outputs: unknown[], call: string): GraphEvent[] => [
  ...outputs.map((output) => ({ type: done, output })),
  { type: error, error: new Error(`${call} threw`) },
];
