import { DEFAULT_MAX_CASH_ORDERS, DEFAULT_PAYMENT_METHODS } from '../../../contract/cash';
import {
  type MatrixRow,
  ALL,
  ADMIN,
  CUSTOMER,
  REVIEW_TEXT,
  formBody,
  newCategory,
  newMealAs,
  answeredAlike,
} from './permission-matrix-kit';
import { DEFAULT_SERVICE } from '../../../contract/fulfilment';
import { DEFAULT_BILLING } from '../../../contract/billing';

/** Public reads, the menu and its reviews, the restaurant page and the back office. */
export const MENU_ROWS: readonly MatrixRow[] = [
  // Public reads and probes.
  ...answeredAlike(ALL(200), [
    'GET /health',
    'GET /openapi.json',
    'GET /docs',
    'GET /docs/',
    'GET /docs/init.js',
    'GET /docs/assets/swagger-ui.css',
  ]),
  {
    method: 'GET',
    path: '/dev/outbox/',
    expect: [404, 404, 404, 200],
    note: 'the outbox answers the demo key or an admin, whoever connects from wherever',
  },
  { method: 'GET', path: '/no-such-route/', expect: ALL(404) },
  ...answeredAlike(ALL(200), [
    'GET /meal/categories/',
    'GET /meal/meals/',
    'GET /meal/meals/?page=1&page_size=2',
    'GET /meal/meals/{mealChicken}',
    'GET /meal/meals/{mealChicken}/',
    'GET /meal/search/?search=momo',
    'GET /meal/latest-meal/',
  ]),
  { method: 'GET', path: '/meal/sold-out/', expect: ALL(200), note: 'what cannot be ordered now' },
  ...answeredAlike(ALL(200), [
    'GET /meal/meal-by-category/{category}/',
    'GET /meal/review-rating/?meal_id={mealChicken}',
    'GET /about/about/',
  ]),
  { method: 'GET', path: '/about/service/', expect: ALL(200), note: 'the ways the cart offers' },
  { method: 'GET', path: '/media/{mealImage}', expect: ALL(200), note: "Chicken Momo's picture" },
  { method: 'GET', path: '/media/meals/no-such-picture.webp', expect: ALL(404) },
  { method: 'GET', path: '/media/..%2Frestaurant.sqlite', expect: ALL(404), note: 'the database, beside media/' },

  // The menu's writes: admins only.
  {
    method: 'POST',
    path: '/meal/meals/',
    expect: ADMIN(201),
    body: async (_vars, _caller, ctx) => ({ form: await ctx.mealForm(ctx.uniqueName('Matrix Momo')) }),
  },
  {
    method: 'PATCH',
    path: '/meal/{meal}/update/',
    expect: ADMIN(200),
    prepare: newMealAs('meal'),
    body: () => formBody({ price: '260' }),
  },
  {
    method: 'DELETE',
    path: '/meal/{meal}/delete/',
    expect: ADMIN(200),
    prepare: newMealAs('meal'),
  },
  {
    method: 'POST',
    path: '/meal/categories/',
    expect: ADMIN(201),
    body: (_vars, _caller, ctx) => ({ json: { name: ctx.uniqueName('Matrix Category') } }),
  },
  {
    method: 'PUT',
    path: '/meal/{newMeal}/options/',
    expect: ADMIN(200),
    prepare: newMealAs('newMeal'),
    body: () => ({ json: { groups: [{ name: 'Spice level', kind: 'one', options: [{ name: 'Mild', price: 0 }] }] } }),
  },
  {
    method: 'PUT',
    path: '/meal/{newMeal}/sold-out/',
    expect: ADMIN(200),
    prepare: newMealAs('newMeal'),
    body: () => ({ json: { sold_out: true, until_closing: true } }),
  },
  {
    method: 'PUT',
    path: '/meal/{newMeal}/options/1/sold-out/',
    expect: [401, 403, 403, 400],
    note: 'a new meal has no option 1: the admin is told so',
    prepare: newMealAs('newMeal'),
    body: () => ({ json: { sold_out: true } }),
  },
  {
    method: 'PATCH',
    path: '/meal/categories/{newCategory}/',
    expect: ADMIN(200),
    prepare: newCategory,
    body: (_vars, _caller, ctx) => ({ json: { name: ctx.uniqueName('Renamed Category') } }),
  },
  {
    method: 'DELETE',
    path: '/meal/categories/{newCategory}/',
    expect: ADMIN(200),
    prepare: newCategory,
  },

  // Reviews are written by customers, favourites are a customer's own.
  {
    method: 'POST',
    path: '/meal/review-rating/',
    expect: CUSTOMER(201),
    body: (vars) => ({ json: { meal_id: vars.mealChicken, rating: 4.5, review: REVIEW_TEXT } }),
  },
  {
    method: 'POST',
    path: '/meal/favorite-meal/',
    expect: CUSTOMER(200),
    body: (vars) => ({ json: { meal: vars.mealSelRoti } }),
  },
  ...answeredAlike(CUSTOMER(200), [
    'GET /meal/review-rating/mine/?meal_id={mealChicken}',
    'GET /meal/favorite-meal/',
    'GET /meal/favorite-meal/?meal_id={mealSelRoti}',
  ]),
  {
    method: 'DELETE',
    path: '/meal/favorite-meal/',
    expect: CUSTOMER(200),
    body: (vars) => ({ json: { meal: vars.mealSelRoti } }),
  },

  // The restaurant page and the back office.
  {
    method: 'POST',
    path: '/about/about/',
    expect: ADMIN(200),
    body: () =>
      formBody({
        description: 'Family kitchen cooking Newari and Thakali food since 1998.',
        contact_number: '9801234567',
        email: 'hello@test-kitchen.example',
        opening_time: '10:00',
        closing_time: '22:00',
      }),
  },
  {
    method: 'PUT',
    path: '/about/service/',
    expect: ADMIN(200),
    // The settings a restaurant has before any are saved: the write changes nothing another row relies on.
    body: () => ({ json: { ...DEFAULT_SERVICE } }),
  },
  { method: 'GET', path: '/dashboard/', expect: ADMIN(200) },
  { method: 'GET', path: '/about/pace/', expect: ALL(200), note: 'the banner, estimates and full slots' },
  // Setting the calm pace a restaurant has before any is set: nothing another row relies on changes.
  { method: 'PUT', path: '/about/pace/pause/', expect: ADMIN(200), body: () => ({ json: { minutes: 0 } }) },
  { method: 'PUT', path: '/about/pace/busy/', expect: ADMIN(200), body: () => ({ json: { minutes: 0 } }) },
  {
    method: 'PUT',
    path: '/about/pace/caps/',
    expect: ADMIN(200),
    body: () => ({ json: { pickup: null, dine_in: null, delivery: null } }),
  },
  { method: 'GET', path: '/about/billing/', expect: ADMIN(200) },
  {
    method: 'PUT',
    path: '/about/billing/',
    expect: ADMIN(200),
    // The settings a restaurant has before any are saved: orders placed afterwards split their bills as before.
    body: () => ({ json: { ...DEFAULT_BILLING } }),
  },
  {
    method: 'PUT',
    path: '/about/payments/',
    expect: ADMIN(200),
    // The ways to pay a restaurant has before any are chosen: orders placed afterwards pay as before.
    body: () => ({ json: { payment_methods: DEFAULT_PAYMENT_METHODS, max_cash_orders: DEFAULT_MAX_CASH_ORDERS } }),
  },
];
