import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { REVIEW_MESSAGES } from '../../contract/review';
import type { ReviewSubmission } from './meal-customer-api';
import type { NotifyEvent } from '../shared/notify';
import { failure, ok, type Result } from '../shared/result';
import { reviewErrors, reviewFormMachine, selectReviewForm } from './review-form.machine';
import { doneOf, errorOf, fakeCall, invocationOf } from '../shared/testing/fake-calls';
import { edgesOf, type GraphEvent, type Rule } from '../shared/testing/graph-replay';
import { into, replayHarness } from '../shared/testing/replay-harness';
import { changesNothing, itReplaysEveryRule } from '../shared/testing/rules';
import { ADMIN_REFUSED, LOGIN_FIRST } from '../shared/testing/spec-texts';

const SUBMITTING = invocationOf(reviewFormMachine, 'reviewForm.submitting');
const [DONE, ERROR] = [doneOf(SUBMITTING), errorOf(SUBMITTING)];

// docs/rules/texts.md#validation-texts and docs/rules/texts.md#error-catalogue, word for word.
const TEXT = {
  loginFirst: LOGIN_FIRST,
  admin: ADMIN_REFUSED,
  saved: 'Review submitted successfully!',
  failed: 'Error submitting review',
};
const GOOD = '  Juicy momo and a lovely achar.  ';
const EARLIER = 'A bit cold when it came.';

const edges = edgesOf(reviewFormMachine, {
  events: (state) => [
    { type: 'reviewForm.open', mealId: 7 },
    { type: 'reviewForm.rating', rating: 0 },
    { type: 'reviewForm.rating', rating: 3.5 },
    { type: 'reviewForm.text', text: '' },
    { type: 'reviewForm.text', text: 'Too short' },
    { type: 'reviewForm.text', text: GOOD },
    { type: 'reviewForm.fill', rating: 2, review: EARLIER },
    ...(['visitor', 'admin', 'customer'] as const).map((role) => ({ type: 'reviewForm.submit', role })),
    ...(state.matches('submitting')
      ? [
          { type: DONE, output: ok(TEXT.saved) },
          { type: DONE, output: failure('Meal does not exist', 400) },
          { type: ERROR, error: new Error('submitReview threw') },
        ]
      : []),
  ],
});

interface World {
  submitted: ReviewSubmission[];
  toasts: NotifyEvent[];
  /** How many times the meal's page was asked to read its reviews again. */
  reloads: number;
  /** What the customer's own-review line was told is now theirs. */
  saved: Array<{ rating: number; review: string }>;
}
const nothing = (): World => ({ submitted: [], toasts: [], reloads: 0, saved: [] });

const harness = replayHarness<World>({
  nothing,
  logic: ({ world, calls }) =>
    reviewFormMachine.provide({
      actors: {
        submitReview: fakeCall<Result<string>, ReviewSubmission>(calls, (input) => world().submitted.push(input)),
      },
      actions: {
        reloadMealPage: () => void (world().reloads += 1),
        tellMyReview: ({ context }) =>
          void world().saved.push({ rating: context.rating, review: context.review.trim() }),
      },
    }),
  emitted: { notify: into('toasts') },
});

const view = (snapshot: AnyMachineSnapshot) =>
  selectReviewForm(snapshot as unknown as Parameters<typeof selectReviewForm>[0]);
const submitBy = (role: string) => (from: AnyMachineSnapshot, event: GraphEvent) =>
  event.type === 'reviewForm.submit' && event.role === role && from.matches('editing');
const valid = (from: AnyMachineSnapshot) => Object.keys(reviewErrors(from.context)).length === 0;
const unchanged = changesNothing(nothing);

const rules: Rule<World>[] = [
  {
    title: "review form: opening a meal's page starts an empty form for that meal",
    applies: (_, event) => event.type === 'reviewForm.open',
    holds: (_, __, to, world) => {
      expect(to.context).toEqual({ mealId: 7, rating: 0, review: '', showErrors: false });
      expect(view(to)).toEqual({ rating: 0, review: '', errors: {}, submitting: false });
      expect(world).toEqual(nothing());
    },
  },
  {
    title: 'review form: choosing stars (half steps) or typing changes only the form',
    applies: (from, event) =>
      from.matches('editing') && (event.type === 'reviewForm.rating' || event.type === 'reviewForm.text'),
    holds: (from, event, to, world) => {
      const change = event.type === 'reviewForm.rating' ? { rating: event.rating } : { review: event.text };
      expect(to.context).toEqual({ ...from.context, ...change });
      expect(world).toEqual(nothing());
    },
  },
  {
    title: 'review form: "Edit your review" fills the form with what the customer wrote before (docs/rules/robustness.md#screens)',
    applies: (from, event) => from.matches('editing') && event.type === 'reviewForm.fill',
    holds: (from, _, to, world) => {
      expect(to.context).toEqual({ ...from.context, rating: 2, review: EARLIER, showErrors: false });
      expect(world).toEqual(nothing());
    },
  },
  {
    title: "review form: a visitor gets 'please login first..' and nothing is sent",
    applies: submitBy('visitor'),
    holds: (from, _, to, world) => {
      expect(to.context).toEqual(from.context);
      expect(world).toEqual({ ...nothing(), toasts: [{ type: 'notify', level: 'warning', message: TEXT.loginFirst }] });
    },
  },
  {
    title: "review form: an admin gets 'you can't perform this action as admin...' and nothing is sent",
    applies: submitBy('admin'),
    holds: (from, _, to, world) => {
      expect(to.context).toEqual(from.context);
      expect(world).toEqual({ ...nothing(), toasts: [{ type: 'notify', level: 'warning', message: TEXT.admin }] });
    },
  },
  {
    title: 'review form: an invalid form shows its docs/rules/validation.md#review messages and sends nothing',
    applies: (from, event) => submitBy('customer')(from, event) && !valid(from),
    holds: (from, _, to, world) => {
      const { rating, review } = from.context;
      const errors = view(to).errors;
      expect(errors.rating).toBe(rating === 0 ? REVIEW_MESSAGES.ratingRequired : undefined);
      expect(errors.review).toBe(
        review === '' ? REVIEW_MESSAGES.reviewRequired : review === 'Too short' ? REVIEW_MESSAGES.reviewShort : undefined,
      );
      expect(world).toEqual(nothing());
    },
  },
  {
    title: 'review form: a valid form sends meal_id, rating and the trimmed review (POST /meal/review-rating/)',
    applies: (from, event) => submitBy('customer')(from, event) && valid(from),
    holds: (from, _, to, world) => {
      expect(view(to).submitting).toBe(true);
      expect(world).toEqual({
        ...nothing(),
        submitted: [{ meal_id: from.context.mealId ?? 0, rating: from.context.rating, review: from.context.review.trim() }],
      });
    },
  },
  {
    title: 'review form resets and reviews reload after a successful submit',
    applies: (_, event) => event.type === DONE && (event.output as Result<string>).ok,
    holds: (from, _, to, world) => {
      expect(to.context).toEqual({ mealId: from.context.mealId, rating: 0, review: '', showErrors: false });
      expect(view(to)).toEqual({ rating: 0, review: '', errors: {}, submitting: false });
      expect(world).toEqual({
        ...nothing(),
        reloads: 1,
        saved: [{ rating: from.context.rating, review: from.context.review.trim() }],
        toasts: [{ type: 'notify', level: 'success', message: TEXT.saved }],
      });
    },
  },
  {
    title: "review form: a failed submit says 'Error submitting review' and keeps what was written",
    applies: (_, event) => (event.type === DONE && !(event.output as Result<string>).ok) || event.type === ERROR,
    holds: (from, _, to, world) => {
      expect(to.value).toBe('editing');
      expect(to.context).toEqual(from.context);
      expect(world).toEqual({ ...nothing(), toasts: [{ type: 'notify', level: 'error', message: TEXT.failed }] });
    },
  },
  {
    title: 'review form: changes and submits while one is being sent change nothing',
    applies: (from, event) => from.matches('submitting') && event.type.startsWith('reviewForm.') && event.type !== 'reviewForm.open',
    holds: unchanged,
  },
];

describe('reviewFormMachine, every edge of its graph replayed into a real actor', () => {
  itReplaysEveryRule(edges, rules, harness);
});

describe('reviewErrors: the docs/rules/validation.md#review texts from the contract the server checks with', () => {
  it.each([
    [{ rating: 0, review: GOOD }, { rating: REVIEW_MESSAGES.ratingRequired }],
    [{ rating: 0.5, review: GOOD }, { rating: REVIEW_MESSAGES.ratingMin }],
    [{ rating: 5.5, review: GOOD }, { rating: REVIEW_MESSAGES.ratingMax }],
    [{ rating: 4, review: '   ' }, { review: REVIEW_MESSAGES.reviewRequired }],
    [{ rating: 4, review: 'a'.repeat(9) }, { review: REVIEW_MESSAGES.reviewShort }],
    [{ rating: 4, review: 'a'.repeat(501) }, { review: REVIEW_MESSAGES.reviewLong }],
    [{ rating: 1, review: 'a'.repeat(10) }, {}],
    [{ rating: 5, review: 'a'.repeat(500) }, {}],
  ])('%j → %j', (draft, errors) => {
    expect(reviewErrors(draft)).toEqual(errors);
  });
});
