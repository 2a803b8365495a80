import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type AnyMachineSnapshot } from 'xstate';
import type { CartItem } from '../../contract/cart';
import type { LineChoices } from '../../contract/meal-options';
import { SOMETHING_WENT_WRONG } from '../../contract/errors';
import type { CartApi, Quantities } from './cart-api';
import {
  cartMachine,
  createCartLogic,
  selectCart,
  type CartEvent,
  type CartLine,
  type CartLoad,
} from './cart.machine';
import type { NavigateEvent } from '../shared/navigate';
import type { NotifyEvent } from '../shared/notify';
import { failure, ok, type Result } from '../shared/result';
import { checkRule, edgesOf, unclaimedOrContested, type GraphEvent, type Harness, type Rule } from '../shared/testing/graph-replay';

const idOf = (path: string) => cartMachine.getStateNodeById(`cart.${path}`).invoke[0]!.id;
const LOAD = idOf('loading');
const REMOVE = idOf('ready.removing');
const REFRESH = idOf('ready.refreshing');
const CHOOSE = idOf('ready.choosing');
const done = (id: string) => `xstate.done.actor.${id}`;
const threw = (id: string) => `xstate.error.actor.${id}`;

// Spec §2, §5 and §8, word for word ('Removed from your cart.' stands for any message of the server's own).
const TEXT = {
  loginFirst: 'please login...',
  admin: "you can't perform this action as admin...",
  removed: 'Meal removed from the cart.',
  removeFailed: 'Failed to remove meal from cart.',
  serverRemoved: 'Removed from your cart.',
  notInCart: 'This meal is not in your cart.',
  // Ours (issue 13).
  noHalf: 'Chicken Steamed Momo is not served as a half plate.',
  chooseFailed: 'Your choice could not be saved. Please try again.',
};

const OWNER = '9811111111';
const MOMO = 1;
const PANEER = 2;
/** A meal the cart does not hold: the screen never offers it, the machine must not act on it. */
const STRANGER = 404;
const item = (id: number, price: number, name: string): CartItem => ({
  id: id * 10,
  meal: { id, price, name, main_image: `/media/meals/${id}.webp` },
});
const momo = item(MOMO, 280, 'Chicken Steamed Momo');
const paneer = item(PANEER, 450.75, 'Paneer Butter Masala');

/**
 * Paneer was kept at 98 so the graph reaches the server's limit of 99 in a step; a meal that left the cart was kept
 * too, and must be forgotten.
 */
const loads: GraphEvent[] = [
  { type: done(LOAD), output: ok<CartLoad>({ items: [momo, paneer], kept: new Map([[PANEER, 98], [77, 4]]) }) },
  { type: done(LOAD), output: ok<CartLoad>({ items: [], kept: new Map() }) },
  { type: done(LOAD), output: failure(SOMETHING_WENT_WRONG, 500) },
  { type: threw(LOAD), error: new Error('loadCart threw') },
];
/** After a removal the server holds paneer only; what was kept for it is older than what the screen shows. */
const refreshes: GraphEvent[] = [
  { type: done(REFRESH), output: ok<CartLoad>({ items: [paneer], kept: new Map([[MOMO, 3], [PANEER, 50]]) }) },
  { type: done(REFRESH), output: failure(SOMETHING_WENT_WRONG) },
  { type: threw(REFRESH), error: new Error('loadCart threw') },
];
const removals: GraphEvent[] = [
  { type: done(REMOVE), output: ok<string | null>(TEXT.serverRemoved) },
  { type: done(REMOVE), output: ok<string | null>(null) },
  { type: done(REMOVE), output: failure(TEXT.notInCart, 404) },
  { type: done(REMOVE), output: failure(SOMETHING_WENT_WRONG, 500) },
  { type: done(REMOVE), output: failure(SOMETHING_WENT_WRONG) },
  { type: threw(REMOVE), error: new Error('removeFromCart threw') },
];

/** Issue 13: the server's momo line once a half plate is chosen, priced by it. */
const halfMomo: CartItem = { ...momo, portion: 'half', options: [], note: null, unit_price: 168, choices: ['Half plate'] };
const choices: GraphEvent[] = [
  { type: done(CHOOSE), output: ok(halfMomo) },
  { type: done(CHOOSE), output: failure(TEXT.noHalf, 400) },
  { type: done(CHOOSE), output: failure(SOMETHING_WENT_WRONG, 500) },
  { type: threw(CHOOSE), error: new Error('chooseInCart threw') },
];

const linesOf = (state: AnyMachineSnapshot) => state.context.lines as CartLine[];
const quantityOf = (state: AnyMachineSnapshot, mealId: number) =>
  linesOf(state).find((line) => line.meal.id === mealId)?.quantity;

const edges = edgesOf(cartMachine, {
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
const choiceEdges = edgesOf(cartMachine, {
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

interface World {
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
const nothing = (): World => ({ loads: [], removals: [], chosen: [], toasts: [], navigations: [], badge: [], kept: [] });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
type Pending = { resolve: (value: unknown) => void; reject: (error: unknown) => void };

function harness(): Harness<World> {
  let world = nothing();
  let load: Pending | null = null;
  let remove: Pending | null = null;
  let choose: Pending | null = null;
  const actor = createActor(
    cartMachine.provide({
      actors: {
        loadCart: fromPromise<Result<CartLoad>, { owner: string }>(({ input }) => {
          world.loads.push(input.owner);
          return new Promise((resolve, reject) => (load = { resolve: resolve as Pending['resolve'], reject }));
        }),
        removeFromCart: fromPromise<Result<string | null>, { mealId: number }>(({ input }) => {
          world.removals.push(input.mealId);
          return new Promise((resolve, reject) => (remove = { resolve: resolve as Pending['resolve'], reject }));
        }),
        chooseInCart: fromPromise<Result<CartItem>, { mealId: number; choices: LineChoices }>(({ input }) => {
          world.chosen.push(input);
          return new Promise((resolve, reject) => (choose = { resolve: resolve as Pending['resolve'], reject }));
        }),
      },
      actions: {
        keepQuantities: (_, { owner, quantities }) => void world.kept.push([owner, Object.fromEntries(quantities)]),
        showCount: (_, count) => void world.badge.push(count),
      },
    }),
  );
  actor.on('notify', (toast) => world.toasts.push(toast));
  actor.on('navigate', (to) => world.navigations.push(to));
  actor.start();
  return {
    snapshot: () => actor.getSnapshot(),
    async perform(event) {
      if (!event.type.startsWith('xstate.')) {
        actor.send(event as CartEvent);
        return;
      }
      const removing = event.type === done(REMOVE) || event.type === threw(REMOVE);
      const choosing = event.type === done(CHOOSE) || event.type === threw(CHOOSE);
      const pending = removing ? remove : choosing ? choose : load;
      if (!pending) throw new Error(`${event.type} with nothing in flight`);
      if (removing) remove = null;
      else if (choosing) choose = null;
      else load = null;
      if (event.type.startsWith('xstate.done')) pending.resolve(event.output);
      else pending.reject(event.error);
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

const view = (snapshot: AnyMachineSnapshot) => selectCart(snapshot as unknown as Parameters<typeof selectCart>[0]);
const toast = (level: NotifyEvent['level'], message: string): NotifyEvent => ({ type: 'notify', level, message });
const quantities = (lines: CartLine[]) => Object.fromEntries(lines.map((line) => [line.meal.id, line.quantity]));
const opened = (role: string) => (_: unknown, event: GraphEvent) => event.type === 'cart.open' && event.role === role;
const answered = (id: string, test: (output: Result<unknown> | null) => boolean) => (_: unknown, event: GraphEvent) =>
  (event.type === done(id) && test(event.output as Result<unknown>)) || (event.type === threw(id) && test(null));
const isOk = (output: Result<unknown> | null) => output !== null && output.ok;
/** A line event the idle cart acts on: its meal is in the cart. */
const actsOn = (from: AnyMachineSnapshot, event: GraphEvent) =>
  from.matches({ ready: 'idle' }) && quantityOf(from, event.mealId as number) !== undefined;
const lineEvent = (type: CartEvent['type']) => (from: AnyMachineSnapshot, event: GraphEvent) =>
  event.type === type && actsOn(from, event);

/** Turned away: the cart is closed and forgotten, the warning shown, and the user sent home. */
function turnedAway(message: string): Rule<World>['holds'] {
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
const reading: Rule<World>['holds'] = (_, __, to, world) => {
  expect(view(to)).toMatchObject({ status: 'loading', lines: [], busy: false });
  expect(to.context.owner).toBe(OWNER);
  expect(world).toEqual({ ...nothing(), loads: [OWNER] });
};

/** Nothing happens at all. */
const unchanged: Rule<World>['holds'] = (from, _, to, world) => {
  expect({ value: to.value, context: to.context }).toEqual({ value: from.value, context: from.context });
  expect(world).toEqual(nothing());
};

function quantityBecomes(next: (before: number) => number): Rule<World>['holds'] {
  return (from, event, to, world) => {
    const mealId = event.mealId as number;
    const expected = next(quantityOf(from, mealId)!);
    expect(quantityOf(to, mealId)).toBe(expected);
    expect(quantities(linesOf(to))).toEqual({ ...quantities(linesOf(from)), [mealId]: expected });
    expect(to.value).toEqual(from.value);
    expect(world).toEqual({ ...nothing(), kept: [[OWNER, quantities(linesOf(to))]] });
  };
}

const rules: Rule<World>[] = [
  {
    title: "cart screen: a visitor gets 'please login...' and is sent to '/'",
    applies: opened('visitor'),
    holds: turnedAway(TEXT.loginFirst),
  },
  {
    title: `cart screen: an admin gets "you can't perform this action as admin..." and is sent to '/'`,
    applies: opened('admin'),
    holds: turnedAway(TEXT.admin),
  },
  {
    title: "cart: a customer's cart is read when the screen opens ('Loading your cart...')",
    applies: opened('customer'),
    holds: reading,
  },
  {
    title: 'cart: loaded, each meal at the quantity kept for this user, else 1; the badge is set to its size',
    applies: answered(LOAD, isOk),
    holds: (_, event, to, world) => {
      const { items } = (event.output as { data: CartLoad }).data;
      const expected = items.map((each) => ({ ...each, quantity: each.meal.id === PANEER ? 98 : 1 }));
      expect(view(to)).toMatchObject({ status: 'ready', lines: expected.map((line) => expect.objectContaining(line)) });
      // What is kept is the cart as it now is: the meal that left it is forgotten.
      expect(world).toEqual({ ...nothing(), badge: [items.length], kept: [[OWNER, quantities(expected)]] });
    },
  },
  {
    title: 'cart: a failed read shows the error and a way to try again',
    applies: answered(LOAD, (output) => !isOk(output)),
    holds: (_, __, to, world) => {
      expect(view(to)).toMatchObject({ status: 'failed', lines: [] });
      expect(world).toEqual(nothing());
    },
  },
  {
    title: 'cart: trying again reads the cart again',
    applies: (from, event) => event.type === 'cart.retry' && from.matches('failed'),
    holds: reading,
  },
  {
    title: 'cart: trying again means nothing unless the read failed',
    applies: (from, event) => event.type === 'cart.retry' && !from.matches('failed'),
    holds: unchanged,
  },
  {
    title: 'cart: a reload (after a payment) reads the open cart again',
    applies: (from, event) => event.type === 'cart.reload' && !from.matches('closed'),
    holds: reading,
  },
  {
    title: 'cart: a reload before the screen opened the cart waits for the screen',
    applies: (from, event) => event.type === 'cart.reload' && from.matches('closed'),
    holds: unchanged,
  },
  {
    title: "cart quantity: plus adds 1 (up to the server's limit of 99) and the quantity is kept for this user",
    applies: lineEvent('cart.increment'),
    holds: quantityBecomes((before) => Math.min(99, before + 1)),
  },
  {
    title: 'cart quantity: minus takes 1, never below 1, and the quantity is kept for this user',
    applies: lineEvent('cart.decrement'),
    holds: quantityBecomes((before) => Math.max(1, before - 1)),
  },
  {
    title: 'cart remove: the meal is deleted from the server cart (DELETE /cart/delete/{meal}/)',
    applies: lineEvent('cart.remove'),
    holds: (from, event, to, world) => {
      expect(view(to)).toMatchObject({ status: 'ready', busy: true, removing: event.mealId });
      expect(linesOf(to)).toEqual(linesOf(from));
      expect(world).toEqual({ ...nothing(), removals: [event.mealId as number] });
    },
  },
  {
    title: 'cart: −, +, remove and choices wait while a change is on its way, and act only on meals in the cart',
    applies: (from, event) =>
      ['cart.increment', 'cart.decrement', 'cart.remove', 'cart.choose'].includes(event.type) && !actsOn(from, event),
    holds: unchanged,
  },
  {
    title: "cart remove: success shows the server's message (else 'Meal removed from the cart.'), then the cart is read again",
    applies: answered(REMOVE, isOk),
    holds: (from, event, to, world) => {
      const message = (event.output as { data: string | null }).data ?? TEXT.removed;
      const left = linesOf(from).filter((line) => line.meal.id !== from.context.removing);
      expect(view(to)).toMatchObject({ status: 'ready', busy: true, removing: null });
      expect(linesOf(to)).toEqual(left);
      expect(world).toEqual({ ...nothing(), toasts: [toast('success', message)], badge: [left.length], loads: [OWNER] });
    },
  },
  {
    title: "cart remove: a failure shows the server's message, else 'Failed to remove meal from cart.', then the cart is read again",
    applies: answered(REMOVE, (output) => !isOk(output)),
    holds: (from, event, to, world) => {
      const output = event.output as Result<unknown> | undefined;
      const explained = output && !output.ok && output.status !== undefined && output.message !== SOMETHING_WENT_WRONG;
      expect(view(to)).toMatchObject({ status: 'ready', busy: true, removing: null });
      expect(linesOf(to)).toEqual(linesOf(from));
      expect(world).toEqual({
        ...nothing(),
        toasts: [toast('error', explained ? TEXT.notInCart : TEXT.removeFailed)],
        loads: [OWNER],
      });
    },
  },
  {
    title: 'cart: the read after a removal is the server cart at the quantities on screen; badge and kept quantities follow',
    applies: answered(REFRESH, isOk),
    holds: (from, event, to, world) => {
      const { items, kept } = (event.output as { data: CartLoad }).data;
      const expected = items.map((each) => ({
        ...each,
        quantity: quantityOf(from, each.meal.id) ?? (kept as Quantities).get(each.meal.id) ?? 1,
      }));
      expect(view(to)).toMatchObject({ status: 'ready', busy: false });
      expect(linesOf(to)).toEqual(expected);
      expect(world).toEqual({ ...nothing(), badge: [expected.length], kept: [[OWNER, quantities(expected)]] });
    },
  },
  {
    title: 'cart: a failed read after a removal keeps what the screen shows',
    applies: answered(REFRESH, (output) => !isOk(output)),
    holds: (from, _, to, world) => {
      expect(view(to)).toMatchObject({ status: 'ready', busy: false });
      expect(linesOf(to)).toEqual(linesOf(from));
      expect(world).toEqual(nothing());
    },
  },
];

const chooseRules: Rule<World>[] = [
  {
    title: "cart choices (issue 13): a line's new choice is saved at once (PUT /cart/cart/{meal}/), the buttons wait",
    applies: lineEvent('cart.choose'),
    holds: (from, event, to, world) => {
      expect(view(to)).toMatchObject({ status: 'ready', busy: true });
      expect(linesOf(to)).toEqual(linesOf(from));
      expect(world).toEqual({ ...nothing(), chosen: [{ mealId: event.mealId, choices: { portion: 'half' } }] });
    },
  },
  {
    title: 'cart choices: saved, the line is the server\'s, priced by it, at the quantity on screen; the total follows',
    applies: answered(CHOOSE, isOk),
    holds: (from, _, to, world) => {
      const before = linesOf(from).find((line) => line.meal.id === MOMO)!;
      expect(view(to)).toMatchObject({ status: 'ready', busy: false });
      expect(linesOf(to).find((line) => line.meal.id === MOMO)).toEqual({ ...halfMomo, quantity: before.quantity });
      expect(view(to).lines.find((line) => line.meal.id === MOMO)?.lineTotal).toBe(168 * before.quantity);
      expect(view(to).items.find((item) => item.meal === MOMO)).toEqual({ meal: MOMO, quantity: before.quantity, portion: 'half' });
      expect(world).toEqual(nothing());
    },
  },
  {
    title: "cart choices: refused, the server's words (else ours) and the line as it was",
    applies: answered(CHOOSE, (output) => !isOk(output)),
    holds: (from, event, to, world) => {
      const output = event.output as Result<unknown> | undefined;
      const explained = output && !output.ok && output.status !== undefined && output.message !== SOMETHING_WENT_WRONG;
      expect(view(to)).toMatchObject({ status: 'ready', busy: false });
      expect(linesOf(to)).toEqual(linesOf(from));
      expect(world).toEqual({ ...nothing(), toasts: [toast('error', explained ? TEXT.noHalf : TEXT.chooseFailed)] });
    },
  },
];

describe('cartMachine, every edge of its graph replayed into a real actor', () => {
  it('claims each edge with exactly one spec rule', () => {
    expect(unclaimedOrContested(edges, rules)).toEqual([]);
  });

  it.each(rules.map((rule) => [rule.title, rule] as const))('%s', async (_, rule) => {
    await checkRule(edges, rule, harness);
  });
});

describe("cartMachine's choices (issue 13), every edge of their graph replayed into a real actor", () => {
  const CHOICE_RULES = [
    "cart: a customer's cart is read when the screen opens ('Loading your cart...')",
    'cart: loaded, each meal at the quantity kept for this user, else 1; the badge is set to its size',
    'cart: −, +, remove and choices wait while a change is on its way, and act only on meals in the cart',
  ];
  const choiceRules = [...rules.filter((rule) => CHOICE_RULES.includes(rule.title)), ...chooseRules];

  it('claims each edge with exactly one rule', () => {
    expect(unclaimedOrContested(choiceEdges, choiceRules)).toEqual([]);
  });

  it.each(choiceRules.map((rule) => [rule.title, rule] as const))('%s', async (_, rule) => {
    await checkRule(choiceEdges, rule, harness);
  });
});

describe('selectCart: line total = quantity × unit price, total = their sum to the paisa (spec §4)', () => {
  const readyWith = (lines: CartLine[]) => ({
    context: { owner: OWNER, lines, removing: null },
    matches: (state: unknown) => state === 'ready' || JSON.stringify(state) === '{"ready":"idle"}',
  });

  it('multiplies and adds without drifting', () => {
    const cart = view(
      readyWith([
        { ...paneer, quantity: 3 },
        { ...item(3, 0.1, 'Mint'), quantity: 3 },
      ]) as unknown as AnyMachineSnapshot,
    );
    expect(cart.lines.map((line) => line.lineTotal)).toEqual([1352.25, 0.3]);
    expect(cart.total).toBe(1352.55);
    expect(cart.totalItems).toBe(6);
    expect(cart.items).toEqual([
      { meal: PANEER, quantity: 3 },
      { meal: 3, quantity: 3 },
    ]);
  });

  it('an empty cart totals 0', () => {
    expect(view(readyWith([]) as unknown as AnyMachineSnapshot)).toMatchObject({ total: 0, totalItems: 0, items: [] });
  });
});

describe('createCartLogic: the server cart and the quantities kept for its owner, read together', () => {
  function api(overrides: Partial<CartApi> = {}): CartApi {
    return {
      listCart: vi.fn(async () => ok([momo, paneer])),
      removeFromCart: vi.fn(async () => ok(null)),
      chooseInCart: vi.fn(async () => ok(momo)),
      keptQuantities: vi.fn(async (): Promise<Quantities> => new Map([[MOMO, 4]])),
      keepQuantities: vi.fn(async () => {}),
      ...overrides,
    };
  }
  const open = async (calls: CartApi) => {
    const actor = createActor(createCartLogic(calls).provide({ actions: { showCount: () => {} } })).start();
    actor.send({ type: 'cart.open', role: 'customer', owner: OWNER });
    await settle();
    return actor;
  };

  it("reads the owner's kept quantities", async () => {
    const calls = api();
    const actor = await open(calls);
    expect(calls.keptQuantities).toHaveBeenCalledWith(OWNER);
    expect(quantities(actor.getSnapshot().context.lines)).toEqual({ [MOMO]: 4, [PANEER]: 1 });
    actor.stop();
  });

  it('starts every meal at 1 when the kept quantities cannot be read', async () => {
    const actor = await open(api({ keptQuantities: vi.fn(async () => Promise.reject(new Error('no storage'))) }));
    expect(quantities(actor.getSnapshot().context.lines)).toEqual({ [MOMO]: 1, [PANEER]: 1 });
    actor.stop();
  });

  it('keeps the cart working when the quantities cannot be kept', async () => {
    const actor = await open(api({ keepQuantities: vi.fn(async () => Promise.reject(new Error('quota'))) }));
    actor.send({ type: 'cart.increment', mealId: PANEER });
    await settle();
    expect(quantities(actor.getSnapshot().context.lines)).toEqual({ [MOMO]: 4, [PANEER]: 2 });
    actor.stop();
  });

  it('a failed server read is a failed read, whatever was kept', async () => {
    const actor = await open(api({ listCart: vi.fn(async () => failure(SOMETHING_WENT_WRONG, 500)) }));
    expect(view(actor.getSnapshot()).status).toBe('failed');
    actor.stop();
  });
});
