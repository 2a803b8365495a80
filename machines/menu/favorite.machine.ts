import { assign, emit, fromPromise, setup } from 'xstate';
import { providedCall } from '../shared/boundary';
import { SOMETHING_WENT_WRONG } from '../../contract/errors';
import { FAVORITE_MESSAGES } from '../../contract/favorite';
import { ADMIN_REFUSAL, type Role } from '../shared/session';
import { answeredOk, explained, ifAnsweredOk } from '../shared/answer';
import { LOGIN_FIRST, notify, type NotifyEvent } from '../shared/notify';
import type { Result } from '../shared/result';
import type { MealCustomerApi } from './meal-customer-api';

// docs/rules/texts.md#error-catalogue, word for word.
export const FAVORITE_REMOVED = FAVORITE_MESSAGES.removed;
export const FAVORITE_REMOVE_FAILED = /*i18n*/ 'Error removing favorite meal.';

export type FavoriteEvent =
  /** The meal's page opened (or who is looking changed). */
  | { type: 'favorite.open'; mealId: number; role: Role }
  | { type: 'favorite.toggle'; role: Role };

interface FavoriteContext {
  mealId: number | null;
  on: boolean;
}

/**
 * The heart on a meal's page (docs/rules/screens.md#meal-detail and docs/rules/validation.md#add-to-cart and
 * docs/rules/texts.md#error-catalogue): a customer's favourite status is read when the page opens; toggling adds or
 * removes it with the server's message. Visitors and admins have no favourites: they are told why.
 */
export const favoriteMachine = setup({
  types: {
    context: {} as FavoriteContext,
    events: {} as FavoriteEvent,
    emitted: {} as NotifyEvent,
  },
  actors: {
    isFavorited: providedCall<Result<boolean>, { mealId: number }>('isFavorited'),
    addFavorite: providedCall<Result<string>, { mealId: number }>('addFavorite'),
    removeFavorite: providedCall<Result<string>, { mealId: number }>('removeFavorite'),
  },
  guards: {
    openedByCustomer: ({ event }) => event.type === 'favorite.open' && event.role === 'customer',
    isVisitor: ({ event }) => event.type === 'favorite.toggle' && event.role === 'visitor',
    isAdmin: ({ event }) => event.type === 'favorite.toggle' && event.role === 'admin',
    isOn: ({ context }) => context.on,
    answeredOk,
  },
  actions: {
    open: assign({ mealId: ({ event, context }) => (event.type === 'favorite.open' ? event.mealId : context.mealId), on: false }),
    set: assign({ on: (_, on: boolean) => on }),
  },
}).createMachine({
  id: 'favorite',
  context: { mealId: null, on: false },
  initial: 'idle',
  on: {
    'favorite.open': [
      { guard: 'openedByCustomer', target: '.checking', reenter: true, actions: 'open' },
      { target: '.idle', actions: 'open' },
    ],
  },
  states: {
    idle: {
      on: {
        'favorite.toggle': [
          { guard: 'isVisitor', actions: emit(notify('warning', LOGIN_FIRST)) },
          { guard: 'isAdmin', actions: emit(notify('warning', ADMIN_REFUSAL)) },
          { guard: 'isOn', target: 'removing' },
          { target: 'adding' },
        ],
      },
    },
    checking: {
      invoke: {
        src: 'isFavorited',
        input: ({ context }) => ({ mealId: context.mealId ?? 0 }),
        onDone: {
          target: 'idle',
          // Not knowing reads as not favourited: the heart still works, the server keeps one favourite per meal.
          actions: { type: 'set', params: ({ event }) => event.output.ok && event.output.data },
        },
        onError: { target: 'idle' },
      },
    },
    adding: {
      invoke: {
        src: 'addFavorite',
        input: ({ context }) => ({ mealId: context.mealId ?? 0 }),
        onDone: [
          {
            guard: ifAnsweredOk,
            target: 'idle',
            actions: [
              { type: 'set', params: true },
              emit(({ event }) => notify('success', event.output.ok ? event.output.data : FAVORITE_MESSAGES.added)),
            ],
          },
          {
            target: 'idle',
            actions: emit(({ event }) => notify('error', event.output.ok ? SOMETHING_WENT_WRONG : event.output.message)),
          },
        ],
        onError: { target: 'idle', actions: emit(notify('error', SOMETHING_WENT_WRONG)) },
      },
    },
    removing: {
      invoke: {
        src: 'removeFavorite',
        input: ({ context }) => ({ mealId: context.mealId ?? 0 }),
        onDone: [
          {
            guard: ifAnsweredOk,
            target: 'idle',
            actions: [{ type: 'set', params: false }, emit(notify('success', FAVORITE_REMOVED))],
          },
          {
            target: 'idle',
            actions: emit(({ event }) => notify('error', explained(event.output) ?? FAVORITE_REMOVE_FAILED)),
          },
        ],
        onError: { target: 'idle', actions: emit(notify('error', FAVORITE_REMOVE_FAILED)) },
      },
    },
  },
});

export interface FavoriteView {
  on: boolean;
  busy: boolean;
}

export function selectFavorite(snapshot: {
  context: FavoriteContext;
  matches: (state: 'idle') => boolean;
}): FavoriteView {
  return { on: snapshot.context.on, busy: !snapshot.matches('idle') };
}

/** The flow on real (or fake) calls; its screen starts it when first shown. */
export const createFavoriteLogic = (api: Pick<MealCustomerApi, 'isFavorited' | 'addFavorite' | 'removeFavorite'>) =>
  favoriteMachine.provide({
    actors: {
      isFavorited: fromPromise(({ input }) => api.isFavorited(input.mealId)),
      addFavorite: fromPromise(({ input }) => api.addFavorite(input.mealId)),
      removeFavorite: fromPromise(({ input }) => api.removeFavorite(input.mealId)),
    },
  });
