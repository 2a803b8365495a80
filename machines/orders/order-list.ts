import { ORDERS_PAGE_SIZE, type Order, PAYABLE_STATUSES } from '../../contract/order';
import type { Role } from '../shared/session';

/**
 * Whether an order can still be paid at `now`: unpaid, its time to pay not over, and no payment of it still being
 * processed by the gateway (the server refuses to start another then; the card says so instead of offering one).
 */
export const payable = (order: Order, now: number = Date.now()) =>
  PAYABLE_STATUSES.includes(order.status) &&
  order.payment_pending !== true &&
  order.pay_until !== null &&
  Date.parse(order.pay_until) > now;
/** Whether the customer can remove it: it was never paid. */
export const removable = (order: Order) => PAYABLE_STATUSES.includes(order.status);

/** One page of the customer's orders, newest first, and how many there are in all. */
export interface OrderList {
  page: number;
  count: number;
  orders: Order[];
}

export interface OrdersContext extends OrderList {
  role: Role | null;
  shown: boolean;
  /** The order a pay-again, remove or reorder is on its way for. */
  acting: number | null;
  /** Whose browser keeps the quantities of a reorder (the signed-in customer's phone). */
  owner: string;
  /** Changes heard while a page was on its way: the page may predate them, so they are applied on top of it. */
  heard: Order[];
}

export const EMPTY: OrdersContext = {
  role: null,
  shown: false,
  acting: null,
  owner: '',
  page: 1,
  count: 0,
  orders: [],
  heard: [],
};

const time = (order: Order) => Date.parse(order.created_at);
/** The server's order: created_at, then id, both descending. */
const isNewer = (order: Order, than: Order) =>
  time(order) > time(than) || (time(order) === time(than) && order.id > than.id);

/**
 * A live change merged into the page on view: a known order is replaced where it stands; an order newer than all
 * of them is new and goes on top of the first page (the last one there moves on to the next page); any other
 * order lives on another page, which reads it fresh when opened.
 */
export function mergeOrder(list: OrderList, order: Order, pageSize: number = ORDERS_PAGE_SIZE): OrderList {
  const at = list.orders.findIndex((shown) => shown.id === order.id);
  if (at >= 0) return { ...list, orders: list.orders.with(at, order) };
  const first = list.orders[0];
  if (list.page !== 1 || (first && !isNewer(order, first))) return list;
  return { ...list, count: list.count + 1, orders: [order, ...list.orders].slice(0, pageSize) };
}

/** How many pages the orders fill (at least one, the empty one). */
export const pages = (count: number) => Math.max(1, Math.ceil(count / ORDERS_PAGE_SIZE));
