import type { ReceiptDocument } from '../contract/receipt';
import { failure, ok } from '../machines/shared/result';
import type { ReceiptApi } from '../src/features/orders/receipt-api';

export { cashReceipt, creditNote, paidReceipt } from '../machines/orders/testing/receipt-fixtures';

/**
 * The receipt screen's calls on a fake server: each print counted as the server counts it; the print dialog is not
 * opened (a story cannot close it).
 */
export function createFakeReceiptApi(start: ReceiptDocument, { printRefused = false } = {}): ReceiptApi {
  let document = start;
  return {
    load: async () => ok(document),
    async recordPrint() {
      if (printRefused) return failure('Something went wrong', 500);
      document = { ...document, times_printed: document.times_printed + 1 };
      return ok(document);
    },
    print: async () => undefined,
  };
}
