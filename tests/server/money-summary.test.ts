import { describe, expect, it } from 'vitest';
import { DEFAULT_SERVICE } from '../../contract/fulfilment';
import { checkoutAnswer } from '../../contract/order';
import { moneySummary } from '../../contract/money-summary';
import { send } from './support/meal-fixtures';
import { signedInStaff } from './support/staff-fixtures';
import * as world from './support/order-lifetime-world';

world.useOrderLifetimeWorld();

// The money screen's figures for a range of days as dated in Nepal: takings by way of paying, cash to collect and
// collected, refunds due and made; a bad date is a 400 naming it; money.read only (owner and manager).

let owner = '';
const summary = async (query: string, token = owner || world.admin) => send(world.app, 'GET', `/admin/money/summary/?${query}`, { token });
const figures = async (day: string) => {
  const answer = await summary(`from=${day}&to=${day}`);
  expect(answer.status).toBe(200);
  return moneySummary.parse(answer.body);
};
const cancel = (id: number) =>
  send(world.app, 'POST', `/orders/${id}/status/`, { token: world.admin, json: { status: 'cancelled', reason: 'Out of gas.' } });

async function paidByEsewa() {
  const token = await world.newCustomer();
  const placed = await world.placeOrder(token);
  expect((await world.payInFull(token, placed)).answer.status).toBe(200);
  return placed.order.id;
}
async function cashOrder() {
  const token = await world.newCustomer();
  const placed = await send(world.app, 'POST', '/orders/', {
    token,
    json: { items: [{ meal: world.meals['Chicken Momo'], quantity: 2 }], payment_method: 'cash', fulfilment: { type: 'dine_in', table: 7 } },
  });
  expect(placed.status).toBe(201);
  return checkoutAnswer.parse(placed.body).order.id;
}
const NONE = { count: 0, amount: 0 };
const ONE = { count: 1, amount: 500 };

describe('GET /admin/money/summary/', () => {
  it('sums a day: takings by method, cash to collect and collected, refunds due and made; another day is all 0', async () => {
    world.setNow(world.START);
    await send(world.app, 'PUT', '/about/service/', { token: world.admin, json: { ...DEFAULT_SERVICE, dine_in: true } });
    await paidByEsewa();
    const owed = await paidByEsewa();
    expect((await cancel(owed)).status).toBe(200);
    const given = await paidByEsewa();
    expect((await cancel(given)).status).toBe(200);
    expect((await send(world.app, 'POST', `/orders/${given}/refund/`, { token: world.admin, json: { reference: 'RF-1' } })).status).toBe(200);
    const taken = await cashOrder();
    expect((await send(world.app, 'POST', `/orders/${taken}/cash-received/`, { token: world.admin })).status).toBe(200);
    const open = await cashOrder();
    // Cancelled before anyone paid: nothing to collect, nothing owed.
    expect((await cancel(await cashOrder())).status).toBe(200);

    expect(await figures('2026-03-02')).toEqual({
      from: '2026-03-02',
      to: '2026-03-02',
      takings: [
        { method: 'esewa', count: 3, amount: 1500 },
        { method: 'khalti', ...NONE },
        { method: 'cash', ...ONE },
      ],
      total: { count: 4, amount: 2000 },
      cash: { to_collect: ONE, collected: ONE },
      refunds: { due: ONE, made: ONE },
    });
    expect(await figures('2026-03-03')).toMatchObject({ total: NONE, cash: { to_collect: NONE, collected: NONE }, refunds: { due: NONE, made: NONE } });

    // The open one's cash taken the next day: the next day's takings, and nothing left to collect on the first.
    world.setNow(world.START + world.minutes(24 * 60));
    // The admin's session is a day old by now: an owner who signs in that day.
    owner = (await signedInStaff(world.app, world.t.db, 'owner', 'Next Day Owner')).access;
    expect((await send(world.app, 'POST', `/orders/${open}/cash-received/`, { token: owner })).status).toBe(200);
    expect((await figures('2026-03-02')).cash).toEqual({ to_collect: NONE, collected: ONE });
    expect(await figures('2026-03-03')).toMatchObject({ total: ONE, cash: { to_collect: NONE, collected: ONE } });
    // A range holds both days.
    expect(moneySummary.parse((await summary('from=2026-03-01&to=2026-03-03')).body)).toMatchObject({
      total: { count: 5, amount: 2500 },
      cash: { collected: { count: 2, amount: 1000 } },
    });
  });

  it('answers 400 naming a bad or missing date, 401 without a token, 403 to a customer and to the counter', async () => {
    world.setNow(world.START);
    owner = '';
    expect(await summary('from=2026-13-01&to=2026-03-02')).toMatchObject({ status: 400, body: { from: [expect.stringMatching(/^from /)] } });
    expect(await summary('from=2026-03-02')).toMatchObject({ status: 400, body: { to: [expect.stringMatching(/^to /)] } });
    expect(await summary('from=2026-03-05&to=2026-03-02')).toMatchObject({ status: 400, body: { to: ['from must not be after to.'] } });
    expect((await send(world.app, 'GET', '/admin/money/summary/?from=2026-03-01&to=2026-03-02')).status).toBe(401);
    expect((await summary('from=2026-03-01&to=2026-03-02', await world.newCustomer())).status).toBe(403);
    const counter = await signedInStaff(world.app, world.t.db, 'counter');
    expect((await summary('from=2026-03-01&to=2026-03-02', counter.access)).status).toBe(403);
    const manager = await signedInStaff(world.app, world.t.db, 'manager');
    expect((await summary('from=2026-03-01&to=2026-03-02', manager.access)).status).toBe(200);
  });
});
