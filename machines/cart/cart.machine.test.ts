import { describe, expect } from 'vitest';
import { SOMETHING_WENT_WRONG } from '../../contract/errors';
import type { Quantities } from './cart-api';
import { type CartLoad } from './cart.machine';
import { type Result } from '../shared/result';
import { type Rule } from '../shared/testing/graph-replay';
import { itReplaysEveryRule, toast } from '../shared/testing/rules';
import {
  LOAD,
  REMOVE,
  REFRESH,
  CHOOSE,
  TEXT,
  OWNER,
  MOMO,
  MOMO_LINE,
  PANEER_LINE,
  halfMomo,
  linesOf,
  quantityOf,
  edges,
  choiceEdges,
  type World,
  nothing,
  harness,
  view,
  quantities,
  opened,
  answered,
  isOk,
  actsOn,
  lineEvent,
  turnedAway,
  reading,
  unchanged,
  quantityBecomes,
} from './cart.test-model';

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
      const expected = items.map((each) => ({ ...each, quantity: each.id === PANEER_LINE ? 98 : 1 }));
      // One dish in two lines is two lines of the order, each with its choices (docs/rules/orders.md#cart-lines).
      expect(view(to).items).toHaveLength(items.length);
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
    title: 'cart remove: the line, and only it, is deleted from the server cart (DELETE /cart/lines/{line}/)',
    applies: lineEvent('cart.remove'),
    holds: (from, event, to, world) => {
      expect(view(to)).toMatchObject({ status: 'ready', busy: true, removing: event.lineId });
      expect(linesOf(to)).toEqual(linesOf(from));
      expect(world).toEqual({ ...nothing(), removals: [event.lineId as number] });
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
      const left = linesOf(from).filter((line) => line.id !== from.context.removing);
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
        quantity: quantityOf(from, each.id) ?? (kept as Quantities).get(each.id) ?? 1,
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
    title: "cart choices (docs/rules/orders.md#options): a line's new choice is saved at once (PUT /cart/lines/{line}/), the buttons wait",
    applies: lineEvent('cart.choose'),
    holds: (from, event, to, world) => {
      expect(view(to)).toMatchObject({ status: 'ready', busy: true });
      expect(linesOf(to)).toEqual(linesOf(from));
      expect(world).toEqual({ ...nothing(), chosen: [{ lineId: event.lineId, choices: { portion: 'half' } }] });
    },
  },
  {
    title: 'cart choices: saved, the line is the server\'s, priced by it, at the quantity on screen; the total follows',
    applies: answered(CHOOSE, isOk),
    holds: (from, _, to, world) => {
      const before = linesOf(from).find((line) => line.id === MOMO_LINE)!;
      const other = linesOf(from).find((line) => line.meal.id === MOMO && line.id !== MOMO_LINE);
      expect(view(to)).toMatchObject({ status: 'ready', busy: false });
      expect(linesOf(to).find((line) => line.id === MOMO_LINE)).toEqual({ ...halfMomo, quantity: before.quantity });
      expect(linesOf(to).find((line) => line.id === other?.id)).toEqual(other);
      expect(view(to).lines.find((line) => line.id === MOMO_LINE)?.lineTotal).toBe(168 * before.quantity);
      // Both momo lines now read alike but for the other's note: each is its own line of the order.
      expect(view(to).items.filter((item) => item.meal === MOMO)).toEqual([
        { meal: MOMO, quantity: before.quantity, portion: 'half' },
        ...(other ? [{ meal: MOMO, quantity: other.quantity, portion: 'half', note: other.note }] : []),
      ]);
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
  itReplaysEveryRule(edges, rules, harness);
});

describe("cartMachine's choices (docs/rules/orders.md#options), every edge of their graph replayed into a real actor", () => {
  const CHOICE_RULES = [
    "cart: a customer's cart is read when the screen opens ('Loading your cart...')",
    'cart: loaded, each meal at the quantity kept for this user, else 1; the badge is set to its size',
    'cart: −, +, remove and choices wait while a change is on its way, and act only on meals in the cart',
  ];
  const choiceRules = [...rules.filter((rule) => CHOICE_RULES.includes(rule.title)), ...chooseRules];

  itReplaysEveryRule(choiceEdges, choiceRules, harness, 'claims each edge with exactly one rule');
});
