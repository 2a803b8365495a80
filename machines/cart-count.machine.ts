import { assign, emit, fromPromise, setup } from 'xstate';
import { SOMETHING_WENT_WRONG } from '../contract/errors';
import { notify, type NotifyEvent } from './notify';
import type { Result } from './result';

/** Who is asking decides whether an add may even start (spec §5). */
export type Role = 'visitor' | 'customer' | 'admin';

export const ADMIN_REFUSAL = "you can't perform this action as admin...";
/** The meal detail screen words it differently from everywhere else (spec §5). */
export const VISITOR_REFUSAL = { default: 'Login first...', detail: 'please Login first...' } as const;
export const ADD_FAILED = 'Failed to add meal to cart. Please try again.';
export const ADDED = 'Meal added to cart!';

export type CartCountEvent =
  | { type: 'cart.count.set'; count: number }
  | { type: 'cart.count.increment' }
  | { type: 'cart.count.decrement' }
  | { type: 'cart.count.reset' }
  | { type: 'cart.add'; mealId: number; role: Role; wording?: keyof typeof VISITOR_REFUSAL };

/** The server's answer to an add: its message and the cart's new size. */
export interface AddToCartOutput {
  message: string | null;
  count: number;
}

export const cartCountMachine = setup({
  types: {
    context: {} as { count: number },
    events: {} as CartCountEvent,
    emitted: {} as NotifyEvent,
  },
  actors: {
    addToCart: fromPromise<Result<AddToCartOutput>, { mealId: number }>(async () => {
      throw new Error('addToCart is provided at the app boundary');
    }),
  },
  guards: {
    isAboveZero: ({ context }) => context.count > 0,
    isVisitor: ({ event }) => event.type === 'cart.add' && event.role === 'visitor',
    isAdmin: ({ event }) => event.type === 'cart.add' && event.role === 'admin',
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
  initial: 'idle',
  on: {
    'cart.count.set': { actions: { type: 'setCount', params: ({ event }) => event.count } },
    'cart.count.increment': { actions: 'increment' },
    'cart.count.decrement': { guard: 'isAboveZero', actions: 'decrement' },
    'cart.count.reset': { actions: 'reset' },
  },
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
        input: ({ event }) => ({ mealId: event.type === 'cart.add' ? event.mealId : 0 }),
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'idle',
            actions: [
              {
                type: 'setCount',
                params: ({ event }) => (event.output.ok ? event.output.data.count : 0),
              },
              emit(({ event }) => notify('success', (event.output.ok && event.output.data.message) || ADDED)),
            ],
          },
          {
            target: 'idle',
            // A refusal the server explained is a warning with its words; anything else is an error. An answer
            // whose body said nothing reads as the generic text, which is not the server's message.
            actions: emit(({ event }) =>
              !event.output.ok && event.output.status !== undefined && event.output.message !== SOMETHING_WENT_WRONG
                ? notify('warning', event.output.message)
                : notify('error', ADD_FAILED),
            ),
          },
        ],
        onError: { target: 'idle', actions: emit(notify('error', ADD_FAILED)) },
      },
    },
  },
});

/** The navbar badge shows at most 99 (spec §9). */
export const BADGE_MAX = 99;
export const selectBadge = (snapshot: { context: { count: number } }) => {
  const { count } = snapshot.context;
  return { count, label: count > BADGE_MAX ? `${BADGE_MAX}+` : String(count), hidden: count === 0 };
};
