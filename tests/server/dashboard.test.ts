import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD_DAYS, dashboard } from '../../contract/dashboard';
import type { OrderStatus } from '../../contract/order';
import { insertOrder } from '../../server/db/repositories/orders';
import { saveRestaurantInfo } from '../../server/db/repositories/restaurant-info';
import { apiClient, signedUpCustomer } from './support/account-client';
import { send } from './support/meal-fixtures';
import { makeTestApp } from './support/test-app';
import { openTestDatabase, type TestDatabase } from './support/test-database';
import { signedInAdmin } from './support/user-fixtures';

// 21 Nov 2026, 10:00 in Kathmandu (UTC+05:45): local midnight was 20 Nov 18:15 UTC.
const NOW = new Date('2026-11-21T04:15:00Z');

let t: TestDatabase;
let app: ReturnType<typeof makeTestApp>['app'];
let admin: string;
let customer: Awaited<ReturnType<typeof signedUpCustomer>>;
let pid = 0;

beforeAll(async () => {
  t = await openTestDatabase();
  ({ app } = makeTestApp(t.db, t.env, { clock: () => NOW }));
  admin = (await signedInAdmin(app, t.db)).access;
  customer = await signedUpCustomer(apiClient(app), t.db);
  await saveRestaurantInfo(t.db, {
    name: 'Test Kitchen',
    description: 'A kitchen for tests.',
    contact_number: '9800000000',
    email: 'a@b.co',
    image: null,
    opening_time: '10:00',
    closing_time: '22:00',
    time_zone: 'Asia/Kathmandu',
    facebook_url: null,
    instagram_url: null,
    tiktok_url: null,
    latitude: null,
    longitude: null,
    updated_at: NOW.toISOString(),
  });
});
afterAll(async () => {
  await t.destroy();
});

/** An order written straight to the table: paid at `paidAt` (ISO UTC), one line per [name, quantity, unit rupees]. */
async function order(status: OrderStatus, paidAt: string | null, lines: Array<[string, number, number]>) {
  const priced = lines.map(([name, quantity, rupees]) => ({
    meal_id: null,
    name,
    unit_price_paisa: rupees * 100,
    quantity,
    line_total_paisa: rupees * 100 * quantity,
  }));
  await insertOrder(
    t.db,
    {
      user_id: customer.user.id,
      pid: `TXNDASH${(pid += 1)}`,
      status,
      total_paisa: priced.reduce((sum, line) => sum + line.line_total_paisa, 0),
      esewa_ref_id: null,
      created_at: paidAt ?? NOW.toISOString(),
      updated_at: paidAt ?? NOW.toISOString(),
      paid_at: paidAt,
    },
    priced,
  );
}

describe('GET /dashboard/ (admins only)', () => {
  it('answers 401 to a visitor and 403 to a customer', async () => {
    expect((await send(app, 'GET', '/dashboard/')).status).toBe(401);
    expect((await send(app, 'GET', '/dashboard/', { token: customer.access })).status).toBe(403);
  });

  it('shows 14 zero days and every status at 0 before any order', async () => {
    const answer = dashboard.parse((await send(app, 'GET', '/dashboard/', { token: admin })).body);
    expect(answer.today).toEqual({ date: '2026-11-21', sales: 0, orders: 0 });
    expect(answer.revenue).toHaveLength(DASHBOARD_DAYS);
    expect(answer.revenue[0]!.date).toBe('2026-11-08');
    expect(answer.revenue.every((day) => day.sales === 0 && day.orders === 0)).toBe(true);
    expect(Object.values(answer.by_status).every((count) => count === 0)).toBe(true);
    expect(answer.top_meals).toEqual([]);
  });

  it("counts sales on the restaurant's own calendar, leaves out cancelled and unpaid orders, and ranks best sellers", async () => {
    await order('paid', '2026-11-20T18:15:00Z', [['Momo', 2, 250]]); // 00:00 on the 21st in Kathmandu: today
    await order('completed', '2026-11-20T18:14:00Z', [['Momo', 1, 250], ['Tea', 3, 40]]); // 23:59 on the 20th
    await order('preparing', '2026-11-21T04:00:00Z', [['Dal Bhat', 1, 400]]); // today
    await order('cancelled', '2026-11-21T03:00:00Z', [['Momo', 10, 250]]); // paid, then cancelled: no sale
    await order('pending_payment', null, [['Momo', 5, 250]]);
    await order('paid', '2026-11-07T18:14:00Z', [['Old Dish', 9, 100]]); // 23:59 on 7 Nov: before the 14 days
    await order('ready', '2026-11-07T18:15:00Z', [['Chowmein', 1, 180]]); // 00:00 on 8 Nov: the first day

    const answer = dashboard.parse((await send(app, 'GET', '/dashboard/', { token: admin })).body);
    expect(answer.today).toEqual({ date: '2026-11-21', sales: 900, orders: 2 });
    const day = (date: string) => answer.revenue.find((entry) => entry.date === date);
    expect(day('2026-11-20')).toEqual({ date: '2026-11-20', sales: 370, orders: 1 });
    expect(day('2026-11-08')).toEqual({ date: '2026-11-08', sales: 180, orders: 1 });
    expect(day('2026-11-15')).toEqual({ date: '2026-11-15', sales: 0, orders: 0 });
    expect(answer.by_status).toMatchObject({ paid: 2, completed: 1, preparing: 1, cancelled: 1, pending_payment: 1, ready: 1 });
    expect(answer.top_meals).toEqual([
      { meal: null, name: 'Momo', quantity: 3, sales: 750 },
      { meal: null, name: 'Tea', quantity: 3, sales: 120 },
      { meal: null, name: 'Dal Bhat', quantity: 1, sales: 400 },
      { meal: null, name: 'Chowmein', quantity: 1, sales: 180 },
    ]);
  });
});
