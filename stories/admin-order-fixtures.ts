import { CASH_MESSAGES } from '../contract/cash';
import { FULFILMENT_MESSAGES } from '../contract/fulfilment';
import {
  KITCHEN_TRANSITIONS,
  ORDER_STATUS_MESSAGES,
  ORDER_STATUSES,
  type Order,
  type OrderCounts,
  type OrderLine,
  type OrderStatus,
} from '../contract/order';
import { matchesFilter, ORDER_PAGE_SIZE, wasPaid } from '../machines/orders/admin-orders.machine';
import type { OrderAdminApi } from '../machines/orders/order-admin-api';
import { failure, ok, type Result } from '../machines/shared/result';
import { meals } from './fixtures';
import { never } from './never';
import type { FakeServerOptions } from './read-stories';
import {
  jholMomo,
  jujuDhau,
  kotheyMomo,
  kukhura,
  line,
  paneer,
  placed as placedAt,
  samosa,
  sekuwa,
  steamedMomo,
  type FakeOrderStream,
} from './order-fixtures';

const customers = [
  { id: 2, name: 'Asha Gurung', phone_number: '9811111111' },
  { id: 5, name: 'Bikash Thapa', phone_number: '9841234567' },
  { id: 7, name: 'Sita Rai', phone_number: '9803456789' },
] as const;

/** An order placed `minutesAgo` before 13:00 on the kitchen's afternoon, by the `who`th customer. */
function placed(id: number, minutesAgo: number, status: OrderStatus, items: OrderLine[], who = 0): Order {
  const created_at = new Date(Date.UTC(2026, 10, 21, 13, 0) - minutesAgo * 60_000).toISOString();
  return placedAt(id, created_at, status, items, customers[who]);
}

/** The kitchen's afternoon, newest first: an order in every status, one placed by an account since deleted. */
export const kitchenOrders: Order[] = [
  placed(58, 4, 'paid', [line(steamedMomo, 2), line(jujuDhau, 2)]),
  placed(57, 9, 'paid', [line(kukhura, 1), line(samosa, 3)], 2),
  placed(56, 15, 'preparing', [line(jholMomo, 2), line(paneer, 1)], 1),
  placed(55, 22, 'ready', [line(sekuwa, 1), line(kotheyMomo, 1)]),
  placed(54, 30, 'pending_payment', [line(samosa, 2)]),
  placed(53, 48, 'completed', [line(steamedMomo, 1)]),
  // Paid, then cancelled by the kitchen: its money is owed back.
  {
    ...placed(52, 65, 'cancelled', [line(paneer, 2)]),
    refund: { status: 'due', amount: paneer.price * 2, reason: 'The paneer ran out.', reference: null, refunded_at: null },
  },
  { ...placed(51, 90, 'payment_failed', [line(kotheyMomo, 4)]), customer: null },
];

/** Orders to pay in cash: a table's at the counter still to collect, a delivery's taken by the rider already. */
export const cashOrders: Order[] = [
  {
    ...placed(61, 3, 'preparing', [line(steamedMomo, 2), line(samosa, 1)]),
    payment_ref: null,
    payment_method: 'cash',
    cash_collected_at: null,
    cash_collected_by: null,
  },
  {
    ...placed(60, 40, 'completed', [line(kukhura, 1)], 2),
    payment_ref: null,
    payment_method: 'cash',
    cash_collected_at: '2026-11-21T12:40:00.000Z',
    cash_collected_by: 'Sunita Tamang',
  },
];

/** A customer pays while the admin watches: newer than every order above. */
export const arrivingOrder = placed(59, 0, 'paid', [line(sekuwa, 2), line(jujuDhau, 1)], 1);

/** Enough paid orders for three pages of eight. */
export const paidRush: Order[] = Array.from({ length: ORDER_PAGE_SIZE * 2 + 3 }, (_, index) =>
  placed(300 - index, 2 + index * 3, 'paid', [line(meals[index % meals.length]!, 1 + (index % 3))], index % 3),
);

export function countsOf(orders: readonly Order[]): OrderCounts {
  const by_status = Object.fromEntries(
    ORDER_STATUSES.map((status) => [status, orders.filter((order) => order.status === status).length]),
  ) as OrderCounts['by_status'];
  return {
    by_status,
    kitchen_queue: by_status.paid + by_status.preparing,
    kitchen: orders.filter((order) => matchesFilter('all', order)).length,
    unpaid: orders.filter((order) => matchesFilter('unpaid', order)).length,
    refund_due: orders.filter((order) => order.refund?.status === 'due').length,
  };
}

/** `data`: loading, the list never answers; error, the list fails. */
export interface FakeOrderAdminOptions extends FakeServerOptions<OrderAdminApi> {
  /** Every order on the fake server, newest first. */
  orders?: Order[];
  /** Live news a play function pushes. */
  stream?: FakeOrderStream;
}

/** The admin's order calls with no network. Moves follow KITCHEN_TRANSITIONS as the server's do (409 otherwise). */
export function createFakeOrderAdminApi({
  data = 'filled',
  orders = kitchenOrders,
  stream,
  overrides = {},
}: FakeOrderAdminOptions = {}): OrderAdminApi {
  const server = orders.map((order) => ({ ...order }));
  const read = async <T>(value: () => T): Promise<Result<T>> => {
    if (data === 'loading') return never();
    if (data === 'error') return failure('Something went wrong', 500);
    return ok(value());
  };
  /** One order changed as the server would: unknown ids are 404, `next` refuses or gives the order to keep. */
  const change = async (id: number, next: (found: Order) => Order | Result<never>): Promise<Result<Order>> => {
    const index = server.findIndex((order) => order.id === id);
    const found = server[index];
    if (!found) return failure('Not found.', 404);
    const changed = next(found);
    if ('ok' in changed) return changed;
    server[index] = changed;
    return ok(changed);
  };
  return {
    orderPage: (filter, page) =>
      read(() => {
        const matching = server.filter((order) => matchesFilter(filter, order));
        const start = (page - 1) * ORDER_PAGE_SIZE;
        return { count: matching.length, results: matching.slice(start, start + ORDER_PAGE_SIZE) };
      }),
    activeOrders: () => read(() => server.filter((order) => ['paid', 'preparing', 'ready'].includes(order.status))),
    orderCounts: () => read(() => countsOf(server)),
    moveOrder: (id, to, reason) =>
      change(id, (found) => {
        if (!KITCHEN_TRANSITIONS[found.status].includes(to)) {
          return failure(ORDER_STATUS_MESSAGES.illegal(found.status, to), 409);
        }
        // As the server: cancelling a paid order needs a reason, and its refund falls due.
        const owed = to === 'cancelled' && wasPaid(found);
        if (owed && !reason) return failure(ORDER_STATUS_MESSAGES.reasonRequired, 400);
        const refund = { status: 'due' as const, amount: found.total, reason: reason ?? '', reference: null, refunded_at: null };
        return { ...found, status: to, ...(owed && { refund }) };
      }),
    recordRefund: (id, reference) =>
      change(id, (found) => {
        if (found.refund?.status !== 'due') return failure(ORDER_STATUS_MESSAGES.noRefundDue, 409);
        return { ...found, refund: { ...found.refund, status: 'refunded', reference, refunded_at: '2026-11-21T13:05:00.000Z' } };
      }),
    // As the server: only a cash order not cancelled and not received before; the counter's name is the fake admin's.
    receiveCash: (id) =>
      change(id, (found) => {
        if (found.payment_method !== 'cash') return failure(CASH_MESSAGES.notCash, 409);
        if (found.cash_collected_at) return failure(CASH_MESSAGES.alreadyReceived, 409);
        if (found.status === 'cancelled') return failure(CASH_MESSAGES.cancelled, 409);
        return { ...found, cash_collected_at: '2026-11-21T13:05:00.000Z', cash_collected_by: 'Ram Shrestha' };
      }),
    // As the server: every order named is acknowledged (the first press keeps its time and name), or 404 for none.
    acknowledgeOrders: async (ids) => {
      const answers: Order[] = [];
      for (const id of ids) {
        const answer = await change(id, (found) =>
          found.kitchen_acknowledged_at
            ? found
            : { ...found, kitchen_acknowledged_at: '2026-11-21T13:05:00.000Z', kitchen_acknowledged_by: 'Ram Shrestha' },
        );
        if (!answer.ok) return answer;
        answers.push(answer.data);
      }
      return ok(answers);
    },
    delayOrder: (id, minutes) =>
      change(id, (found) => {
        if (found.fulfilment.type !== 'pickup') return failure(FULFILMENT_MESSAGES.noReadyTime, 409);
        const from = Date.parse(found.fulfilment.ready_at ?? found.created_at);
        return { ...found, fulfilment: { ...found.fulfilment, ready_at: new Date(from + minutes * 60_000).toISOString() } };
      }),
    watchOrders: (onOrder) => {
      if (!stream) return () => {};
      // The live order is on the fake server too, so the counts and pages asked for afterwards include it.
      return stream.watch((order) => {
        const index = server.findIndex((known) => known.id === order.id);
        if (index >= 0) server[index] = order;
        else server.unshift(order);
        onOrder(order);
      });
    },
    ...overrides,
  };
}
