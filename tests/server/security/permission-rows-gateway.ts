import { type MatrixRow, ALL, ADMIN, CUSTOMER, v2FieldsOf, answeredAlike } from './permission-matrix-kit';

/** The sandbox stand-in for eSewa, methods no route has, and HEAD. */
export const GATEWAY_ROWS: readonly MatrixRow[] = [
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
    expect: [404, 404, 404, 200],
    note: "it shows any payment's reference: only to the demo key or an admin",
  },
  {
    method: 'POST',
    path: '/payment/esewa/sandbox/v2/settle',
    expect: ALL(404),
    note: 'the demo key or an admin only; for the admin, no such payment',
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

  // The sandbox stand-in for Khalti: its page is reached by a pidx's address, its lookup and settle by the demo key.
  { method: 'GET', path: '/payment/khalti/sandbox/pay?pidx=NoSuchPidx', expect: ALL(404), note: 'no such payment' },
  {
    method: 'POST',
    path: '/payment/khalti/sandbox/pay?pidx=NoSuchPidx',
    expect: ALL(404),
    note: 'no such payment',
    body: () => ({ urlencoded: { choice: 'cancel' } }),
  },
  {
    method: 'POST',
    path: '/payment/khalti/sandbox/epayment/lookup/',
    expect: [404, 404, 404, 400],
    note: "it shows any payment: only to the demo key or an admin (who is told the pidx is missing)",
    body: () => ({ json: {} }),
  },
  {
    method: 'POST',
    path: '/payment/khalti/sandbox/settle',
    expect: [404, 404, 404, 400],
    note: 'the demo key or an admin only; for the admin, a status Khalti has not',
    body: () => ({ json: { pidx: 'NoSuchPidx', status: 'Paid' } }),
  },

  // Methods no route has: no wildcard answers them, whoever asks.
  ...answeredAlike(ALL(404), [
    'DELETE /orders/{orderA}/',
    'PATCH /orders/{orderA}/',
    'PUT /cart/cart/',
    'PATCH /account/user-profile/',
    'DELETE /account/user-profile/',
    'PUT /account/users/{userA}/',
    'POST /dashboard/',
    'DELETE /meal/review-rating/',
  ]),
  // HEAD is answered as GET without the body: the same guards run.
  { method: 'HEAD', path: '/cart/cart/', expect: CUSTOMER(200) },
  { method: 'HEAD', path: '/orders/{orderA}/', expect: [401, 200, 404, 200] },
  { method: 'HEAD', path: '/dashboard/', expect: ADMIN(200) },
];
