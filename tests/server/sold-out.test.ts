import { describe, expect, it } from 'vitest';
import { CART_MESSAGES } from '../../contract/cart';
import { SOLD_OUT_MESSAGES, soldOutSaved, soldOutState } from '../../contract/sold-out';
import { send } from './support/meal-fixtures';
import { nextOpening } from '../../server/services/next-opening';
import * as world from './support/order-lifetime-world';

world.useOrderLifetimeWorld();

/*
 * Sold out in one tap (contract/sold-out.ts): the kitchen stops a dish or one option of it, for good or until the
 * next opening; the cart, the checkout and paying again refuse it by name, and nothing leaves the cart.
 */

const soldOut = (meal: string, json: unknown, token = world.admin) =>
  send(world.app, 'PUT', `/meal/${world.meals[meal]}/sold-out/`, { token, json });
const optionSoldOut = (meal: string, option: number, json: unknown) =>
  send(world.app, 'PUT', `/meal/${world.meals[meal]}/options/${option}/sold-out/`, { token: world.admin, json });
const state = async () => soldOutState.parse((await send(world.app, 'GET', '/meal/sold-out/')).body);
const addToCart = (token: string, json: Record<string, unknown>) => send(world.app, 'POST', '/cart/cart/', { token, json });
const cartMeals = async (token: string) =>
  ((await send(world.app, 'GET', '/cart/cart/', { token })).body as unknown as { meal: { name: string } }[]).map(
    (line) => line.meal.name,
  );
const refusal = (names: string[]) => ({ status: 409, body: { detail: SOLD_OUT_MESSAGES.soldOut(names) } });

describe('the sold-out switch', () => {
  it('is the admin’s: one tap marks a dish sold out for good, one tap undoes it; others are refused', async () => {
    world.setNow(world.START);
    const customer = await world.newCustomer();
    expect((await send(world.app, 'PUT', `/meal/${world.meals['Chicken Momo']}/sold-out/`, { json: { sold_out: true } })).status).toBe(401);
    expect((await soldOut('Chicken Momo', { sold_out: true }, customer)).status).toBe(403);
    expect(await soldOut('Chicken Momo', { sold_out: 'yes' })).toMatchObject({ status: 400 });
    expect((await send(world.app, 'PUT', '/meal/999999/sold-out/', { token: world.admin, json: { sold_out: true } })).status).toBe(404);
    expect(await state()).toEqual({ meals: [], options: [] });

    const marked = await soldOut('Chicken Momo', { sold_out: true });
    expect(marked.status).toBe(200);
    expect(soldOutSaved.parse(marked.body)).toEqual({
      message: SOLD_OUT_MESSAGES.marked,
      meals: [{ meal: world.meals['Chicken Momo'], back_at: null }],
      options: [],
    });
    expect(await state()).toEqual({ meals: [{ meal: world.meals['Chicken Momo'], back_at: null }], options: [] });
    // For good: still sold out a week later.
    world.setNow(world.START + world.minutes(7 * 24 * 60));
    expect((await state()).meals).toHaveLength(1);
    world.setNow(world.START);
    expect(await soldOut('Chicken Momo', { sold_out: false })).toMatchObject({
      status: 200,
      body: { message: SOLD_OUT_MESSAGES.back, meals: [] },
    });
    expect(await state()).toEqual({ meals: [], options: [] });
  });

  it('"until closing" comes back by itself at the next opening', async () => {
    // 11:45 in Kathmandu, open 10:00–22:00: back at tomorrow's 10:00 (04:15 UTC).
    world.setNow(world.START);
    await soldOut('Veg Momo', { sold_out: true, until_closing: true });
    const backAt = '2026-03-03T04:15:00.000Z';
    expect((await state()).meals).toEqual([{ meal: world.meals['Veg Momo'], back_at: backAt }]);
    // At closing and through the night it stays sold out; the memory of the state is dropped when it ends.
    world.setNow(Date.parse(backAt) - 1000);
    expect((await state()).meals).toHaveLength(1);
    world.setNow(Date.parse(backAt));
    expect((await state()).meals).toEqual([]);
    const customer = await world.newCustomer();
    expect((await addToCart(customer, { meal: world.meals['Veg Momo'] })).status).toBe(200);
    world.setNow(world.START);
    await soldOut('Veg Momo', { sold_out: false });
  });
});

describe('the next opening', () => {
  const hours = { opening_time: '10:00', closing_time: '22:00', time_zone: 'Asia/Kathmandu' };
  it('is today’s before opening, tomorrow’s once open or after closing, and unknown for unreadable hours', () => {
    // 08:45, 11:45 and 22:30 in Kathmandu.
    expect(nextOpening(hours, new Date('2026-03-02T03:00:00.000Z'))?.toISOString()).toBe('2026-03-02T04:15:00.000Z');
    expect(nextOpening(hours, new Date('2026-03-02T06:00:00.000Z'))?.toISOString()).toBe('2026-03-03T04:15:00.000Z');
    expect(nextOpening(hours, new Date('2026-03-02T16:45:30.000Z'))?.toISOString()).toBe('2026-03-03T04:15:00.000Z');
    // Hours past midnight (18:00–02:00), at 01:00: tonight's 18:00.
    const late = { ...hours, opening_time: '18:00', closing_time: '02:00' };
    expect(nextOpening(late, new Date('2026-03-02T19:15:00.000Z'))?.toISOString()).toBe('2026-03-03T12:15:00.000Z');
    // A zone with a clock change: 10:00 on the wall, whichever offset holds then.
    const berlin = { ...hours, time_zone: 'Europe/Berlin' };
    expect(nextOpening(berlin, new Date('2026-03-28T12:00:00.000Z'))?.toISOString()).toBe('2026-03-29T08:00:00.000Z');
    expect(nextOpening({ ...hours, time_zone: 'Nowhere/City' }, new Date())).toBeNull();
  });
});

describe('a sold-out dish', () => {
  it('cannot be added to a cart: 409 naming the dish', async () => {
    world.setNow(world.START);
    const customer = await world.newCustomer();
    await soldOut('Sel Roti', { sold_out: true });
    expect(await addToCart(customer, { meal: world.meals['Sel Roti'] })).toMatchObject(refusal(['Sel Roti']));
    expect(await cartMeals(customer)).toEqual([]);
    await soldOut('Sel Roti', { sold_out: false });
    expect(await addToCart(customer, { meal: world.meals['Sel Roti'] })).toMatchObject({
      status: 200,
      body: { message: CART_MESSAGES.added },
    });
  });

  it('is refused at checkout by name, and the cart keeps every line', async () => {
    world.setNow(world.START);
    const customer = await world.newCustomer();
    await addToCart(customer, { meal: world.meals['Chicken Momo'] });
    await addToCart(customer, { meal: world.meals['Sel Roti'] });
    await soldOut('Chicken Momo', { sold_out: true });
    await soldOut('Sel Roti', { sold_out: true });
    const items = [
      { meal: world.meals['Chicken Momo'], quantity: 1 },
      { meal: world.meals['Sel Roti'], quantity: 2 },
    ];
    const refused = await send(world.app, 'POST', '/orders/', { token: customer, json: { items } });
    expect(refused).toMatchObject(refusal(['Chicken Momo', 'Sel Roti']));
    expect((refused.body as unknown as { detail: string }).detail).toBe('Chicken Momo and Sel Roti are sold out.');
    expect(await cartMeals(customer)).toEqual(expect.arrayContaining(['Chicken Momo', 'Sel Roti']));
    await soldOut('Sel Roti', { sold_out: false });
    expect(await send(world.app, 'POST', '/orders/', { token: customer, json: { items } })).toMatchObject(
      refusal(['Chicken Momo']),
    );
    await soldOut('Chicken Momo', { sold_out: false });
    expect((await send(world.app, 'POST', '/orders/', { token: customer, json: { items } })).status).toBe(201);
  });

  it('is refused when an order placed before is paid again, before the gateway is asked', async () => {
    world.setNow(world.START);
    const customer = await world.newCustomer();
    const placed = await world.placeOrder(customer, 'Chicken Momo');
    expect((await world.failure(customer, placed)).status).toBe(200);
    await soldOut('Chicken Momo', { sold_out: true });
    expect(await world.payAgain(customer, placed.order.id)).toMatchObject(refusal(['Chicken Momo']));
    await soldOut('Chicken Momo', { sold_out: false });
    expect((await world.payAgain(customer, placed.order.id)).status).toBe(201);
  });
});

describe('a sold-out option', () => {
  it('refuses only the lines that chose it, named with the dish', async () => {
    world.setNow(world.START);
    const groups = await send(world.app, 'PUT', `/meal/${world.meals['Veg Momo']}/options/`, {
      token: world.admin,
      json: { groups: [{ name: 'Filling', kind: 'one', options: [{ name: 'Paneer', price: 0 }, { name: 'Mushroom', price: 20 }] }] },
    });
    const [paneer, mushroom] = (groups.body as unknown as { groups: { options: { id: number }[] }[] }).groups[0]!.options.map((o) => o.id);
    expect(await optionSoldOut('Veg Momo', 999, { sold_out: true })).toMatchObject({
      status: 400,
      body: { detail: SOLD_OUT_MESSAGES.unknownOption },
    });
    expect((await optionSoldOut('Veg Momo', mushroom!, { sold_out: true })).status).toBe(200);
    expect((await state()).options).toEqual([{ meal: world.meals['Veg Momo'], option: mushroom, back_at: null }]);

    const customer = await world.newCustomer();
    const label = SOLD_OUT_MESSAGES.optionLabel('Veg Momo', 'Filling: Mushroom');
    expect(await addToCart(customer, { meal: world.meals['Veg Momo'], options: [mushroom] })).toMatchObject(refusal([label]));
    expect((await addToCart(customer, { meal: world.meals['Veg Momo'], options: [paneer] })).status).toBe(200);
    const order = (options: number[]) =>
      send(world.app, 'POST', '/orders/', {
        token: customer,
        json: { items: [{ meal: world.meals['Veg Momo'], quantity: 1, options }] },
      });
    expect(await order([mushroom!])).toMatchObject(refusal([label]));
    // The default (first) option of a pick-one group counts as chosen.
    await optionSoldOut('Veg Momo', paneer!, { sold_out: true });
    expect(await addToCart(await world.newCustomer(), { meal: world.meals['Veg Momo'] })).toMatchObject(
      refusal([SOLD_OUT_MESSAGES.optionLabel('Veg Momo', 'Filling: Paneer')]),
    );
    await optionSoldOut('Veg Momo', paneer!, { sold_out: false });
    const placed = await order([paneer!]);
    expect(placed.status).toBe(201);
    // Paid again after the option ran out: its label on the order line names it.
    const id = (placed.body as unknown as { order: { id: number } }).order.id;
    await send(world.app, 'POST', '/payment/esewa/failure/', {
      token: customer,
      json: { pid: (placed.body as unknown as { order: { pid: string } }).order.pid },
    });
    await optionSoldOut('Veg Momo', paneer!, { sold_out: true });
    expect(await world.payAgain(customer, id)).toMatchObject(
      refusal([SOLD_OUT_MESSAGES.optionLabel('Veg Momo', 'Filling: Paneer')]),
    );
    await optionSoldOut('Veg Momo', paneer!, { sold_out: false });
    await optionSoldOut('Veg Momo', mushroom!, { sold_out: false });
  });
});
