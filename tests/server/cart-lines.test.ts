import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_MESSAGES, cartList } from '../../contract/cart';
import { optionGroupList } from '../../contract/meal-options';
import { checkout, ORDER_MESSAGES, reorderResult } from '../../contract/order';
import { send } from './support/meal-fixtures';
import { PUBLIC_URL } from './support/sandbox-esewa';
import { openSeededApp, type SeededApp } from './support/seeded-app';

/**
 * Cart lines, not cart dishes (docs/rules/orders.md#cart-lines): one meal in several lines with other portions, options
 * and notes, ordered together, and "Order again" putting each line back as it was, saying what it could not.
 */
// 11:45 in Kathmandu: the tiny catalog's restaurant is open.
const clock = () => new Date('2026-03-02T06:00:00.000Z');

let s: SeededApp;
beforeAll(async () => {
  s = await openSeededApp({ PUBLIC_URL, MAX_UNPAID_ORDERS: '50' }, { clock });
});
afterAll(() => s.t.destroy());

const SPICE = { name: 'Spice level', kind: 'one', options: [{ name: 'Mild', price: 0 }, { name: 'Hot', price: 0 }] };
const momo = () => s.meals['Chicken Momo'] as number;
const cart = async (token = s.tokens.customer) => cartList.parse((await send(s.app, 'GET', '/cart/cart/', { token })).body);
const add = (json: object, token = s.tokens.customer) => send(s.app, 'POST', '/cart/cart/', { token, json: { meal: momo(), ...json } });

async function spice() {
  const saved = await send(s.app, 'PUT', `/meal/${momo()}/options/`, { token: s.tokens.admin, json: { groups: [SPICE] } });
  const [group] = optionGroupList.parse(saved.body).groups;
  const [mild, hot] = group?.options ?? [];
  return { mild: mild?.id as number, hot: hot?.id as number };
}

describe('a cart of lines', () => {
  it('holds one dish twice with other choices; the same choices again are the same line', async () => {
    const { mild, hot } = await spice();
    const half = await add({ portion: 'half', options: [hot], note: 'extra chutney' });
    expect(half.body).toEqual({ message: CART_MESSAGES.added });
    const full = await add({ portion: 'full', options: [mild] });
    expect(full.body).toEqual({ message: CART_MESSAGES.added });
    expect(await cart()).toMatchObject([
      { meal: { id: momo() }, portion: 'half', choices: ['Half plate', 'Spice level: Hot'], note: 'extra chutney' },
      { meal: { id: momo() }, portion: 'full', choices: ['Spice level: Mild'], note: null },
    ]);
    const again = await add({ portion: 'half', options: [hot], note: 'extra chutney' });
    expect(again.body).toEqual({ message: CART_MESSAGES.alreadyInCart });
    expect(await cart()).toHaveLength(2);
  });

  it('changes and removes one line by its id, never the other line of the dish nor anyone else’s', async () => {
    const [first, second] = await cart();
    const changed = await send(s.app, 'PUT', `/cart/lines/${second?.id}/`, { token: s.tokens.customer, json: { note: 'no onion' } });
    expect(changed).toMatchObject({ status: 200, body: { id: second?.id, note: 'no onion' } });
    expect((await cart())[0]).toMatchObject({ id: first?.id, note: 'extra chutney', portion: 'half' });
    const other = await send(s.app, 'DELETE', `/cart/lines/${first?.id}/`, { token: s.tokens.admin });
    expect(other.status).not.toBe(200);
    const removed = await send(s.app, 'DELETE', `/cart/lines/${first?.id}/`, { token: s.tokens.customer });
    expect(removed).toMatchObject({ status: 200, body: { message: CART_MESSAGES.removed } });
    expect((await cart()).map((line) => line.id)).toEqual([second?.id]);
    const gone = await send(s.app, 'DELETE', `/cart/lines/${first?.id}/`, { token: s.tokens.customer });
    expect(gone).toMatchObject({ status: 404, body: { detail: CART_MESSAGES.notInCart } });
  });
});

describe('ordering lines of one dish, and ordering them again', () => {
  it('orders two lines of one dish; the same choices twice are refused with words', async () => {
    const { mild, hot } = await spice();
    const twice = [
      { meal: momo(), quantity: 1, portion: 'half', options: [hot] },
      { meal: momo(), quantity: 1, portion: 'half', options: [hot] },
    ];
    const refused = await send(s.app, 'POST', '/orders/', { token: s.tokens.customer, json: { items: twice } });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain(ORDER_MESSAGES.duplicateLine);
    const items = [
      { meal: momo(), quantity: 2, portion: 'half', options: [hot], note: 'extra chutney' },
      { meal: momo(), quantity: 1, portion: 'full', options: [mild], note: 'no onion' },
    ];
    const placed = await send(s.app, 'POST', '/orders/', { token: s.tokens.customer, json: { items } });
    expect(placed.status).toBe(201);
    expect(checkout.parse(placed.body).order.items).toMatchObject([
      { quantity: 2, choices: ['Half plate', 'Spice level: Hot'], note: 'extra chutney' },
      { quantity: 1, choices: ['Spice level: Mild'], note: 'no onion' },
    ]);
  });

  it('puts each line back with its portion, options and note, and names an option no longer offered', async () => {
    const { hot } = await spice();
    const token = s.tokens.customer;
    for (const line of await cart()) await send(s.app, 'DELETE', `/cart/lines/${line.id}/`, { token });
    const items = [
      { meal: momo(), quantity: 2, portion: 'half', options: [hot], note: 'extra chutney' },
      { meal: momo(), quantity: 3, portion: 'full', note: 'no onion' },
    ];
    const placed = checkout.parse((await send(s.app, 'POST', '/orders/', { token, json: { items } })).body).order;
    const first = reorderResult.parse((await send(s.app, 'POST', `/orders/${placed.id}/reorder/`, { token })).body);
    expect(first.not_restored).toEqual([]);
    expect(await cart()).toMatchObject([
      { portion: 'half', choices: ['Half plate', 'Spice level: Hot'], note: 'extra chutney' },
      { portion: 'full', choices: ['Spice level: Mild'], note: 'no onion' },
    ]);
    expect(first.added.map((line) => [line.quantity, line.already_in_cart])).toEqual([[2, false], [3, false]]);
    expect(new Set(first.added.map((line) => line.line)).size).toBe(2);

    // The kitchen stops offering Hot: the line comes back a half plate with its note, and the answer says so.
    for (const line of await cart()) await send(s.app, 'DELETE', `/cart/lines/${line.id}/`, { token });
    await send(s.app, 'PUT', `/meal/${momo()}/options/`, {
      token: s.tokens.admin,
      json: { groups: [{ ...SPICE, options: [{ name: 'Mild', price: 0 }] }] },
    });
    const second = reorderResult.parse((await send(s.app, 'POST', `/orders/${placed.id}/reorder/`, { token })).body);
    expect(second.not_restored).toEqual([{ name: 'Chicken Momo', lost: ['Spice level: Hot'] }]);
    expect(second.message).toBe(
      '2 meals added to your cart. No longer offered, so not added back: Chicken Momo (Spice level: Hot).',
    );
    expect(await cart()).toMatchObject([
      { portion: 'half', choices: ['Half plate', 'Spice level: Mild'], note: 'extra chutney' },
      { portion: 'full', choices: ['Spice level: Mild'], note: 'no onion' },
    ]);
  });
});
