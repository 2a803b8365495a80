import { ORDERS_PAGE_SIZE, type Order } from '../../contract/order';
import type { OrdersContext } from './order-list';

export interface OrdersView {
  status: 'closed' | 'loading' | 'failed' | 'ready';
  orders: Order[];
  /** The order a pay-again or remove is on its way for: every action waits. */
  acting: number | null;
  count: number;
  page: number;
  pageSize: number;
}

type OrdersState = { list: OrdersView['status'] };

export function selectOrders(snapshot: {
  context: OrdersContext;
  matches: (state: OrdersState) => boolean;
}): OrdersView {
  const { orders, count, page, acting } = snapshot.context;
  const status = (['loading', 'failed', 'ready'] as const).find((list) => snapshot.matches({ list })) ?? 'closed';
  return { status, orders, acting, count, page, pageSize: ORDERS_PAGE_SIZE };
}
