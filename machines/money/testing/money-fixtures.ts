import type { MoneySummary } from '../../../contract/money-summary';
import type { MoneyRangeQuery } from '../../../contract/receipt';

/** The money screen's figures for the machine's tests and the stories alike. */

const NONE = { count: 0, amount: 0 };

/** A busy Friday: every way of paying, a table still to pay at the counter, one refund owed and one made. */
export const busyDay = (range: MoneyRangeQuery): MoneySummary => ({
  ...range,
  takings: [
    { method: 'esewa', count: 14, amount: 9_240 },
    { method: 'khalti', count: 5, amount: 3_115 },
    { method: 'cash', count: 9, amount: 6_480.5 },
  ],
  total: { count: 28, amount: 18_835.5 },
  cash: { to_collect: { count: 2, amount: 1_060 }, collected: { count: 9, amount: 6_480.5 } },
  refunds: { due: { count: 1, amount: 450 }, made: { count: 1, amount: 720 } },
});

/** Nothing taken, owed or collected: the screen says the days are empty. */
export const quietDay = (range: MoneyRangeQuery): MoneySummary => ({
  ...range,
  takings: (['esewa', 'khalti', 'cash'] as const).map((method) => ({ method, ...NONE })),
  total: NONE,
  cash: { to_collect: NONE, collected: NONE },
  refunds: { due: NONE, made: NONE },
});
