import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_MESSAGES, cartList } from '../../contract/cart';
import { mealList } from '../../contract/meal';
import { MEAL_OPTION_MESSAGES as M, mealWithOptions, optionGroupList } from '../../contract/meal-options';
import { checkout, order as orderSchema } from '../../contract/order';
import { seedDatabase } from '../../server/demo/seed';
import { roles, send } from './support/meal-fixtures';
import { PUBLIC_URL } from './support/sandbox-esewa';
import { makeTestApp } from './support/test-app';
import { openTestDatabase, type TestDatabase } from './support/test-database';
import { loadTinyCatalog } from './support/tiny-catalog';

/**
 * Portions and options (docs/rules/orders.md#options, part 2): an admin gives a meal groups of options; the customer
 * picks a half plate, options and a note in the cart; the server prices every line itself and the order keeps how it
 * read.
 */
// 11:45 in Kathmandu: the tiny catalog's restaurant is open.
const clock = () => new Date('2026-03-02T06:00:00.000Z');

let t: TestDatabase;
let app: ReturnType<typeof makeTestApp>['app'];
let tokens: Awaited<ReturnType<typeof roles>>;
let meals: Record<string, number>;

beforeAll(async () => {
  t = await openTestDatabase({ DEMO_DATA: '1', PUBLIC_URL, MAX_UNPAID_ORDERS: '50' });
  await seedDatabase(t.db, t.env, { dialect: t.dialect, catalog: loadTinyCatalog });
  ({ app } = makeTestApp(t.db, t.env, { clock }));
  tokens = await roles(app, t.db, t.env);
  meals = Object.fromEntries(mealList.parse((await send(app, 'GET', '/meal/meals/')).body).map((m) => [m.name, m.id]));
});
afterAll(() => t.destroy());

const momo = () => meals['Chicken Momo'] as number;
const SPICE = { name: 'Spice level', kind: 'one', options: [{ name: 'Mild', price: 0 }, { name: 'Hot', price: 0 }] };
const EXTRAS = { name: 'Extras', kind: 'any', options: [{ name: 'Cheese', price: 50 }, { name: 'Achar', price: 20.5 }] };
const saveGroups = (groups: unknown[], token = tokens.admin, meal = momo()) =>
  send(app, 'PUT', `/meal/${meal}/options/`, { token, json: { groups } });
const cart = async () => cartList.parse((await send(app, 'GET', '/cart/cart/', { token: tokens.customer })).body);
const place = (items: unknown[]) => send(app, 'POST', '/orders/', { token: tokens.customer, json: { items } });

describe("a meal's options", () => {
  it('are saved by an admin with ids of their own, and shown with the meal to everyone', async () => {
    const saved = await saveGroups([SPICE, EXTRAS]);
    expect(saved.status).toBe(200);
    const { groups } = optionGroupList.parse(saved.body);
    expect(groups.map((group) => [group.name, group.kind, group.options.map((option) => [option.name, option.price])])).toEqual([
      ['Spice level', 'one', [['Mild', 0], ['Hot', 0]]],
      ['Extras', 'any', [['Cheese', 50], ['Achar', 20.5]]],
    ]);
    expect(new Set(groups.flatMap((group) => group.options.map((option) => option.id))).size).toBe(4);
    const meal = mealWithOptions.parse((await send(app, 'GET', `/meal/meals/${momo()}/`)).body);
    expect(meal.option_groups).toEqual(groups);
    // A meal without options says so rather than leaving the field out.
    expect(mealWithOptions.parse((await send(app, 'GET', `/meal/meals/${meals['Veg Momo']}/`)).body).option_groups).toEqual([]);
  });

  it('keep their ids when saved again with them, and new ones never reuse an old id', async () => {
    const before = optionGroupList.parse((await saveGroups([SPICE, EXTRAS])).body).groups;
    const [spice, extras] = before as [(typeof before)[number], (typeof before)[number]];
    const again = optionGroupList.parse(
      (await saveGroups([{ ...extras, options: [...extras.options.slice(1), { name: 'Egg', price: 40 }] }, spice])).body,
    ).groups;
    expect(again[0]?.id).toBe(extras.id);
    expect(again[0]?.options[0]).toEqual(extras.options[1]);
    const used = before.flatMap((group) => group.options.map((option) => option.id));
    expect(used).not.toContain(again[0]?.options[1]?.id);
    expect(again[1]).toEqual(spice);
  });

  it('are refused with the field named when they make no sense, and only admins save them', async () => {
    expect((await saveGroups([{ ...SPICE, options: [] }])).body).toEqual({ 'groups.0.options': [M.groupEmpty] });
    expect((await saveGroups([{ ...EXTRAS, options: [{ name: 'Gold', price: -1 }] }])).body).toEqual({
      'groups.0.options.0.price': [M.optionPrice],
    });
    expect((await saveGroups([{ ...SPICE, name: '  ' }])).body).toEqual({ 'groups.0.name': [M.groupName] });
    expect((await saveGroups([SPICE], tokens.customer)).status).toBe(403);
    expect((await saveGroups([SPICE], tokens.admin, 999_999)).status).toBe(404);
  });
});

describe('the cart', () => {
  it("holds the spec's {meal} as one full plate with each pick-one group's first option, priced by the server", async () => {
    await saveGroups([SPICE, EXTRAS]);
    expect((await send(app, 'POST', '/cart/cart/', { token: tokens.customer, json: { meal: momo() } })).body).toEqual({
      message: CART_MESSAGES.added,
    });
    const [line] = await cart();
    expect(line).toMatchObject({ portion: 'full', note: null, unit_price: 250, choices: ['Spice level: Mild'] });
    expect(line?.meal).toMatchObject({ half_plate_price: 140, price: 250 });
    expect(line?.meal.option_groups?.map((group) => group.name)).toEqual(['Spice level', 'Extras']);
  });

  it('takes a half plate, options and a note for a line, and prices them', async () => {
    const groups = (await cart())[0]?.meal.option_groups ?? [];
    const [hot, cheese, achar] = [groups[0]?.options[1]?.id, groups[1]?.options[0]?.id, groups[1]?.options[1]?.id];
    const chosen = await send(app, 'PUT', `/cart/cart/${momo()}/`, {
      token: tokens.customer,
      json: { portion: 'half', options: [hot, cheese, achar], note: '  no onion ' },
    });
    expect(chosen.status).toBe(200);
    expect(chosen.body).toMatchObject({
      portion: 'half',
      note: 'no onion',
      unit_price: 140 + 50 + 20.5,
      choices: ['Half plate', 'Spice level: Hot', 'Extras: Cheese', 'Extras: Achar'],
    });
    expect((await cart())[0]).toEqual(chosen.body);
  });

  it('refuses what the meal does not offer, naming the field, and keeps the line as it was', async () => {
    const piece = meals['Sel Roti'] as number;
    await send(app, 'POST', '/cart/cart/', { token: tokens.customer, json: { meal: piece } });
    const half = await send(app, 'PUT', `/cart/cart/${piece}/`, { token: tokens.customer, json: { portion: 'half' } });
    expect(half).toMatchObject({ status: 400, body: { portion: [M.noHalf('Sel Roti')] } });
    const groups = (await cart())[0]?.meal.option_groups ?? [];
    const both = [groups[0]?.options[0]?.id, groups[0]?.options[1]?.id];
    const two = await send(app, 'PUT', `/cart/cart/${momo()}/`, { token: tokens.customer, json: { options: both } });
    expect(two).toMatchObject({ status: 400, body: { options: [M.oneOnly('Spice level')] } });
    const unknown = await send(app, 'PUT', `/cart/cart/${momo()}/`, { token: tokens.customer, json: { options: [9999] } });
    expect(unknown).toMatchObject({ status: 400, body: { options: [M.unknownOption('Chicken Momo')] } });
    const long = await send(app, 'PUT', `/cart/cart/${momo()}/`, { token: tokens.customer, json: { note: 'x'.repeat(141) } });
    expect(long).toMatchObject({ status: 400, body: { note: [M.noteLength] } });
    expect((await cart())[0]).toMatchObject({ portion: 'half', note: 'no onion' });
    const absent = await send(app, 'PUT', `/cart/cart/${meals['Veg Momo']}/`, { token: tokens.customer, json: { note: 'x' } });
    expect(absent).toMatchObject({ status: 404, body: { detail: CART_MESSAGES.notInCart } });
  });

  it('adding a meal already there with the same choices changes nothing; other choices make a line of their own', async () => {
    const [line] = await cart();
    const json = { meal: momo(), portion: line?.portion, options: line?.options, note: line?.note };
    const same = await send(app, 'POST', '/cart/cart/', { token: tokens.customer, json });
    expect(same.body).toEqual({ message: CART_MESSAGES.alreadyInCart });
    expect((await cart())[0]).toMatchObject({ portion: 'half' });
    // docs/rules/orders.md#cart-lines: cart lines, not cart dishes; the first line keeps its choices.
    const other = await send(app, 'POST', '/cart/cart/', { token: tokens.customer, json: { meal: momo(), portion: 'full' } });
    expect(other.body).toEqual({ message: CART_MESSAGES.added });
    const lines = (await cart()).filter((each) => each.meal.id === momo());
    expect(lines).toMatchObject([{ portion: 'half', note: 'no onion' }, { portion: 'full', note: null, unit_price: 250 }]);
    await send(app, 'DELETE', `/cart/lines/${lines[1]?.id}/`, { token: tokens.customer });
  });

  it('falls back quietly once the menu no longer offers a choice: the option dropped, the default taken', async () => {
    const groups = (await cart())[0]?.meal.option_groups ?? [];
    const hot = groups[0]?.options[1]?.id;
    await send(app, 'PUT', `/cart/cart/${momo()}/`, { token: tokens.customer, json: { options: [hot] } });
    await saveGroups([{ ...SPICE, options: [{ name: 'Medium', price: 10 }] }]);
    expect((await cart())[0]).toMatchObject({ unit_price: 260, choices: ['Spice level: Medium'] });
  });
});

describe('an order', () => {
  it('prices each line as chosen, never as the browser says, and keeps how it read', async () => {
    const groups = optionGroupList.parse((await saveGroups([SPICE, EXTRAS])).body).groups;
    const hot = groups[0]?.options[1]?.id;
    const cheese = groups[1]?.options[0]?.id;
    const placed = await place([
      { meal: momo(), quantity: 2, portion: 'half', options: [hot, cheese], note: 'no onion', price: 1 },
      { meal: meals['Sel Roti'], quantity: 3 },
    ]);
    expect(placed.status).toBe(201);
    const { order } = checkout.parse(placed.body);
    expect(order.items[0]).toMatchObject({
      unit_price: 190,
      line_total: 380,
      choices: ['Half plate', 'Spice level: Hot', 'Extras: Cheese'],
      note: 'no onion',
    });
    expect(order.items[1]).toMatchObject({ choices: [], note: null });
    expect(order.total).toBe(380 + (order.items[1]?.line_total ?? 0));
    // The admin's later changes leave the order as it was priced.
    await saveGroups([]);
    const read = orderSchema.parse((await send(app, 'GET', `/orders/${order.id}/`, { token: tokens.admin })).body);
    expect(read.items[0]).toEqual(order.items[0]);
  });

  it('refuses a half plate or an option the meal lacks at the line that asked', async () => {
    const half = await place([{ meal: momo(), quantity: 1 }, { meal: meals['Sel Roti'], quantity: 1, portion: 'half' }]);
    expect(half).toMatchObject({ status: 400, body: { 'items.1.portion': [M.noHalf('Sel Roti')] } });
    const option = await place([{ meal: momo(), quantity: 1, options: [12345] }]);
    expect(option).toMatchObject({ status: 400, body: { 'items.0.options': [M.unknownOption('Chicken Momo')] } });
  });
});
