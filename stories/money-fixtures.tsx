import type { MoneySummary } from '../contract/money-summary';
import type { MoneyRangeQuery } from '../contract/receipt';
import type { MoneyApi, MoneyCsv } from '../machines/money/money-api';
import { failure, ok } from '../machines/shared/result';

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

export const quietDay = (range: MoneyRangeQuery): MoneySummary => ({
  ...range,
  takings: (['esewa', 'khalti', 'cash'] as const).map((method) => ({ method, ...NONE })),
  total: NONE,
  cash: { to_collect: NONE, collected: NONE },
  refunds: { due: NONE, made: NONE },
});

export const REGISTER_CSV =
  '\uFEFF"Date (BS)","Date (AD)","Receipt number","Customer","Taxable amount","VAT","Total"\r\n' +
  '"2083-08-11","2026-11-27","2083/84-000042","Sita Sharma","442.48","57.52","500.00"\r\n';

export interface FakeMoney {
  api: MoneyApi;
  /** Every range the screen asked the figures of, and every register it fetched. */
  asked: MoneyRangeQuery[];
  fetched: { kind: MoneyCsv; range: MoneyRangeQuery }[];
}

/** The money calls with no network: `day` answers the figures, or the read never answers, or fails. */
export function fakeMoney(day: ((range: MoneyRangeQuery) => MoneySummary) | 'loading' | 'error' = busyDay): FakeMoney {
  const asked: MoneyRangeQuery[] = [];
  const fetched: FakeMoney['fetched'] = [];
  return {
    asked,
    fetched,
    api: {
      async summary(range) {
        asked.push(range);
        if (day === 'loading') return new Promise(() => {});
        if (day === 'error') return failure('Something went wrong', 500);
        return ok(day(range));
      },
      async csv(kind, range) {
        fetched.push({ kind, range });
        return ok(REGISTER_CSV);
      },
    },
  };
}
