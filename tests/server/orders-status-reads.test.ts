import { describe, expect, it } from 'vitest';
import { KITCHEN_QUEUE, ORDER_STATUSES, orderCounts, orderPage, type OrderStatus } from '../../contract/order';
import { send } from './support/meal-fixtures';
import { admin, alice, app, bob, place, setStatus, t, useOrdersStatusWorld } from './support/orders-status-world';

useOrdersStatusWorld();

// The admin's reads by status: the counts, starting from an empty database, then the list the kitchen pages through
// (its paid orders are the ones the counts test made, of both customers).

describe('GET /orders/counts/', () => {
  it('counts every status, 0 when none, and the kitchen queue', async () => {
    const empty = await send(app, 'GET', '/orders/counts/', { token: admin });
    expect(empty.status).toBe(200);
    expect(orderCounts.parse(empty.body)).toEqual({
      by_status: Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])),
      kitchen_queue: 0,
      kitchen: 0,
      unpaid: 0,
      refund_due: 0,
    });

    const wanted: Partial<Record<OrderStatus, number>> = { pending_payment: 2, paid: 3, preparing: 1, cancelled: 1 };
    for (const [status, count] of Object.entries(wanted)) {
      for (let index = 0; index < count; index += 1) {
        const placed = await place(index % 2 === 0 ? alice.access : bob.access);
        await setStatus(placed.id, status as OrderStatus);
      }
    }
    // Without the trailing slash too; every count a number, whatever text the database answered with.
    const counted = await send(app, 'GET', '/orders/counts', { token: admin });
    expect(counted.status).toBe(200);
    expect(counted.body).toEqual({
      by_status: {
        pending_payment: 2,
        paid: 3,
        preparing: 1,
        ready: 0,
        completed: 0,
        cancelled: 1,
        payment_failed: 0,
        expired: 0,
      },
      kitchen_queue: 4,
      // Paid and later; the cancelled one was never paid, so it is among the unpaid.
      kitchen: 4,
      unpaid: 3,
      refund_due: 0,
    });
    expect(KITCHEN_QUEUE).toEqual(['paid', 'preparing']);
  });

  it('answers 401 to a visitor and 403 to a customer', async () => {
    expect((await send(app, 'GET', '/orders/counts/')).status).toBe(401);
    expect(await send(app, 'GET', '/orders/counts/', { token: alice.access })).toMatchObject({
      status: 403,
      body: { detail: 'You do not have permission to perform this action.' },
    });
  });
});

describe('GET /orders/ for the kitchen', () => {
  const list = async (token: string, query: string) => {
    const response = await send(app, 'GET', `/orders/${query}`, { token });
    expect(response.status).toBe(200);
    return orderPage.parse(response.body);
  };
  const stored = async (status: OrderStatus, userId?: number) => {
    let query = t.db.selectFrom('orders').select('id').where('status', '=', status);
    if (userId !== undefined) query = query.where('user_id', '=', userId);
    return (await query.orderBy('created_at', 'desc').orderBy('id', 'desc').execute()).map((row) => row.id);
  };

  it("gives an admin everyone's orders of a status, a page at a time, and a customer only their own", async () => {
    const paid = await stored('paid');
    expect(paid.length).toBeGreaterThan(2);
    const first = await list(admin, '?status=paid&page_size=2');
    expect(first.count).toBe(paid.length);
    expect(first.results.map((found) => found.id)).toEqual(paid.slice(0, 2));
    expect((await list(admin, '?status=paid&page=2&page_size=2')).results.map((found) => found.id)).toEqual(
      paid.slice(2, 4),
    );
    expect((await list(admin, '?status=paid')).results.map((found) => found.customer?.id)).toEqual(
      expect.arrayContaining([alice.id, bob.id]),
    );

    const own = await list(bob.access, '?status=paid');
    expect(own.results.map((found) => found.id)).toEqual(await stored('paid', bob.id));
    expect(own.results.every((found) => found.customer?.id === bob.id)).toBe(true);
  });

  it('refuses an unknown status with a message naming the statuses', async () => {
    const bad = await send(app, 'GET', '/orders/?status=eaten', { token: admin });
    expect(bad.status).toBe(400);
    expect(bad.body.status?.[0]).toMatch(/pending_payment.*payment_failed/);
  });
});
