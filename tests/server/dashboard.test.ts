import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD_DAYS, type Dashboard, dashboard } from '../../contract/dashboard';
import { ORDER_STATUSES, type OrderStatus } from '../../contract/order';
import { insertOrder } from '../../server/db/repositories/orders';
import { saveRestaurantInfo } from '../../server/db/repositories/restaurant-info';
import { apiClient, signedUpCustomer } from './support/account-client';
import { send } from './support/meal-fixtures';
import { makeTestApp } from './support/test-app';
import { openTestDatabase, type TestDatabase } from './support/test-database';
import { insertMealInNewCategory } from './support/row-fixtures';
import { signedInAdmin } from './support/user-fixtures';

// 1 Jan 2027, 00:15 in Kathmandu (UTC+05:45), still 31 Dec 2026 in UTC: local midnight was 31 Dec 18:15 UTC.
const NOW = new Date('2026-12-31T18:30:00Z');
let now = NOW;

let t: TestDatabase;
let app: ReturnType<typeof makeTestApp>['app'];
let admin: string;
let customer: Awaited<ReturnType<typeof signedUpCustomer>>;
let momoId: number;
let pid = 0;

beforeAll(async () => {
  t = await openTestDatabase();
  ({ app } = makeTestApp(t.db, t.env, { clock: () => now }));
  admin = (await signedInAdmin(app, t.db)).access;
  customer = await signedUpCustomer(apiClient(app), t.db);
  momoId = await insertMealInNewCategory(t.db, 'Dumplings', { name: 'Momo', created_at: NOW.toISOString() });
});
afterAll(async () => {
  await t.destroy();
});

const restaurantIn = (timeZone: string) =>
  saveRestaurantInfo(t.db, {
    name: 'Test Kitchen',
    description: 'A kitchen for tests.',
    contact_number: '9800000000',
    email: 'a@b.co',
    image: null,
    opening_time: '10:00',
    closing_time: '22:00',
    time_zone: timeZone,
    facebook_url: null,
    instagram_url: null,
    tiktok_url: null,
    latitude: null,
    longitude: null,
    updated_at: NOW.toISOString(),
  });

/** An order written straight to the table, paid at `paidAt` (ISO UTC): one line per [name, quantity, unit rupees]. */
async function order(status: OrderStatus, paid: string | null, lines: Array<[string, number, number]>) {
  // As the app writes it (milliseconds included), so the text comparisons are the real ones.
  const paidAt = paid === null ? null : new Date(paid).toISOString();
  const priced = lines.map(([name, quantity, rupees]) => ({
    // 'Momo' and 'Momo (steamed)': the same meal sold under an old and a new name.
    meal_id: name.startsWith('Momo') ? momoId : null,
    name,
    unit_price_paisa: rupees * 100,
    quantity,
    line_total_paisa: rupees * 100 * quantity,
  }));
  pid += 1;
  await insertOrder(
    t.db,
    {
      user_id: customer.user.id,
      pid: `TXNDASH${pid}`,
      status,
      total_paisa: priced.reduce((sum, line) => sum + line.line_total_paisa, 0),
      esewa_ref_id: null,
      created_at: paidAt ?? NOW.toISOString(),
      updated_at: paidAt ?? NOW.toISOString(),
      paid_at: paidAt,
    },
    priced,
    {
      pid: `TXNDASH${pid}`,
      api: 'v2',
      amount_paisa: priced.reduce((sum, line) => sum + line.line_total_paisa, 0),
      state: paidAt === null ? 'open' : 'complete',
      created_at: paidAt ?? NOW.toISOString(),
    },
  );
}

const load = async () => dashboard.parse((await send(app, 'GET', '/dashboard/', { token: admin })).body);

/** DASHBOARD_DAYS dates ending with `last`, each with the figures given for it, others 0. */
function revenue(last: string, figures: Record<string, [sales: number, orders: number]>): Dashboard['revenue'] {
  return Array.from({ length: DASHBOARD_DAYS }, (_, index) => {
    const date = new Date(Date.parse(`${last}T00:00:00Z`) - (DASHBOARD_DAYS - 1 - index) * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const [sales, orders] = figures[date] ?? [0, 0];
    return { date, sales, orders };
  });
}

describe('GET /dashboard/ (admins only)', () => {
  it('answers 401 to a visitor and 403 to a customer', async () => {
    expect((await send(app, 'GET', '/dashboard/')).status).toBe(401);
    expect((await send(app, 'GET', '/dashboard/', { token: customer.access })).status).toBe(403);
  });

  it('shows 14 zero days on the Kathmandu calendar and every status at 0 before the restaurant is set up', async () => {
    const answer = await load();
    expect(answer).toEqual({
      today: { date: '2027-01-01', sales: 0, orders: 0 },
      by_status: Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])),
      top_meals: [],
      revenue: revenue('2027-01-01', {}),
    });
    expect(answer.revenue[0]!.date).toBe('2026-12-19');
  });

  it("counts sales on the restaurant's calendar, leaves out cancelled and unpaid orders, and ranks best sellers", async () => {
    await restaurantIn('Asia/Kathmandu');
    await order('paid', '2026-12-31T18:15:00Z', [['Momo', 2, 250]]); // 00:00 on 1 Jan in Kathmandu: today
    await order('completed', '2026-12-31T18:14:00Z', [
      ['Momo', 1, 250],
      ['Tea', 3, 40],
    ]); // 23:59 on 31 Dec
    await order('preparing', '2026-12-31T18:20:00Z', [['Dal Bhat', 1, 400]]); // today
    await order('cancelled', '2026-12-31T18:16:00Z', [['Momo', 10, 250]]); // paid, then cancelled: no sale
    await order('pending_payment', null, [['Momo', 5, 250]]);
    await order('payment_failed', null, [['Tea', 9, 40]]);
    await order('paid', '2026-12-25T06:00:00Z', [
      ['Samosa', 2, 60],
      ['Lassi', 1, 150],
    ]);
    await order('paid', '2026-12-18T18:14:00Z', [['Old Dish', 9, 100]]); // 23:59 on 18 Dec: before the 14 days
    await order('ready', '2026-12-18T18:15:00Z', [['Chowmein', 1, 180]]); // 00:00 on 19 Dec: the first day
    await order('completed', '2026-12-10T06:00:00Z', [['Pizza', 20, 900]]); // three weeks ago

    const answer = await load();
    expect(answer.today).toEqual({ date: '2027-01-01', sales: 900, orders: 2 });
    expect(answer.revenue).toEqual(
      revenue('2027-01-01', {
        '2027-01-01': [900, 2],
        '2026-12-31': [370, 1],
        '2026-12-25': [270, 1],
        '2026-12-19': [180, 1],
      }),
    );
    expect(answer.by_status).toEqual({
      pending_payment: 1,
      paid: 3,
      preparing: 1,
      ready: 1,
      completed: 2,
      cancelled: 1,
      payment_failed: 1,
      expired: 0,
    });
    // By quantity, then by sales; five of them (Lassi, 1 for Rs 150, is the sixth).
    expect(answer.top_meals).toEqual([
      { meal: momoId, name: 'Momo', quantity: 3, sales: 750 },
      { meal: null, name: 'Tea', quantity: 3, sales: 120 },
      { meal: null, name: 'Samosa', quantity: 2, sales: 120 },
      { meal: null, name: 'Dal Bhat', quantity: 1, sales: 400 },
      { meal: null, name: 'Chowmein', quantity: 1, sales: 180 },
    ]);
  });

  it('follows the time zone the restaurant sets: in UTC it is still 31 December', async () => {
    await restaurantIn('UTC');
    const answer = await load();
    expect(answer.today).toEqual({ date: '2026-12-31', sales: 1270, orders: 3 });
    expect(answer.revenue).toEqual(
      revenue('2026-12-31', { '2026-12-31': [1270, 3], '2026-12-25': [270, 1], '2026-12-18': [1080, 2] }),
    );
    expect(answer.top_meals.map((meal) => meal.name)).toEqual(['Old Dish', 'Momo', 'Tea', 'Samosa', 'Dal Bhat']);
  });

  it('ends a day where the next one really starts when its midnight is skipped (Santiago, summer time)', async () => {
    // 6 Sep 2026 in Santiago: 00:00 (-04) becomes 01:00 (-03), at 04:00 UTC. The evening before, at 23:30:
    now = new Date('2026-09-06T03:30:00Z');
    await restaurantIn('America/Santiago');
    await order('paid', '2026-09-06T03:45:00Z', [['Empanada', 1, 300]]); // 23:45 on 5 Sep: today
    await order('paid', '2026-09-06T04:00:00Z', [['Empanada', 2, 300]]); // 01:00 on 6 Sep: tomorrow
    const answer = await load();
    expect(answer.today).toEqual({ date: '2026-09-05', sales: 300, orders: 1 });
    expect(answer.top_meals).toEqual([{ meal: null, name: 'Empanada', quantity: 1, sales: 300 }]);
    now = NOW;
  });

  it('counts a renamed meal once, under its current name; deleted meals stay apart by name', async () => {
    // A year on, past every order above (and past the admin's session, so a new one).
    now = new Date('2028-03-01T09:00:00Z');
    admin = (await signedInAdmin(app, t.db)).access;
    await restaurantIn('UTC');
    await order('paid', '2028-02-27T10:00:00Z', [
      ['Momo (steamed)', 2, 250],
      ['Gone A', 1, 100],
    ]);
    await order('paid', '2028-02-28T10:00:00Z', [
      ['Momo', 1, 250],
      ['Gone B', 1, 100],
    ]);
    const answer = await load();
    expect(answer.top_meals).toEqual([
      { meal: momoId, name: 'Momo', quantity: 3, sales: 750 },
      { meal: null, name: 'Gone A', quantity: 1, sales: 100 },
      { meal: null, name: 'Gone B', quantity: 1, sales: 100 },
    ]);
    now = NOW;
  });
});
