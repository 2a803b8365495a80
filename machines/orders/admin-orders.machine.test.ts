import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, type EventObject } from 'xstate';
import { type Order, type OrderCounts, type OrderPage } from '../../contract/order';
import {
  adminOrdersMachine,
  DEFAULT_ORDER_FILTER,
  liveOrders,
  mergeOrder,
  ORDER_FILTERS,
  ORDER_PAGE_SIZE,
  orderCountsMachine,
  selectAdminOrders,
  type AdminOrdersContext,
} from './admin-orders.machine';
import { initialContext } from './admin-order-page';
import { type Result } from '../shared/result';
import { listRules } from './testing/admin-orders-list.rules';
import { moveRules } from './testing/admin-orders-moves.rules';
import { cashRules } from './testing/admin-orders-cash.rules';
import { itReplaysEveryRule } from '../shared/testing/rules';
import {
  order,
  paidOne,
  preparingTwo,
  readyThree,
  newlyPaid,
  oneMovedOn,
  edges,
  harness,
  type Snapshot,
  view,
  reload,
} from './testing/admin-orders.world';

const rules = [...listRules, ...moveRules, ...cashRules];

describe('adminOrdersMachine, every edge of its graph replayed into a real actor', () => {
  itReplaysEveryRule(edges, rules, harness);
});

describe('the order list at start', () => {
  it('opens on every paid order (All paid), asking for its first page and the counts', () => {
    const real = harness();
    expect(DEFAULT_ORDER_FILTER).toBe('all');
    expect(view(real.snapshot())).toMatchObject({ status: 'loading', filter: 'all', paging: { page: 1 } });
    expect(real.take()).toEqual(reload('all', 1));
    real.stop();
  });

  it('highlights the orders paid while the admin was on another screen, as well as those arriving now', () => {
    const snapshot: Snapshot = {
      context: {
        filter: 'all',
        page: 1,
        orders: [order(3, 'paid', 12), order(2, 'paid', 11), order(1, 'preparing', 10)],
        count: 3,
        fresh: [3],
        move: null,
        refund: null,
        receiving: null,
      },
      matches: () => false,
    };
    expect(selectAdminOrders(snapshot, null, [2]).rows.map((row) => [row.order.id, row.fresh])).toEqual([
      [3, true],
      [2, true],
      [1, false],
    ]);
    expect(selectAdminOrders(snapshot, null).rows.map((row) => row.fresh)).toEqual([true, false, false]);
  });

  it('shows a tab for every paid order, each kitchen status, refunds due and unpaid, with counts once they have arrived', () => {
    const counts: OrderCounts = {
      by_status: {
        pending_payment: 2,
        paid: 1,
        preparing: 4,
        ready: 0,
        completed: 3,
        cancelled: 1,
        payment_failed: 0,
        expired: 0,
      },
      kitchen_queue: 5,
      kitchen: 9,
      unpaid: 2,
      refund_due: 1,
    };
    const snapshot: Snapshot = {
      context: { filter: 'all', page: 1, orders: [], count: 0, fresh: [], move: null, refund: null, receiving: null },
      matches: () => false,
    };
    expect(selectAdminOrders(snapshot, null).tabs.every((tab) => tab.count === null)).toBe(true);
    const tabs = selectAdminOrders(snapshot, counts).tabs;
    expect(tabs.map((tab) => tab.filter)).toEqual(ORDER_FILTERS);
    expect(tabs.map((tab) => [tab.label, tab.count])).toEqual([
      ['All paid', 9],
      ['Paid', 1],
      ['Preparing', 4],
      ['Ready', 0],
      ['Completed', 3],
      ['Cancelled', 1],
      ['Refunds due', 1],
      ['Unpaid', 2],
    ]);
  });
});

describe('mergeOrder (a live order onto the page on screen)', () => {
  const base: AdminOrdersContext = { ...initialContext(), filter: 'paid' };
  const many = Array.from({ length: ORDER_PAGE_SIZE }, (_, index) => order(10 + index, 'paid', 9 - index * 0.1));

  it('keeps a full page at 8: the newest goes on top, the oldest moves to the next page', () => {
    const { orders, fresh } = mergeOrder({ ...base, orders: many }, newlyPaid);
    expect(orders).toEqual([newlyPaid, ...many.slice(0, -1)]);
    expect(fresh).toEqual([newlyPaid.id]);
  });

  it('leaves a full page alone for an order older than all of it', () => {
    const old = order(99, 'paid', 1);
    expect(mergeOrder({ ...base, orders: many }, old).orders).toEqual(many);
  });

  it('puts an order where it sorts, newest first', () => {
    const between = order(5, 'paid', 9);
    const { orders } = mergeOrder({ ...base, filter: 'all', orders: [paidOne, readyThree] }, between);
    expect(orders).toEqual([paidOne, between, readyThree]);
  });

  it('does not highlight an order that arrives by another status change', () => {
    const { orders, fresh } = mergeOrder({ ...base, filter: 'preparing', orders: [preparingTwo] }, oneMovedOn);
    expect(orders).toEqual([oneMovedOn, preparingTwo]);
    expect(fresh).toEqual([]);
  });
});

describe('liveOrders', () => {
  it('turns each streamed order into orders.live and stops the stream with the actor', () => {
    const heard: EventObject[] = [];
    let push: ((changed: Order) => void) | null = null;
    let stopped = false;
    const listener = createActor(
      adminOrdersMachine.provide({
        actors: {
          watchOrders: liveOrders((onOrder) => {
            push = onOrder;
            return () => void (stopped = true);
          }),
          loadPage: fromPromise(() => new Promise<Result<OrderPage>>(() => {})),
          counts: fromCallback(() => {}) as unknown as typeof orderCountsMachine,
        },
      }),
      {
        inspect: (inspected) => {
          if (inspected.type === '@xstate.event' && inspected.event.type === 'orders.live') heard.push(inspected.event);
        },
      },
    ).start();
    push!(newlyPaid);
    expect(heard).toEqual([{ type: 'orders.live', order: newlyPaid }]);
    listener.stop();
    expect(stopped).toBe(true);
  });
});
