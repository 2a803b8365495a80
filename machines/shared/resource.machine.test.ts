import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type AnyMachineSnapshot } from 'xstate';
import { SOMETHING_WENT_WRONG } from '../../contract/errors';
import { createResourceMachine, selectResource } from './resource.machine';
import { failure, ok, type Result } from './result';
import { edgesOf, type GraphEvent, type Rule } from './testing/graph-replay';
import { doneOf, errorOf, fakeCall, invocationOf, settle } from './testing/fake-calls';
import { elapse, replayHarness } from './testing/replay-harness';
import { itReplaysEveryRule } from './testing/rules';

/** Unused data kept 60 s (docs/rules/limits.md#cached-data), written out so a changed retention fails here. */
const RETENTION_MS = 60_000;

type Dishes = string[];
const machine = createResourceMachine<Dishes>('dishes');

const LOADING = invocationOf(machine, 'dishes.loading');
const [DONE, ERROR] = [doneOf(LOADING), errorOf(LOADING)];
const dropAfter = (state: string): string => machine.getStateNodeById(`dishes.${state}.unwatched`).after[0]!.eventType;
const DROP = [dropAfter('ready'), dropAfter('failed')];

const FIRST = ['Momo'];
const SECOND = ['Momo', 'Chowmein'];
const answers: GraphEvent[] = [
  { type: DONE, output: ok(FIRST) },
  { type: DONE, output: ok(SECOND) },
  { type: DONE, output: failure('Failed to load categories', 500) },
  { type: ERROR, error: new Error('load threw') },
];

const edges = edgesOf(machine, {
  // The events each state can take; subscribers stop at 2 to keep the graph finite.
  events: (state) => [
    ...(state.context.subscribers < 2 ? [{ type: 'resource.subscribe' }] : []),
    { type: 'resource.unsubscribe' },
    ...(state.matches('ready') || state.matches('failed') ? [{ type: 'resource.refetch' }] : []),
    ...(state.matches('loading') ? answers : []),
    ...(state.matches('ready.unwatched') ? [{ type: dropAfter('ready') }] : []),
    ...(state.matches('failed.unwatched') ? [{ type: dropAfter('failed') }] : []),
  ],
});

interface World {
  /** How many times the fake server was asked for the data. */
  loads: number;
}

const harness = replayHarness<World>({
  nothing: () => ({ loads: 0 }),
  logic: ({ world, calls }) =>
    machine.provide({ actors: { load: fakeCall<Result<Dishes>>(calls, () => (world().loads += 1)) } }),
  clock: true,
  async play(event, running) {
    if (!DROP.includes(event.type)) return false;
    // The model only says "the delay passed"; the real clock must not drop a millisecond early.
    await elapse(running, RETENTION_MS, 'after the last subscriber left');
    return true;
  },
});

const on =
  (states: string[], type: string) =>
  (from: AnyMachineSnapshot, event: GraphEvent): boolean =>
    event.type === type && states.some((state) => from.matches(state));
const answered = (test: (output: Result<Dishes>) => boolean) => (_: unknown, event: GraphEvent) =>
  event.type === DONE && test(event.output as Result<Dishes>);

/** Where a settled read sits: watched while anyone subscribes, unwatched (the clock running) otherwise. */
const settledIn = (outcome: 'ready' | 'failed', subscribers: number) => ({
  [outcome]: subscribers > 0 ? 'watched' : 'unwatched',
});
const outcomeOf = (snapshot: AnyMachineSnapshot) => (snapshot.matches('ready') ? 'ready' : 'failed');

const rules: Rule<World>[] = [
  {
    title: 'resource: the first subscriber starts the load',
    applies: on(['idle'], 'resource.subscribe'),
    holds: (_, __, to, world) => {
      expect(to.value).toBe('loading');
      expect(to.context).toEqual({ data: null, error: null, subscribers: 1 });
      expect(world.loads).toBe(1);
    },
  },
  {
    title: 'resource: a later subscriber reuses the data, or the load in flight',
    applies: on(['loading', 'ready'], 'resource.subscribe'),
    holds: (from, _, to, world) => {
      expect(to.value).toEqual(from.matches('loading') ? 'loading' : { ready: 'watched' });
      expect(to.context).toEqual({ ...from.context, subscribers: from.context.subscribers + 1 });
      expect(world.loads).toBe(0);
    },
  },
  {
    title: 'resource: subscribing to a failed read retries it',
    applies: on(['failed'], 'resource.subscribe'),
    holds: (from, _, to, world) => {
      expect(to.value).toBe('loading');
      expect(to.context).toEqual({ ...from.context, subscribers: from.context.subscribers + 1 });
      expect(world.loads).toBe(1);
    },
  },
  {
    title: 'resource: unsubscribe counts down, never below 0, and drops nothing at once',
    applies: on(['idle', 'loading', 'ready', 'failed'], 'resource.unsubscribe'),
    holds: (from, _, to, world) => {
      const subscribers = Math.max(0, from.context.subscribers - 1);
      expect(to.context).toEqual({ ...from.context, subscribers });
      const settled = from.matches('ready') || from.matches('failed');
      expect(to.value).toEqual(settled ? settledIn(outcomeOf(from), subscribers) : from.value);
      expect(world.loads).toBe(0);
    },
  },
  {
    title: 'resource: a successful load is ready with its data',
    applies: answered((output) => output.ok),
    holds: (from, event, to) => {
      const output = event.output as Result<Dishes> & { ok: true };
      expect(to.value).toEqual(settledIn('ready', from.context.subscribers));
      expect(to.context).toEqual({ data: output.data, error: null, subscribers: from.context.subscribers });
    },
  },
  {
    title: "resource: a failed load is failed with the server's message (older data kept)",
    applies: answered((output) => !output.ok),
    holds: (from, _, to) => {
      expect(to.value).toEqual(settledIn('failed', from.context.subscribers));
      expect(to.context).toEqual({ ...from.context, error: 'Failed to load categories' });
    },
  },
  {
    title: "resource: a load that throws is failed with 'Something went wrong'",
    applies: (_, event) => event.type === ERROR,
    holds: (from, _, to) => {
      expect(to.value).toEqual(settledIn('failed', from.context.subscribers));
      expect(to.context).toEqual({ ...from.context, error: SOMETHING_WENT_WRONG });
    },
  },
  {
    title: 'resource: refetch loads again, showing the data it has meanwhile',
    applies: on(['ready', 'failed'], 'resource.refetch'),
    holds: (from, _, to, world) => {
      expect(to.value).toBe('loading');
      expect(to.context).toEqual(from.context);
      expect(world.loads).toBe(1);
    },
  },
  {
    title: 'resource: data nobody subscribes to is dropped exactly 60 s after the last subscriber left',
    applies: (from, event) => DROP.includes(event.type),
    holds: (from, _, to, world) => {
      expect(from.context.subscribers).toBe(0);
      expect(to.value).toBe('idle');
      expect(to.context).toEqual({ data: null, error: null, subscribers: 0 });
      expect(world.loads).toBe(0);
    },
  },
];

describe('resource machine, every edge of its graph replayed into a real actor on a simulated clock', () => {
  itReplaysEveryRule(edges, rules, harness);
});

describe('resource machine on the real clock (fake timers): 60 s retention of unused data (docs/rules/limits.md#cached-data)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** The app's own clock, timers faked; the fake server answers at once. */
  function running() {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const load = vi.fn(async (): Promise<Result<Dishes>> => ok(FIRST));
    const actor = createActor(machine.provide({ actors: { load: fromPromise(load) } }), { input: {} }).start();
    const send = (type: 'resource.subscribe' | 'resource.unsubscribe') => actor.send({ type });
    const view = () => selectResource(actor.getSnapshot());
    // setImmediate is left real: it lets the fake server's promise settle without moving the faked clock.
    const settle = () => new Promise((resolve) => setImmediate(resolve));
    return { actor, load, send, view, settle };
  }

  it('keeps the data until 59 999 ms after the last unsubscribe and drops it at 60 000 ms', async () => {
    const { load, send, view, settle } = running();
    send('resource.subscribe');
    await settle();
    expect(view()).toEqual({ status: 'ready', data: FIRST, error: null });
    send('resource.unsubscribe');
    vi.advanceTimersByTime(59_999);
    expect(view()).toEqual({ status: 'ready', data: FIRST, error: null });
    vi.advanceTimersByTime(1);
    expect(view()).toEqual({ status: 'loading', data: null, error: null });
    // Gone means the next subscriber loads again.
    send('resource.subscribe');
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('re-subscribing within the window cancels the drop; the window restarts at the next last unsubscribe', async () => {
    const { load, send, view, settle } = running();
    send('resource.subscribe');
    await settle();
    send('resource.unsubscribe');
    vi.advanceTimersByTime(59_000);
    send('resource.subscribe');
    vi.advanceTimersByTime(10 * RETENTION_MS);
    expect(view().data).toEqual(FIRST);
    send('resource.unsubscribe');
    vi.advanceTimersByTime(59_999);
    expect(view().data).toEqual(FIRST);
    vi.advanceTimersByTime(1);
    expect(view().data).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('while one subscriber stays, another leaving starts no clock', async () => {
    const { load, send, view, settle } = running();
    send('resource.subscribe');
    send('resource.subscribe');
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    send('resource.unsubscribe');
    vi.advanceTimersByTime(10 * RETENTION_MS);
    expect(view()).toEqual({ status: 'ready', data: FIRST, error: null });
  });
});

describe('selectResource: what a screen sees', () => {
  it('is loading before the first answer, then ready with data or failed with the message', async () => {
    let answer: Result<Dishes> = failure('Failed to load categories', 500);
    const actor = createActor(machine.provide({ actors: { load: fromPromise(async () => answer) } }), { input: {} }).start();
    expect(selectResource(actor.getSnapshot())).toEqual({ status: 'loading', data: null, error: null });
    actor.send({ type: 'resource.subscribe' });
    expect(selectResource(actor.getSnapshot()).status).toBe('loading');
    await settle();
    expect(selectResource(actor.getSnapshot())).toEqual({
      status: 'failed',
      data: null,
      error: 'Failed to load categories',
    });
    answer = ok(SECOND);
    actor.send({ type: 'resource.refetch' });
    await settle();
    expect(selectResource(actor.getSnapshot())).toEqual({ status: 'ready', data: SECOND, error: null });
    actor.stop();
  });
});
