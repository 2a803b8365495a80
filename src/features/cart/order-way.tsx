import { css, cx } from 'styled-system/css';
import { FULFILMENT_LABELS } from '../../../contract/fulfilment';
import type { Order } from '../../../contract/order';

/**
 * How the order reaches its customer, in one line: 'Pickup · ready about 5:50 PM', 'Dine-in · table 7', 'Delivery',
 * and (issue 13) an order for later today 'Delivery · for 6:30 PM' (pickup: until the kitchen moves its time on).
 */
export function orderWayTitle(order: Pick<Order, 'fulfilment' | 'scheduled_for'>, timeZone?: string): string {
  const { fulfilment } = order;
  const label = FULFILMENT_LABELS[fulfilment.type];
  if (fulfilment.type === 'dine_in') return `${label} · table ${fulfilment.table ?? '?'}`;
  const time = (iso: string) =>
    new Intl.DateTimeFormat('en-US', { timeStyle: 'short', ...(timeZone ? { timeZone } : {}) }).format(new Date(iso));
  const ready = fulfilment.type === 'pickup' ? fulfilment.ready_at : null;
  if (ready && ready !== order.scheduled_for) return `${label} · ready about ${time(ready)}`;
  if (order.scheduled_for) return `${label} · for ${time(order.scheduled_for)}`;
  return label;
}

/** Where a delivery goes: the address, its landmark, the rider's number. */
export function deliveryText(order: Pick<Order, 'fulfilment'>): string | null {
  const { fulfilment } = order;
  if (fulfilment.type !== 'delivery') return null;
  return [fulfilment.address, fulfilment.landmark && `near ${fulfilment.landmark}`, fulfilment.phone].filter(Boolean).join(' · ');
}

const box = css({ display: 'grid', gap: '1' });
const title = css({ fontWeight: 'semibold', color: 'fg.default' });
const detail = css({ color: 'fg.muted', overflowWrap: 'anywhere' });
const noteText = css({ fontStyle: 'italic', color: 'fg.default', overflowWrap: 'anywhere' });

/** The way and the customer's note, as the customer, the Order List, the ticket and the kitchen screen show them. */
export function OrderWay({ order, timeZone, className }: { order: Order; timeZone?: string; className?: string }) {
  const address = deliveryText(order);
  return (
    <div className={cx(box, className)}>
      <p className={title}>{orderWayTitle(order, timeZone)}</p>
      {address && <p className={detail}>{address}</p>}
      {order.note && <p className={noteText}>Note: {order.note}</p>}
    </div>
  );
}
