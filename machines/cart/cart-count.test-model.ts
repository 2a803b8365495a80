import { expect } from 'vitest';
import { fromCallback, type AnyMachineSnapshot } from 'xstate';
import { SOMETHING_WENT_WRONG } from '../../contract/errors';
import { cartCountMachine, type AddToCartOutput, type CartCountEvent } from './cart-count.machine';
import type { Role } from '../shared/session';
import type { NotifyEvent } from '../shared/notify';
import { failure, ok, type Result } from '../shared/result';
import { edgesOf, type GraphEvent, type Rule } from '../shared/testing/graph-replay';
import { doneOf, errorOf, fakeCall, invocationOf } from '../shared/testing/fake-calls';
import { into, replayHarness } from '../shared/testing/replay-harness';
import { ADMIN_REFUSED } from '../shared/testing/spec-texts';

/**
 * The model of the cart badge and Add to cart (cartCountMachine), for its model test: the graph walked, the harness
 * each edge is replayed into, and the pieces its rules are written with.
 */

export const idOf = (path: string) => invocationOf(cartCountMachine, `cartCount.${path}`);
export const ADD = idOf('add.adding');
export const CART_SIZE = idOf('badge.customer.loading');
export const KITCHEN = idOf('badge.admin.loading');
export const [done, threw] = [doneOf, errorOf];
export const MEAL = 7;
/** What the server answers: counts the increments (capped at 3 to keep the graph finite) never reach. */
export const SERVER_COUNT = 4;
export const CART_SIZE_COUNT = 5;
export const KITCHEN_COUNT = 6;

export const addAs = (role: Role, wording?: 'default' | 'detail') =>
  ({ type: 'cart.add', mealId: MEAL, role, ...(wording ? { wording } : {}) }) satisfies CartCountEvent;

/** The outcomes of an add, including the ones the app must tell apart by their toast. */
export const addAnswers: GraphEvent[] = [
  { type: done(ADD), output: ok({ message: 'Meal added to your cart.', count: SERVER_COUNT }) },
  { type: done(ADD), output: ok({ message: null, count: 1 }) },
  { type: done(ADD), output: failure(ADMIN_REFUSED, 403) },
  // A status with the generic text: the server answered without saying why (empty or unreadable body).
  { type: done(ADD), output: failure(SOMETHING_WENT_WRONG, 500) },
  // No status: the network failed or the answer was off the contract.
  { type: done(ADD), output: failure(SOMETHING_WENT_WRONG) },
  { type: threw(ADD), error: new Error('addToCart threw') },
];

export const readAnswers = (id: string, count: number): GraphEvent[] => [
  { type: done(id), output: ok(count) },
  { type: done(id), output: failure(SOMETHING_WENT_WRONG, 500) },
  { type: threw(id), error: new Error('read threw') },
];

export const edges = edgesOf(cartCountMachine, {
  // Increments stop at 3 to keep the graph finite; set and the servers' answers reach the other counts.
  events: (state) => [
    { type: 'cart.count.set', count: 2 },
    { type: 'cart.count.set', count: 0 },
    { type: 'cart.count.set', count: -1 },
    ...(state.context.count < 3 ? [{ type: 'cart.count.increment' }] : []),
    { type: 'cart.count.decrement' },
    { type: 'cart.count.reset' },
    addAs('visitor'),
    addAs('visitor', 'default'),
    addAs('visitor', 'detail'),
    addAs('admin'),
    addAs('admin', 'detail'),
    addAs('customer'),
    addAs('customer', 'detail'),
    ...(['visitor', 'customer', 'admin'] as const).map((role) => ({ type: 'cart.count.session', role })),
    { type: 'cart.count.orderChanged' },
    // Only a call in flight can answer.
    ...(state.matches({ add: 'adding' }) ? addAnswers : []),
    ...(state.matches({ badge: { customer: 'loading' } }) ? readAnswers(CART_SIZE, CART_SIZE_COUNT) : []),
    ...(state.matches({ badge: { admin: 'loading' } }) ? readAnswers(KITCHEN, KITCHEN_COUNT) : []),
  ],
});

export type Read = 'cartSize' | 'kitchenQueue';
export interface World {
  toasts: NotifyEvent[];
  /** Meal ids the fake server was asked to add. */
  calls: number[];
  reads: Read[];
  /** The admin's order stream starting and stopping. */
  stream: ('start' | 'stop')[];
}
export const nothing = (): World => ({ toasts: [], calls: [], reads: [], stream: [] });

export const harness = replayHarness<World>({
  nothing,
  logic: ({ world, calls }) =>
    cartCountMachine.provide({
      actors: {
        addToCart: fakeCall<Result<AddToCartOutput>, { mealId: number }>(calls, (input) =>
          world().calls.push(input.mealId),
        ),
        cartSize: fakeCall<Result<number>>(calls, () => world().reads.push('cartSize')),
        kitchenQueue: fakeCall<Result<number>>(calls, () => world().reads.push('kitchenQueue')),
        // The graph sends the session's events itself.
        session: fromCallback(() => {}),
        watchOrders: fromCallback(() => {
          world().stream.push('start');
          return () => world().stream.push('stop');
        }),
      },
    }),
  emitted: { notify: into('toasts') },
});

export const badgeOf = (snapshot: AnyMachineSnapshot) => (snapshot.value as { badge: unknown }).badge;
export const addOf = (snapshot: AnyMachineSnapshot) => (snapshot.value as { add: unknown }).add;
export const inAdmin = (snapshot: AnyMachineSnapshot) => snapshot.matches({ badge: 'admin' });

export const counting = (type: CartCountEvent['type']) => (_: unknown, event: GraphEvent) => event.type === type;
export const adding =
  (role: string, wording: (w: unknown) => boolean) => (from: AnyMachineSnapshot, event: GraphEvent) =>
    from.matches({ add: 'idle' }) && event.type === 'cart.add' && event.role === role && wording(event.wording);
export const addAnswered = (test: (output: Result<AddToCartOutput>) => boolean) => (_: unknown, event: GraphEvent) =>
  event.type === done(ADD) && test(event.output as Result<AddToCartOutput>);
export const readAnswered = (id: string, answeredOk: boolean) => (_: unknown, event: GraphEvent) =>
  (event.type === done(id) && (event.output as Result<number>).ok === answeredOk) ||
  (!answeredOk && event.type === threw(id));
export const session = (role: Role) => (_: unknown, event: GraphEvent) =>
  event.type === 'cart.count.session' && event.role === role;

/** A counting event moves only the count: no toast, no call, whatever was in flight stays in flight. */
export function countBecomes(expected: (before: number, event: GraphEvent) => number): Rule<World>['holds'] {
  return (from, event, to, world) => {
    expect(to.context.count).toBe(expected(from.context.count, event));
    expect(to.value).toEqual(from.value);
    expect(world).toEqual(nothing());
  };
}

export function refused(message: string): Rule<World>['holds'] {
  return (from, _, to, world) => {
    expect(to.value).toEqual(from.value);
    expect(to.context.count).toBe(from.context.count);
    expect(world).toEqual({ ...nothing(), toasts: [{ type: 'notify', level: 'warning', message }] });
  };
}

export function settled(count: (before: number) => number, toast: NotifyEvent): Rule<World>['holds'] {
  return (from, _, to, world) => {
    expect(addOf(to)).toBe('idle');
    expect(badgeOf(to)).toEqual(badgeOf(from));
    expect(to.context.count).toBe(count(from.context.count));
    expect(world).toEqual({ ...nothing(), toasts: [toast] });
  };
}

/** A badge read answered: the count is the server's, or (not knowing) stays; the add is left alone. */
export function shown(role: 'customer' | 'admin', count: (before: number) => number): Rule<World>['holds'] {
  return (from, _, to, world) => {
    expect(badgeOf(to)).toEqual({ [role]: 'shown' });
    expect(addOf(to)).toEqual(addOf(from));
    expect(to.context.count).toBe(count(from.context.count));
    expect(world).toEqual(nothing());
  };
}

/** The stream is stopped when an admin's session ends, and started when one begins. */
export const streamAcross = (from: AnyMachineSnapshot, to: AnyMachineSnapshot) => [
  ...(inAdmin(from) ? (['stop'] as const) : []),
  ...(inAdmin(to) ? (['start'] as const) : []),
];
