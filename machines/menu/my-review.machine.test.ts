import { describe, expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import type { Review } from '../../contract/review';
import { myReviewMachine, selectMyReview } from './my-review.machine';
import { failure, ok, type Result } from '../shared/result';
import { doneOf, endings, errorOf, fakeCall, invocationOf } from '../shared/testing/fake-calls';
import { edgesOf, type GraphEvent, type Rule } from '../shared/testing/graph-replay';
import { replayHarness } from '../shared/testing/replay-harness';
import { itReplaysEveryRule } from '../shared/testing/rules';
import { reviewBy } from '../shared/testing/fixtures';

const DONE = doneOf(invocationOf(myReviewMachine, 'myReview.loading'));
const ERROR = errorOf(invocationOf(myReviewMachine, 'myReview.loading'));

const earlier = reviewBy('Asha Gurung', 3, 2, 'A bit cold when it came.');
const resent = { rating: 4.5, review: 'Hot and juicy this time.' };

const edges = edgesOf(myReviewMachine, {
  events: (state) => [
    ...(['visitor', 'admin', 'customer'] as const).map((role) => ({ type: 'myReview.open', mealId: 7, role })),
    { type: 'myReview.saved', review: resent },
    { type: 'myReview.edit' },
    ...(state.matches('loading')
      ? endings([DONE, ERROR], [ok(earlier), ok(null), failure('Something went wrong', 500)], 'loadMine')
      : []),
  ],
});

interface World {
  loads: number[];
  fills: Array<{ rating: number; review: string }>;
}
const nothing = (): World => ({ loads: [], fills: [] });

const harness = replayHarness<World>({
  nothing,
  logic: ({ world, calls }) =>
    myReviewMachine.provide({
      actors: {
        loadMine: fakeCall<Result<Review | null>, { mealId: number }>(calls, (input) => world().loads.push(input.mealId)),
      },
      actions: { fillForm: ({ context }) => void (context.mine && world().fills.push(context.mine)) },
    }),
});

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
  itReplaysEveryRule(edges, rules, harness, 'claims each edge with exactly one rule');
});
