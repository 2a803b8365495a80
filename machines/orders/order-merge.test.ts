import { describe, expect, it } from 'vitest';
import { type Order } from '../../contract/order';
import { mergeOrder, type OrderList } from './orders.machine';
import { order, older, newer, moved, fresh } from './orders.test-model';

describe('mergeOrder: a live change into the page on view', () => {
  const page1 = (orders: Order[], count = orders.length): OrderList => ({ page: 1, count, orders });

  it('replaces a known order where it stands, the count unchanged', () => {
    expect(mergeOrder(page1([newer, older]), moved)).toEqual(page1([moved, older]));
    expect(mergeOrder(page1([fresh, newer, older]), { ...older, status: 'cancelled' })).toEqual(
      page1([fresh, newer, { ...older, status: 'cancelled' }]),
    );
  });

  it('puts a new order on top of the first page and counts it', () => {
    expect(mergeOrder(page1([newer, older]), fresh)).toEqual(page1([fresh, newer, older], 3));
    expect(mergeOrder(page1([]), fresh)).toEqual(page1([fresh], 1));
  });

  it('keeps the first page to its size: the oldest moves on to the next page', () => {
    const full = Array.from({ length: 20 }, (_, index) =>
      order(100 - index, `2026-11-${String(20 - Math.floor(index / 2)).padStart(2, '0')}T10:00:00Z`),
    );
    const after = mergeOrder(page1(full, 45), fresh);
    expect(after.count).toBe(46);
    expect(after.orders).toHaveLength(20);
    expect(after.orders[0]).toBe(fresh);
    expect(after.orders.at(-1)).toBe(full[18]);
  });

  it('leaves an unknown older order to the page it lives on', () => {
    const older2 = order(0, '2026-11-01T09:00:00Z');
    expect(mergeOrder(page1([newer, older], 30), older2)).toEqual(page1([newer, older], 30));
  });

  it('on a later page, leaves an unknown order alone: the first page reads it when opened', () => {
    const page2: OrderList = { page: 2, count: 25, orders: [older] };
    expect(mergeOrder(page2, fresh)).toEqual(page2);
    expect(mergeOrder(page2, { ...older, status: 'cancelled' })).toEqual({
      ...page2,
      orders: [{ ...older, status: 'cancelled' }],
    });
  });

  it('orders placed in the same second are told apart by id', () => {
    const twin = { ...fresh, id: 4 };
    expect(mergeOrder(page1([fresh]), twin).orders).toEqual([twin, fresh]);
    expect(mergeOrder(page1([twin]), { ...fresh, id: 2, created_at: twin.created_at }).orders).toEqual([twin]);
  });
});
