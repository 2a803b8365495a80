import type { MoneySummary } from '../contract/money-summary';
import type { MoneyRangeQuery } from '../contract/receipt';
import type { MoneyApi, MoneyCsv } from '../machines/money/money-api';
import { busyDay, quietDay } from '../machines/money/testing/money-fixtures';
import { failure, ok } from '../machines/shared/result';

export { busyDay, quietDay };

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
