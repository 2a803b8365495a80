import type { Profile } from '../../../contract/account';
import type { RestaurantInfo } from '../../../contract/about';
import { PLAIN_PICKUP } from '../../../contract/fulfilment';
import type { Order, OrderLine } from '../../../contract/order';
import type { Review } from '../../../contract/review';

/**
 * The people, restaurant and order the tests meet again and again, kept in one place so the model tests, the API
 * tests (src/api/testing) and the stories agree on who Asha is. Tests that need a variant spread one of these.
 */

/** A customer's profile, with no picture. */
export const asha: Profile = {
  id: 2,
  name: 'Asha Gurung',
  phone_number: '9811111111',
  profile_picture: null,
  is_admin: false,
  created_at: '2026-01-12T09:30:00Z',
};

/** A restaurant as GET /about/about/ answers it once set up: open now, no social links or map pin yet. */
export const hearthInfo: RestaurantInfo = {
  name: 'Himalayan Hearth',
  description: 'Hand-folded momo and slow dal bhat.',
  contact_number: '9801234567',
  email: 'hello@hearth.example',
  image: '/media/about/hearth.webp',
  opening_time: '10:00',
  closing_time: '22:00',
  time_zone: 'Asia/Kathmandu',
  facebook_url: null,
  instagram_url: null,
  tiktok_url: null,
  latitude: null,
  longitude: null,
  open_now: true,
};

/** Asha's pickup order, paid through eSewa and not yet started: two plates of momo. */
export const paidOrder: Order = {
  ...PLAIN_PICKUP,
  id: 7,
  number: 1007,
  pid: 'TXN1763726400000',
  status: 'paid',
  pay_until: null,
  payment_ref: '000AE07',
  refund: null,
  total: 560,
  created_at: '2026-11-21T12:00:00.000Z',
  customer: { id: asha.id, name: asha.name, phone_number: asha.phone_number },
  items: [{ meal: 1, name: 'Chicken Steamed Momo', unit_price: 280, quantity: 2, line_total: 560 }],
};

/** Sita's order `id` of a morning in the kitchen: one line, its own number, pid and eSewa reference once paid. */
export const sitasOrder = (id: number, status: Order['status'], created_at: string, line: OrderLine): Order => ({
  ...paidOrder,
  id,
  number: 1040 + id,
  pid: `TXN17700000000${id}`,
  status,
  payment_ref: status === 'pending_payment' ? null : `000REF${id}`,
  total: line.line_total,
  created_at,
  customer: { id: 2, name: 'Sita Sharma', phone_number: '9811111111' },
  items: [line],
});

/** A review of a meal, as the meal's page lists it and its author reads it back. */
export const reviewBy = (name: string, id: number, rating: number, review: string): Review => ({
  id,
  rating,
  review,
  created_at: '2026-11-20T10:00:00Z',
  user: { name },
});
