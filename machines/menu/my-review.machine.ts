import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import { answeredOk, ifAnsweredOk } from '../shared/answer';
import { providedCall } from '../shared/boundary';
import type { Review } from '../../contract/review';
import type { MealCustomerApi } from './meal-customer-api';
import { okData } from '../shared/ok-data';
import type { Result } from '../shared/result';
import type { MyReviewEvent, ReviewDraft, ReviewFormEvent } from './review-events';

// docs/rules/robustness.md#screens: a customer who reviewed a meal is told so, and may change what they wrote.
export const YOU_REVIEWED = /*i18n*/ 'You reviewed this meal';
export const EDIT_REVIEW = /*i18n*/ 'Edit your review';
export const REPLACES_REVIEW = /*i18n*/ 'Sending a review again replaces this one.';

export type { MyReviewEvent };

interface MyReviewContext {
  mealId: number | null;
  mine: ReviewDraft | null;
}

/**
 * What this customer wrote about the meal (GET /meal/review-rating/mine/): shown above the review form with "Edit
 * your review", which fills the form with it. A failed read shows nothing: the form works as before.
 */
export const myReviewMachine = setup({
  types: { context: {} as MyReviewContext, events: {} as MyReviewEvent },
  actors: {
    loadMine: providedCall<Result<Review | null>, { mealId: number }>('loadMine'),
  },
  guards: {
    isCustomer: ({ event }) => event.type === 'myReview.open' && event.role === 'customer',
    answeredOk,
  },
  actions: {
    // The review form's actor by its system id; tests replace this with a recorder.
    fillForm: enqueueActions(({ context, enqueue, system }) => {
      const form = system.get('reviewForm');
      if (!form || !context.mine) return;
      const fill: ReviewFormEvent = { type: 'reviewForm.fill', ...context.mine };
      enqueue.sendTo(form, fill);
    }),
  },
}).createMachine({
  id: 'myReview',
  context: { mealId: null, mine: null },
  initial: 'none',
  on: {
    'myReview.open': [
      {
        guard: 'isCustomer',
        target: '.loading',
        reenter: true,
        actions: assign({ mealId: ({ event }) => event.mealId, mine: null }),
      },
      { target: '.none', actions: assign({ mealId: ({ event }) => event.mealId, mine: null }) },
    ],
  },
  states: {
    none: {},
    loading: {
      invoke: {
        src: 'loadMine',
        input: ({ context }) => ({ mealId: context.mealId ?? 0 }),
        onDone: [
          {
            guard: ifAnsweredOk,
            target: 'known',
            actions: assign({
              mine: ({ event }) => {
                const review = okData(event.output);
                return review ? { rating: review.rating, review: review.review } : null;
              },
            }),
          },
          { target: 'known' },
        ],
        onError: { target: 'known' },
      },
    },
    known: {
      on: {
        'myReview.saved': { actions: assign({ mine: ({ event }) => event.review }) },
        'myReview.edit': { actions: 'fillForm' },
      },
    },
  },
});

export interface MyReviewView {
  mine: ReviewDraft | null;
}

export const selectMyReview = (snapshot: { context: MyReviewContext }): MyReviewView => ({
  mine: snapshot.context.mine,
});

/** The flow on real (or fake) calls; the review form starts it. */
export const createMyReviewLogic = (api: Pick<MealCustomerApi, 'myReview'>) =>
  myReviewMachine.provide({ actors: { loadMine: fromPromise(({ input }) => api.myReview(input.mealId)) } });
