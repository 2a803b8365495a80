import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_GROUPS, ORDER_STATUSES, type OrderGroup, type OrderStatus } from '../../contract/order-status';
import { countOrders } from '../../server/db/repositories/orders';
import { bucketRanges, salesBetween, topMealsBetween } from '../../server/db/repositories/sales-sums';
import { countOf, readTallies } from '../../server/services/order-tallies';
import { openTestDatabase, type TestDatabase } from './support/test-database';
import { insertTestUser } from './support/user-fixtures';
import { seededRandom } from './support/seeded-random';

/*
 * docs/rules/limits.md#growth: the order list's counts and the dashboard's sums are read from tallies that migration
 * 0025's triggers keep as orders and lines are written. Here a seeded random history of inserts and changes (status
 * moves, payments, refunds, cash, deleted meals) is written straight to the tables, as any code path or instance
 * might, and the tallies must say exactly what counting and summing the rows says.
 */

let t: TestDatabase;
let userId: number;
let mealIds: number[];

beforeAll(async () => {
  t = await openTestDatabase();
  userId = (await insertTestUser(t.db, { name: 'Sita' })).id;
  const category = await t.db
    .insertInto('categories')
    .values({ name: 'Momo', created_at: '2026-11-01T00:00:00.000Z' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const meals = await t.db
    .insertInto('meals')
    .values(
      [1, 2, 3, 4].map((n) => ({
        name: `Dish ${n}`,
        description: 'Steamed and served hot.',
        price_paisa: 10_000 * n,
        half_plate_price_paisa: null,
        meal_type: 'Plate' as const,
        ingredients: 'flour',
        main_image: null,
        image1: null,
        image2: null,
        category_id: category.id,
        is_non_veg: 0 as const,
        created_at: '2026-11-01T00:00:00.000Z',
        updated_at: '2026-11-01T00:00:00.000Z',
      })),
    )
    .returning('id')
    .execute();
  mealIds = meals.map((meal) => meal.id);
});
afterAll(async () => {
  await t.destroy();
});

const DAY = 86_400_000;
const START = Date.parse('2026-11-01T00:00:00.000Z');

/** Every count the order list and its badges ask for, from the rows. */
async function countsFromRows() {
  const filters: Array<{ status?: OrderStatus; group?: OrderGroup }> = [{}];
  for (const status of ORDER_STATUSES) filters.push({ status });
  for (const group of ORDER_GROUPS) {
    filters.push({ group });
    for (const status of ORDER_STATUSES) filters.push({ status, group });
  }
  return Promise.all(
    filters.map(async (filter) => ({
      filter,
      count: await countOrders(t.db, filter),
    })),
  );
}

/** The dashboard's sums over [from, to), counted from the orders and lines themselves. */
async function salesFromRows(from: string, to: string) {
  const orders = await t.db
    .selectFrom('orders')
    .select(['id', 'total_paisa'])
    .where('paid_at', 'is not', null)
    .where('paid_at', '>=', from)
    .where('paid_at', '<', to)
    .where('status', '!=', 'cancelled')
    .execute();
  const lines = await t.db
    .selectFrom('order_lines')
    .select(['meal_id', 'name', 'quantity', 'line_total_paisa'])
    .where('order_id', 'in', orders.map((order) => order.id).concat(-1))
    .execute();
  const meals = new Map<string, { quantity: number; sales: number }>();
  for (const line of lines) {
    const key = line.meal_id === null ? `name:${line.name}` : `meal:${line.meal_id}`;
    const sum = meals.get(key) ?? { quantity: 0, sales: 0 };
    sum.quantity += line.quantity;
    sum.sales += line.line_total_paisa;
    meals.set(key, sum);
  }
  return {
    orders: orders.length,
    paisa: orders.reduce((sum, order) => sum + order.total_paisa, 0),
    meals,
  };
}

async function salesFromTallies(from: string, to: string) {
  const [fromQuarter, toQuarter] = [Date.parse(from) / 900_000, Date.parse(to) / 900_000];
  const quarters = await salesBetween(t.db, fromQuarter, toQuarter);
  const top = await topMealsBetween(t.db, fromQuarter, toQuarter, 100);
  const meals = new Map<string, { quantity: number; sales: number }>();
  for (const row of top)
    meals.set(row.meal_id === 0 ? `name:${row.name}` : `meal:${row.meal_id}`, {
      quantity: Number(row.quantity),
      sales: Number(row.sales_paisa),
    });
  return {
    orders: quarters.reduce((sum, quarter) => sum + Number(quarter.orders), 0),
    paisa: quarters.reduce((sum, quarter) => sum + Number(quarter.paisa), 0),
    meals,
  };
}

describe('the kept tallies', () => {
  it('count and sum exactly what the rows do, through inserts, moves, payments, refunds and deleted meals', async () => {
    const random = seededRandom(2026);
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
    const ids: number[] = [];
    for (let round = 0; round < 6; round += 1) {
      for (let n = 0; n < 40; n += 1) {
        const index = ids.length;
        const created = START + Math.floor(random() * 20 * DAY);
        const paid = random() < 0.7;
        const order = await t.db
          .insertInto('orders')
          .values({
            user_id: userId,
            pid: `ORD-T-${index}`,
            number: 5000 + index,
            status: paid
              ? pick(['paid', 'preparing', 'completed', 'cancelled'] as const)
              : pick(['pending_payment', 'expired'] as const),
            total_paisa: 10_000 + Math.floor(random() * 90_000),
            created_at: new Date(created).toISOString(),
            updated_at: new Date(created).toISOString(),
            paid_at: paid ? new Date(created + 60_000).toISOString() : null,
            expires_at: null,
            refund_status: null,
            refund_amount_paisa: null,
            refund_reason: null,
            refund_reference: null,
            refunded_at: null,
            esewa_ref_id: null,
            payment_method: random() < 0.2 ? 'cash' : 'esewa',
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        ids.push(order.id);
        const lines = 1 + Math.floor(random() * 3);
        for (let l = 0; l < lines; l += 1) {
          const quantity = 1 + Math.floor(random() * 3);
          await t.db
            .insertInto('order_lines')
            .values({
              order_id: order.id,
              meal_id: pick(mealIds),
              name: `Line ${l}`,
              unit_price_paisa: 10_000,
              quantity,
              line_total_paisa: 10_000 * quantity,
            })
            .execute();
        }
      }
      // Changes to orders already written, as the kitchen, the payments, the counter and refunds make them.
      for (let n = 0; n < 60; n += 1) {
        const id = pick(ids);
        const roll = random();
        const at = new Date(START + Math.floor(random() * 20 * DAY)).toISOString();
        const change =
          roll < 0.3
            ? { status: pick(ORDER_STATUSES) }
            : roll < 0.5
              ? { paid_at: at, status: 'paid' as const }
              : roll < 0.6
                ? { paid_at: null }
                : roll < 0.75
                  ? {
                      status: 'cancelled' as const,
                      refund_status: 'due' as const,
                    }
                  : roll < 0.85
                    ? { refund_status: 'refunded' as const }
                    : { total_paisa: 5_000 + Math.floor(random() * 50_000) };
        await t.db.updateTable('orders').set(change).where('id', '=', id).execute();
      }
      // A meal taken off the menu: its lines keep their own names (order_lines.meal_id is set null).
      if (round === 3) await t.db.deleteFrom('meals').where('id', '=', mealIds.shift()!).execute();

      const tallies = await readTallies(t.db);
      for (const { filter, count } of await countsFromRows()) {
        expect(countOf(tallies, filter), JSON.stringify(filter)).toBe(count);
      }
      for (const [from, to] of [
        ['2026-11-01T00:00:00.000Z', '2026-11-21T00:00:00.000Z'],
        ['2026-11-05T18:15:00.000Z', '2026-11-12T18:15:00.000Z'],
      ] as const) {
        expect(await salesFromTallies(from, to), `round ${round}, ${from}`).toEqual(await salesFromRows(from, to));
      }
    }
  });

  it('read a fortnight from a Kathmandu midnight as 3 quarters, 5 hours, 13 days, 18 hours and 1 quarter', () => {
    const from = Date.parse('2026-11-14T18:15:00.000Z') / 900_000;
    const to = Date.parse('2026-11-28T18:15:00.000Z') / 900_000;
    const ranges = bucketRanges(from, to);
    expect(ranges.map((range) => [range.span, range.to - range.from])).toEqual([
      [900, 3],
      [3600, 5],
      [86_400, 13],
      [3600, 18],
      [900, 1],
    ]);
    expect(ranges.reduce((sum, range) => sum + (range.to - range.from) * range.span, 0)).toBe(14 * 86_400);
  });
});
