import { assign, fromPromise, setup } from 'xstate';
import type { Review } from '../../contract/review';
import type { MealCustomerApi, MealPage } from './meal-customer-api';
import { answeredOk, ifAnsweredOk, okOutput, settleRead } from '../shared/answer';
import { providedCall } from '../shared/boundary';
import type { Result } from '../shared/result';

// docs/rules/texts.md#screen-texts and docs/rules/texts.md#error-catalogue, word for word.
export const MEAL_LOADING = /*i18n*/ 'Loading...';
export const MEAL_LOAD_FAILED = /*i18n*/ 'Error loading meal details.';

/** The meal a /meal/{id} path names: a positive whole number (/meal/7), NaN for anything else (/meal/abc, /meal/0). */
export const mealIdOf = (segment: string): number => (/^[1-9]\d{0,14}$/.test(segment) ? Number(segment) : Number.NaN);

export type MealDetailEvent =
  | { type: 'mealDetail.open'; mealId: number }
  | { type: 'mealDetail.retry' }
  /** A review was saved: the list and the average change. */
  | { type: 'mealDetail.reload' };

interface MealDetailContext {
  mealId: number | null;
  meal: MealPage['meal'] | null;
  reviews: Review[];
  /** The page came with the meal (a server-rendered /meal/{id}): opening that same meal reads nothing. */
  given: boolean;
}

/**
 * A server-rendered meal page's own meal and reviews (contract/page-data.ts), as the flow's input: `page` null when the
 * server found no meal with that id.
 */
export interface MealDetailInput {
  mealId: number;
  page: MealPage | null;
}

/**
 * /meal/{id} (docs/rules/screens.md#meal-detail): the meal with its average rating, and its reviews newest first. After
 * a review is saved the page reads both again in the background, keeping what it shows until the new answer arrives.
 */
export const mealDetailMachine = setup({
  types: {
    context: {} as MealDetailContext,
    events: {} as MealDetailEvent,
    input: {} as MealDetailInput | undefined,
  },
  actors: {
    loadMealPage: providedCall<Result<MealPage>, { mealId: number }>('loadMealPage'),
  },
  guards: {
    answeredOk,
    /** /meal/abc or /meal/0 names no meal: nothing to ask the server. */
    namesAMeal: ({ event }) =>
      event.type === 'mealDetail.open' && Number.isSafeInteger(event.mealId) && event.mealId > 0,
    noSuchMeal: (_, result: Result<MealPage>) => !result.ok && result.status === 404,
    given: ({ context }) => context.given,
    givenMeal: ({ context }) => context.given && context.meal !== null,
    /** The meal the page came with, opened by its screen: shown already. */
    opensTheGivenMeal: ({ context, event }) =>
      context.given && event.type === 'mealDetail.open' && event.mealId === context.mealId,
  },
  actions: {
    open: assign({
      mealId: ({ event, context }) => (event.type === 'mealDetail.open' ? event.mealId : context.mealId),
      meal: null,
      reviews: [],
      given: false,
    }),
    setPage: assign((_, page: MealPage) => ({ meal: page.meal, reviews: page.reviews })),
  },
}).createMachine({
  id: 'mealDetail',
  context: ({ input }) => ({
    mealId: input?.mealId ?? null,
    meal: input?.page?.meal ?? null,
    reviews: input?.page?.reviews ?? [],
    given: input !== undefined,
  }),
  initial: 'closed',
  on: {
    'mealDetail.open': [
      { guard: 'opensTheGivenMeal', actions: assign({ given: false }) },
      { guard: 'namesAMeal', target: '.loading', reenter: true, actions: 'open' },
      { target: '.missing', actions: 'open' },
    ],
  },
  states: {
    closed: {
      always: [
        { guard: 'givenMeal', target: 'ready' },
        { guard: 'given', target: 'missing' },
      ],
    },
    loading: {
      invoke: {
        src: 'loadMealPage',
        input: ({ context }) => ({ mealId: context.mealId ?? 0 }),
        onDone: [
          { guard: ifAnsweredOk, target: 'ready', actions: { type: 'setPage', params: okOutput } },
          { guard: { type: 'noSuchMeal', params: ({ event }) => event.output }, target: 'missing' },
          { target: 'failed' },
        ],
        onError: { target: 'failed' },
      },
    },
    /** No meal has this id (any more): a page that says so, with a way back, rather than a retry that cannot help. */
    missing: {},
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
            // The review was saved; a failed read keeps what the page had until the next visit.
            ...settleRead('setPage', 'shown', 'shown'),
          },
        },
      },
    },
  },
});

export interface MealDetailView {
  status: 'loading' | 'failed' | 'missing' | 'ready';
  meal: MealPage['meal'] | null;
  reviews: Review[];
}

export function selectMealDetail(snapshot: {
  context: MealDetailContext;
  matches: (state: 'failed' | 'missing' | 'ready') => boolean;
}): MealDetailView {
  const { meal, reviews } = snapshot.context;
  const status = (['ready', 'failed', 'missing'] as const).find((state) => snapshot.matches(state)) ?? 'loading';
  return { status, meal, reviews };
}

/** The flow on real (or fake) calls; its screen starts it when first shown. */
export const createMealDetailLogic = (api: Pick<MealCustomerApi, 'mealPage'>) =>
  mealDetailMachine.provide({ actors: { loadMealPage: fromPromise(({ input }) => api.mealPage(input.mealId)) } });
