import { assign, emit, setup } from 'xstate';
import type { LineChoices } from '../../contract/meal-options';
import { answeredOk, explained, ifAnsweredOk, settleRead } from '../shared/answer';
import { providedCall, providedStream } from '../shared/boundary';
import { notify, type NotifyEvent } from '../shared/notify';
import { okData } from '../shared/ok-data';
import type { Result } from '../shared/result';
import { ADMIN_REFUSAL, type Role } from '../shared/session';

/** The meal detail screen words it differently from everywhere else (docs/rules/validation.md#meal-form). */
export const VISITOR_REFUSAL = { default: /*i18n*/ 'Login first...', detail: /*i18n*/ 'please Login first...' } as const;
export const ADD_FAILED = /*i18n*/ 'Failed to add meal to cart. Please try again.';
export const ADDED = /*i18n*/ 'Meal added to cart!';

export type CartCountEvent =
  | { type: 'cart.count.set'; count: number }
  | { type: 'cart.count.increment' }
  | { type: 'cart.count.decrement' }
  | { type: 'cart.count.reset' }
  /**
   * `choices` (docs/rules/orders.md#options): the meal page's portion, options and note; without them, one full plate.
   */
  | { type: 'cart.add'; mealId: number; role: Role; wording?: keyof typeof VISITOR_REFUSAL; choices?: LineChoices }
  /** Who is signed in now (sent by the `session` actor whenever it changes). */
  | { type: 'cart.count.session'; role: Role }
  /** An admin's live order stream heard of a change: the kitchen queue may have moved. */
  | { type: 'cart.count.orderChanged' };

/** The server's answer to an add: its message and the cart's new size. */
export interface AddToCartOutput {
  message: string | null;
  count: number;
}

/**
 * The navbar badge (docs/rules/states.md#cart-count,
 * docs/rules/departures.md#where-the-app-differs-from-the-original-description). It can be set, incremented,
 * decremented while above 0 or reset. Once the session is known it loads: a customer's cart size, an admin's kitchen
 * queue (kept live by the order stream while the admin is signed in), 0 for a visitor. Adding to the cart goes through
 * here too, refused to visitors and admins (docs/rules/validation.md#validation-rules), and the badge follows the
 * server's cart afterwards.
 */
export const cartCountMachine = setup({
  types: {
    context: {} as { count: number },
    events: {} as CartCountEvent,
    emitted: {} as NotifyEvent,
  },
  actors: {
    addToCart: providedCall<Result<AddToCartOutput>, { mealId: number; choices?: LineChoices }>('addToCart'),
    /** Sends `cart.count.session` when who is signed in changes. */
    session: providedStream('session'),
    cartSize: providedCall<Result<number>>('cartSize'),
    kitchenQueue: providedCall<Result<number>>('kitchenQueue'),
    /** Sends `cart.count.orderChanged` for every order change the server streams, until stopped. */
    watchOrders: providedStream('watchOrders'),
  },
  guards: {
    isAboveZero: ({ context }) => context.count > 0,
    isVisitor: ({ event }) => event.type === 'cart.add' && event.role === 'visitor',
    isAdmin: ({ event }) => event.type === 'cart.add' && event.role === 'admin',
    signedInAs: ({ event }, role: Role) => event.type === 'cart.count.session' && event.role === role,
    answeredOk,
  },
  actions: {
    setCount: assign({ count: (_, count: number) => Math.max(0, Math.trunc(count)) }),
    increment: assign({ count: ({ context }) => context.count + 1 }),
    decrement: assign({ count: ({ context }) => context.count - 1 }),
    reset: assign({ count: 0 }),
    refuseVisitor: emit(({ event }) =>
      notify('warning', VISITOR_REFUSAL[(event.type === 'cart.add' && event.wording) || 'default']),
    ),
    refuseAdmin: emit(notify('warning', ADMIN_REFUSAL)),
  },
}).createMachine({
  id: 'cartCount',
  context: { count: 0 },
  type: 'parallel',
  invoke: { src: 'session' },
  on: {
    'cart.count.set': { actions: { type: 'setCount', params: ({ event }) => event.count } },
    'cart.count.increment': { actions: 'increment' },
    'cart.count.decrement': { guard: 'isAboveZero', actions: 'decrement' },
    'cart.count.reset': { actions: 'reset' },
  },
  states: {
    add: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'cart.add': [
              { guard: 'isVisitor', actions: 'refuseVisitor' },
              { guard: 'isAdmin', actions: 'refuseAdmin' },
              { target: 'adding' },
            ],
          },
        },
        adding: {
          invoke: {
            src: 'addToCart',
            // Entered only by `cart.add`.
            input: ({ event }) => event as { mealId: number; choices?: LineChoices },
            onDone: [
              {
                guard: ifAnsweredOk,
                target: 'idle',
                actions: [
                  { type: 'setCount', params: ({ event }) => okData(event.output).count },
                  emit(({ event }) => notify('success', okData(event.output).message || ADDED)),
                ],
              },
              {
                target: 'idle',
                // A refusal the server explained is a warning with its words; anything else is an error. An answer
                // whose body said nothing reads as the generic text, which is not the server's message.
                actions: emit(({ event }) => {
                  const why = explained(event.output);
                  return why === null ? notify('error', ADD_FAILED) : notify('warning', why);
                }),
              },
            ],
            onError: { target: 'idle', actions: emit(notify('error', ADD_FAILED)) },
          },
        },
      },
    },
    badge: {
      initial: 'unknown',
      on: {
        'cart.count.session': [
          { guard: { type: 'signedInAs', params: 'customer' }, target: '.customer' },
          { guard: { type: 'signedInAs', params: 'admin' }, target: '.admin' },
          { target: '.visitor', actions: 'reset' },
        ],
      },
      states: {
        /** The session check has not answered yet. */
        unknown: {},
        visitor: {},
        customer: {
          // Another customer signed in: another cart. (Re-entering here, not on `badge`, leaves adds alone.)
          on: { 'cart.count.session': { guard: { type: 'signedInAs', params: 'customer' }, target: 'customer', reenter: true } },
          initial: 'loading',
          states: {
            loading: {
              // Not knowing keeps what the badge showed.
              invoke: { src: 'cartSize', ...settleRead('setCount', 'shown', 'shown') },
            },
            shown: {},
          },
        },
        admin: {
          on: { 'cart.count.session': { guard: { type: 'signedInAs', params: 'admin' }, target: 'admin', reenter: true } },
          invoke: { src: 'watchOrders' },
          initial: 'loading',
          states: {
            loading: {
              on: { 'cart.count.orderChanged': { target: 'loading', reenter: true } },
              invoke: { src: 'kitchenQueue', ...settleRead('setCount', 'shown', 'shown') },
            },
            shown: {
              on: { 'cart.count.orderChanged': 'loading' },
            },
          },
        },
      },
    },
  },
});

/** The navbar badge shows at most 99 (docs/rules/limits.md#display). */
export const BADGE_MAX = 99;
export const selectBadge = (snapshot: { context: { count: number } }) => {
  const { count } = snapshot.context;
  return { count, label: count > BADGE_MAX ? `${BADGE_MAX}+` : String(count), hidden: count === 0 };
};
