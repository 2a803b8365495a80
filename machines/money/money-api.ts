import type { MoneySummary } from '../../contract/money-summary';
import type { MoneyRangeQuery } from '../../contract/receipt';
import type { Result } from '../shared/result';

/** The two registers the accountant files: receipts and the credit notes that take them back. */
export type MoneyCsv = 'register' | 'credit-notes';

/** The money screen's calls (money.read), loaded only with the admin screens. */
export interface MoneyApi {
  /** GET /admin/money/summary/?from=&to= */
  summary(range: MoneyRangeQuery): Promise<Result<MoneySummary>>;
  /** GET /admin/money/register.csv or credit-notes.csv ?from=&to=: the file's text. */
  csv(kind: MoneyCsv, range: MoneyRangeQuery): Promise<Result<string>>;
}

/** The file name a download is saved under, as the server's Content-Disposition names it. */
export const csvFileName = (kind: MoneyCsv, range: MoneyRangeQuery) =>
  `${kind === 'register' ? 'sales-register' : 'credit-notes'}-${range.from}-${range.to}.csv`;
