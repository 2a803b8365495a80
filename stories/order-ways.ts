import { PLAIN_PICKUP } from '../contract/fulfilment';
import type { Order } from '../contract/order';

/**
 * Orders come every way (docs/rules/orders.md#ways-to-order): a table, a delivery with a note, or pickup with its ready
 * time.
 */
export function wayOf(id: number, createdAt: string): Pick<Order, 'fulfilment' | 'delivery_fee' | 'note'> {
  if (id % 3 === 1) return { ...PLAIN_PICKUP, fulfilment: { ...PLAIN_PICKUP.fulfilment, type: 'dine_in', table: 4 + id } };
  if (id % 3 === 2)
    return {
      fulfilment: {
        ...PLAIN_PICKUP.fulfilment,
        type: 'delivery',
        address: 'Jhamsikhel Road 12, Lalitpur',
        landmark: 'opposite the school',
        phone: '9801234567',
      },
      delivery_fee: 0,
      note: 'Ring the bell twice',
    };
  return {
    ...PLAIN_PICKUP,
    fulfilment: { ...PLAIN_PICKUP.fulfilment, ready_at: new Date(Date.parse(createdAt) + 25 * 60_000).toISOString() },
  };
}
