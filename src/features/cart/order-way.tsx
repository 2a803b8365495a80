import type { I18n } from '@lingui/core';
import { useLingui } from '../../i18n/use-lingui';
import { css, cx } from 'styled-system/css';
import { FULFILMENT_LABELS } from '../../../contract/fulfilment';
import type { OrderStatus } from '../../../contract/order-status';
import type { Order } from '../../../contract/order';
import { formatMoney } from '../../i18n/format';
import { formatTime } from '../../i18n/dates';
import { CASH_ADMIN, CASH_TO_PAY } from '../../../contract/cash';
import '../../i18n/contract-english';
import './english';

/**
 * How the order reaches its customer, in one line: 'Pickup · ready about 5:50 PM', 'Dine-in · table 7', 'Delivery',
 * and (docs/rules/orders.md#ways-to-order) an order for later today 'Delivery · for 6:30 PM' (pickup: until the kitchen
 * moves its time on).
 */
/** Orders whose food is no longer coming (or already came): a ready time would promise what will not happen. */
const OVER: readonly OrderStatus[] = ['completed', 'cancelled', 'payment_failed', 'expired'];

export function orderWayTitle(
  i18n: I18n,
  order: Pick<Order, 'fulfilment' | 'scheduled_for'> & Partial<Pick<Order, 'status'>>,
  timeZone?: string,
): string {
  const { fulfilment } = order;
  const way = i18n._(FULFILMENT_LABELS[fulfilment.type]);
  if (fulfilment.type === 'dine_in') return i18n._('{way} · table {table}', { way, table: fulfilment.table ?? '?' });
  const time = (iso: string) => formatTime(i18n, iso, timeZone);
  const over = order.status !== undefined && OVER.includes(order.status);
  const ready = fulfilment.type === 'pickup' && !over ? fulfilment.ready_at : null;
  if (ready && ready !== order.scheduled_for) return i18n._('{way} · ready about {time}', { way, time: time(ready) });
  if (order.scheduled_for) return i18n._('{way} · for {time}', { way, time: time(order.scheduled_for) });
  return way;
}

/** Where a delivery goes: the address, its landmark, the rider's number. */
export function deliveryText(i18n: I18n, order: Pick<Order, 'fulfilment'>): string | null {
  const { fulfilment } = order;
  if (fulfilment.type !== 'delivery') return null;
  const landmark = fulfilment.landmark && i18n._('near {landmark}', { landmark: fulfilment.landmark });
  return [fulfilment.address, landmark, fulfilment.phone].filter(Boolean).join(' · ');
}

const box = css({ display: 'grid', gap: '1' });
const title = css({ fontWeight: 'semibold', color: 'fg.default' });
const detail = css({ color: 'fg.muted', overflowWrap: 'anywhere' });
const noteText = css({ fontStyle: 'italic', color: 'fg.default', overflowWrap: 'anywhere' });

/**
 * A cash order's money: to the customer what to pay and where; to the staff what is to collect, or who took it when.
 * Null for an order paid online, and for a cancelled one nobody paid.
 */
export function cashText(i18n: I18n, order: Order, staff: boolean, timeZone?: string): string | null {
  if (order.payment_method !== 'cash') return null;
  const amount = formatMoney(i18n, order.total, 2);
  if (order.cash_collected_at) {
    if (!staff) return i18n._(CASH_ADMIN.received);
    const time = formatTime(i18n, order.cash_collected_at, timeZone);
    return i18n._(CASH_ADMIN.receivedBy, { name: order.cash_collected_by ?? '?', time });
  }
  if (order.status === 'cancelled') return null;
  return staff ? i18n._(CASH_ADMIN.toCollect, { amount }) : i18n._(CASH_TO_PAY[order.fulfilment.type], { amount });
}

/** The way and the customer's note, as the customer, the Order List, the ticket and the kitchen screen show them. */
export function OrderWay({
  order,
  timeZone,
  className,
  staff = false,
}: {
  order: Order;
  timeZone?: string;
  className?: string;
  /** The admin's screens: the cash to collect rather than to pay. */
  staff?: boolean;
}) {
  const { i18n } = useLingui();
  const address = deliveryText(i18n, order);
  const cash = cashText(i18n, order, staff, timeZone);
  return (
    <div className={cx(box, className)}>
      <p className={title}>{orderWayTitle(i18n, order, timeZone)}</p>
      {address && <p className={detail}>{address}</p>}
      {order.note && <p className={noteText}>{i18n._('Note: {note}', { note: order.note })}</p>}
      {cash && <p className={title}>{cash}</p>}
    </div>
  );
}
