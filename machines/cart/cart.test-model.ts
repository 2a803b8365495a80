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

// docs/rules/texts.md#screen-texts and docs/rules/texts.md#validation-texts and docs/rules/texts.md#error-catalogue,
// word for word ('Removed from your cart.' stands for any message of the server's own).
export const TEXT = {
  loginFirst: 'please login...',
  admin: ADMIN_REFUSED,
  removed: 'Meal removed from the cart.',
  removeFailed: 'Failed to remove meal from cart.',
  serverRemoved: 'Removed from your cart.',
  notInCart: 'This meal is not in your cart.',
  // Ours (docs/rules/orders.md#ways-to-order).
  noHalf: 'Chicken Steamed Momo is not served as a half plate.',
  chooseFailed: 'Your choice could not be saved. Please try again.',
};

export const OWNER = '9811111111';
export const MOMO = 1;
export const PANEER = 2;
/**
 * Lines have ids of their own, never their meal's (docs/rules/orders.md#cart-lines: one meal may be in several lines).
 */
export const MOMO_LINE = 10;
export const PANEER_LINE = 20;
/** A second line of momo: a half plate with a note. */
export const HALF_MOMO_LINE = 30;
/** A line the cart does not hold: the screen never offers it, the machine must not act on it. */
export const STRANGER = 404;
export const item = (id: number, price: number, name: string): CartItem => ({
  id: id * 10,
  meal: { id, price, name, main_image: `/media/meals/${id}.webp` },
});
export const momo = item(MOMO, 280, 'Chicken Steamed Momo');
export const paneer = item(PANEER, 450.75, 'Paneer Butter Masala');
export const halfMomoLine: CartItem = {
  ...momo,
  id: HALF_MOMO_LINE,
  portion: 'half',
  options: [],
  note: 'extra chutney',
  unit_price: 168,
  choices: ['Half plate'],
};

/**
 * Paneer was kept at 98 so the graph reaches the server's limit of 99 in a step; a meal that left the cart was kept
 * too, and must be forgotten.
 */
export const loads: GraphEvent[] = [
  {
    type: done(LOAD),
    output: ok<CartLoad>({
      items: [momo, paneer, halfMomoLine],
      kept: new Map([
        [PANEER_LINE, 98],
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
        [MOMO_LINE, 3],
        [PANEER_LINE, 50],
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

/** docs/rules/orders.md#options: the server's momo line once a half plate is chosen, priced by it. */
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
export const quantityOf = (state: AnyMachineSnapshot, lineId: number) =>
  linesOf(state).find((line) => line.id === lineId)?.quantity;

export const edges = edgesOf(cartMachine, {
  events: (state) => [
    ...(['visitor', 'customer', 'admin'] as const).map((role) => ({ type: 'cart.open', role, owner: OWNER })),
    { type: 'cart.retry' },
    { type: 'cart.reload' },
    // Quantities stay near 1 and near 99, so the graph is finite and reaches both ends.
    // The second momo line only steps between 1 and 2: enough to show it moves apart from the first.
    ...(quantityOf(state, HALF_MOMO_LINE) === undefined
      ? []
      : [{ type: quantityOf(state, HALF_MOMO_LINE) === 1 ? 'cart.increment' : 'cart.decrement', lineId: HALF_MOMO_LINE }]),
    // A line the cart does not hold is only ever removed: one stranger event is enough to show it changes nothing.
    { type: 'cart.remove', lineId: STRANGER },
    ...[MOMO_LINE, PANEER_LINE].flatMap((lineId) => {
      const quantity = quantityOf(state, lineId) ?? 1;
      return [
        ...(quantity < 3 || quantity >= 98 ? [{ type: 'cart.increment', lineId }] : []),
        ...(quantity <= 3 || quantity >= 98 ? [{ type: 'cart.decrement', lineId }] : []),
        { type: 'cart.remove', lineId },
      ];
    }),
    ...(state.matches('loading') ? loads : []),
    ...(state.matches({ ready: 'removing' }) ? removals : []),
    ...(state.matches({ ready: 'refreshing' }) ? refreshes : []),
  ],
});

/**
 * docs/rules/orders.md#options: choices in a graph of their own (opening, reading, choosing, and − + remove once a
 * choice is made), so the quantities' graph above does not double with every line a choice can leave behind.
 */
export const choiceEdges = edgesOf(cartMachine, {
  events: (state) => [
    { type: 'cart.open', role: 'customer', owner: OWNER },
    ...(state.matches('loading') ? loads.slice(0, 1) : []),
    ...(state.matches('ready')
      ? [MOMO_LINE, STRANGER]
          .filter((lineId) => linesOf(state).find((line) => line.id === lineId)?.portion !== 'half')
          .map((lineId) => ({ type: 'cart.choose', lineId, choices: { portion: 'half' } }))
      : []),
    ...(state.matches({ ready: 'choosing' })
      ? [{ type: 'cart.increment', lineId: MOMO_LINE }, { type: 'cart.remove', lineId: MOMO_LINE }, ...choices]
      : []),
  ],
});

export interface World {
  /** Whose cart was read. */
  loads: string[];
  removals: number[];
  chosen: Array<{ lineId: number; choices: unknown }>;
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
        removeFromCart: fakeCall<Result<string | null>, { lineId: number }>(calls, (input) =>
          world().removals.push(input.lineId),
        ),
        chooseInCart: fakeCall<Result<CartItem>, { lineId: number; choices: LineChoices }>(calls, (input) =>
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
export const quantities = (lines: CartLine[]) => Object.fromEntries(lines.map((line) => [line.id, line.quantity]));
export const opened = (role: string) => (_: unknown, event: GraphEvent) =>
  event.type === 'cart.open' && event.role === role;
export const answered =
  (id: string, test: (output: Result<unknown> | null) => boolean) => (_: unknown, event: GraphEvent) =>
    (event.type === done(id) && test(event.output as Result<unknown>)) || (event.type === threw(id) && test(null));
export const isOk = (output: Result<unknown> | null) => output !== null && output.ok;
/** A line event the idle cart acts on: its line is in the cart. */
export const actsOn = (from: AnyMachineSnapshot, event: GraphEvent) =>
  from.matches({ ready: 'idle' }) && quantityOf(from, event.lineId as number) !== undefined;
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
    const lineId = event.lineId as number;
    const expected = next(quantityOf(from, lineId)!);
    expect(quantityOf(to, lineId)).toBe(expected);
    // Only this line: another line of the same meal keeps its quantity (docs/rules/orders.md#cart-lines).
    expect(quantities(linesOf(to))).toEqual({ ...quantities(linesOf(from)), [lineId]: expected });
    expect(to.value).toEqual(from.value);
    expect(world).toEqual({ ...nothing(), kept: [[OWNER, quantities(linesOf(to))]] });
  };
}
