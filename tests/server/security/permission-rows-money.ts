import { type MatrixRow, ADMIN, withAndWithoutSlash, answeredAlike } from './permission-matrix-kit';

/**
 * Cash received, receipts and the money registers. An unpaid order has no receipt yet, so every signed-in caller is
 * told "not found" here; who may read and print a receipt that exists is shown in tests/server/receipts.test.ts.
 */
export const MONEY_ROWS: readonly MatrixRow[] = [
  // Cash received: admins only; an order paid online is not one the counter collects (409 naming it).
  ...withAndWithoutSlash('/orders/{orderA}/cash-received/', {
    method: 'POST',
    expect: ADMIN(409),
    note: "A's unpaid eSewa order: there is no cash to collect",
  }),
  ...(['receipt', 'credit-note'] as const).flatMap((kind): MatrixRow[] => [
    {
      method: 'GET',
      path: `/orders/{orderA}/${kind}/`,
      expect: [401, 404, 404, 404],
      note: "A's unpaid order: nothing issued yet",
    },
    {
      method: 'POST',
      path: `/orders/{orderA}/${kind}/prints/`,
      expect: [401, 404, 404, 404],
      note: "A's unpaid order: nothing issued yet to print",
    },
  ]),
  ...answeredAlike(ADMIN(200), [
    'GET /admin/money/register.csv?from=2026-01-01&to=2026-01-31',
    'GET /admin/money/credit-notes.csv?from=2026-01-01&to=2026-01-31',
    'GET /admin/money/summary/?from=2026-01-01&to=2026-01-31',
  ]),
];
