import { assign, emit, fromPromise, setup } from 'xstate';
import type { Favorite } from '../../contract/favorite';
import { FAVORITE_REMOVE_FAILED, FAVORITE_REMOVED } from './favorite.machine';
import { answeredOk, ifAnsweredOk, settleRead, writeFailed } from '../shared/answer';
import { providedCall } from '../shared/boundary';
import { notify, type NotifyEvent } from '../shared/notify';
import type { Result } from '../shared/result';
import type { MealCustomerApi } from './meal-customer-api';

export const FAVORITES_LOAD_FAILED = /*i18n*/ 'Error loading favorite meals.';

export type FavoriteMealsEvent =
  | { type: 'favoriteMeals.open' }
  | { type: 'favoriteMeals.retry' }
  | { type: 'favoriteMeals.remove'; mealId: number };

interface FavoriteMealsContext {
  favorites: Favorite[];
  /** The meal being removed. */
  removing: number | null;
}

const removeFailed = writeFailed('idle', 'forgetRemoving', FAVORITE_REMOVE_FAILED);

/**
 * The profile's 'Favorite Meals' grid (docs/rules/screens.md#profile): the signed-in customer's favourites (GET
 * /meal/favorite-meal/);
 * removing one says so and the grid is read again.
 */
export const favoriteMealsMachine = setup({
  types: {
    context: {} as FavoriteMealsContext,
    events: {} as FavoriteMealsEvent,
    emitted: {} as NotifyEvent,
  },
  actors: {
    listFavorites: providedCall<Result<Favorite[]>>('listFavorites'),
    removeFavorite: providedCall<Result<string>, { mealId: number }>('removeFavorite'),
  },
  guards: { answeredOk },
  actions: {
    setFavorites: assign({ favorites: (_, favorites: Favorite[]) => favorites }),
    forgetRemoving: assign({ removing: null }),
    // Gone at once; the read that follows is the server's word on the rest.
    dropRemoved: assign(({ context }) => ({
      favorites: context.favorites.filter(({ meal }) => meal.id !== context.removing),
      removing: null,
    })),
    failed: emit((_, message: string) => notify('error', message)),
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
      invoke: { src: 'listFavorites', ...settleRead('setFavorites', 'ready', 'failed') },
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
                guard: ifAnsweredOk,
                target: 'refreshing',
                actions: ['dropRemoved', emit(notify('success', FAVORITE_REMOVED))],
              },
              removeFailed.refused,
            ],
            onError: removeFailed.threw,
          },
        },
        refreshing: {
          invoke: { src: 'listFavorites', ...settleRead('setFavorites', 'idle', 'idle') },
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
