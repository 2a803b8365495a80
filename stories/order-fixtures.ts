import { wayOf } from './order-ways';
import type { Meal } from '../contract/meal';
import { ORDER_MESSAGES, ORDERS_PAGE_SIZE, type Order, type OrderLine, type OrderStatus } from '../contract/order';
import { PAYMENT_MESSAGES, type PaymentResult } from '../contract/payment';
import { KHALTI_MESSAGES } from '../contract/khalti';
import type { WatchOrders } from '../machines/shared/order-stream';
import type { OrdersApi } from '../machines/orders/orders-api';
import { failure, ok, type Result } from '../machines/shared/result';
import { gatewayForm } from './cart-fixtures';
import { meals } from './fixtures';

const asha = { id: 2, name: 'Asha Gurung', phone_number: '9811111111' };

/** A line of an order: `quantity` plates of `meal` at today's price. */
export const line = (meal: Meal, quantity: number): OrderLine => ({
  meal: meal.id,
  name: meal.name,
  unit_price: meal.price,
  quantity,
  line_total: Math.round(meal.price * quantity * 100) / 100,
});

/** An order as the server answers it, placed by `customer` (Asha unless said) at `created_at`. */
export function placed(
  id: number,
  created_at: string,
  status: OrderStatus,
  items: OrderLine[],
  customer: Order['customer'] = asha,
): Order {
  const total = Math.round(items.reduce((sum, item) => sum + item.line_total, 0) * 100) / 100;
  const unpaid = status === 'pending_payment' || status === 'payment_failed';
  return {
    ...wayOf(id, created_at),
    id,
    number: 1000 + id,
    pid: `TXN${Date.parse(created_at)}`,
    status,
    total,
    created_at,
    pay_until: unpaid ? new Date(Date.parse(created_at) + 30 * 60_000).toISOString() : null,
    payment_ref: unpaid ? null : `000${String(id).padStart(4, '0')}`,
    refund: null,
    customer,
    items,
  };
}

/** The fixture menu's meals by name, for the orders built from them. */
export const [steamedMomo, paneer, kukhura, jholMomo, samosa, sekuwa, kotheyMomo, jujuDhau] = meals as [
  Meal,
  Meal,
  Meal,
  Meal,
  Meal,
  Meal,
  Meal,
  Meal,
];

/** The order eSewa has just taken the money for: pending until the server verifies it. */
export const pendingOrder = placed(46, '2026-11-21T12:40:00Z', 'pending_payment', [
  line(steamedMomo, 2),
  line(paneer, 1),
  line(jujuDhau, 2),
]);

/** Asha's orders, newest first: one in every status the kitchen and the gateway can leave an order in. */
export const customerOrders: Order[] = [
  placed(45, '2026-11-21T12:05:00Z', 'paid', [line(kukhura, 1), line(samosa, 3)]),
  placed(44, '2026-11-21T11:20:00Z', 'preparing', [line(jholMomo, 2)]),
  placed(43, '2026-11-20T19:45:00Z', 'ready', [line(sekuwa, 1), line(kotheyMomo, 1)]),
  placed(42, '2026-11-18T13:10:00Z', 'completed', [line(steamedMomo, 1), line(jujuDhau, 1)]),
  // Paid, then cancelled by the kitchen, and the money refunded in eSewa's merchant panel.
  {
    ...placed(41, '2026-11-16T20:00:00Z', 'cancelled', [line(paneer, 2)]),
    refund: {
      status: 'refunded',
      amount: paneer.price * 2,
      reason: 'The paneer ran out.',
      reference: 'RF-1188',
      refunded_at: '2026-11-16T20:30:00Z',
    },
  },
  placed(40, '2026-11-15T09:30:00Z', 'payment_failed', [line(samosa, 4)]),
  placed(39, '2026-11-14T18:15:00Z', 'pending_payment', [line(kotheyMomo, 2)]),
];

/** Unpaid and still in its time to pay (a few minutes from whenever the story runs): it offers Pay again. */
export const payableOrder: Order = {
  ...placed(47, new Date(Date.now() - 5 * 60_000).toISOString(), 'payment_failed', [line(jholMomo, 1), line(samosa, 2)]),
  pay_until: new Date(Date.now() + 25 * 60_000).toISOString(),
};

/** Cancelled by the kitchen after it was paid: the refund is due. */
export const refundDueOrder: Order = {
  ...placed(48, '2026-11-21T12:50:00Z', 'cancelled', [line(kukhura, 2)]),
  refund: { status: 'due', amount: kukhura.price * 2, reason: 'The gas ran out.', reference: null, refunded_at: null },
};

/** Enough orders for three pages. */
export const manyOrders: Order[] = Array.from({ length: ORDERS_PAGE_SIZE * 2 + 5 }, (_, index) =>
  placed(
    200 - index,
    new Date(Date.UTC(2026, 10, 21, 12) - index * 6 * 3_600_000).toISOString(),
    index === 0 ? 'preparing' : 'completed',
    [line(meals[index % meals.length]!, 1 + (index % 3))],
  ),
);

/** eSewa's success return for `pendingOrder`, as the browser lands on /esewa-success. */
export const successReturn = (order: Order = pendingOrder, amt = String(order.total)) =>
  `/esewa-success?oid=${order.pid}&amt=${amt}&refId=000AE01`;

/** The live stream as stories drive it: a play function pushes a change; screens watching hear it. */
export interface FakeOrderStream {
  watch: WatchOrders;
  push: (order: Order) => void;
}

export function createFakeOrderStream(): FakeOrderStream {
  const listeners = new Set<(order: Order) => void>();
  return {
    watch: (onOrder) => {
      listeners.add(onOrder);
      return () => listeners.delete(onOrder);
    },
    push: (order) => listeners.forEach((listener) => listener(order)),
  };
}

const never = <T>() => new Promise<T>(() => {});

export interface FakeOrdersOptions {
  /** filled: answers with the orders; loading: the list never answers; error: the list fails. */
  data?: 'filled' | 'loading' | 'error';
  /** The customer's orders, newest first. */
  orders?: Order[];
  /** The order that eSewa returns for; the fake verifies it when oid and amount match. */
  pending?: Order;
  stream?: FakeOrderStream;
  /** What "Pay again" answers instead of a fresh attempt (a refusal's words). */
  payAgainRefusal?: string;
  /** How verification answers the pending order: paid (default), still with eSewa (202), or owed back. */
  verifyAs?: 'paid' | 'pending' | 'refundDue';
  /** Lines "Order again" puts back without some of their choices (no longer offered), as the server says them. */
  notRestored?: { name: string; lost: string[] }[];
}

/**
 * The customer's order calls with no network. Verification behaves as the server's: only the pending order's
 * reference with its amount is paid; another amount is refused (402), an unknown reference is not theirs (404).
 */
export function createFakeOrdersApi({
  data = 'filled',
  orders = customerOrders,
  pending = pendingOrder,
  stream,
  payAgainRefusal,
  verifyAs = 'paid',
  notRestored = [],
}: FakeOrdersOptions = {}): OrdersApi {
  const server = orders.map((order) => ({ ...order }));
  const answer = (order: Order, message: string): Result<PaymentResult> => ok({ order, message });
  return {
    async verifyPayment(request) {
      // The fake takes v2's data as the base64 of "pid:amount", v1's return as eSewa sends it.
      const [oid, amt] = 'data' in request ? atob(request.data).split(':') : [request.oid, request.amt];
      if (oid !== pending.pid) return failure(PAYMENT_MESSAGES.orderUnknown, 404);
      if (Number(amt) !== pending.total) return failure(PAYMENT_MESSAGES.amountMismatch, 402);
      if (verifyAs === 'pending') return answer(pending, PAYMENT_MESSAGES.pending);
      if (verifyAs === 'refundDue') {
        const refund = { status: 'due' as const, amount: pending.total, reason: 'Paid after the order was cancelled.', reference: null, refunded_at: null };
        return answer({ ...pending, status: 'cancelled', pay_until: null, payment_ref: '000AE46', refund }, PAYMENT_MESSAGES.refundDue);
      }
      return answer({ ...pending, status: 'paid', pay_until: null, payment_ref: '000AE46' }, PAYMENT_MESSAGES.confirmed);
    },
    async verifyKhalti(request) {
      if (request.purchase_order_id !== pending.pid) return failure(PAYMENT_MESSAGES.orderUnknown, 404);
      // Khalti's lookup answers Cancel pressed (User canceled) and Expired with a refusal the server passes on.
      if (request.status !== 'Completed' && request.status !== 'Pending') return failure(KHALTI_MESSAGES.notConfirmed, 402);
      if (verifyAs === 'pending') return answer(pending, KHALTI_MESSAGES.pending);
      return answer({ ...pending, status: 'paid', pay_until: null, payment_ref: 'GFq9PFS7b2iYvL8Lir9oXe' }, PAYMENT_MESSAGES.confirmed);
    },
    async reportPaymentFailure({ pid }) {
      if (pid !== pending.pid) return failure(PAYMENT_MESSAGES.orderUnknown, 404);
      return answer({ ...pending, status: 'payment_failed' }, PAYMENT_MESSAGES.failed);
    },
    async listOrders(page) {
      if (data === 'loading') return never();
      if (data === 'error') return failure('Something went wrong', 500);
      const start = (page - 1) * ORDERS_PAGE_SIZE;
      return ok({ count: server.length, results: server.slice(start, start + ORDERS_PAGE_SIZE) });
    },
    watchOrders: stream?.watch ?? (() => () => {}),
    async payAgain(id) {
      const found = server.find((order) => order.id === id);
      if (!found) return failure('Not found.', 404);
      if (payAgainRefusal) return failure(payAgainRefusal, 409);
      const pid = `${found.pid}-2`;
      return ok({
        order: { ...found, pid, status: 'pending_payment' },
        payment: { ...gatewayForm, fields: { ...gatewayForm.fields, pid, tAmt: found.total, amt: found.total } },
      });
    },
    async removeOrder(id) {
      const index = server.findIndex((order) => order.id === id);
      const found = server[index];
      if (!found) return failure('Not found.', 404);
      server.splice(index, 1);
      return ok({ ...found, status: 'cancelled', pay_until: null });
    },
    async reorder(id) {
      const found = server.find((order) => order.id === id);
      if (!found) return failure('Not found.', 404);
      const added = found.items.flatMap((line) => (line.meal === null ? [] : [{ meal: line.meal, quantity: line.quantity, already_in_cart: false }]));
      const missing = found.items.filter((line) => line.meal === null).map((line) => line.name);
      if (added.length === 0) return failure(ORDER_MESSAGES.nothingToReorder(missing), 409);
      const message = ORDER_MESSAGES.reordered(added.length, missing, notRestored);
      return ok({ added, missing, not_restored: notRestored, cart_count: added.length, message });
    },
    submitGatewayForm: () => {},
  };
}

/**
 * A gateway's verification that first finds the gateway unreachable (a 502 with `words`) and, asked again, the pending
 * order paid: `verify` is the fake call, `beforeEach` starts each drawing of the story on the failure.
 */
export function unreachableThenPaid(words: string) {
  let answers: Result<PaymentResult>[] = [];
  return {
    verify: async () => answers.shift() ?? ok({ order: { ...pendingOrder, status: 'paid' as const }, message: PAYMENT_MESSAGES.confirmed }),
    beforeEach: () => {
      answers = [failure(words, 502)];
    },
  };
}
