// For other screens: send { type: 'cart.reload' } to the 'cart' system actor to read the cart again (after a payment).
import { assign, emit, fromPromise, sendTo, setup } from 'xstate';
import type { CartItem } from '../../contract/cart';
import { CART_MESSAGES } from '../../contract/cart';
import type { LineChoices } from '../../contract/meal-options';
import type { CartApi, Quantities } from './cart-api';
import { type CartContext, type CartLoad, clamp, hasLine, mergeLines, quantitiesOf } from './cart-lines';
import { ADMIN_REFUSAL, LOGIN_REQUIRED, type Role } from '../shared/session';
import { answeredOk, ifAnsweredOk, okOutput, settleRead, writeFailed } from '../shared/answer';
import { providedCall } from '../shared/boundary';
import { navigate } from '../shared/navigate';
import { notify } from '../shared/notify';
import { okData } from '../shared/ok-data';
import { ok, type Result } from '../shared/result';
import { screenTypes } from '../shared/screen-types';

// The cart's screen, stories and tests import these from here; they live beside it, by what they are.
export type { CartLine, CartLoad } from './cart-lines';
export { type CartLineView, type CartView, selectCart } from './cart-view';

// docs/rules/texts.md#screen-texts and docs/rules/texts.md#error-catalogue, word for word (a failed read is not in the
// spec: its words are ours).
export const CART_REMOVED = CART_MESSAGES.removed;
export const CART_REMOVE_FAILED = /*i18n*/ 'Failed to remove meal from cart.';
export const CART_LOAD_FAILED = /*i18n*/ 'Error loading your cart.';
export const CART_LOADING = /*i18n*/ 'Loading your cart...';
export const CART_CHOICE_FAILED = /*i18n*/ 'Your choice could not be saved. Please try again.';

export type CartEvent =
  /** The screen opened (or who is looking changed); `owner` (the user's phone number) names whose quantities apply. */
  | { type: 'cart.open'; role: Role; owner: string }
  | { type: 'cart.retry' }
  /** Read the cart again, e.g. once a payment emptied it; nothing happens until the screen has opened. */
  | { type: 'cart.reload' }
  | { type: 'cart.increment'; lineId: number }
  | { type: 'cart.decrement'; lineId: number }
  | { type: 'cart.remove'; lineId: number }
  /** docs/rules/orders.md#options: a line's portion, options or note changed; saved at once, the server prices it. Lines are named by
   * their own id: one meal may be in several (docs/rules/orders.md#cart-lines). */
  | { type: 'cart.choose'; lineId: number; choices: LineChoices };

/** Keeps the quantities on screen for the cart's owner. */
const keepShown = {
  type: 'keepQuantities',
  params: ({ context }: { context: CartContext }) => ({ owner: context.owner ?? '', quantities: quantitiesOf(context.lines) }),
} as const;
const showLineCount = { type: 'showCount', params: ({ context }: { context: CartContext }) => context.lines.length } as const;
const inCart = { type: 'inCart', params: ({ event }: { event: { lineId: number } }) => event.lineId } as const;
/** − and +: one less or one more of a line, kept for the owner at once. */
const step = (by: number) => ({
  guard: inCart,
  actions: [{ type: 'setQuantity', params: ({ event }: { event: { lineId: number } }) => ({ lineId: event.lineId, by }) }, keepShown],
} as const);

const choiceFailed = writeFailed('idle', 'forgetChoosing', CART_CHOICE_FAILED);
// The read that follows a removal, whatever its answer, is the server's word on the cart.
const removeFailed = writeFailed('refreshing', 'forgetRemoving', CART_REMOVE_FAILED);

/**
 * /cart (docs/rules/screens.md#cart and docs/rules/states.md#cart-quantity and docs/rules/texts.md#error-catalogue):
 * loads the signed-in customer's cart, quantities chosen with − and + (kept per user in the browser, never below 1, at
 * most the server's 99), removal with the spec's toasts and a fresh read. Visitors and admins are told why not and sent
 * home. Every read sets the navbar badge to the cart's size.
 */
export const cartMachine = setup({
  types: screenTypes<CartContext, CartEvent>(),
  actors: {
    loadCart: providedCall<Result<CartLoad>, { owner: string }>('loadCart'),
    removeFromCart: providedCall<Result<string | null>, { lineId: number }>('removeFromCart'),
    chooseInCart: providedCall<Result<CartItem>, { lineId: number; choices: LineChoices }>('chooseInCart'),
  },
  guards: {
    isVisitor: ({ event }) => event.type === 'cart.open' && event.role === 'visitor',
    isAdmin: ({ event }) => event.type === 'cart.open' && event.role === 'admin',
    isOpen: ({ context }) => context.owner !== null,
    inCart: ({ context }, lineId: number) => hasLine(context, lineId),
    answeredOk,
  },
  actions: {
    // The quantities' keeper is the app's; tests replace this with a recorder.
    keepQuantities: (_, _params: { owner: string; quantities: Quantities }) => {
      throw new Error('keepQuantities is provided at the app boundary');
    },
    // The navbar badge by its system id; tests replace this with a recorder.
    showCount: sendTo(
      ({ system }) => system.get('cartCount'),
      (_, count: number) => ({ type: 'cart.count.set', count }),
    ),
    close: assign({ owner: null, lines: [], removing: null, choosing: null }),
    goHome: emit(navigate('/', { replace: true })),
    forgetChoosing: assign({ choosing: null }),
    forgetRemoving: assign({ removing: null }),
    // Gone at once; the read that follows is the server's word on the rest.
    dropRemoved: assign(({ context }) => ({
      lines: context.lines.filter((line) => line.id !== context.removing),
      removing: null,
    })),
    failed: emit((_, message: string) => notify('error', message)),
    setQuantity: assign({
      lines: ({ context }, { lineId, by }: { lineId: number; by: number }) =>
        context.lines.map((line) => (line.id === lineId ? { ...line, quantity: clamp(line.quantity + by) } : line)),
    }),
    setLines: assign({ lines: ({ context }, load: CartLoad) => mergeLines(load.items, context.lines, load.kept) }),
  },
}).createMachine({
  id: 'cart',
  context: { owner: null, lines: [], removing: null, choosing: null },
  initial: 'closed',
  on: {
    'cart.open': [
      { guard: 'isAdmin', target: '.closed', actions: ['close', emit(notify('warning', ADMIN_REFUSAL)), 'goHome'] },
      { guard: 'isVisitor', target: '.closed', actions: ['close', emit(notify('warning', LOGIN_REQUIRED)), 'goHome'] },
      {
        target: '.loading',
        reenter: true,
        actions: assign({ owner: ({ event }) => event.owner, lines: [], removing: null }),
      },
    ],
    'cart.reload': { guard: 'isOpen', target: '.loading', reenter: true, actions: assign({ lines: [], removing: null }) },
  },
  states: {
    closed: {},
    loading: {
      invoke: {
        src: 'loadCart',
        input: ({ context }) => ({ owner: context.owner ?? '' }),
        ...settleRead('setLines', 'ready', 'failed'),
      },
    },
    failed: {
      on: { 'cart.retry': 'loading' },
    },
    ready: {
      initial: 'idle',
      // Whatever the read brought, the badge and the kept quantities follow it (meals gone are forgotten).
      entry: [showLineCount, keepShown],
      states: {
        idle: {
          on: {
            'cart.increment': step(1),
            'cart.decrement': step(-1),
            'cart.remove': { guard: inCart, target: 'removing', actions: assign({ removing: ({ event }) => event.lineId }) },
            'cart.choose': {
              guard: inCart,
              target: 'choosing',
              actions: assign({ choosing: ({ event }) => ({ lineId: event.lineId, choices: event.choices }) }),
            },
          },
        },
        choosing: {
          invoke: {
            src: 'chooseInCart',
            input: ({ context }) => context.choosing ?? { lineId: 0, choices: {} },
            onDone: [
              {
                guard: ifAnsweredOk,
                target: 'idle',
                // The server's line, priced by it, at the quantity on screen.
                actions: assign({
                  lines: ({ context, event }) => {
                    const item = okData(event.output);
                    return context.lines.map((line) =>
                      line.id === item.id ? { ...item, quantity: line.quantity } : line,
                    );
                  },
                  choosing: null,
                }),
              },
              choiceFailed.refused,
            ],
            onError: choiceFailed.threw,
          },
        },
        removing: {
          invoke: {
            src: 'removeFromCart',
            input: ({ context }) => ({ lineId: context.removing ?? 0 }),
            onDone: [
              {
                guard: ifAnsweredOk,
                target: 'refreshing',
                actions: [
                  'dropRemoved',
                  emit(({ event }) => notify('success', (event.output.ok && event.output.data) || CART_REMOVED)),
                  showLineCount,
                ],
              },
              removeFailed.refused,
            ],
            onError: removeFailed.threw,
          },
        },
        refreshing: {
          invoke: {
            src: 'loadCart',
            input: ({ context }) => ({ owner: context.owner ?? '' }),
            onDone: [
              { guard: ifAnsweredOk, target: 'idle', actions: [{ type: 'setLines', params: okOutput<CartLoad> }, showLineCount, keepShown] },
              // The removal itself is settled; the screen keeps what it shows until the next read.
              { target: 'idle' },
            ],
            onError: { target: 'idle' },
          },
        },
      },
    },
  },
});

/** The flow on real (or fake) calls; its screen starts it when first shown. */
export const createCartLogic = (api: CartApi) =>
  cartMachine.provide({
    actors: {
      loadCart: fromPromise(async ({ input }) => {
        const [cart, kept] = await Promise.all([
          api.listCart(),
          // Nothing kept (or no storage at all) means quantities start at 1.
          api.keptQuantities(input.owner).catch((): Quantities => new Map()),
        ]);
        return cart.ok ? ok({ items: cart.data, kept }) : cart;
      }),
      removeFromCart: fromPromise(({ input }) => api.removeFromCart(input.lineId)),
      chooseInCart: fromPromise(({ input }) => api.chooseInCart(input.lineId, input.choices)),
    },
    actions: {
      // Keeping is a convenience: a browser that refuses storage still has a working cart.
      keepQuantities: (_, { owner, quantities }) => void api.keepQuantities(owner, quantities).catch(() => {}),
    },
  });
