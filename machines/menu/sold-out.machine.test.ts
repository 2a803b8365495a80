import { describe, expect } from 'vitest';
import type { SoldOutState } from '../../contract/sold-out';
import { failure, ok, type Result } from '../shared/result';
import { edgesOf, type GraphEvent, type Rule } from '../shared/testing/graph-replay';
import { answersOf, endings, fakeCall } from '../shared/testing/fake-calls';
import { replayHarness } from '../shared/testing/replay-harness';
import { itReplaysEveryRule } from '../shared/testing/rules';
import { selectSoldOut, SOLD_OUT_POLL_MS, soldOutMachine } from './sold-out.machine';

const MOMO_OUT: SoldOutState = { meals: [{ meal: 1, back_at: null }], options: [] };
const BUFF_OUT: SoldOutState = { meals: [], options: [{ meal: 2, option: 3, back_at: '2026-03-03T04:15:00.000Z' }] };
const LOAD = answersOf(soldOutMachine, 'soldOut.loading');
const POLL = soldOutMachine.getStateNodeById('soldOut.resting').after[0]!.eventType;

interface World {
  loads: number;
}
const nothing = (): World => ({ loads: 0 });

// Two watchers are enough to see counting; more would only grow the graph.
const edges = edgesOf(soldOutMachine, {
  events: (state) => [
    ...(state.context.watchers < 2 ? [{ type: 'soldOut.watch' }] : []),
    { type: 'soldOut.unwatch' },
    { type: 'soldOut.changed', state: BUFF_OUT },
    ...(state.matches('loading') ? endings(LOAD, [ok(MOMO_OUT), failure('Something went wrong', 500)], 'load') : []),
    ...(state.matches('resting') ? [{ type: POLL }] : []),
  ],
});

const harness = replayHarness<World>({
  nothing,
  logic: ({ world, calls }) =>
    soldOutMachine.provide({ actors: { load: fakeCall<Result<SoldOutState>>(calls, () => (world().loads += 1)) } }),
  clock: true,
  delays: { [POLL]: { ms: SOLD_OUT_POLL_MS, what: 'the last answer' } },
});

const answered = (event: GraphEvent) => event.type === LOAD[0] && (event.output as Result<SoldOutState>).ok;
const rules: Rule<World>[] = [
  {
    title: 'the first screen to watch asks GET /meal/sold-out/ at once',
    applies: (from, event) => from.matches('idle') && event.type === 'soldOut.watch',
    holds: (_, __, to, world) => {
      expect(to.matches('loading')).toBe(true);
      expect(to.context.watchers).toBe(1);
      expect(world).toEqual({ loads: 1 });
    },
  },
  {
    title: 'another screen watching is counted; nothing more is asked',
    applies: (from, event) => !from.matches('idle') && event.type === 'soldOut.watch',
    holds: (from, _, to, world) => {
      expect(to.value).toEqual(from.value);
      expect(to.context.watchers).toBe(from.context.watchers + 1);
      expect(world).toEqual(nothing());
    },
  },
  {
    title: 'a screen closing is counted off (never below none)',
    applies: (_, event) => event.type === 'soldOut.unwatch',
    holds: (from, _, to, world) => {
      expect(to.value).toEqual(from.value);
      expect(to.context.watchers).toBe(Math.max(0, from.context.watchers - 1));
      expect(world).toEqual(nothing());
    },
  },
  {
    title: "the kitchen's own switch shows its answer at once",
    applies: (_, event) => event.type === 'soldOut.changed',
    holds: (from, _, to, world) => {
      expect(to.value).toEqual(from.value);
      expect(selectSoldOut(to as never)).toEqual(BUFF_OUT);
      expect(world).toEqual(nothing());
    },
  },
  {
    title: 'an answer is what every screen shows, until the next read',
    applies: (_, event) => answered(event),
    holds: (_, __, to, world) => {
      expect(to.matches('resting')).toBe(true);
      expect(selectSoldOut(to as never)).toEqual(MOMO_OUT);
      expect(world).toEqual(nothing());
    },
  },
  {
    title: 'a failed read keeps what was known (the server refuses a sold-out dish anyway)',
    applies: (_, event) => (event.type === LOAD[0] && !answered(event)) || event.type === LOAD[1],
    holds: (from, _, to, world) => {
      expect(to.matches('resting')).toBe(true);
      expect(to.context).toEqual(from.context);
      expect(world).toEqual(nothing());
    },
  },
  {
    title: 'a second after the answer it asks again while any screen watches, and stops when none does',
    applies: (_, event) => event.type === POLL,
    holds: (from, _, to, world) => {
      const watched = from.context.watchers > 0;
      expect(to.matches(watched ? 'loading' : 'idle')).toBe(true);
      expect(world).toEqual({ loads: watched ? 1 : 0 });
    },
  },
];

describe('soldOutMachine, every edge of its graph replayed into a real actor on a simulated clock', () => {
  itReplaysEveryRule(edges, rules, harness, 'claims each edge with exactly one rule');
});
