import { v2FormFields } from '../../../server/services/esewa-v2';
/**
 * Every API route × four callers → the status the server must answer (decisions §3: what is not granted is denied).
 * permission-matrix.test.ts runs each row for each caller against a fresh database and lists every deviation.
 *
 * Paths are templates: `{name}` is filled from the fixtures (A's and B's ids) and from what the row's `prepare` made
 * for that one call. Every write carries a valid body, so a status says who may call, not what was wrong with the body.
 * Rows that consume something (a delete, a payment, a code) get a fresh target from `prepare` for every caller;
 * rows that end sessions use a fresh login of their own (`session: 'fresh'`) or are re-signed-in after (`endsSessions`).
 */

export const CALLERS = ['visitor', 'customerA', 'customerB', 'admin'] as const;
export type Caller = (typeof CALLERS)[number];
export type SignedIn = Exclude<Caller, 'visitor'>;

export type Vars = Record<string, unknown>;

export type Body =
  | { json: unknown }
  | { form: FormData }
  /** A browser's form post (the eSewa sandbox pages). */
  | { urlencoded: Record<string, string> };

/** What the test hands the rows: the fixtures as `vars`, and ways to make a fresh target for one call. */
export interface MatrixContext {
  /**
   * mealChicken (in A's cart), mealVeg (in B's cart), mealSelRoti, category, userA, userB, adminId, orderA, orderB,
   * phoneA, merchantCode, mealImage (Chicken Momo's picture under /media/).
   */
  vars: Vars;
  passwordOf(caller: SignedIn): { phone_number: string; password: string };
  tokenOf(caller: Caller): string | undefined;
  freshNumber(): string;
  /** The code the outbox texted to a number. */
  codeFor(phoneNumber: string): Promise<string>;
  /** A customer code (sent as by the sign-up form) or an admin code (sent by the admin). */
  sendCode(phoneNumber: string, type: 'customer' | 'admin' | 'password_reset'): Promise<string>;
  /** A customer written to the table, not signed in. */
  newUser(): Promise<{ id: number; phoneNumber: string }>;
  /** A meal, or a category, made by the admin through the API. */
  newMeal(): Promise<number>;
  newCategory(): Promise<number>;
  uniqueName(prefix: string): string;
  mealForm(name: string): Promise<FormData>;
  /** A pending order of A's with one Chicken Momo: its id, pid and gateway form fields. */
  newOrderOfA(): Promise<{ id: number; pid: string; fields: Record<string, string> }>;
  /** eSewa's success return for an order paid in the sandbox. */
  payInSandbox(fields: Record<string, string>): Promise<{ oid: string; amt: string; refId: string }>;
  /** The sandbox payment page's hidden fields for a gateway form. */
  sandboxPage(fields: Record<string, string>): Promise<Record<string, string>>;
  setOrderStatus(orderId: number, status: string): Promise<void>;
  /** The admin cancels a paid order with a reason, through the API: a refund is then due. */
  cancelPaid(orderId: number): Promise<void>;
  addToCart(caller: 'customerA' | 'customerB', mealId: number): Promise<void>;
}

export interface MatrixRow {
  method: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  /** Statuses for visitor, customer A, customer B, admin; null: not run for that caller (the note says why). */
  expect: readonly [number | null, number | null, number | null, number | null];
  body?: (vars: Vars, caller: Caller, ctx: MatrixContext) => Body | Promise<Body>;
  /** Run before each caller's call; what it answers joins `vars` for that call. */
  prepare?: (ctx: MatrixContext, caller: Caller) => Promise<Vars>;
  /** Called with a session of its own (vars.access, vars.refresh), so the fixtures' tokens live on. */
  session?: 'fresh';
  /** Ends every session of the caller: the test signs the caller in again afterwards. */
  endsSessions?: true;
  /** A server-sent event stream: only the status is read, then the stream is closed. */
  stream?: true;
  note?: string;
}

/** The signed ePay v2 form of an order (eSewa's UAT key, the test env's). */
const v2FieldsOf = (order: { pid: string; fields: Record<string, string> }) =>
  v2FormFields('8gBm/:&EnhH.1/q', {
    totalAmount: order.fields.tAmt ?? '',
    transactionUuid: order.pid,
    productCode: 'EPAYTEST',
    successUrl: 'https://momo.example.com/esewa-success',
    failureUrl: `https://momo.example.com/esewa-failure?pid=${order.pid}`,
  });

const ALL = (status: number) => [status, status, status, status] as const;
/** Admins only (decisions §3). */
const ADMIN = (ok: number) => [401, 403, 403, ok] as const;
/** Any signed-in user, each about themselves. */
const SIGNED_IN = (ok: number) => [401, ok, ok, ok] as const;
/** A customer's own things; admins get the spec's warning (403). */
const CUSTOMER = (ok: number) => [401, ok, ok, 403] as const;

const REVIEW_TEXT = 'Juicy momo with a proper achar, would order again.';
const STRONG = 'Strong@123';

export const PERMISSION_MATRIX: readonly MatrixRow[] = [
  // Public reads and probes.
  { method: 'GET', path: '/health', expect: ALL(200) },
  { method: 'GET', path: '/dev/outbox/', expect: ALL(404), note: 'the outbox answers the loopback address only' },
  { method: 'GET', path: '/no-such-route/', expect: ALL(404) },
  { method: 'GET', path: '/meal/categories/', expect: ALL(200) },
  { method: 'GET', path: '/meal/meals/', expect: ALL(200) },
  { method: 'GET', path: '/meal/meals/?page=1&page_size=2', expect: ALL(200) },
  { method: 'GET', path: '/meal/meals/{mealChicken}', expect: ALL(200) },
  { method: 'GET', path: '/meal/meals/{mealChicken}/', expect: ALL(200) },
  { method: 'GET', path: '/meal/search/?search=momo', expect: ALL(200) },
  { method: 'GET', path: '/meal/latest-meal/', expect: ALL(200) },
  { method: 'GET', path: '/meal/meal-by-category/{category}/', expect: ALL(200) },
  { method: 'GET', path: '/meal/review-rating/?meal_id={mealChicken}', expect: ALL(200) },
  { method: 'GET', path: '/about/about/', expect: ALL(200) },
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
    prepare: async (ctx) => ({ meal: await ctx.newMeal() }),
    body: () => {
      const form = new FormData();
      form.set('price', '260');
      return { form };
    },
  },
  {
    method: 'DELETE',
    path: '/meal/{meal}/delete/',
    expect: ADMIN(200),
    prepare: async (ctx) => ({ meal: await ctx.newMeal() }),
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
    prepare: async (ctx) => ({ newMeal: await ctx.newMeal() }),
    body: () => ({ json: { groups: [{ name: 'Spice level', kind: 'one', options: [{ name: 'Mild', price: 0 }] }] } }),
  },
  {
    method: 'PATCH',
    path: '/meal/categories/{newCategory}/',
    expect: ADMIN(200),
    prepare: async (ctx) => ({ newCategory: await ctx.newCategory() }),
    body: (_vars, _caller, ctx) => ({ json: { name: ctx.uniqueName('Renamed Category') } }),
  },
  {
    method: 'DELETE',
    path: '/meal/categories/{newCategory}/',
    expect: ADMIN(200),
    prepare: async (ctx) => ({ newCategory: await ctx.newCategory() }),
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
  { method: 'GET', path: '/meal/review-rating/mine/?meal_id={mealChicken}', expect: CUSTOMER(200) },
  { method: 'GET', path: '/meal/favorite-meal/', expect: CUSTOMER(200) },
  { method: 'GET', path: '/meal/favorite-meal/?meal_id={mealSelRoti}', expect: CUSTOMER(200) },
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
    body: () => {
      const form = new FormData();
      const fields = {
        description: 'Family kitchen cooking Newari and Thakali food since 1998.',
        contact_number: '9801234567',
        email: 'hello@test-kitchen.example',
        opening_time: '10:00',
        closing_time: '22:00',
      };
      for (const [name, value] of Object.entries(fields)) form.set(name, value);
      return { form };
    },
  },
  {
    method: 'PUT',
    path: '/about/service/',
    expect: ADMIN(200),
    body: () => ({
      json: { pickup: true, dine_in: true, delivery: false, delivery_fee: 0, delivery_minimum: 0, pickup_minutes: 20, tables: 12 },
    }),
  },
  { method: 'GET', path: '/dashboard/', expect: ADMIN(200) },

  // Accounts: the public doors.
  {
    method: 'POST',
    path: '/account/send-otp/',
    expect: ALL(200),
    body: (_vars, _caller, ctx) => ({ json: { phone_number: ctx.freshNumber(), otp_type: 'customer' } }),
  },
  {
    method: 'POST',
    path: '/account/resend-otp/',
    expect: ALL(200),
    body: (_vars, _caller, ctx) => ({ json: { phone_number: ctx.freshNumber(), otp_type: 'customer' } }),
  },
  {
    method: 'POST',
    path: '/account/send-otp/',
    expect: ADMIN(200),
    note: 'a code for a new admin is requested by an admin',
    body: (_vars, _caller, ctx) => ({ json: { phone_number: ctx.freshNumber(), otp_type: 'admin' } }),
  },
  {
    method: 'POST',
    path: '/account/signup/',
    expect: ALL(201),
    prepare: async (ctx) => {
      const phone = ctx.freshNumber();
      return { phone, code: await ctx.sendCode(phone, 'customer') };
    },
    body: (vars) => ({
      json: {
        name: 'Matrix Customer',
        phone_number: vars.phone,
        password: 'Pass@123',
        confirm_password: 'Pass@123',
        userotp: vars.code,
        account_type: 'customer',
      },
    }),
  },
  {
    method: 'POST',
    path: '/account/login/',
    expect: ALL(200),
    note: "a visitor logs in with A's credentials",
    body: (_vars, caller, ctx) => ({ json: ctx.passwordOf(caller === 'visitor' ? 'customerA' : caller) }),
  },
  {
    method: 'POST',
    path: '/account/validate-token/',
    expect: SIGNED_IN(200),
    note: 'each caller sends its own access token; a visitor has none to send',
    body: (_vars, caller, ctx) => ({ json: { access: ctx.tokenOf(caller) ?? 'not-a-token' } }),
  },
  {
    method: 'POST',
    path: '/account/refresh-token/',
    expect: SIGNED_IN(200),
    session: 'fresh',
    body: (vars) => ({ json: { refresh: vars.refresh ?? 'not-a-token' } }),
  },
  {
    method: 'POST',
    path: '/account/forgot-password/',
    expect: ALL(200),
    body: (_vars, _caller, ctx) => ({ json: { phone_number: ctx.freshNumber() } }),
  },
  {
    method: 'POST',
    path: '/account/reset-password/',
    expect: ALL(200),
    note: 'a throwaway user, so the callers keep their passwords',
    prepare: async (ctx) => {
      const user = await ctx.newUser();
      return { phone: user.phoneNumber, code: await ctx.sendCode(user.phoneNumber, 'password_reset') };
    },
    body: (vars) => ({
      json: { phone_number: vars.phone, userotp: vars.code, new_password: 'New@1234', confirm_password: 'New@1234' },
    }),
  },

  // Accounts: about oneself.
  { method: 'GET', path: '/account/user-profile/', expect: SIGNED_IN(200) },
  {
    method: 'PUT',
    path: '/account/user-profile/',
    expect: SIGNED_IN(200),
    body: () => {
      const form = new FormData();
      form.set('name', 'Matrix Name');
      return { form };
    },
  },

  // The users of the back office: admins only.
  { method: 'GET', path: '/account/users/', expect: ADMIN(200) },
  { method: 'GET', path: '/account/search/?q=Ram', expect: ADMIN(200) },
  { method: 'GET', path: '/account/users/{userA}', expect: ADMIN(200) },
  { method: 'GET', path: '/account/users/{userA}/', expect: ADMIN(200) },
  { method: 'GET', path: '/account/users/{userB}/', expect: ADMIN(200) },
  {
    method: 'POST',
    path: '/account/users/',
    expect: ADMIN(201),
    prepare: async (ctx) => {
      const phone = ctx.freshNumber();
      return { phone, code: await ctx.sendCode(phone, 'admin') };
    },
    body: (vars) => ({
      json: {
        name: 'Matrix Admin',
        phone_number: vars.phone,
        password: STRONG,
        confirm_password: STRONG,
        account_type: 'admin',
        userotp: vars.code,
      },
    }),
  },
  {
    method: 'DELETE',
    path: '/account/{victim}/delete/',
    expect: ADMIN(200),
    prepare: async (ctx) => ({ victim: (await ctx.newUser()).id }),
  },
  {
    method: 'DELETE',
    path: '/account/{userA}/delete/',
    expect: [401, 403, 403, null],
    note: "A cannot delete themselves nor B delete A; the admin's delete is the row above, on a throwaway user",
  },

  // The cart: a customer's own.
  { method: 'GET', path: '/cart/cart/', expect: CUSTOMER(200) },
  {
    method: 'POST',
    path: '/cart/cart/',
    expect: CUSTOMER(200),
    body: (vars) => ({ json: { meal: vars.mealSelRoti } }),
  },
  {
    method: 'PUT',
    path: '/cart/cart/{mealChicken}/',
    expect: [401, 200, 404, 403],
    note: "Chicken Momo is in A's cart, never in B's: B's choice for it finds no line",
    body: () => ({ json: { note: 'no onion' } }),
    prepare: async (ctx) => {
      await ctx.addToCart('customerA', ctx.vars.mealChicken as number);
      return {};
    },
  },
  {
    method: 'DELETE',
    path: '/cart/delete/{mealChicken}/',
    expect: [401, 200, 404, 403],
    note: "Chicken Momo is in A's cart, never in B's",
    prepare: async (ctx) => {
      await ctx.addToCart('customerA', ctx.vars.mealChicken as number);
      return {};
    },
  },

  // Orders: a customer creates and reads their own; an admin reads all and moves them.
  {
    method: 'POST',
    path: '/orders/',
    expect: CUSTOMER(201),
    body: (vars) => ({ json: { items: [{ meal: vars.mealSelRoti, quantity: 1 }] } }),
  },
  { method: 'GET', path: '/orders/', expect: SIGNED_IN(200) },
  { method: 'GET', path: '/orders/?status=pending_payment&page=1', expect: SIGNED_IN(200) },
  { method: 'GET', path: '/orders/counts/', expect: ADMIN(200) },
  { method: 'GET', path: '/orders/counts', expect: ADMIN(200) },
  { method: 'GET', path: '/orders/{orderA}', expect: [401, 200, 404, 200] },
  { method: 'GET', path: '/orders/{orderA}/', expect: [401, 200, 404, 200] },
  { method: 'GET', path: '/orders/{orderB}/', expect: [401, 404, 200, 200] },
  ...['/orders/{paidOrder}/status/', '/orders/{paidOrder}/status'].map(
    (path): MatrixRow => ({
      method: 'POST',
      path,
      expect: ADMIN(200),
      note: "a paid order of A's, moved to preparing",
      prepare: async (ctx) => {
        const order = await ctx.newOrderOfA();
        await ctx.setOrderStatus(order.id, 'paid');
        return { paidOrder: order.id };
      },
      body: () => ({ json: { status: 'preparing' } }),
    }),
  ),
  // Paying again and removing: A's own unpaid order only; an admin gets the spec's warning.
  ...['/orders/{unpaid}/pay/', '/orders/{unpaid}/pay'].map(
    (path): MatrixRow => ({
      method: 'POST',
      path,
      expect: [401, 201, 404, 403],
      note: "a fresh unpaid order of A's, sent to the gateway again",
      prepare: async (ctx) => ({ unpaid: (await ctx.newOrderOfA()).id }),
    }),
  ),
  // Ordering again: A's own order's meals into A's cart; B does not see it, an admin gets the spec's warning.
  ...['/orders/{done}/reorder/', '/orders/{done}/reorder'].map(
    (path): MatrixRow => ({
      method: 'POST',
      path,
      expect: [401, 200, 404, 403],
      note: "a completed order of A's, its meals back in A's cart",
      prepare: async (ctx) => {
        const order = await ctx.newOrderOfA();
        await ctx.setOrderStatus(order.id, 'completed');
        return { done: order.id };
      },
    }),
  ),
  ...['/orders/{unpaid}/cancel/', '/orders/{unpaid}/cancel'].map(
    (path): MatrixRow => ({
      method: 'POST',
      path,
      expect: [401, 200, 404, 403],
      note: "a fresh unpaid order of A's, removed",
      prepare: async (ctx) => ({ unpaid: (await ctx.newOrderOfA()).id }),
    }),
  ),
  // Recording a refund: admins only, on an order with a refund due.
  ...['/orders/{owed}/refund/', '/orders/{owed}/refund'].map(
    (path): MatrixRow => ({
      method: 'POST',
      path,
      expect: ADMIN(200),
      note: "a paid order of A's cancelled by the kitchen with a reason: a refund is due",
      prepare: async (ctx) => {
        const order = await ctx.newOrderOfA();
        await ctx.setOrderStatus(order.id, 'paid');
        await ctx.cancelPaid(order.id);
        return { owed: order.id };
      },
      body: () => ({ json: { reference: 'ESW-REFUND-1' } }),
    }),
  ),
  // The kitchen's ready-time estimate: admins only, on a pickup order being made.
  ...['/orders/{making}/ready-time/', '/orders/{making}/ready-time'].map(
    (path): MatrixRow => ({
      method: 'POST',
      path,
      expect: ADMIN(200),
      note: "a paid pickup order of A's",
      prepare: async (ctx) => {
        const order = await ctx.newOrderOfA();
        await ctx.setOrderStatus(order.id, 'paid');
        return { making: order.id };
      },
      body: () => ({ json: { minutes: 15 } }),
    }),
  ),
  { method: 'GET', path: '/orders/events/', expect: SIGNED_IN(200), stream: true },
  { method: 'GET', path: '/orders/events', expect: SIGNED_IN(200), stream: true },

  // eSewa's returns, handed over by the app: the customer's own order only.
  {
    method: 'POST',
    path: '/payment/esewa/verify/',
    expect: [401, 200, 404, 403],
    note: "each caller presents a genuine sandbox payment of a fresh order of A's",
    prepare: async (ctx) => ctx.payInSandbox((await ctx.newOrderOfA()).fields),
    body: (vars) => ({ json: { oid: vars.oid, amt: vars.amt, refId: vars.refId } }),
  },
  {
    method: 'POST',
    path: '/payment/esewa/failure/',
    expect: [401, 200, 404, 403],
    prepare: async (ctx) => ({ pid: (await ctx.newOrderOfA()).pid }),
    body: (vars) => ({ json: { pid: vars.pid } }),
  },

  // The sandbox stand-in for eSewa: a browser's pages, no bearer token involved (ESEWA_MODE=sandbox).
  {
    method: 'POST',
    path: '/payment/esewa/sandbox/form',
    expect: ALL(200),
    prepare: async (ctx) => ({ fields: (await ctx.newOrderOfA()).fields }),
    body: (vars) => ({ urlencoded: vars.fields as Record<string, string> }),
  },
  {
    method: 'POST',
    path: '/payment/esewa/sandbox/pay',
    expect: ALL(303),
    note: 'the Cancel button: back to the failure return',
    prepare: async (ctx) => ({ hidden: await ctx.sandboxPage((await ctx.newOrderOfA()).fields) }),
    body: (vars) => ({ urlencoded: { ...(vars.hidden as Record<string, string>), choice: 'cancel' } }),
  },
  // Its ePay v2 pages and calls: the matrix's server speaks v1, so the rows sign a v2 form of A's order themselves.
  {
    method: 'POST',
    path: '/payment/esewa/sandbox/v2/form',
    expect: ALL(200),
    prepare: async (ctx) => ({ fields: v2FieldsOf(await ctx.newOrderOfA()) }),
    body: (vars) => ({ urlencoded: vars.fields as Record<string, string> }),
  },
  {
    method: 'POST',
    path: '/payment/esewa/sandbox/v2/pay',
    expect: ALL(303),
    note: 'the Cancel button: back to the failure return',
    prepare: async (ctx) => ({ fields: v2FieldsOf(await ctx.newOrderOfA()) }),
    body: (vars) => ({ urlencoded: { ...(vars.fields as Record<string, string>), choice: 'cancel' } }),
  },
  {
    method: 'GET',
    path: '/payment/esewa/sandbox/v2/status/?product_code=EPAYTEST&total_amount=250&transaction_uuid=TXN1',
    expect: ALL(200),
  },
  {
    method: 'POST',
    path: '/payment/esewa/sandbox/v2/settle',
    expect: ALL(404),
    note: 'no such payment: like all of the sandbox it takes no bearer token, and says so for everyone alike',
    body: () => ({ json: { transaction_uuid: 'TXN-NONE', status: 'COMPLETE' } }),
  },
  {
    method: 'POST',
    path: '/payment/esewa/sandbox/transrec',
    expect: ALL(200),
    prepare: async (ctx) => ctx.payInSandbox((await ctx.newOrderOfA()).fields),
    body: (vars) => ({
      urlencoded: {
        amt: String(vars.amt),
        rid: String(vars.refId),
        pid: String(vars.oid),
        scd: String(vars.merchantCode),
      },
    }),
  },

  // Methods no route has: no wildcard answers them, whoever asks.
  { method: 'DELETE', path: '/orders/{orderA}/', expect: ALL(404) },
  { method: 'PATCH', path: '/orders/{orderA}/', expect: ALL(404) },
  { method: 'PUT', path: '/cart/cart/', expect: ALL(404) },
  { method: 'PATCH', path: '/account/user-profile/', expect: ALL(404) },
  { method: 'DELETE', path: '/account/user-profile/', expect: ALL(404) },
  { method: 'PUT', path: '/account/users/{userA}/', expect: ALL(404) },
  { method: 'POST', path: '/dashboard/', expect: ALL(404) },
  { method: 'DELETE', path: '/meal/review-rating/', expect: ALL(404) },
  // HEAD is answered as GET without the body: the same guards run.
  { method: 'HEAD', path: '/cart/cart/', expect: CUSTOMER(200) },
  { method: 'HEAD', path: '/orders/{orderA}/', expect: [401, 200, 404, 200] },
  { method: 'HEAD', path: '/dashboard/', expect: ADMIN(200) },

  // Last: calls that end sessions, each on a session of its own or signed in again afterwards.
  {
    method: 'POST',
    path: '/account/logout/',
    expect: SIGNED_IN(200),
    session: 'fresh',
    body: (vars) => ({ json: { refresh: vars.refresh } }),
  },
  {
    method: 'POST',
    path: '/account/change-password/',
    expect: SIGNED_IN(200),
    endsSessions: true,
    note: 'to the same password, so the fixtures can sign in again',
    body: (_vars, caller, ctx) => {
      const { password } = ctx.passwordOf(caller === 'visitor' ? 'customerA' : caller);
      return { json: { password, new_password: password, confirm_password: password } };
    },
  },
];
