import type { Profile } from '../../../contract/account';
import type { RestaurantInfo } from '../../../contract/about';
import { PLAIN_PICKUP } from '../../../contract/fulfilment';
import type { Meal } from '../../../contract/meal';
import type { Order, OrderLine, PaymentForm } from '../../../contract/order';
import type { Review } from '../../../contract/review';
import type { SignupDraft } from '../../account/signup-draft.machine';

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

/** An admin adding another admin on the Add User page: Nima, with an international number and a strong password. */
export const newAdmin: SignupDraft = {
  name: 'Nima Sherpa',
  phone_number: '+977 9812345678',
  password: 'Kitchen#2026',
  confirm_password: 'Kitchen#2026',
  account_type: 'admin',
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

/** A plate of momo as the menu lists it: a half plate too, no extra pictures, not yet rated. */
export const chickenMomo: Meal = {
  id: 7,
  name: 'Chicken Momo',
  description: 'Ten steamed dumplings with tomato achar.',
  price: 280,
  half_plate_price: 150,
  meal_type: 'Plate',
  ingredients: 'chicken, flour, onion',
  main_image: '/media/meals/momo.webp',
  image1: null,
  image2: null,
  category: { id: 1, name: 'Momo' },
  is_non_veg: true,
  rating: null,
  rating_count: 0,
  created_at: '2026-01-01T00:00:00Z',
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

/**
 * The hidden form the server hands back for an eSewa sandbox payment (docs/rules/api.md#orders-and-payment): the cart
 * posts it to the gateway.
 */
export const esewaSandboxForm: PaymentForm = {
  action: 'http://localhost:3000/api/payment/esewa/sandbox/form',
  fields: {
    amt: 1010.75,
    psc: 0,
    pdc: 0,
    txAmt: 0,
    tAmt: 1010.75,
    pid: 'TXN1767225600000',
    scd: 'epay_payment',
    su: 'http://localhost:3000/esewa-success',
    fu: 'http://localhost:3000/esewa-failure',
  },
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
