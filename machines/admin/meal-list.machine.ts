import { assign, emit, fromPromise, setup } from 'xstate';
import type { Meal, MealPage } from '../../contract/meal';
import { notify, type NotifyEvent } from '../shared/notify';
import { okData } from '../shared/ok-data';
import type { Result } from '../shared/result';

/** Spec §9: pages of 8. */
export const MEAL_PAGE_SIZE = 8;

export type MealListEvent =
  | { type: 'mealList.open' }
  | { type: 'mealList.page'; page: number }
  | { type: 'mealList.search'; text: string }
  | { type: 'mealList.retry' }
  | { type: 'mealList.delete'; id: number }
  | { type: 'mealList.delete.confirm' }
  | { type: 'mealList.delete.cancel' };

interface MealListContext {
  page: number;
  search: string;
  meals: Meal[];
  /** Meals in the whole list (paging), or the number found (searching). */
  count: number;
  selected: number | null;
}

const fresh = (): MealListContext => ({ page: 1, search: '', meals: [], count: 0, selected: null });
const searching = (context: MealListContext) => context.search.trim() !== '';

/**
 * /route/admin/meal-list (spec §2, §4, §8): pages of 8 meals, or, while the search box holds text, every match with
 * paging off. A new page or a new search drops the answer still on its way. Delete asks first.
 */
export const mealListMachine = setup({
  types: {
    context: {} as MealListContext,
    events: {} as MealListEvent,
    emitted: {} as NotifyEvent,
  },
  actors: {
    loadPage: fromPromise<Result<MealPage>, { page: number }>(async () => {
      throw new Error('loadPage is provided at the app boundary');
    }),
    search: fromPromise<Result<Meal[]>, { text: string }>(async () => {
      throw new Error('search is provided at the app boundary');
    }),
    remove: fromPromise<Result<string>, { id: number }>(async () => {
      throw new Error('remove is provided at the app boundary');
    }),
  },
  guards: {
    searching: ({ context }) => searching(context),
    answeredOk: (_, result: Result<unknown>) => result.ok,
  },
}).createMachine({
  id: 'mealList',
  context: fresh,
  initial: 'loading',
  on: {
    'mealList.open': { target: '.loading', reenter: true, actions: assign(fresh) },
    'mealList.search': { target: '.loading', reenter: true, actions: assign({ search: ({ event }) => event.text }) },
  },
  states: {
    // Which read answers depends on the search box.
    loading: {
      always: [{ guard: 'searching', target: 'searching' }, { target: 'paging' }],
    },
    paging: {
      invoke: {
        src: 'loadPage',
        input: ({ context }) => ({ page: context.page }),
        onDone: [
          {
            guard: { type: 'answeredOk', params: ({ event }) => event.output },
            target: 'ready',
            actions: assign(({ event }) => {
              const { count, results } = okData(event.output);
              return { count, meals: results };
            }),
          },
          { target: 'failed' },
        ],
        onError: 'failed',
      },
    },
    searching: {
      invoke: {
        src: 'search',
        input: ({ context }) => ({ text: context.search.trim() }),
        onDone: [
          {
            guard: { type: 'answeredOk', params: ({ event }) => event.output },
            target: 'ready',
            actions: assign(({ event }) => {
              const meals = okData(event.output);
              return { meals, count: meals.length };
            }),
          },
          { target: 'failed' },
        ],
        onError: 'failed',
      },
    },
    failed: {
      on: { 'mealList.retry': 'loading' },
    },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'mealList.page': {
              guard: ({ context }) => !searching(context),
              target: '#mealList.loading',
              actions: assign({ page: ({ event }) => event.page }),
            },
            'mealList.delete': { target: 'confirming', actions: assign({ selected: ({ event }) => event.id }) },
          },
        },
        confirming: {
          on: {
            'mealList.delete.confirm': 'deleting',
            'mealList.delete.cancel': { target: 'idle', actions: assign({ selected: null }) },
          },
        },
        deleting: {
          invoke: {
            src: 'remove',
            input: ({ context }) => ({ id: context.selected ?? 0 }),
            onDone: [
              {
                guard: { type: 'answeredOk', params: ({ event }) => event.output },
                target: '#mealList.loading',
                actions: [
                  assign(({ context }) => ({
                    selected: null,
                    // The last meal of the last page gone: show the page before it.
                    page: context.meals.length === 1 && context.page > 1 ? context.page - 1 : context.page,
                  })),
                  emit(notify('success', 'Meal deleted successfully...')),
                ],
              },
              {
                target: 'idle',
                actions: [assign({ selected: null }), emit(notify('error', 'Error deleting meal. Please try again.'))],
              },
            ],
            onError: {
              target: 'idle',
              actions: [assign({ selected: null }), emit(notify('error', 'Error deleting meal. Please try again.'))],
            },
          },
        },
      },
    },
  },
});

export interface MealListView {
  status: 'loading' | 'failed' | 'ready';
  search: string;
  /** Paging is off while searching (spec §4). */
  paging: { page: number; count: number; pageSize: number } | null;
  meals: Meal[];
  confirmDelete: { id: number; name: string; deleting: boolean } | null;
}

type Snapshot = { context: MealListContext; matches: (state: never) => boolean };

export function selectMealList(snapshot: Snapshot): MealListView {
  const { context } = snapshot;
  const is = (state: string) => snapshot.matches(state as never);
  const confirming = is('ready.confirming') || is('ready.deleting');
  return {
    status: is('paging') || is('searching') ? 'loading' : is('failed') ? 'failed' : 'ready',
    search: context.search,
    paging: searching(context) ? null : { page: context.page, count: context.count, pageSize: MEAL_PAGE_SIZE },
    meals: context.meals,
    confirmDelete:
      confirming && context.selected !== null
        ? {
            id: context.selected,
            name: context.meals.find((meal) => meal.id === context.selected)?.name ?? '',
            deleting: is('ready.deleting'),
          }
        : null,
  };
}
