// For other screens: send { type: 'cart.reload' } to the 'cart' system actor to read the cart again (after a payment).
import { assign, emit, fromPromise, sendTo, setup } from 'xstate';
import type { CartItem } from '../../contract/cart';
import { CART_MESSAGES } from '../../contract/cart';
import { MAX_QUANTITY } from '../../contract/order';
import type { LineChoices } from '../../contract/meal-options';
import type { CartApi, OrderItem, Quantities } from './cart-api';
import type { Choices } from './line-choices';
import { ADMIN_REFUSAL, LOGIN_REQUIRED, type Role } from './cart-count.machine';
import { explained } from '../menu/favorite.machine';
import { navigate, type NavigateEvent } from '../shared/navigate';
import { notify, type NotifyEvent } from '../shared/notify';
import { okData } from '../shared/ok-data';
import { ok, type Result } from '../shared/result';

// Spec §2 and §8, word for word (a failed read is not in the spec: its words are ours).
export const CART_REMOVED = CART_MESSAGES.removed;
export const CART_REMOVE_FAILED = 'Failed to remove meal from cart.';
export const CART_LOAD_FAILED = 'Error loading your cart.';
export const CART_LOADING = 'Loading your cart...';
export const CART_CHOICE_FAILED = 'Your choice could not be saved. Please try again.';

export type CartEvent =
  /** The screen opened (or who is looking changed); `owner` (the user's phone number) names whose quantities apply. */
  | { type: 'cart.open'; role: Role; owner: string }
  | { type: 'cart.retry' }
  /** Read the cart again, e.g. once a payment emptied it; nothing happens until the screen has opened. */
  | { type: 'cart.reload' }
  | { type: 'cart.increment'; mealId: number }
  | { type: 'cart.decrement'; mealId: number }
  | { type: 'cart.remove'; mealId: number }
  /** Issue 13: a line's portion, options or note changed; saved at once, the server prices it. */
  | { type: 'cart.choose'; mealId: number; choices: LineChoices };

/** One meal in the cart with the quantity chosen for it. */
export interface CartLine extends CartItem {
  quantity: number;
}

interface CartContext {
  /** Whose cart is open; null while the screen has not opened it (or turned the user away). */
  owner: string | null;
  lines: CartLine[];
  /** The meal being removed. */
  removing: number | null;
  /** The line whose choices are being saved, and what was chosen. */
  choosing: { mealId: number; choices: LineChoices } | null;
}

/** The server's cart and what was kept for this user, read together. */
export interface CartLoad {
  items: CartItem[];
  kept: Quantities;
}

/** Quantities are whole, at least 1, and at most what the server takes at checkout. */
const clamp = (quantity: number) => Math.min(MAX_QUANTITY, Math.max(1, Math.trunc(quantity)));

/**
 * The cart as the server has it, each meal at the quantity the customer had chosen: the one on screen, else the
 * one kept for them, else 1 (spec §4, decisions §5).
 */
function merge(items: CartItem[], shown: CartLine[], kept: Quantities): CartLine[] {
  const current = new Map(shown.map((line) => [line.meal.id, line.quantity]));
  return items.map((item) => ({
    ...item,
    quantity: clamp(current.get(item.meal.id) ?? kept.get(item.meal.id) ?? 1),
  }));
}

const quantitiesOf = (lines: CartLine[]): Quantities => new Map(lines.map((line) => [line.meal.id, line.quantity]));

/** Keeps the quantities on screen for the cart's owner. */
const keepShown = {
  type: 'keepQuantities',
  params: ({ context }: { context: CartContext }) => ({
    owner: context.owner ?? '',
    quantities: quantitiesOf(context.lines),
  }),
} as const;

const hasLine = (context: CartContext, mealId: number) => context.lines.some((line) => line.meal.id === mealId);

/**
 * /cart (spec §2, §4, §8): loads the signed-in customer's cart, quantities chosen with − and + (kept per user in
 * the browser, never below 1, at most the server's 99), removal with the spec's toasts and a fresh read. Visitors
 * and admins are told why not and sent home. Every read sets the navbar badge to the cart's size.
 */
export const cartMachine = setup({
  types: {
    context: {} as CartContext,
    events: {} as CartEvent,
    emitted: {} as NotifyEvent | NavigateEvent,
  },
  actors: {
    loadCart: fromPromise<Result<CartLoad>, { owner: string }>(async () => {
      throw new Error('loadCart is provided at the app boundary');
    }),
    removeFromCart: fromPromise<Result<string | null>, { mealId: number }>(async () => {
      throw new Error('removeFromCart is provided at the app boundary');
    }),
    chooseInCart: fromPromise<Result<CartItem>, { mealId: number; choices: LineChoices }>(async () => {
      throw new Error('chooseInCart is provided at the app boundary');
    }),
  },
  guards: {
    isVisitor: ({ event }) => event.type === 'cart.open' && event.role === 'visitor',
    isAdmin: ({ event }) => event.type === 'cart.open' && event.role === 'admin',
    isOpen: ({ context }) => context.owner !== null,
    inCart: ({ context }, mealId: number) => hasLine(context, mealId),
    answeredOk: (_, result: Result<unknown>) => result.ok,
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
    setQuantity: assign({
      lines: ({ context }, { mealId, by }: { mealId: number; by: number }) =>
        context.lines.map((line) =>
          line.meal.id === mealId ? { ...line, quantity: clamp(line.quantity + by) } : line,
        ),
    }),
    setLines: assign({
      lines: ({ context }, load: CartLoad) => merge(load.items, context.lines, load.kept),
    }),
  },
}).createMachine({
  id: 'cart',
  context: { owner: null, lines: [], removing: null, choosing: null },
  initial: 'closed',
  on: {
    'cart.open': [
      {
        guard: 'isAdmin',
        target: '.closed',
        actions: ['close', emit(notify('warning', ADMIN_REFUSAL)), 'goHome'],
      },
      {
        guard: 'isVisitor',
        target: '.closed',
        actions: ['close', emit(notify('warning', LOGIN_REQUIRED)), 'goHome'],
      },
      {
        target: '.loading',
        reenter: true,
        actions: assign({
          owner: ({ event }) => event.owner,
          lines: [],
          removing: null,
        }),
      },
    ],
    'cart.reload': {
      guard: 'isOpen',
      target: '.loading',
      reenter: true,
      actions: assign({ lines: [], removing: null }),
    },
  },
  states: {
    closed: {},
    loading: {
      invoke: {
        src: 'loadCart',
        input: ({ context }) => ({ owner: context.owner ?? '' }),
        onDone: [
          {
            guard: { type: 'answeredOk', params: ({ event }) => event.output },
            target: 'ready',
            actions: {
              type: 'setLines',
              params: ({ event }) => okData(event.output),
            },
          },
          { target: 'failed' },
        ],
        onError: { target: 'failed' },
      },
    },
    failed: {
      on: { 'cart.retry': 'loading' },
    },
    ready: {
      initial: 'idle',
      // Whatever the read brought, the badge and the kept quantities follow it (meals gone are forgotten).
      entry: [{ type: 'showCount', params: ({ context }) => context.lines.length }, keepShown],
      states: {
        idle: {
          on: {
            'cart.increment': {
              guard: { type: 'inCart', params: ({ event }) => event.mealId },
              actions: [
                {
                  type: 'setQuantity',
                  params: ({ event }) => ({ mealId: event.mealId, by: 1 }),
                },
                keepShown,
              ],
            },
            'cart.decrement': {
              guard: { type: 'inCart', params: ({ event }) => event.mealId },
              actions: [
                {
                  type: 'setQuantity',
                  params: ({ event }) => ({ mealId: event.mealId, by: -1 }),
                },
                keepShown,
              ],
            },
            'cart.remove': {
              guard: { type: 'inCart', params: ({ event }) => event.mealId },
              target: 'removing',
              actions: assign({ removing: ({ event }) => event.mealId }),
            },
            'cart.choose': {
              guard: { type: 'inCart', params: ({ event }) => event.mealId },
              target: 'choosing',
              actions: assign({
                choosing: ({ event }) => ({
                  mealId: event.mealId,
                  choices: event.choices,
                }),
              }),
            },
          },
        },
        choosing: {
          invoke: {
            src: 'chooseInCart',
            input: ({ context }) => context.choosing ?? { mealId: 0, choices: {} },
            onDone: [
              {
                guard: {
                  type: 'answeredOk',
                  params: ({ event }) => event.output,
                },
                target: 'idle',
                // The server's line, priced by it, at the quantity on screen.
                actions: assign({
                  lines: ({ context, event }) => {
                    const item = okData(event.output);
                    return context.lines.map((line) =>
                      line.meal.id === item.meal.id ? { ...item, quantity: line.quantity } : line,
                    );
                  },
                  choosing: null,
                }),
              },
              {
                target: 'idle',
                actions: [
                  assign({ choosing: null }),
                  emit(({ event }) => notify('error', explained(event.output) ?? CART_CHOICE_FAILED)),
                ],
              },
            ],
            onError: {
              target: 'idle',
              actions: [assign({ choosing: null }), emit(notify('error', CART_CHOICE_FAILED))],
            },
          },
        },
        removing: {
          invoke: {
            src: 'removeFromCart',
            input: ({ context }) => ({ mealId: context.removing ?? 0 }),
            onDone: [
              {
                guard: {
                  type: 'answeredOk',
                  params: ({ event }) => event.output,
                },
                target: 'refreshing',
                actions: [
                  // Gone at once; the read that follows is the server's word on the rest.
                  assign({
                    lines: ({ context }) => context.lines.filter((line) => line.meal.id !== context.removing),
                    removing: null,
                  }),
                  emit(({ event }) => notify('success', (event.output.ok && event.output.data) || CART_REMOVED)),
                  {
                    type: 'showCount',
                    params: ({ context }) => context.lines.length,
                  },
                ],
              },
              {
                target: 'refreshing',
                actions: [
                  assign({ removing: null }),
                  emit(({ event }) => notify('error', explained(event.output) ?? CART_REMOVE_FAILED)),
                ],
              },
            ],
            onError: {
              target: 'refreshing',
              actions: [assign({ removing: null }), emit(notify('error', CART_REMOVE_FAILED))],
            },
          },
        },
        refreshing: {
          invoke: {
            src: 'loadCart',
            input: ({ context }) => ({ owner: context.owner ?? '' }),
            onDone: [
              {
                guard: {
                  type: 'answeredOk',
                  params: ({ event }) => event.output,
                },
                target: 'idle',
                actions: [
                  {
                    type: 'setLines',
                    params: ({ event }) => okData(event.output),
                  },
                  {
                    type: 'showCount',
                    params: ({ context }) => context.lines.length,
                  },
                  keepShown,
                ],
              },
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

/** A line as the order takes it: the spec's meal and quantity, and (issue 13) what was chosen, when anything was. */
function orderItemOf(line: CartLine): OrderItem {
  const item: OrderItem = { meal: line.meal.id, quantity: line.quantity };
  if (line.portion === 'half') item.portion = 'half';
  if (line.options && line.options.length > 0) item.options = [...line.options];
  if (line.note) item.note = line.note;
  return item;
}

/** Money in whole paisa, so sums of rupee amounts with paisa do not drift. */
const paisa = (rupees: number) => Math.round(rupees * 100);

export interface CartLineView extends CartLine {
  lineTotal: number;
  /** The server's price of one as chosen. */
  unitPrice: number;
  /** What was chosen for the line, for its picker (issue 13). */
  chosen: Choices;
}

export interface CartView {
  status: 'closed' | 'loading' | 'failed' | 'ready';
  lines: CartLineView[];
  /** How many meals are being bought: the quantities added up. */
  totalItems: number;
  /** In rupees, to the paisa. */
  total: number;
  /** A removal (and the read after it) is on its way: the lines' buttons wait. */
  busy: boolean;
  removing: number | null;
  /** What paying sends (decisions §5). */
  items: OrderItem[];
}

type CartState = 'loading' | 'failed' | 'ready' | { ready: 'idle' };

export function selectCart(snapshot: { context: CartContext; matches: (state: CartState) => boolean }): CartView {
  const { lines, removing } = snapshot.context;
  const status = (['loading', 'failed', 'ready'] as const).find((state) => snapshot.matches(state)) ?? 'closed';
  const views = lines.map((line) => {
    const unitPrice = line.unit_price ?? line.meal.price;
    const chosen: Choices = {
      portion: line.portion ?? 'full',
      options: line.options ?? [],
      note: line.note ?? '',
    };
    return {
      ...line,
      unitPrice,
      chosen,
      lineTotal: (paisa(unitPrice) * line.quantity) / 100,
    };
  });
  return {
    status,
    lines: views,
    totalItems: lines.reduce((sum, line) => sum + line.quantity, 0),
    total: views.reduce((sum, line) => sum + paisa(line.lineTotal), 0) / 100,
    busy: status === 'ready' && !snapshot.matches({ ready: 'idle' }),
    removing,
    items: lines.map(orderItemOf),
  };
}

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
      removeFromCart: fromPromise(({ input }) => api.removeFromCart(input.mealId)),
      chooseInCart: fromPromise(({ input }) => api.chooseInCart(input.mealId, input.choices)),
    },
    actions: {
      // Keeping is a convenience: a browser that refuses storage still has a working cart.
      keepQuantities: (_, { owner, quantities }) => void api.keepQuantities(owner, quantities).catch(() => {}),
    },
  });
