import type { Profile } from '../../../contract/account';
import type { RestaurantInfo } from '../../../contract/about';
import { PLAIN_PICKUP } from '../../../contract/fulfilment';
import type { Order } from '../../../contract/order';

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

/** A customer's profile, with no picture. */
export const asha: Profile = {
  id: 2,
  name: 'Asha Gurung',
  phone_number: '9811111111',
  profile_picture: null,
  is_admin: false,
  created_at: '2026-01-12T09:30:00Z',
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
  customer: { id: 2, name: 'Asha Gurung', phone_number: '9811111111' },
  items: [{ meal: 1, name: 'Chicken Steamed Momo', unit_price: 280, quantity: 2, line_total: 560 }],
};
