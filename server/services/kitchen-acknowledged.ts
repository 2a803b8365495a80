import type { Order } from '../../contract/order';
import { UNPAID_STATUSES } from '../../contract/order';
import { type Refusal, refusal } from '../../contract/refusals';
import { markKitchenAcknowledged, ordersToAcknowledge } from '../db/repositories/kitchen-acknowledged';
import { findOrder } from '../db/repositories/orders';
import { isoAt } from './account-context';
import { type OrderContext, orderOf } from './orders';

export type AcknowledgeResult =
  | { kind: 'acknowledged'; orders: Order[] }
  | { kind: 'not-found'; message: Refusal<'ordersUnknown'> }
  | { kind: 'refused'; message: Refusal<'notInKitchen'> };

/** An order the kitchen ever had: paid (whatever became of it since), or a cash order, paid when it is handed over. */
const reachedKitchen = (row: { status: string; paid_at: string | null; payment_method: string }) =>
  !UNPAID_STATUSES.includes(row.status as Order['status']) &&
  !(row.status === 'cancelled' && row.paid_at === null && row.payment_method !== 'cash');

/**
 * The kitchen saw these orders' alert (docs/rules/orders.md#new-order-alert): kept on each order with who and when,
 * and told to every screen on every instance through the order stream, so every kitchen tablet stops ringing for them.
 * All or nothing: an id no order has (404) or an order not paid yet (409) refuses the whole press. Acknowledging an
 * order again changes nothing and is not an error: of two tablets pressing at once, the first keeps its name.
 */
export async function acknowledgeOrders(
  ctx: OrderContext,
  ids: readonly number[],
  staff: { id: number },
): Promise<AcknowledgeResult> {
  const wanted = [...new Set(ids)];
  const rows = await ordersToAcknowledge(ctx.db, wanted);
  const unknown = wanted.filter((id) => !rows.some((row) => row.id === id));
  if (unknown.length > 0)
    return { kind: 'not-found', message: refusal('ordersUnknown', { ids: unknown.map(String), count: unknown.length }) };
  const unpaid = rows.filter((row) => !reachedKitchen(row)).sort((a, b) => a.number - b.number);
  if (unpaid.length > 0)
    return {
      kind: 'refused',
      message: refusal('notInKitchen', { numbers: unpaid.map((row) => `#${row.number}`), count: unpaid.length }),
    };
  const acknowledged = new Set(await markKitchenAcknowledged(ctx.db, wanted, staff.id, isoAt(ctx.clock())));
  const orders: Order[] = [];
  for (const id of wanted) {
    const record = await findOrder(ctx.db, id);
    if (!record) continue;
    const order = await orderOf(ctx.db, record);
    orders.push(order);
    if (acknowledged.has(id)) ctx.events.publish(order);
  }
  return { kind: 'acknowledged', orders };
}
