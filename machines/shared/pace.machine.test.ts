import { describe, expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { CALM_PACE, type PaceState } from '../../contract/pace';
import { SOMETHING_WENT_WRONG } from '../../contract/errors';
import { PACE_POLL_MS, PACE_SAVED, type PaceChange, paceMachine, selectPace } from './pace.machine';
import { failure, ok, type Result } from './result';
import { edgesOf, type GraphEvent, type Rule } from './testing/graph-replay';
import { answersOf, endings, fakeCall } from './testing/fake-calls';
import { into, replayHarness } from './testing/replay-harness';
import { itReplaysEveryRule, toast } from './testing/rules';
import type { NotifyEvent } from './notify';

const [LOADED, LOAD_THREW] = answersOf(paceMachine, 'pace.loading');
const [CHANGED, CHANGE_THREW] = answersOf(paceMachine, 'pace.changing');
const POLLED = paceMachine.getStateNodeById('pace.shown').after[0]!.eventType;

const paused: PaceState = { ...CALM_PACE, paused_until: '2026-03-02T06:15:00.000Z', paused_clock: '12:00' };
const busy: PaceState = { ...CALM_PACE, busy_minutes: 20, busy_until: '2026-03-02T07:00:00.000Z' };
const PAUSE: PaceChange = { kind: 'pause', minutes: 15 };
const REFUSED_MESSAGE = 'Choose one of the times offered.';
const REFUSED = failure(REFUSED_MESSAGE, 400);

const edges = edgesOf(paceMachine, {
  events: (state) => [
    { type: 'pace.refresh' },
    { type: 'pace.change', change: PAUSE },
    ...(state.matches('shown') ? [{ type: POLLED }] : []),
    ...(state.matches('loading') ? endings([LOADED, LOAD_THREW], [ok(paused), failure(SOMETHING_WENT_WRONG, 500)], 'loadPace') : []),
    ...(state.matches('changing') ? endings([CHANGED, CHANGE_THREW], [ok(busy), REFUSED], 'changePace') : []),
  ],
});

interface World {
  loads: number;
  changes: PaceChange[];
  toasts: NotifyEvent[];
}
const nothing = (): World => ({ loads: 0, changes: [], toasts: [] });

const harness = replayHarness<World>({
  nothing,
  logic: ({ world, calls }) =>
    paceMachine.provide({
      actors: {
        loadPace: fakeCall<Result<PaceState>>(calls, () => (world().loads += 1)),
        changePace: fakeCall<Result<PaceState>, PaceChange>(calls, (change) => world().changes.push(change)),
      },
    }),
  emitted: { notify: into('toasts') },
  clock: true,
  delays: { [POLLED]: { ms: PACE_POLL_MS, what: 'after the last read' } },
});

const answered = (event: GraphEvent) => (event.output as Result<PaceState> | undefined)?.ok === true;
const view = (snapshot: AnyMachineSnapshot) => selectPace(snapshot as unknown as Parameters<typeof selectPace>[0]);

const rules: Rule<World>[] = [
  {
    title: 'pace: a read shows what it answered (the banner, the estimates, the controls)',
    applies: (_, event) => event.type === LOADED && answered(event),
    holds: (_, event, to, world) => {
      expect(to.matches('shown')).toBe(true);
      expect(view(to)).toEqual({ pace: (event.output as { data: PaceState }).data, busy: false });
      expect(world).toEqual(nothing());
    },
  },
  {
    title: 'pace: a failed read keeps what was shown until the next one',
    applies: (_, event) => (event.type === LOADED && !answered(event)) || event.type === LOAD_THREW,
    holds: (from, _, to, world) => {
      expect(to.matches('shown')).toBe(true);
      expect(to.context).toEqual(from.context);
      expect(world).toEqual(nothing());
    },
  },
  {
    title: `pace: read again every ${PACE_POLL_MS / 1000} s, or at once when asked (a pause ends by itself)`,
    applies: (from, event) => from.matches('shown') && (event.type === POLLED || event.type === 'pace.refresh'),
    holds: (from, _, to, world) => {
      expect(to.matches('loading')).toBe(true);
      expect(to.context).toEqual(from.context);
      expect(world).toEqual({ ...nothing(), loads: 1 });
    },
  },
  {
    title: 'pace: a tap on the controls sends the change, and the controls wait for it',
    applies: (from, event) => from.matches('shown') && event.type === 'pace.change',
    holds: (_, __, to, world) => {
      expect(view(to).busy).toBe(true);
      expect(world).toEqual({ ...nothing(), changes: [PAUSE] });
    },
  },
  {
    title: 'pace: the change taken shows the new pace and says customers see it',
    applies: (_, event) => event.type === CHANGED && answered(event),
    holds: (_, __, to, world) => {
      expect(view(to)).toEqual({ pace: busy, busy: false });
      expect(world).toEqual({ ...nothing(), toasts: [toast('success', PACE_SAVED)] });
    },
  },
  {
    title: "pace: a change refused says the server's reason (or that something went wrong) and keeps the pace shown",
    applies: (_, event) => (event.type === CHANGED && !answered(event)) || event.type === CHANGE_THREW,
    holds: (from, event, to, world) => {
      expect(to.matches('shown')).toBe(true);
      expect(to.context).toEqual(from.context);
      const message = event.type === CHANGED ? REFUSED_MESSAGE : SOMETHING_WENT_WRONG;
      expect(world).toEqual({ ...nothing(), toasts: [toast('error', message)] });
    },
  },
  {
    title: 'pace: a refresh or a tap while a read or a change is on its way waits for it',
    applies: (from, event) => !from.matches('shown') && (event.type === 'pace.refresh' || event.type === 'pace.change'),
    holds: (from, _, to, world) => {
      expect({ value: to.value, context: to.context }).toEqual({ value: from.value, context: from.context });
      expect(world).toEqual(nothing());
    },
  },
];

describe('paceMachine, every edge of its graph replayed into a real actor on a simulated clock', () => {
  itReplaysEveryRule(edges, rules, harness);
});
