import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, type AnyMachineSnapshot } from 'xstate';
import { SOMETHING_WENT_WRONG } from '../../contract/errors';
import {
  ADD_FAILED,
  ADDED,
  ADMIN_REFUSAL,
  cartCountMachine,
  selectBadge,
  VISITOR_REFUSAL,
  type AddToCartOutput,
  type CartCountEvent,
  type Role,
} from './cart-count.machine';
import type { NotifyEvent } from '../shared/notify';
import { failure, ok, type Result } from '../shared/result';
import { checkRule, edgesOf, unclaimedOrContested, type GraphEvent, type Harness, type Rule } from '../shared/testing/graph-replay';

const idOf = (path: string) => cartCountMachine.getStateNodeById(`cartCount.${path}`).invoke[0]!.id;
const ADD = idOf('add.adding');
const CART_SIZE = idOf('badge.customer.loading');
const KITCHEN = idOf('badge.admin.loading');
const done = (id: string) => `xstate.done.actor.${id}`;
const threw = (id: string) => `xstate.error.actor.${id}`;
const MEAL = 7;
/** What the server answers: counts the increments (capped at 3 to keep the graph finite) never reach. */
const SERVER_COUNT = 4;
const CART_SIZE_COUNT = 5;
const KITCHEN_COUNT = 6;

const addAs = (role: Role, wording?: 'default' | 'detail') =>
  ({ type: 'cart.add', mealId: MEAL, role, ...(wording ? { wording } : {}) }) satisfies CartCountEvent;

/** The outcomes of an add, including the ones the app must tell apart by their toast. */
const addAnswers: GraphEvent[] = [
  { type: done(ADD), output: ok({ message: 'Meal added to your cart.', count: SERVER_COUNT }) },
  { type: done(ADD), output: ok({ message: null, count: 1 }) },
  { type: done(ADD), output: failure("you can't perform this action as admin...", 403) },
  // A status with the generic text: the server answered without saying why (empty or unreadable body).
  { type: done(ADD), output: failure(SOMETHING_WENT_WRONG, 500) },
  // No status: the network failed or the answer was off the contract.
  { type: done(ADD), output: failure(SOMETHING_WENT_WRONG) },
  { type: threw(ADD), error: new Error('addToCart threw') },
];

const readAnswers = (id: string, count: number): GraphEvent[] => [
  { type: done(id), output: ok(count) },
  { type: done(id), output: failure(SOMETHING_WENT_WRONG, 500) },
  { type: threw(id), error: new Error('read threw') },
];

const edges = edgesOf(cartCountMachine, {
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

type Read = 'cartSize' | 'kitchenQueue';
interface World {
  toasts: NotifyEvent[];
  /** Meal ids the fake server was asked to add. */
  calls: number[];
  reads: Read[];
  /** The admin's order stream starting and stopping. */
  stream: ('start' | 'stop')[];
}
const nothing = (): World => ({ toasts: [], calls: [], reads: [], stream: [] });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
type Pending = { resolve: (value: unknown) => void; reject: (error: unknown) => void };

function harness(): Harness<World> {
  let world = nothing();
  const pending = new Map<string, Pending>();
  /** A call that stays in flight until the graph answers it. */
  const inFlight = <T>(id: string) =>
    new Promise<Result<T>>((resolve, reject) => pending.set(id, { resolve: resolve as Pending['resolve'], reject }));
  const actor = createActor(
    cartCountMachine.provide({
      actors: {
        addToCart: fromPromise<Result<AddToCartOutput>, { mealId: number }>(({ input }) => {
          world.calls.push(input.mealId);
          return inFlight(ADD);
        }),
        cartSize: fromPromise<Result<number>>(() => {
          world.reads.push('cartSize');
          return inFlight(CART_SIZE);
        }),
        kitchenQueue: fromPromise<Result<number>>(() => {
          world.reads.push('kitchenQueue');
          return inFlight(KITCHEN);
        }),
        // The graph sends the session's events itself.
        session: fromCallback(() => {}),
        watchOrders: fromCallback(() => {
          world.stream.push('start');
          return () => world.stream.push('stop');
        }),
      },
    }),
  );
  actor.on('notify', (toast) => world.toasts.push(toast));
  actor.start();
  return {
    snapshot: () => actor.getSnapshot(),
    async perform(event) {
      const id = [ADD, CART_SIZE, KITCHEN].find((each) => event.type === done(each) || event.type === threw(each));
      if (id === undefined) {
        actor.send(event as CartCountEvent);
        return;
      }
      const call = pending.get(id);
      if (!call) throw new Error(`${event.type} with nothing in flight`);
      pending.delete(id);
      if (event.type === done(id)) call.resolve(event.output);
      else call.reject(event.error);
      await settle();
    },
    take: () => {
      const seen = world;
      world = nothing();
      return seen;
    },
    stop: () => actor.stop(),
  };
}

const badgeOf = (snapshot: AnyMachineSnapshot) => (snapshot.value as { badge: unknown }).badge;
const addOf = (snapshot: AnyMachineSnapshot) => (snapshot.value as { add: unknown }).add;
const inAdmin = (snapshot: AnyMachineSnapshot) => snapshot.matches({ badge: 'admin' });

const counting = (type: CartCountEvent['type']) => (_: unknown, event: GraphEvent) => event.type === type;
const adding =
  (role: string, wording: (w: unknown) => boolean) => (from: AnyMachineSnapshot, event: GraphEvent) =>
    from.matches({ add: 'idle' }) && event.type === 'cart.add' && event.role === role && wording(event.wording);
const addAnswered = (test: (output: Result<AddToCartOutput>) => boolean) => (_: unknown, event: GraphEvent) =>
  event.type === done(ADD) && test(event.output as Result<AddToCartOutput>);
const readAnswered = (id: string, answeredOk: boolean) => (_: unknown, event: GraphEvent) =>
  (event.type === done(id) && (event.output as Result<number>).ok === answeredOk) ||
  (!answeredOk && event.type === threw(id));
const session = (role: Role) => (_: unknown, event: GraphEvent) =>
  event.type === 'cart.count.session' && event.role === role;

/** A counting event moves only the count: no toast, no call, whatever was in flight stays in flight. */
function countBecomes(expected: (before: number, event: GraphEvent) => number): Rule<World>['holds'] {
  return (from, event, to, world) => {
    expect(to.context.count).toBe(expected(from.context.count, event));
    expect(to.value).toEqual(from.value);
    expect(world).toEqual(nothing());
  };
}

function refused(message: string): Rule<World>['holds'] {
  return (from, _, to, world) => {
    expect(to.value).toEqual(from.value);
    expect(to.context.count).toBe(from.context.count);
    expect(world).toEqual({ ...nothing(), toasts: [{ type: 'notify', level: 'warning', message }] });
  };
}

function settled(count: (before: number) => number, toast: NotifyEvent): Rule<World>['holds'] {
  return (from, _, to, world) => {
    expect(addOf(to)).toBe('idle');
    expect(badgeOf(to)).toEqual(badgeOf(from));
    expect(to.context.count).toBe(count(from.context.count));
    expect(world).toEqual({ ...nothing(), toasts: [toast] });
  };
}

/** A badge read answered: the count is the server's, or (not knowing) stays; the add is left alone. */
function shown(role: 'customer' | 'admin', count: (before: number) => number): Rule<World>['holds'] {
  return (from, _, to, world) => {
    expect(badgeOf(to)).toEqual({ [role]: 'shown' });
    expect(addOf(to)).toEqual(addOf(from));
    expect(to.context.count).toBe(count(from.context.count));
    expect(world).toEqual(nothing());
  };
}

/** The stream is stopped when an admin's session ends, and started when one begins. */
const streamAcross = (from: AnyMachineSnapshot, to: AnyMachineSnapshot) => [
  ...(inAdmin(from) ? (['stop'] as const) : []),
  ...(inAdmin(to) ? (['start'] as const) : []),
];

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
      expect(addOf(to)).toBe('adding');
      expect(badgeOf(to)).toEqual(badgeOf(from));
      expect(to.context.count).toBe(from.context.count);
      expect(world).toEqual({ ...nothing(), calls: [MEAL] });
    },
  },
  {
    title: 'cart add: another add while one is in flight is ignored (no call, no toast)',
    applies: (from, event) => from.matches({ add: 'adding' }) && event.type === 'cart.add',
    holds: (from, _, to, world) => {
      expect(to.value).toEqual(from.value);
      expect(to.context).toEqual(from.context);
      expect(world).toEqual(nothing());
    },
  },
  {
    title: "cart add: success sets the count from the server's cart and toasts the server's message",
    applies: addAnswered((output) => output.ok && output.data.message !== null),
    holds: settled(() => SERVER_COUNT, { type: 'notify', level: 'success', message: 'Meal added to your cart.' }),
  },
  {
    title: "cart add: success without a server message sets the count and toasts 'Meal added to cart!'",
    applies: addAnswered((output) => output.ok && output.data.message === null),
    holds: settled(() => 1, { type: 'notify', level: 'success', message: ADDED }),
  },
  {
    title: 'cart add: a failure with a server message is a warning with it',
    applies: addAnswered((output) => !output.ok && output.message !== SOMETHING_WENT_WRONG),
    holds: settled((before) => before, {
      type: 'notify',
      level: 'warning',
      message: "you can't perform this action as admin...",
    }),
  },
  {
    title: "cart add: a failure without a server message is the error 'Failed to add meal to cart. Please try again.'",
    applies: (from, event) =>
      event.type === threw(ADD) || addAnswered((output) => !output.ok && output.message === SOMETHING_WENT_WRONG)(from, event),
    holds: settled((before) => before, { type: 'notify', level: 'error', message: ADD_FAILED }),
  },
  {
    title: 'badge: signed out (or a visitor), the badge shows 0 and nothing is read',
    applies: session('visitor'),
    holds: (from, _, to, world) => {
      expect(badgeOf(to)).toBe('visitor');
      expect(addOf(to)).toEqual(addOf(from));
      expect(to.context.count).toBe(0);
      expect(world).toEqual({ ...nothing(), stream: streamAcross(from, to) });
    },
  },
  {
    title: "badge: a customer's badge is the size of their cart, read when the session is known (GET /cart/cart/)",
    applies: session('customer'),
    holds: (from, _, to, world) => {
      expect(badgeOf(to)).toEqual({ customer: 'loading' });
      expect(addOf(to)).toEqual(addOf(from));
      expect(to.context.count).toBe(from.context.count);
      expect(world).toEqual({ ...nothing(), reads: ['cartSize'], stream: streamAcross(from, to) });
    },
  },
  {
    title: "badge: an admin's badge is the kitchen queue (GET /orders/counts/), kept live by the order stream",
    applies: session('admin'),
    holds: (from, _, to, world) => {
      expect(badgeOf(to)).toEqual({ admin: 'loading' });
      expect(addOf(to)).toEqual(addOf(from));
      expect(to.context.count).toBe(from.context.count);
      expect(world).toEqual({ ...nothing(), reads: ['kitchenQueue'], stream: streamAcross(from, to) });
    },
  },
  {
    title: "badge: the cart's size is shown",
    applies: readAnswered(CART_SIZE, true),
    holds: shown('customer', () => CART_SIZE_COUNT),
  },
  {
    title: "badge: the kitchen queue is shown",
    applies: readAnswered(KITCHEN, true),
    holds: shown('admin', () => KITCHEN_COUNT),
  },
  {
    title: 'badge: a failed read keeps what the badge showed',
    applies: (from, event) => readAnswered(CART_SIZE, false)(from, event) || readAnswered(KITCHEN, false)(from, event),
    holds: (from, event, to, world) =>
      shown(event.type.includes(CART_SIZE) ? 'customer' : 'admin', (before) => before)(from, event, to, world),
  },
  {
    title: 'badge: a streamed order change reads the kitchen queue again (a read in flight starts over)',
    applies: (from, event) => event.type === 'cart.count.orderChanged' && inAdmin(from),
    holds: (from, _, to, world) => {
      expect(badgeOf(to)).toEqual({ admin: 'loading' });
      expect(addOf(to)).toEqual(addOf(from));
      expect(to.context.count).toBe(from.context.count);
      expect(world).toEqual({ ...nothing(), reads: ['kitchenQueue'] });
    },
  },
  {
    title: 'badge: order changes mean nothing to a customer or a visitor',
    applies: (from, event) => event.type === 'cart.count.orderChanged' && !inAdmin(from),
    holds: (from, _, to, world) => {
      expect(to.value).toEqual(from.value);
      expect(to.context).toEqual(from.context);
      expect(world).toEqual(nothing());
    },
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
