import { DEFAULT_SERVICE, type ServiceSettings } from '../contract/fulfilment';
import { type BillingSettings, DEFAULT_BILLING } from '../contract/billing';

/** A VAT-registered restaurant with a service charge at its tables. */
export const storedBilling: BillingSettings = {
  ...DEFAULT_BILLING,
  vat_registered: true,
  pan_number: '301234567',
  address: 'Jhamsikhel, Lalitpur',
  service_percent_dine_in: 10,
};
import type { RestaurantInfo } from '../contract/about';
import { DASHBOARD_DAYS, type Dashboard } from '../contract/dashboard';
import type { RestaurantAdminApi } from '../machines/restaurant/restaurant-admin-api';
import { failure, ok, type Result } from '../machines/shared/result';
import { never } from './never';
import { dishArt } from './dish-art';
import { meals, restaurant } from './fixtures';

/** The restaurant as the admin's form finds it: the story fixture with a picture of its own. */
export const storedRestaurant: RestaurantInfo = {
  ...restaurant,
  image: dishArt({ food: '#C8612F', accent: '#F6C96B', side: '#2E7D32' }),
};
/** The picture's path the fake server answers after a new one is uploaded. */
export const uploadedPicture = dishArt({ food: '#E07A3A', accent: '#FFF3DC', side: '#9B2C2C' });

const TODAY = '2026-03-14';
const dayBefore = (back: number) => {
  const date = new Date(`${TODAY}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - back);
  return date.toISOString().slice(0, 10);
};
const fortnight = (sales: (back: number) => [number, number]) =>
  Array.from({ length: DASHBOARD_DAYS }, (_, index) => {
    const back = DASHBOARD_DAYS - 1 - index;
    const [rupees, orders] = sales(back);
    return { date: dayBefore(back), sales: rupees, orders };
  });

// Busier at the weekend (14 March 2026 is a Saturday), with a closed Tuesday.
const BUSY_WEEK: Array<[number, number]> = [
  [18_240, 31],
  [9_860, 19],
  [8_420, 16],
  [0, 0],
  [10_350, 20],
  [12_980, 23],
  [16_510, 28],
];

export const busyDay: Dashboard = {
  today: { date: TODAY, sales: 18_240.5, orders: 31 },
  by_status: { pending_payment: 2, paid: 4, preparing: 3, ready: 2, completed: 19, cancelled: 1, payment_failed: 1, expired: 0 },
  top_meals: [
    { meal: meals[0]!.id, name: meals[0]!.name, quantity: 64, sales: 17_920 },
    { meal: meals[1]!.id, name: meals[1]!.name, quantity: 41, sales: 9_840 },
    { meal: meals[2]!.id, name: meals[2]!.name, quantity: 33, sales: 14_850 },
    { meal: null, name: 'Winter Thukpa', quantity: 21, sales: 5_250 },
    { meal: meals[3]!.id, name: meals[3]!.name, quantity: 18, sales: 3_600 },
  ],
  revenue: fortnight((back) => (back === 0 ? [18_240.5, 31] : BUSY_WEEK[back % 7]!)),
};

/** A first morning: no orders yet today, nor in the last two weeks. */
export const quietDay: Dashboard = {
  today: { date: TODAY, sales: 0, orders: 0 },
  by_status: { pending_payment: 0, paid: 0, preparing: 0, ready: 0, completed: 0, cancelled: 0, payment_failed: 0, expired: 0 },
  top_meals: [],
  revenue: fortnight(() => [0, 0]),
};

export interface FakeRestaurantAdminOptions {
  /** GET /about/about/: the stored restaurant, none yet (404), never answering, or failing. */
  info?: RestaurantInfo | 'none' | 'loading' | 'error';
  /** GET /dashboard/ */
  dashboard?: Dashboard | 'loading' | 'error';
  /** Calls that answer otherwise than the happy path. */
  overrides?: Partial<RestaurantAdminApi>;
}

const answer = <T>(value: T | 'loading' | 'error'): Promise<Result<T>> => {
  if (value === 'loading') return never();
  if (value === 'error') return Promise.resolve(failure('Something went wrong', 500));
  return Promise.resolve(ok(value));
};

/** The restaurant page and dashboard calls with no network; a save stores what was sent, as the server would. */
export function createFakeRestaurantAdminApi({
  info = storedRestaurant,
  dashboard = busyDay,
  overrides = {},
}: FakeRestaurantAdminOptions = {}): RestaurantAdminApi {
  let stored = typeof info === 'string' ? null : info;
  let service: ServiceSettings = { ...DEFAULT_SERVICE, delivery: true, delivery_fee: 60, delivery_minimum: 500, tables: 8 };
  let billing: BillingSettings = storedBilling;
  return {
    loadRestaurantInfo: () => answer(info === 'none' ? null : info),
    async saveRestaurantInfo({ fields, image }) {
      const blank = (value: string | undefined) => (value === undefined || value.trim() === '' ? null : value.trim());
      const before = stored ?? { ...restaurant, image: null };
      stored = {
        ...before,
        ...Object.fromEntries(Object.entries(fields).map(([field, value]) => [field, value.trim()])),
        facebook_url: blank(fields.facebook_url),
        instagram_url: blank(fields.instagram_url),
        tiktok_url: blank(fields.tiktok_url),
        image: image ? uploadedPicture : before.image,
      };
      return ok(stored);
    },
    loadDashboard: () => answer(dashboard),
    loadService: async () => ok(service),
    async saveService(settings) {
      service = settings;
      return ok(service);
    },
    loadBilling: async () => ok(billing),
    async saveBilling(settings) {
      billing = { ...settings, pan_number: settings.pan_number || null };
      return ok(billing);
    },
    loadPayments: async () => ok({ ...service, khalti: true }),
    async savePayments(settings) {
      service = { ...service, ...settings };
      return ok({ ...service, khalti: true });
    },
    ...overrides,
  };
}
