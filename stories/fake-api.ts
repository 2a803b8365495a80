import { NOTHING_SOLD_OUT, type SoldOutState } from '../contract/sold-out';
import type { RestaurantInfo } from '../contract/about';
import type { Meal } from '../contract/meal';
import { CALM_PACE, type PaceState } from '../contract/pace';
import { normaliseAdminPhone } from '../contract/users';
import type { AppApi } from '../machines/app.machine';
import type { AccountApi } from '../machines/account/account-api';
import type { AddAdminApi } from '../machines/account/add-admin-api';
import type { CartApi, PaymentApi } from '../machines/cart/cart-api';
import type { MealCustomerApi } from '../machines/menu/meal-customer-api';
import type { OrdersApi } from '../machines/orders/orders-api';
import { failure, ok, type Result } from '../machines/shared/result';
import type { SignupApi } from '../machines/account/signup-api';
import { categories, meals, restaurant } from './fixtures';
import { createFakeAccountApi } from './account-fixtures';
import { createFakeCartApi, type FakeCartOptions } from './cart-fixtures';
import { createFakeMealCustomerApi, type FakeMealOptions } from './meal-fixtures';
import { createFakeOrdersApi, type FakeOrdersOptions } from './order-fixtures';
import { signupApi } from './signup-fixtures';

/** Who the fake session belongs to; 'checking' never answers, as if the server were slow. */
export type Session = 'checking' | 'visitor' | 'customer' | 'admin';

export interface FakeApiOptions {
  /** filled: answers with the fixtures; loading: never answers; error: every read fails. */
  data?: 'filled' | 'loading' | 'error';
  session?: Session;
  meals?: Meal[];
  restaurant?: RestaurantInfo;
  /** Paused, busy or with full slots; calm when left out. */
  pace?: PaceState;
  /** Sign-up and password-reset calls that answer otherwise than the happy path. */
  signup?: Partial<SignupApi>;
  /** An admin's /otp creating the new admin, otherwise than the happy path. */
  addAdmin?: Partial<AddAdminApi>;
  /** Login, profile, password and logout calls that answer otherwise than the happy path. */
  account?: Partial<AccountApi>;
  /** The customer's meal pages, search, reviews and favourites: what the fake knows ... */
  mealData?: FakeMealOptions;
  /** ... and calls that answer otherwise. */
  mealCalls?: Partial<MealCustomerApi>;
  /** The customer's orders, the order eSewa returns for and the live stream ... */
  orderData?: FakeOrdersOptions;
  /** ... and calls that answer otherwise. */
  orderCalls?: Partial<OrdersApi>;
  /** The cart on the fake server, the quantities kept in the browser, an admin's kitchen queue ... */
  cart?: FakeCartOptions;
  /** ... and cart or payment calls that answer otherwise. */
  cartCalls?: Partial<CartApi & PaymentApi>;
  /** What the kitchen has sold out (nothing unless a story says). */
  soldOut?: SoldOutState;
}

const never = <T>() => new Promise<T>(() => {});

/** POST /account/users/ as the server answers a right code: the new admin, normalised as the server stores them. */
const addAdminApi: AddAdminApi = {
  createAdmin: async ({ name, phone_number }) =>
    ok({
      message: 'Admin created successfully!',
      user: {
        id: 77,
        name: name.trim(),
        phone_number: normaliseAdminPhone(phone_number) ?? phone_number,
        profile_picture: null,
        is_admin: true,
        created_at: '2025-01-01T09:00:00Z',
      },
    }),
};

/** An AppApi with no network: the fixtures, a request that never ends, or a failing server. */
export function createFakeApi({ data = 'filled', session = 'visitor', ...overrides }: FakeApiOptions = {}): AppApi {
  const read = async <T>(value: T): Promise<Result<T>> => {
    if (data === 'loading') return never();
    if (data === 'error') return failure('Something went wrong', 500);
    return ok(value);
  };
  const mealList = overrides.meals ?? meals;
  return {
    listCategories: () => read(categories),
    listMeals: () => read(mealList),
    latestMeals: () => read(mealList.slice(0, 8)),
    restaurantInfo: () => read(overrides.restaurant ?? restaurant),
    soldOut: async () => ok(overrides.soldOut ?? NOTHING_SOLD_OUT),
    loadPace: () => read(overrides.pace ?? CALM_PACE),
    ...signupApi,
    ...overrides.signup,
    ...addAdminApi,
    ...overrides.addAdmin,
    ...createFakeAccountApi(session),
    ...overrides.account,
    ...createFakeMealCustomerApi(overrides.mealData),
    ...overrides.mealCalls,
    ...createFakeOrdersApi(overrides.orderData),
    ...overrides.orderCalls,
    ...createFakeCartApi(overrides.cart),
    ...overrides.cartCalls,
  };
}
