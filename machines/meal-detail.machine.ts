import { assign, fromPromise, setup } from 'xstate';
import type { Review } from '../contract/review';
import type { MealCustomerApi, MealPage } from './meal-customer-api';
import { okData } from './ok-data';
import type { Result } from './result';

// Spec §2 and §8, word for word.
export const MEAL_LOADING = 'Loading...';
export const MEAL_LOAD_FAILED = 'Error loading meal details.';

export type MealDetailEvent =
  | { type: 'mealDetail.open'; mealId: number }
  | { type: 'mealDetail.retry' }
  /** A review was saved: the list and the average change. */
  | { type: 'mealDetail.reload' };

interface MealDetailContext {
  mealId: number | null;
  meal: MealPage['meal'] | null;
  reviews: Review[];
}

/**
 * /meal/{id} (spec §2): the meal with its average rating, and its reviews newest first. After a review is saved the
 * page reads both again in the background, keeping what it shows until the new answer arrives.
 */
export const mealDetailMachine = setup({
  types: {
    context: {} as MealDetailContext,
    events: {} as MealDetailEvent,
  },
  actors: {
    loadMealPage: fromPromise<Result<MealPage>, { mealId: number }>(async () => {
      throw new Error('loadMealPage is provided at the app boundary');
    }),
  },
  guards: {
    answeredOk: (_, result: Result<MealPage>) => result.ok,
  },
  actions: {
    open: assign({
      mealId: ({ event, context }) => (event.type === 'mealDetail.open' ? event.mealId : context.mealId),
      meal: null,
      reviews: [],
    }),
    setPage: assign((_, page: MealPage) => ({ meal: page.meal, reviews: page.reviews })),
  },
}).createMachine({
  id: 'mealDetail',
  context: { mealId: null, meal: null, reviews: [] },
  initial: 'closed',
  on: {
    'mealDetail.open': { target: '.loading', reenter: true, actions: 'open' },
  },
  states: {
    closed: {},
    loading: {
      invoke: {
        src: 'loadMealPage',
        input: ({ context }) => ({ mealId: context.mealId ?? 0 }),
        onDone: [
          {
            guard: { type: 'answeredOk', params: ({ event }) => event.output },
            target: 'ready',
            actions: { type: 'setPage', params: ({ event }) => okData(event.output) },
          },
          { target: 'failed' },
        ],
        onError: { target: 'failed' },
      },
    },
    failed: {
      on: { 'mealDetail.retry': 'loading' },
    },
    ready: {
      initial: 'shown',
      on: { 'mealDetail.reload': { target: '.reloading', reenter: true } },
      states: {
        shown: {},
        reloading: {
          invoke: {
            src: 'loadMealPage',
            input: ({ context }) => ({ mealId: context.mealId ?? 0 }),
            onDone: [
              {
                guard: { type: 'answeredOk', params: ({ event }) => event.output },
                target: 'shown',
                actions: { type: 'setPage', params: ({ event }) => okData(event.output) },
              },
              // The review was saved; the page keeps what it had until the next visit.
              { target: 'shown' },
            ],
            onError: { target: 'shown' },
          },
        },
      },
    },
  },
});

export interface MealDetailView {
  status: 'loading' | 'failed' | 'ready';
  meal: MealPage['meal'] | null;
  reviews: Review[];
}

export function selectMealDetail(snapshot: {
  context: MealDetailContext;
  matches: (state: 'failed' | 'ready') => boolean;
}): MealDetailView {
  const { meal, reviews } = snapshot.context;
  const status = snapshot.matches('ready') ? 'ready' : snapshot.matches('failed') ? 'failed' : 'loading';
  return { status, meal, reviews };
}

/** The flow on real (or fake) calls; its screen starts it when first shown. */
export const createMealDetailLogic = (api: Pick<MealCustomerApi, 'mealPage'>) =>
  mealDetailMachine.provide({ actors: { loadMealPage: fromPromise(({ input }) => api.mealPage(input.mealId)) } });
