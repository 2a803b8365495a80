import { assign, emit, fromPromise, setup } from 'xstate';
import type { Favorite } from '../../contract/favorite';
import { explained, FAVORITE_REMOVE_FAILED, FAVORITE_REMOVED } from './favorite.machine';
import { notify, type NotifyEvent } from '../shared/notify';
import { okData } from '../shared/ok-data';
import type { Result } from '../shared/result';
import type { MealCustomerApi } from './meal-customer-api';

export const FAVORITES_LOAD_FAILED = 'Error loading favorite meals.';

export type FavoriteMealsEvent =
  | { type: 'favoriteMeals.open' }
  | { type: 'favoriteMeals.retry' }
  | { type: 'favoriteMeals.remove'; mealId: number };

interface FavoriteMealsContext {
  favorites: Favorite[];
  /** The meal being removed. */
  removing: number | null;
}

/**
 * The profile's 'Favorite Meals' grid (spec §2): the signed-in customer's favourites (GET /meal/favorite-meal/);
 * removing one says so and the grid is read again.
 */
export const favoriteMealsMachine = setup({
  types: {
    context: {} as FavoriteMealsContext,
    events: {} as FavoriteMealsEvent,
    emitted: {} as NotifyEvent,
  },
  actors: {
    listFavorites: fromPromise<Result<Favorite[]>>(async () => {
      throw new Error('listFavorites is provided at the app boundary');
    }),
    removeFavorite: fromPromise<Result<string>, { mealId: number }>(async () => {
      throw new Error('removeFavorite is provided at the app boundary');
    }),
  },
  guards: {
    answeredOk: (_, result: Result<unknown>) => result.ok,
  },
  actions: {
    setFavorites: assign({ favorites: (_, favorites: Favorite[]) => favorites }),
  },
}).createMachine({
  id: 'favoriteMeals',
  context: { favorites: [], removing: null },
  initial: 'closed',
  on: {
    'favoriteMeals.open': { target: '.loading', reenter: true, actions: assign({ favorites: [], removing: null }) },
  },
  states: {
    closed: {},
    loading: {
      invoke: {
        src: 'listFavorites',
        onDone: [
          {
            guard: { type: 'answeredOk', params: ({ event }) => event.output },
            target: 'ready',
            actions: { type: 'setFavorites', params: ({ event }) => okData(event.output) },
          },
          { target: 'failed' },
        ],
        onError: { target: 'failed' },
      },
    },
    failed: {
      on: { 'favoriteMeals.retry': 'loading' },
    },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'favoriteMeals.remove': { target: 'removing', actions: assign({ removing: ({ event }) => event.mealId }) },
          },
        },
        removing: {
          invoke: {
            src: 'removeFavorite',
            input: ({ context }) => ({ mealId: context.removing ?? 0 }),
            onDone: [
              {
                guard: { type: 'answeredOk', params: ({ event }) => event.output },
                target: 'refreshing',
                actions: [
                  // Gone at once; the read that follows is the server's word on the rest.
                  assign({
                    favorites: ({ context }) => context.favorites.filter(({ meal }) => meal.id !== context.removing),
                    removing: null,
                  }),
                  emit(notify('success', FAVORITE_REMOVED)),
                ],
              },
              {
                target: 'idle',
                actions: [
                  assign({ removing: null }),
                  emit(({ event }) => notify('error', explained(event.output) ?? FAVORITE_REMOVE_FAILED)),
                ],
              },
            ],
            onError: { target: 'idle', actions: [assign({ removing: null }), emit(notify('error', FAVORITE_REMOVE_FAILED))] },
          },
        },
        refreshing: {
          invoke: {
            src: 'listFavorites',
            onDone: [
              {
                guard: { type: 'answeredOk', params: ({ event }) => event.output },
                target: 'idle',
                actions: { type: 'setFavorites', params: ({ event }) => okData(event.output) },
              },
              { target: 'idle' },
            ],
            onError: { target: 'idle' },
          },
        },
      },
    },
  },
});

export interface FavoriteMealsView {
  status: 'closed' | 'loading' | 'failed' | 'ready';
  favorites: Favorite[];
  /** Removing is one at a time: the grid's buttons wait while one is in flight. */
  busy: boolean;
}

export function selectFavoriteMeals(snapshot: {
  context: FavoriteMealsContext;
  matches: (state: 'loading' | 'failed' | 'ready' | { ready: 'idle' }) => boolean;
}): FavoriteMealsView {
  const status = (['loading', 'failed', 'ready'] as const).find((state) => snapshot.matches(state)) ?? 'closed';
  return { status, favorites: snapshot.context.favorites, busy: status === 'ready' && !snapshot.matches({ ready: 'idle' }) };
}

/** The flow on real (or fake) calls; its screen starts it when first shown. */
export const createFavoriteMealsLogic = (api: Pick<MealCustomerApi, 'listFavorites' | 'removeFavorite'>) =>
  favoriteMealsMachine.provide({
    actors: {
      listFavorites: fromPromise(() => api.listFavorites()),
      removeFavorite: fromPromise(({ input }) => api.removeFavorite(input.mealId)),
    },
  });
