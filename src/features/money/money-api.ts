import type { $Fetch } from 'ofetch';
import * as z from 'zod/mini';
import { moneySummary } from '../../../contract/money-summary';
import type { MoneyApi } from '../../../machines/money/money-api';
import { request } from '../../api/http';

const csvText = z.string();

/** The real money calls: HTTP to the API's paths, the summary parsed by the contract, a register as its text. */
export function createMoneyApi(http: $Fetch): MoneyApi {
  return {
    summary: (range) => request(http, moneySummary, '/admin/money/summary/', { query: range }),
    // Fetched rather than linked: the API takes its bearer token from a header a plain link cannot send.
    csv: (kind, range) =>
      request(http, csvText, `/admin/money/${kind === 'register' ? 'register' : 'credit-notes'}.csv`, {
        query: range,
        responseType: 'text',
      }),
  };
}
