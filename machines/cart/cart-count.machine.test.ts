import { describe, expect, it } from 'vitest';
import { SOMETHING_WENT_WRONG } from '../../contract/errors';
import { ADD_FAILED, ADDED, selectBadge, VISITOR_REFUSAL } from './cart-count.machine';
import { ADMIN_REFUSAL } from '../shared/session';
import { type Rule } from '../shared/testing/graph-replay';
import { changesNothing, itReplaysEveryRule } from '../shared/testing/rules';
import {
  ADD,
  CART_SIZE,
  KITCHEN,
  MEAL,
  SERVER_COUNT,
  CART_SIZE_COUNT,
  KITCHEN_COUNT,
  edges,
  type World,
  nothing,
  harness,
  badgeOf,
  addOf,
  inAdmin,
  counting,
  adding,
  addAnswered,
  readAnswered,
  session,
  countBecomes,
  refused,
  settled,
  shown,
  streamAcross,
  threw,
} from './cart-count.test-model';
import { ADMIN_REFUSED } from '../shared/testing/spec-texts';

/** A signed-in badge starts by reading its number (`read`), the count shown so far kept until it arrives. */
const readsBadge =
  (role: 'customer' | 'admin', read: string): Rule<World>['holds'] =>
  (from, _, to, world) => {
    expect(badgeOf(to)).toEqual({ [role]: 'loading' });
    expect(addOf(to)).toEqual(addOf(from));
    expect(to.context.count).toBe(from.context.count);
    expect(world).toEqual({ ...nothing(), reads: [read], stream: streamAcross(from, to) });
  };

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
    holds: changesNothing(nothing),
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
    holds: settled((before) => before, { type: 'notify', level: 'warning', message: ADMIN_REFUSED }),
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
    holds: readsBadge('customer', 'cartSize'),
  },
  {
    title: "badge: an admin's badge is the kitchen queue (GET /orders/counts/), kept live by the order stream",
    applies: session('admin'),
    holds: readsBadge('admin', 'kitchenQueue'),
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
    holds: changesNothing(nothing),
  },
];

describe('cartCountMachine, every edge of its graph replayed into a real actor', () => {
  itReplaysEveryRule(edges, rules, harness);
});

describe('selectBadge: the navbar badge shows at most 99 (docs/rules/limits.md#display)', () => {
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
