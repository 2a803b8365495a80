import { v2FormFields } from '../../../server/services/esewa-v2';
/**
 * Every API route × four callers → the status the server must answer (docs/rules/roles.md#permissions: what is not
 * granted is denied).
 * This file holds the matrix's types and shorthands; the rows are in permission-rows-*.ts, in permission-matrix.ts's order.
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
  /** The meal put in the caller's cart: the id of its (first) line. */
  cartLineOf(caller: 'customerA' | 'customerB', mealId: number): Promise<number>;
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
export const v2FieldsOf = (order: { pid: string; fields: Record<string, string> }) =>
  v2FormFields('8gBm/:&EnhH.1/q', {
    totalAmount: order.fields.tAmt ?? '',
    transactionUuid: order.pid,
    productCode: 'EPAYTEST',
    successUrl: 'https://momo.example.com/esewa-success',
    failureUrl: `https://momo.example.com/esewa-failure?pid=${order.pid}`,
  });

export const ALL = (status: number) => [status, status, status, status] as const;
/** Admins only (docs/rules/roles.md#permissions). */
export const ADMIN = (ok: number) => [401, 403, 403, ok] as const;
/** Any signed-in user, each about themselves. */
export const SIGNED_IN = (ok: number) => [401, ok, ok, ok] as const;
/** A customer's own things; admins get the spec's warning (403). */
export const CUSTOMER = (ok: number) => [401, ok, ok, 403] as const;

export const REVIEW_TEXT = 'Juicy momo with a proper achar, would order again.';
export const STRONG = 'Strong@123';

/** A multipart body of text fields, as the back office's and the profile's forms post them. */
export const formBody = (fields: Record<string, string>): Body => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return { form };
};

/** A prepare: a number no one holds yet and the code texted to it for `type` (vars.phone, vars.code). */
export const codeForFreshNumber =
  (type: 'customer' | 'admin') =>
  async (ctx: MatrixContext): Promise<Vars> => {
    const phone = ctx.freshNumber();
    return { phone, code: await ctx.sendCode(phone, type) };
  };

/** A prepare: a fresh order of A's, moved on to `status` when one is named, as vars[name]. */
export const orderOfA =
  (name: string, status?: string) =>
  async (ctx: MatrixContext): Promise<Vars> => {
    const order = await ctx.newOrderOfA();
    if (status) await ctx.setOrderStatus(order.id, status);
    return { [name]: order.id };
  };

/** A prepare: a throwaway meal as vars[name], for a row that changes or deletes it. */
export const newMealAs =
  (name: string) =>
  async (ctx: MatrixContext): Promise<Vars> => ({ [name]: await ctx.newMeal() });

/** A prepare: a throwaway category as vars.newCategory. */
export const newCategory = async (ctx: MatrixContext): Promise<Vars> => ({ newCategory: await ctx.newCategory() });

/** A prepare: Chicken Momo in A's cart (never in B's), for the rows that name it by meal. */
export const chickenInCartOfA = async (ctx: MatrixContext): Promise<Vars> => {
  await ctx.addToCart('customerA', ctx.vars.mealChicken as number);
  return {};
};

/** A prepare: A's line of Chicken Momo as vars.lineA, for the rows that name it by line. */
export const chickenLineOfA = async (ctx: MatrixContext): Promise<Vars> => ({
  lineA: await ctx.cartLineOf('customerA', ctx.vars.mealChicken as number),
});

/** One row twice: with the trailing slash and without, which the server answers alike. */
export const withAndWithoutSlash = (path: string, row: Omit<MatrixRow, 'path'>): MatrixRow[] =>
  [path, path.replace(/\/$/, '')].map((each) => ({ ...row, path: each }));

/**
 * Rows alike but for the request ('GET /health'): the same answers, with no body, nothing to prepare and no note. The
 * answers are stated once for the group, so a row that stands apart (a note, a different caller's answer) shows.
 */
export const answeredAlike = (
  expect: MatrixRow['expect'],
  requests: readonly `${MatrixRow['method']} /${string}`[],
): MatrixRow[] =>
  requests.map((request) => {
    const space = request.indexOf(' ');
    return { method: request.slice(0, space) as MatrixRow['method'], path: request.slice(space + 1), expect };
  });
