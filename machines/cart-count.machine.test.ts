import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyMachineSnapshot } from 'xstate';
import { SOMETHING_WENT_WRONG } from '../contract/errors';
import {
  ADD_FAILED,
  ADDED,
  ADMIN_REFUSAL,
  cartCountMachine,
  selectBadge,
  VISITOR_REFUSAL,
  type AddToCartOutput,
  type CartCountEvent,
} from './cart-count.machine';
import type { NotifyEvent } from './notify';
import { failure, ok, type Result } from './result';
import { checkRule, edgesOf, unclaimedOrContested, type GraphEvent, type Harness, type Rule } from './testing/graph-replay';

const invocation = cartCountMachine.getStateNodeById('cartCount.adding').invoke[0]!.id;
const DONE = `xstate.done.actor.${invocation}`;
const ERROR = `xstate.error.actor.${invocation}`;
const MEAL = 7;
/** What the server answers; its count is above the cap on increments, so the graph reaches it only this way. */
const SERVER_COUNT = 4;

const addAs = (role: 'visitor' | 'customer' | 'admin', wording?: 'default' | 'detail') =>
  ({ type: 'cart.add', mealId: MEAL, role, ...(wording ? { wording } : {}) }) satisfies CartCountEvent;

/** The outcomes of an add, including the ones the app must tell apart by their toast. */
const answers: GraphEvent[] = [
  { type: DONE, output: ok({ message: 'Meal added to your cart.', count: SERVER_COUNT }) },
  { type: DONE, output: ok({ message: null, count: 1 }) },
  { type: DONE, output: failure("you can't perform this action as admin...", 403) },
  // A status with the generic text: the server answered without saying why (empty or unreadable body).
  { type: DONE, output: failure(SOMETHING_WENT_WRONG, 500) },
  // No status: the network failed or the answer was off the contract.
  { type: DONE, output: failure(SOMETHING_WENT_WRONG) },
  { type: ERROR, error: new Error('addToCart threw') },
];

const edges = edgesOf(cartCountMachine, {
  // Increments stop at 3 to keep the graph finite; set and the server's answer reach the other counts.
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
    // Only an add in flight can answer.
    ...(state.matches('adding') ? answers : []),
  ],
});

interface World {
  toasts: NotifyEvent[];
  /** Meal ids the fake server was asked to add. */
  calls: number[];
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function harness(): Harness<World> {
  let world: World = { toasts: [], calls: [] };
  let pending: { resolve: (value: Result<AddToCartOutput>) => void; reject: (error: unknown) => void } | null = null;
  const actor = createActor(
    cartCountMachine.provide({
      actors: {
        addToCart: fromPromise<Result<AddToCartOutput>, { mealId: number }>(({ input }) => {
          world.calls.push(input.mealId);
          return new Promise((resolve, reject) => (pending = { resolve, reject }));
        }),
      },
    }),
  );
  actor.on('notify', (toast) => world.toasts.push(toast));
  actor.start();
  return {
    snapshot: () => actor.getSnapshot(),
    async perform(event) {
      if (event.type === DONE || event.type === ERROR) {
        if (!pending) throw new Error(`${event.type} without an add in flight`);
        if (event.type === DONE) pending.resolve(event.output as Result<AddToCartOutput>);
        else pending.reject(event.error);
        pending = null;
        await settle();
      } else {
        actor.send(event as CartCountEvent);
      }
    },
    take: () => {
      const seen = world;
      world = { toasts: [], calls: [] };
      return seen;
    },
    stop: () => actor.stop(),
  };
}

const counting = (type: CartCountEvent['type']) => (_: unknown, event: GraphEvent) => event.type === type;
const adding =
  (role: string, wording: (w: unknown) => boolean) => (from: AnyMachineSnapshot, event: GraphEvent) =>
    from.matches('idle') && event.type === 'cart.add' && event.role === role && wording(event.wording);
const answered = (test: (output: Result<AddToCartOutput>) => boolean) => (_: unknown, event: GraphEvent) =>
  event.type === DONE && test(event.output as Result<AddToCartOutput>);

/** A counting event moves only the count: no toast, no call, the add in flight (if any) stays in flight. */
function countBecomes(expected: (before: number, event: GraphEvent) => number): Rule<World>['holds'] {
  return (from, event, to, world) => {
    expect(to.context.count).toBe(expected(from.context.count, event));
    expect(to.value).toEqual(from.value);
    expect(world).toEqual({ toasts: [], calls: [] });
  };
}

function refused(message: string): Rule<World>['holds'] {
  return (from, _, to, world) => {
    expect(to.value).toBe('idle');
    expect(to.context.count).toBe(from.context.count);
    expect(world).toEqual({ toasts: [{ type: 'notify', level: 'warning', message }], calls: [] });
  };
}

function settled(count: (before: number) => number, toast: NotifyEvent): Rule<World>['holds'] {
  return (from, _, to, world) => {
    expect(to.value).toBe('idle');
    expect(to.context.count).toBe(count(from.context.count));
    expect(world).toEqual({ toasts: [toast], calls: [] });
  };
}

const rules: Rule<World>[] = [
  {
    title: 'cart count: set to the given number, never negative',
    applies: counting('cart.count.set'),
    holds: countBecomes((_, event) => Math.max(0, event.count as number)),
  },
  {
    title: 'cart count: incremented by 1',
    applies: counting('cart.count.increment'),
    holds: countBecomes((before) => before + 1),
  },
  {
    title: 'cart count: decremented by 1 only while above 0 (never negative)',
    applies: counting('cart.count.decrement'),
    holds: countBecomes((before) => (before > 0 ? before - 1 : 0)),
  },
  {
    title: 'cart count: reset to 0',
    applies: counting('cart.count.reset'),
    holds: countBecomes(() => 0),
  },
  {
    title: "cart add: a visitor is refused with 'Login first...'",
    applies: adding('visitor', (wording) => wording !== 'detail'),
    holds: refused(VISITOR_REFUSAL.default),
  },
  {
    title: "cart add: a visitor on the meal detail screen is refused with 'please Login first...'",
    applies: adding('visitor', (wording) => wording === 'detail'),
    holds: refused(VISITOR_REFUSAL.detail),
  },
  {
    title: `cart add: an admin is refused with "you can't perform this action as admin..."`,
    applies: adding('admin', () => true),
    holds: refused(ADMIN_REFUSAL),
  },
  {
    title: "cart add: a customer's add is sent to the server",
    applies: adding('customer', () => true),
    holds: (from, _, to, world) => {
      expect(to.value).toBe('adding');
      expect(to.context.count).toBe(from.context.count);
      expect(world).toEqual({ toasts: [], calls: [MEAL] });
    },
  },
  {
    title: 'cart add: another add while one is in flight is ignored (no call, no toast)',
    applies: (from, event) => from.matches('adding') && event.type === 'cart.add',
    holds: (from, _, to, world) => {
      expect(to.value).toBe('adding');
      expect(to.context).toEqual(from.context);
      expect(world).toEqual({ toasts: [], calls: [] });
    },
  },
  {
    title: "cart add: success sets the count from the server and toasts the server's message",
    applies: answered((output) => output.ok && output.data.message !== null),
    holds: settled(() => SERVER_COUNT, { type: 'notify', level: 'success', message: 'Meal added to your cart.' }),
  },
  {
    title: "cart add: success without a server message sets the count and toasts 'Meal added to cart!'",
    applies: answered((output) => output.ok && output.data.message === null),
    holds: settled(() => 1, { type: 'notify', level: 'success', message: ADDED }),
  },
  {
    title: 'cart add: a failure with a server message is a warning with it',
    applies: answered((output) => !output.ok && output.message !== SOMETHING_WENT_WRONG),
    holds: settled((before) => before, {
      type: 'notify',
      level: 'warning',
      message: "you can't perform this action as admin...",
    }),
  },
  {
    title: "cart add: a failure without a server message is the error 'Failed to add meal to cart. Please try again.'",
    applies: (from, event) =>
      event.type === ERROR || answered((output) => !output.ok && output.message === SOMETHING_WENT_WRONG)(from, event),
    holds: settled((before) => before, { type: 'notify', level: 'error', message: ADD_FAILED }),
  },
];

describe('cartCountMachine, every edge of its graph replayed into a real actor', () => {
  it('claims each edge with exactly one spec rule', () => {
    expect(unclaimedOrContested(edges, rules)).toEqual([]);
  });

  it.each(rules.map((rule) => [rule.title, rule] as const))('%s', async (_, rule) => {
    await checkRule(edges, rule, harness);
  });
});

describe('selectBadge: the navbar badge shows at most 99 (spec §9)', () => {
  it.each([
    [0, '0', true],
    [1, '1', false],
    [99, '99', false],
    [100, '99+', false],
    [250, '99+', false],
  ])('count %i shows %s (hidden: %s)', (count, label, hidden) => {
    expect(selectBadge({ context: { count } })).toEqual({ count, label, hidden });
  });
});
