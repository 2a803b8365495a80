import { expect } from 'vitest';
import { type AnyMachineSnapshot } from 'xstate';
import type { CartItem } from '../../contract/cart';
import type { LineChoices } from '../../contract/meal-options';
import { SOMETHING_WENT_WRONG } from '../../contract/errors';
import { cartMachine, selectCart, type CartEvent, type CartLine, type CartLoad } from './cart.machine';
import type { NavigateEvent } from '../shared/navigate';
import type { NotifyEvent } from '../shared/notify';
import { failure, ok, type Result } from '../shared/result';
import { edgesOf, type GraphEvent, type Rule } from '../shared/testing/graph-replay';
import { doneOf, errorOf, fakeCall, invocationOf } from '../shared/testing/fake-calls';
import { into, replayHarness } from '../shared/testing/replay-harness';
import { changesNothing, toast } from '../shared/testing/rules';
import { ADMIN_REFUSED } from '../shared/testing/spec-texts';

/**
 * The model of the cart screen (cartMachine), for its model tests: the graphs walked, the harness each edge is
 * replayed into, the carts it is shown, and the pieces its rules are written with.
 */

export const idOf = (path: string) => invocationOf(cartMachine, `cart.${path}`);
export const LOAD = idOf('loading');
export const REMOVE = idOf('ready.removing');
export const REFRESH = idOf('ready.refreshing');
export const CHOOSE = idOf('ready.choosing');
export const [done, threw] = [doneOf, errorOf];

// Spec §2, §5 and §8, word for word ('Removed from your cart.' stands for any message of the server's own).
export const TEXT = {
  loginFirst: 'please login...',
  admin: ADMIN_REFUSED,
  removed: 'Meal removed from the cart.',
  removeFailed: 'Failed to remove meal from cart.',
  serverRemoved: 'Removed from your cart.',
  notInCart: 'This meal is not in your cart.',
  // Ours (issue 13).
  noHalf: 'Chicken Steamed Momo is not served as a half plate.',
  chooseFailed: 'Your choice could not be saved. Please try again.',
};

export const OWNER = '9811111111';
export const MOMO = 1;
export const PANEER = 2;
/** A meal the cart does not hold: the screen never offers it, the machine must not act on it. */
export const STRANGER = 404;
export const item = (id: number, price: number, name: string): CartItem => ({
  id: id * 10,
  meal: { id, price, name, main_image: `/media/meals/${id}.webp` },
});
export const momo = item(MOMO, 280, 'Chicken Steamed Momo');
export const paneer = item(PANEER, 450.75, 'Paneer Butter Masala');

/**
 * Paneer was kept at 98 so the graph reaches the server's limit of 99 in a step; a meal that left the cart was kept
 * too, and must be forgotten.
 */
export const loads: GraphEvent[] = [
  {
    type: done(LOAD),
    output: ok<CartLoad>({
      items: [momo, paneer],
      kept: new Map([
        [PANEER, 98],
        [77, 4],
      ]),
    }),
  },
  { type: done(LOAD), output: ok<CartLoad>({ items: [], kept: new Map() }) },
  { type: done(LOAD), output: failure(SOMETHING_WENT_WRONG, 500) },
  { type: threw(LOAD), error: new Error('loadCart threw') },
];
/** After a removal the server holds paneer only; what was kept for it is older than what the screen shows. */
export const refreshes: GraphEvent[] = [
  {
    type: done(REFRESH),
    output: ok<CartLoad>({
      items: [paneer],
      kept: new Map([
        [MOMO, 3],
        [PANEER, 50],
      ]),
    }),
  },
  { type: done(REFRESH), output: failure(SOMETHING_WENT_WRONG) },
  { type: threw(REFRESH), error: new Error('loadCart threw') },
];
export const removals: GraphEvent[] = [
  { type: done(REMOVE), output: ok<string | null>(TEXT.serverRemoved) },
  { type: done(REMOVE), output: ok<string | null>(null) },
  { type: done(REMOVE), output: failure(TEXT.notInCart, 404) },
  { type: done(REMOVE), output: failure(SOMETHING_WENT_WRONG, 500) },
  { type: done(REMOVE), output: failure(SOMETHING_WENT_WRONG) },
  { type: threw(REMOVE), error: new Error('removeFromCart threw') },
];

/** Issue 13: the server's momo line once a half plate is chosen, priced by it. */
export const halfMomo: CartItem = {
  ...momo,
  portion: 'half',
  options: [],
  note: null,
  unit_price: 168,
  choices: ['Half plate'],
};
export const choices: GraphEvent[] = [
  { type: done(CHOOSE), output: ok(halfMomo) },
  { type: done(CHOOSE), output: failure(TEXT.noHalf, 400) },
  { type: done(CHOOSE), output: failure(SOMETHING_WENT_WRONG, 500) },
  { type: threw(CHOOSE), error: new Error('chooseInCart threw') },
];

export const linesOf = (state: AnyMachineSnapshot) => state.context.lines as CartLine[];
export const quantityOf = (state: AnyMachineSnapshot, mealId: number) =>
  linesOf(state).find((line) => line.meal.id === mealId)?.quantity;

export const edges = edgesOf(cartMachine, {
  events: (state) => [
    ...(['visitor', 'customer', 'admin'] as const).map((role) => ({ type: 'cart.open', role, owner: OWNER })),
    { type: 'cart.retry' },
    { type: 'cart.reload' },
    // Quantities stay near 1 and near 99, so the graph is finite and reaches both ends.
    ...[MOMO, PANEER, STRANGER].flatMap((mealId) => {
      const quantity = quantityOf(state, mealId) ?? 1;
      return [
        ...(quantity < 3 || quantity >= 98 ? [{ type: 'cart.increment', mealId }] : []),
        ...(quantity <= 3 || quantity >= 98 ? [{ type: 'cart.decrement', mealId }] : []),
        { type: 'cart.remove', mealId },
      ];
    }),
    ...(state.matches('loading') ? loads : []),
    ...(state.matches({ ready: 'removing' }) ? removals : []),
    ...(state.matches({ ready: 'refreshing' }) ? refreshes : []),
  ],
});

/**
 * Issue 13's choices in a graph of their own (opening, reading, choosing, and − + remove once a choice is made), so
 * the quantities' graph above does not double with every line a choice can leave behind.
 */
export const choiceEdges = edgesOf(cartMachine, {
  events: (state) => [
    { type: 'cart.open', role: 'customer', owner: OWNER },
    ...(state.matches('loading') ? loads.slice(0, 1) : []),
    ...(state.matches('ready')
      ? [MOMO, STRANGER]
          .filter((mealId) => linesOf(state).find((line) => line.meal.id === mealId)?.portion !== 'half')
          .map((mealId) => ({ type: 'cart.choose', mealId, choices: { portion: 'half' } }))
      : []),
    ...(state.matches({ ready: 'choosing' })
      ? [{ type: 'cart.increment', mealId: MOMO }, { type: 'cart.remove', mealId: MOMO }, ...choices]
      : []),
  ],
});

export interface World {
  /** Whose cart was read. */
  loads: string[];
  removals: number[];
  chosen: Array<{ mealId: number; choices: unknown }>;
  toasts: NotifyEvent[];
  navigations: NavigateEvent[];
  /** The navbar badge, each time it was set. */
  badge: number[];
  kept: Array<[string, Record<number, number>]>;
}
export const nothing = (): World => ({
  loads: [],
  removals: [],
  chosen: [],
  toasts: [],
  navigations: [],
  badge: [],
  kept: [],
});

export const harness = replayHarness<World>({
  nothing,
  logic: ({ world, calls }) =>
    cartMachine.provide({
      actors: {
        loadCart: fakeCall<Result<CartLoad>, { owner: string }>(calls, (input) => world().loads.push(input.owner)),
        removeFromCart: fakeCall<Result<string | null>, { mealId: number }>(calls, (input) =>
          world().removals.push(input.mealId),
        ),
        chooseInCart: fakeCall<Result<CartItem>, { mealId: number; choices: LineChoices }>(calls, (input) =>
          world().chosen.push(input),
        ),
      },
      actions: {
        keepQuantities: (_, { owner, quantities }) => void world().kept.push([owner, Object.fromEntries(quantities)]),
        showCount: (_, count) => void world().badge.push(count),
      },
    }),
  emitted: { notify: into('toasts'), navigate: into('navigations') },
});

export const view = (snapshot: AnyMachineSnapshot) =>
  selectCart(snapshot as unknown as Parameters<typeof selectCart>[0]);
export const quantities = (lines: CartLine[]) => Object.fromEntries(lines.map((line) => [line.meal.id, line.quantity]));
export const opened = (role: string) => (_: unknown, event: GraphEvent) =>
  event.type === 'cart.open' && event.role === role;
export const answered =
  (id: string, test: (output: Result<unknown> | null) => boolean) => (_: unknown, event: GraphEvent) =>
    (event.type === done(id) && test(event.output as Result<unknown>)) || (event.type === threw(id) && test(null));
export const isOk = (output: Result<unknown> | null) => output !== null && output.ok;
/** A line event the idle cart acts on: its meal is in the cart. */
export const actsOn = (from: AnyMachineSnapshot, event: GraphEvent) =>
  from.matches({ ready: 'idle' }) && quantityOf(from, event.mealId as number) !== undefined;
export const lineEvent = (type: CartEvent['type']) => (from: AnyMachineSnapshot, event: GraphEvent) =>
  event.type === type && actsOn(from, event);

/** Turned away: the cart is closed and forgotten, the warning shown, and the user sent home. */
export function turnedAway(message: string): Rule<World>['holds'] {
  return (_, __, to, world) => {
    expect(to.value).toBe('closed');
    expect(to.context).toEqual({ owner: null, lines: [], removing: null, choosing: null });
    expect(world).toEqual({
      ...nothing(),
      toasts: [toast('warning', message)],
      navigations: [{ type: 'navigate', to: '/', replace: true }],
    });
  };
}

/** A read started: 'Loading your cart...' with nothing else on screen, and the owner's cart asked for. */
export const reading: Rule<World>['holds'] = (_, __, to, world) => {
  expect(view(to)).toMatchObject({ status: 'loading', lines: [], busy: false });
  expect(to.context.owner).toBe(OWNER);
  expect(world).toEqual({ ...nothing(), loads: [OWNER] });
};

/** Nothing happens at all. */
export const unchanged = changesNothing(nothing);

export function quantityBecomes(next: (before: number) => number): Rule<World>['holds'] {
  return (from, event, to, world) => {
    const mealId = event.mealId as number;
    const expected = next(quantityOf(from, mealId)!);
    expect(quantityOf(to, mealId)).toBe(expected);
    expect(quantities(linesOf(to))).toEqual({ ...quantities(linesOf(from)), [mealId]: expected });
    expect(to.value).toEqual(from.value);
    expect(world).toEqual({ ...nothing(), kept: [[OWNER, quantities(linesOf(to))]] });
  };
}
