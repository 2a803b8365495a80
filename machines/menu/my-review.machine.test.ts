import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyMachineSnapshot } from 'xstate';
import type { Review } from '../../contract/review';
import { myReviewMachine, selectMyReview, type MyReviewEvent } from './my-review.machine';
import { failure, ok, type Result } from '../shared/result';
import {
  checkRule,
  edgesOf,
  unclaimedOrContested,
  type GraphEvent,
  type Harness,
  type Rule,
} from '../shared/testing/graph-replay';

const DONE = `xstate.done.actor.${myReviewMachine.getStateNodeById('myReview.loading').invoke[0]!.id}`;
const ERROR = DONE.replace('xstate.done.', 'xstate.error.');

const earlier: Review = {
  id: 3,
  rating: 2,
  review: 'A bit cold when it came.',
  created_at: '2026-11-20T10:00:00Z',
  user: { name: 'Asha Gurung' },
};
const resent = { rating: 4.5, review: 'Hot and juicy this time.' };

const edges = edgesOf(myReviewMachine, {
  events: (state) => [
    ...(['visitor', 'admin', 'customer'] as const).map((role) => ({ type: 'myReview.open', mealId: 7, role })),
    { type: 'myReview.saved', review: resent },
    { type: 'myReview.edit' },
    ...(state.matches('loading')
      ? [
          { type: DONE, output: ok(earlier) },
          { type: DONE, output: ok(null) },
          { type: DONE, output: failure('Something went wrong', 500) },
          { type: ERROR, error: new Error('loadMine threw') },
        ]
      : []),
  ],
});

interface World {
  loads: number[];
  fills: Array<{ rating: number; review: string }>;
}
const nothing = (): World => ({ loads: [], fills: [] });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function harness(): Harness<World> {
  let world = nothing();
  let pending: { resolve: (value: Result<Review | null>) => void; reject: (error: unknown) => void } | null = null;
  const actor = createActor(
    myReviewMachine.provide({
      actors: {
        loadMine: fromPromise<Result<Review | null>, { mealId: number }>(({ input }) => {
          world.loads.push(input.mealId);
          return new Promise((resolve, reject) => (pending = { resolve, reject }));
        }),
      },
      actions: { fillForm: ({ context }) => void (context.mine && world.fills.push(context.mine)) },
    }),
  ).start();
  return {
    snapshot: () => actor.getSnapshot(),
    async perform(event) {
      if (event.type === DONE || event.type === ERROR) {
        if (!pending) throw new Error(`${event.type} with nothing in flight`);
        if (event.type === DONE) pending.resolve(event.output as Result<Review | null>);
        else pending.reject(event.error);
        pending = null;
        await settle();
      } else {
        actor.send(event as MyReviewEvent);
      }
    },
    take: () => {
      const seen = world;
      world = nothing();
      return seen;
    },
    stop: () => actor.stop(),
  };
}

const mine = (snapshot: AnyMachineSnapshot) => selectMyReview(snapshot as never).mine;
const opened = (role: string) => (_: AnyMachineSnapshot, event: GraphEvent) =>
  event.type === 'myReview.open' && event.role === role;
const answered = (event: GraphEvent) => event.type === DONE && (event.output as Result<Review | null>).ok;

const rules: Rule<World>[] = [
  {
    title: "my review: a customer's meal page asks for their own review (GET /meal/review-rating/mine/)",
    applies: opened('customer'),
    holds: (_, __, to, world) => {
      expect(to.value).toBe('loading');
      expect(mine(to)).toBeNull();
      expect(world).toEqual({ ...nothing(), loads: [7] });
    },
  },
  {
    title: 'my review: a visitor or an admin has none and nothing is asked',
    applies: (from, event) => opened('visitor')(from, event) || opened('admin')(from, event),
    holds: (_, __, to, world) => {
      expect(to.value).toBe('none');
      expect(mine(to)).toBeNull();
      expect(world).toEqual(nothing());
    },
  },
  {
    title: 'my review: an earlier review is shown as theirs ("You reviewed this meal")',
    applies: (_, event) => answered(event) && (event.output as { data: Review | null }).data !== null,
    holds: (_, __, to, world) => {
      expect(mine(to)).toEqual({ rating: 2, review: earlier.review });
      expect(world).toEqual(nothing());
    },
  },
  {
    title: 'my review: no review, or a failed read, shows nothing and leaves the form as it was',
    applies: (_, event) =>
      (answered(event) && (event.output as { data: Review | null }).data === null) ||
      (event.type === DONE && !answered(event)) ||
      event.type === ERROR,
    holds: (_, __, to, world) => {
      expect(to.value).toBe('known');
      expect(mine(to)).toBeNull();
      expect(world).toEqual(nothing());
    },
  },
  {
    title: 'my review: a review the form saved becomes theirs',
    applies: (from, event) => from.matches('known') && event.type === 'myReview.saved',
    holds: (_, __, to, world) => {
      expect(mine(to)).toEqual(resent);
      expect(world).toEqual(nothing());
    },
  },
  {
    title: '"Edit your review" fills the review form with their review',
    applies: (from, event) => from.matches('known') && event.type === 'myReview.edit',
    holds: (from, _, to, world) => {
      expect(mine(to)).toEqual(mine(from));
      expect(world).toEqual({ ...nothing(), fills: mine(from) ? [mine(from)!] : [] });
    },
  },
  {
    title: 'my review: a save or an edit before the review is known changes nothing',
    applies: (from, event) =>
      !from.matches('known') && (event.type === 'myReview.saved' || event.type === 'myReview.edit'),
    holds: (from, _, to, world) => {
      expect({ value: to.value, context: to.context }).toEqual({ value: from.value, context: from.context });
      expect(world).toEqual(nothing());
    },
  },
];

describe('myReviewMachine, every edge of its graph replayed into a real actor', () => {
  it('claims each edge with exactly one rule', () => {
    expect(unclaimedOrContested(edges, rules)).toEqual([]);
  });

  it.each(rules.map((rule) => [rule.title, rule] as const))('%s', async (_, rule) => {
    await checkRule(edges, rule, harness);
  });
});
