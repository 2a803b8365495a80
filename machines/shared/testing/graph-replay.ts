import { expect } from 'vitest';
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import {
  getAdjacencyMap,
  getShortestPaths,
  serializeSnapshot,
  type AdjacencyValue,
  type SerializedSnapshot,
  type Step,
  type TraversalOptions,
} from 'xstate/graph';

/**
 * Model-based testing for machines that invoke actors or wait on delays, which `createTestModel` refuses:
 * the machine's own graph (walked with its pure `transition`) is the model; every edge of it is replayed into a
 * real actor running fake implementations, and checked against the spec by the test's oracle.
 */

/** Graph events are loose: done, error and delay events carry whatever the test supplies. */
export type GraphEvent = EventObject & Record<string, unknown>;
export type GraphStep = Step<AnyMachineSnapshot, GraphEvent>;

export interface Edge {
  /** The shortest way from the initial state to `from`, starting with the `xstate.init` step. */
  path: GraphStep[];
  from: AnyMachineSnapshot;
  event: GraphEvent;
  to: AnyMachineSnapshot;
}

type Options = TraversalOptions<AnyMachineSnapshot, GraphEvent, unknown>;

/**
 * Every (state, event) pair the traversal reaches, each with the shortest path that leads to its state. The
 * limit makes a machine that stops bounding its context (a count gone negative) fail fast instead of walking on.
 */
export function edgesOf(machine: AnyStateMachine, traversal: Options): Edge[] {
  const options: Options = { limit: 5_000, ...traversal };
  const shortest = new Map(
    getShortestPaths<AnyStateMachine>(machine, options).map((path) => [serializeSnapshot(path.state), path.steps]),
  );
  const adjacency = getAdjacencyMap(machine, options) as Record<string, AdjacencyValue<AnyMachineSnapshot, GraphEvent>>;
  return Object.entries(adjacency).flatMap(([key, { state: from, transitions }]) => {
    const path = shortest.get(key as SerializedSnapshot);
    if (!path) throw new Error(`no path reaches ${key}`);
    const next: { event: GraphEvent; state: AnyMachineSnapshot }[] = Object.values(transitions);
    return next.map(({ event, state: to }) => ({ path, from, event, to }));
  });
}

const describeEvent = ({ type, ...rest }: GraphEvent) =>
  Object.keys(rest).length > 0 ? `${type} ${JSON.stringify(rest)}` : type;

const describeSteps = (steps: readonly GraphStep[]) => steps.map((step) => describeEvent(step.event)).join(' → ');

/** The real actor must be in the state (value and context) the model says, or the message names the path. */
export function expectSnapshot(actual: AnyMachineSnapshot, expected: AnyMachineSnapshot, where: string) {
  expect({ value: actual.value, context: actual.context }, where).toEqual({
    value: expected.value,
    context: expected.context,
  });
}

/** Replays a path step by step, checking the real actor after every step (the init step is the start). */
async function replay(
  steps: readonly GraphStep[],
  snapshot: () => AnyMachineSnapshot,
  perform: (event: GraphEvent) => void | Promise<void>,
) {
  for (const [index, step] of steps.entries()) {
    if (index > 0) await perform(step.event);
    expectSnapshot(snapshot(), step.state, `after ${describeSteps(steps.slice(0, index + 1))}`);
  }
}

/** A named rule of the spec: which edges it speaks for and what must hold across them. */
export interface Rule<World> {
  title: string;
  applies: (from: AnyMachineSnapshot, event: GraphEvent) => boolean;
  holds: (from: AnyMachineSnapshot, event: GraphEvent, to: AnyMachineSnapshot, world: World) => void;
}

/** A fresh real actor with fakes attached, and what the outside world saw of it. */
export interface Harness<World> {
  snapshot: () => AnyMachineSnapshot;
  /** Sends the event, or makes the fake behind a done, error or delay event do what the event says. */
  perform: (event: GraphEvent) => void | Promise<void>;
  /** What the world saw since the last call (toasts, calls to fakes); it is forgotten afterwards. */
  take: () => World;
  stop: () => void;
}

/** Replays every edge the rule claims into a fresh harness: the actor must follow the model and the rule hold. */
export async function checkRule<World>(edges: readonly Edge[], rule: Rule<World>, harness: () => Harness<World>) {
  const claimed = edges.filter((edge) => rule.applies(edge.from, edge.event));
  expect(claimed.length, `edges for "${rule.title}"`).toBeGreaterThan(0);
  for (const edge of claimed) {
    const where = `${describeSteps(edge.path)} ⟶ ${describeEvent(edge.event)}`;
    const real = harness();
    try {
      await replay(edge.path, real.snapshot, real.perform);
      real.take();
      await real.perform(edge.event);
      expectSnapshot(real.snapshot(), edge.to, where);
      rule.holds(edge.from, edge.event, edge.to, real.take());
    } catch (error) {
      if (error instanceof Error) error.message = `${where}\n${error.message}`;
      throw error;
    } finally {
      real.stop();
    }
  }
  return claimed.length;
}

/** Each edge must be claimed by exactly one rule, so no transition goes untested or is tested twice. */
export function unclaimedOrContested<World>(edges: readonly Edge[], rules: readonly Rule<World>[]): string[] {
  return edges.flatMap((edge) => {
    const claims = rules.filter((rule) => rule.applies(edge.from, edge.event)).map((rule) => rule.title);
    return claims.length === 1
      ? []
      : [`${describeSteps(edge.path)} ⟶ ${describeEvent(edge.event)} claimed by [${claims.join(' | ')}]`];
  });
}
