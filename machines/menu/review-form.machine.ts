import { assign, emit, enqueueActions, fromPromise, sendTo, setup } from 'xstate';
import { answeredOk, ifAnsweredOk } from '../shared/answer';
import { providedCall } from '../shared/boundary';
import { reviewRequest } from '../../contract/review';
import { ADMIN_REFUSAL } from '../shared/session';
import type { MealDetailEvent } from './meal-detail.machine';
import type { MyReviewEvent, ReviewDraft, ReviewFormEvent } from './review-events';
import type { MealCustomerApi, ReviewSubmission } from './meal-customer-api';
import { LOGIN_FIRST, notify, type NotifyEvent } from '../shared/notify';
import type { Result } from '../shared/result';

// docs/rules/texts.md#error-catalogue, word for word (the field messages are the contract's REVIEW_MESSAGES, shared
// with the server).
export const REVIEW_SAVED = /*i18n*/ 'Review submitted successfully!';
export const REVIEW_FAILED = /*i18n*/ 'Error submitting review';

export type { ReviewDraft, ReviewFormEvent };

interface ReviewFormContext extends ReviewDraft {
  mealId: number | null;
  /** Errors show once the customer has tried to submit. */
  showErrors: boolean;
}

export interface ReviewErrors {
  rating?: string;
  review?: string;
}

/**
 * The form's docs/rules/validation.md#validation-rules messages, from the same schema the server checks with, so both
 * always say the same.
 */
export function reviewErrors({ rating, review }: ReviewDraft): ReviewErrors {
  const parsed = reviewRequest.safeParse({ meal_id: 1, rating: rating === 0 ? undefined : rating, review });
  if (parsed.success) return {};
  const errors: ReviewErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'rating' || field === 'review') && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}

const EMPTY = { rating: 0, review: '', showErrors: false } as const;

/**
 * 'Add a review' on a meal's page (docs/rules/screens.md#meal-detail and docs/rules/states.md#review-form and
 * docs/rules/validation.md#review): customers only; after a successful submit the form is empty again and the meal's
 * page reads its reviews (and average) again.
 */
export const reviewFormMachine = setup({
  types: {
    context: {} as ReviewFormContext,
    events: {} as ReviewFormEvent,
    emitted: {} as NotifyEvent,
  },
  actors: {
    submitReview: providedCall<Result<string>, ReviewSubmission>('submitReview'),
  },
  guards: {
    isVisitor: ({ event }) => event.type === 'reviewForm.submit' && event.role === 'visitor',
    isAdmin: ({ event }) => event.type === 'reviewForm.submit' && event.role === 'admin',
    isValid: ({ context }) => Object.keys(reviewErrors(context)).length === 0,
    answeredOk,
  },
  actions: {
    // The meal page's actor by its system id; tests replace this with a recorder.
    reloadMealPage: sendTo(({ system }) => system.get('mealDetail'), {
      type: 'mealDetail.reload',
    } satisfies MealDetailEvent),
    reset: assign(EMPTY),
    // The customer's review as now saved, for the line "You reviewed this meal"; tests replace this with a recorder.
    tellMyReview: enqueueActions(({ context, enqueue, system }) => {
      const mine = system.get('myReview');
      if (!mine) return;
      const saved: MyReviewEvent = {
        type: 'myReview.saved',
        review: { rating: context.rating, review: context.review.trim() },
      };
      enqueue.sendTo(mine, saved);
    }),
  },
}).createMachine({
  id: 'reviewForm',
  context: { mealId: null, ...EMPTY },
  initial: 'editing',
  on: {
    'reviewForm.open': {
      target: '.editing',
      actions: assign(({ event }) => ({ mealId: event.mealId, ...EMPTY })),
    },
  },
  states: {
    editing: {
      on: {
        'reviewForm.rating': { actions: assign({ rating: ({ event }) => event.rating }) },
        'reviewForm.text': { actions: assign({ review: ({ event }) => event.text }) },
        'reviewForm.fill': {
          actions: assign(({ event }) => ({ rating: event.rating, review: event.review, showErrors: false })),
        },
        'reviewForm.submit': [
          { guard: 'isVisitor', actions: emit(notify('warning', LOGIN_FIRST)) },
          { guard: 'isAdmin', actions: emit(notify('warning', ADMIN_REFUSAL)) },
          { guard: 'isValid', target: 'submitting' },
          { actions: assign({ showErrors: true }) },
        ],
      },
    },
    submitting: {
      invoke: {
        src: 'submitReview',
        input: ({ context }) => ({
          meal_id: context.mealId ?? 0,
          rating: context.rating,
          review: context.review.trim(),
        }),
        onDone: [
          {
            guard: ifAnsweredOk,
            target: 'editing',
            actions: ['tellMyReview', 'reset', 'reloadMealPage', emit(notify('success', REVIEW_SAVED))],
          },
          { target: 'editing', actions: emit(notify('error', REVIEW_FAILED)) },
        ],
        onError: { target: 'editing', actions: emit(notify('error', REVIEW_FAILED)) },
      },
    },
  },
});

export interface ReviewFormView extends ReviewDraft {
  errors: ReviewErrors;
  submitting: boolean;
}

export function selectReviewForm(snapshot: {
  context: ReviewFormContext;
  matches: (state: 'submitting') => boolean;
}): ReviewFormView {
  const { rating, review, showErrors } = snapshot.context;
  return {
    rating,
    review,
    errors: showErrors ? reviewErrors({ rating, review }) : {},
    submitting: snapshot.matches('submitting'),
  };
}

/** The flow on real (or fake) calls; its screen starts it when first shown. */
export const createReviewFormLogic = (api: Pick<MealCustomerApi, 'submitReview'>) =>
  reviewFormMachine.provide({ actors: { submitReview: fromPromise(({ input }) => api.submitReview(input)) } });
