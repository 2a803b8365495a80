import { PLAIN_PICKUP } from '../../../contract/fulfilment';
import type { Order } from '../../../contract/order';

/**
 * An order as the API shows it, for tests that hand orders to the live-update plumbing without placing them: a paid
 * pickup of Ram Thapa's with no lines, numbered after its id, with the fields a test is about replaced.
 */
export const orderFixture = (id: number, patch: Partial<Order> = {}): Order => ({
  ...PLAIN_PICKUP,
  id,
  number: 1000 + id,
  pid: `ORD-${id}`,
  status: 'paid',
  total: 50000,
  created_at: '2026-03-02T06:00:00.000Z',
  pay_until: null,
  payment_ref: `REF-${id}`,
  refund: null,
  customer: { id: 1, name: 'Ram Thapa', phone_number: '9800000000' },
  items: [],
  ...patch,
});
