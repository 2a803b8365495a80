import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, type AnyMachineSnapshot } from 'xstate';
import type { Meal } from '../../contract/meal';
import { failure, ok, type Result } from '../shared/result';
import { searchMachine, selectSearch } from './search.machine';
import { edgesOf, type GraphEvent, type Rule } from '../shared/testing/graph-replay';
import { doneOf, errorOf, fakeCall, invocationOf, settle } from '../shared/testing/fake-calls';
import { replayHarness } from '../shared/testing/replay-harness';
import { itReplaysEveryRule } from '../shared/testing/rules';

/** 250 ms after the last keystroke (docs/rules/departures.md), written out so a changed pause fails here. */
const SEARCH_DEBOUNCE_MS = 250;

const SEARCHING = invocationOf(searchMachine, 'search.searching');
const [DONE, ERROR] = [doneOf(SEARCHING), errorOf(SEARCHING)];
const PAUSED = searchMachine.getStateNodeById('search.waiting').after[0]!.eventType;

const momo = [{ id: 1, name: 'Chicken Steamed Momo' }, { id: 4, name: 'Veg Jhol Momo' }] as Meal[];
const LATE = [{ id: 99, name: 'An answer nobody asked for any more' }] as Meal[];

const edges = edgesOf(searchMachine, {
  events: (state) => [
    ...['', '   ', 'momo', ' momo ', 'dal'].map((text) => ({ type: 'search.change', text })),
    { type: 'search.retry' },
    ...(state.matches('waiting') ? [{ type: PAUSED }] : []),
    ...(state.matches('searching')
      ? [
          { type: DONE, output: ok(momo) },
          { type: DONE, output: ok([]) },
          { type: DONE, output: failure('Something went wrong', 500) },
          { type: ERROR, error: new Error('search threw') },
        ]
      : []),
  ],
});

interface World {
  /** The terms the fake server was asked for. */
  requests: string[];
  /** Answers that arrived for a search the user had already moved on from. */
  lateAnswers: number;
}
const nothing = (): World => ({ requests: [], lateAnswers: 0 });

const harness = replayHarness<World>({
  nothing,
  logic: ({ world, calls }) =>
    searchMachine.provide({
      actors: {
        search: fakeCall<Result<Meal[]>, { term: string }>(calls, (input) => world().requests.push(input.term)),
      },
    }),
  clock: true,
  delays: { [PAUSED]: { ms: SEARCH_DEBOUNCE_MS, what: 'after the last change' } },
  async play(event, running) {
    if (event.type !== 'search.change') return false;
    const abandoned = running.calls.abandon(SEARCHING);
    running.actor.send(event);
    // The abandoned search answers after all, as a slow server would: the model says it must change nothing.
    if (abandoned) {
      abandoned.resolve(ok(LATE));
      running.world().lateAnswers += 1;
      await settle();
    }
    return true;
  },
});

const view = (snapshot: AnyMachineSnapshot) => selectSearch(snapshot as unknown as Parameters<typeof selectSearch>[0]);
const changedTo = (event: GraphEvent) => (event.type === 'search.change' ? String(event.text) : '');
const isChange = (event: GraphEvent) => event.type === 'search.change';
const blank = (event: GraphEvent) => isChange(event) && changedTo(event).trim() === '';

const rules: Rule<World>[] = [
  {
    title: 'search is skipped until the trimmed text is non-empty',
    applies: (from, event) => blank(event) && !from.matches('searching'),
    holds: (_, event, to, world) => {
      expect(view(to)).toEqual({ text: changedTo(event), status: 'blank', results: [] });
      expect(world).toEqual(nothing());
    },
  },
  {
    title: 'search: a non-empty change waits for the typing to pause before asking',
    applies: (from, event) => isChange(event) && !blank(event) && !from.matches('searching'),
    holds: (_, event, to, world) => {
      expect(to.value).toBe('waiting');
      expect(view(to)).toEqual({ text: changedTo(event), status: 'loading', results: [] });
      expect(to.context.term).toBe(changedTo(event).trim());
      expect(world).toEqual(nothing());
    },
  },
  {
    title: 'stale answers are dropped',
    applies: (from, event) => isChange(event) && from.matches('searching'),
    holds: (_, event, to, world) => {
      // The abandoned search answered (LATE) and nothing of it shows; a newer change's own answer is what counts.
      expect(world).toEqual({ ...nothing(), lateAnswers: 1 });
      expect(to.value).toBe(blank(event) ? 'blank' : 'waiting');
      expect(to.context.results).toBeNull();
      expect(to.context.term).toBe(changedTo(event).trim());
    },
  },
  {
    title: 'search: once typing pauses, one request with the trimmed text (GET /meal/search/?search=)',
    applies: (_, event) => event.type === PAUSED,
    holds: (from, _, to, world) => {
      expect(view(to).status).toBe('loading');
      expect(world).toEqual({ ...nothing(), requests: [from.context.term] });
    },
  },
  {
    title: "search: an answer shows its meals ('No meals found' when there are none)",
    applies: (_, event) => event.type === DONE && (event.output as Result<Meal[]>).ok,
    holds: (from, event, to, world) => {
      const { data } = event.output as { data: Meal[] };
      expect(view(to)).toEqual({ text: from.context.text, status: 'ready', results: data });
      expect(world).toEqual(nothing());
    },
  },
  {
    title: "search: a failed search shows 'Error loading meals'",
    applies: (_, event) => (event.type === DONE && !(event.output as Result<Meal[]>).ok) || event.type === ERROR,
    holds: (from, _, to, world) => {
      expect(view(to)).toEqual({ text: from.context.text, status: 'failed', results: [] });
      expect(world).toEqual(nothing());
    },
  },
  {
    title: 'search: Try again asks once more for the same term',
    applies: (from, event) => event.type === 'search.retry' && from.matches('failed'),
    holds: (from, _, to, world) => {
      expect(view(to).status).toBe('loading');
      expect(world).toEqual({ ...nothing(), requests: [from.context.term] });
    },
  },
  {
    title: 'search: Try again when nothing failed changes nothing',
    applies: (from, event) => event.type === 'search.retry' && !from.matches('failed'),
    holds: (from, _, to, world) => {
      expect({ value: to.value, context: to.context }).toEqual({ value: from.value, context: from.context });
      expect(world).toEqual(nothing());
    },
  },
];

describe('searchMachine, every edge of its graph replayed into a real actor on a simulated clock', () => {
  itReplaysEveryRule(edges, rules, harness);
});

describe('searchMachine: typing a word', () => {
  it('asks once for the word, not once per keystroke, and the newest answer wins', async () => {
    const clock = new SimulatedClock();
    const asked: string[] = [];
    const answers = new Map<string, (value: Result<Meal[]>) => void>();
    const actor = createActor(
      searchMachine.provide({
        actors: {
          search: fromPromise<Result<Meal[]>, { term: string }>(({ input }) => {
            asked.push(input.term);
            return new Promise((resolve) => answers.set(input.term, resolve));
          }),
        },
      }),
      { clock },
    ).start();
    for (const text of ['m', 'mo', 'mom', 'momo']) {
      actor.send({ type: 'search.change', text });
      clock.increment(SEARCH_DEBOUNCE_MS - 1);
    }
    expect(asked).toEqual([]);
    clock.increment(1);
    expect(asked).toEqual(['momo']);
    actor.send({ type: 'search.change', text: 'dal' });
    clock.increment(SEARCH_DEBOUNCE_MS);
    answers.get('dal')!(ok([]));
    answers.get('momo')!(ok(momo));
    await settle();
    expect(selectSearch(actor.getSnapshot())).toEqual({ text: 'dal', status: 'ready', results: [] });
    actor.stop();
  });
});
