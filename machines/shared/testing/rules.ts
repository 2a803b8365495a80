import { expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import type { NotifyEvent } from '../notify';
import type { Result } from '../result';
import { checkRule, unclaimedOrContested, type Edge, type GraphEvent, type Harness, type Rule } from './graph-replay';

/** Small pieces the rules of model tests are written with, and the two cases every model test runs. */

export type Applies = Rule<unknown>['applies'];

export const toast = (level: NotifyEvent['level'], message: string): NotifyEvent => ({
  type: 'notify',
  level,
  message,
});

/** The snapshot is in the state (a state value, as `matches` takes it). */
export const is = (state: Parameters<AnyMachineSnapshot['matches']>[0]) => (snapshot: AnyMachineSnapshot) =>
  snapshot.matches(state);

/** The event is the answer of type `type` (a done event) whose output passes the test. */
export const answered =
  <Output = Result<unknown>>(type: string, test: (output: Output) => boolean = () => true): Applies =>
  (_, event) =>
    event.type === type && test(event.output as Output);

/** The edge leaves `state` on an event of this type. */
export const sentIn =
  (state: string, type: string): Applies =>
  (from, event) =>
    from.matches(state) && event.type === type;

/** The event has this type. */
export const sent =
  (type: string): Applies =>
  (_, event: GraphEvent) =>
    event.type === type;

/** Any of the tests claims the edge. */
export const either =
  (...tests: Applies[]): Applies =>
  (from, event) =>
    tests.some((test) => test(from, event));

/** The edge left the actor where it was, value and context. */
export const expectUnchanged = (from: AnyMachineSnapshot, to: AnyMachineSnapshot) =>
  expect({ value: to.value, context: to.context }).toEqual({ value: from.value, context: from.context });

/** The edge changed nothing: the actor stayed where it was and the world saw nothing (`nothing()` is that world). */
export const changesNothing =
  <World>(nothing: () => World): Rule<World>['holds'] =>
  (from, _, to, world) => {
    expectUnchanged(from, to);
    expect(world).toEqual(nothing());
  };

/**
 * "Try again" on a screen whose read failed: the flow goes back to `loading` and asks the read once more, and nothing
 * else (the world counts reads in `loads`).
 */
export const retryReadsAgain = <World extends { loads: number }>(
  title: string,
  retry: string,
  nothing: () => World,
): Rule<World> => ({
  title,
  applies: sentIn('failed', retry),
  holds: (_, __, to, world) => {
    expect(to.matches('loading')).toBe(true);
    expect(world).toEqual({ ...nothing(), loads: 1 });
  },
});

/** Every edge claimed by exactly one rule, and each rule replayed over the edges it claims, as its own case. */
export function itReplaysEveryRule<World>(
  edges: readonly Edge[],
  rules: readonly Rule<World>[],
  harness: () => Harness<World>,
  claims = 'claims each edge with exactly one spec rule',
) {
  it(claims, () => {
    expect(unclaimedOrContested(edges, rules)).toEqual([]);
  });

  it.each(rules.map((rule) => [rule.title, rule] as const))('%s', async (_, rule) => {
    await checkRule(edges, rule, harness);
  });
}
