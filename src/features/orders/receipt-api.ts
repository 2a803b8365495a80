import type { $Fetch } from 'ofetch';
import { fromPromise } from 'xstate';
import { receiptDocument, type ReceiptDocument } from '../../../contract/receipt';
import { receiptMachine, type ReceiptInput } from '../../../machines/orders/receipt.machine';
import type { Result } from '../../../machines/shared/result';
import { request } from '../../api/http';

/** The receipt screen's calls: an order's receipt or credit note, counting a print, and the browser's print dialog. */
export interface ReceiptApi {
  load: (input: ReceiptInput) => Promise<Result<ReceiptDocument>>;
  recordPrint: (input: ReceiptInput) => Promise<Result<ReceiptDocument>>;
  print: () => Promise<void>;
}

const pathOf = ({ orderId, kind }: ReceiptInput) => `/orders/${orderId}/${kind === 'receipt' ? 'receipt' : 'credit-note'}/`;

export const createReceiptApi = (http: $Fetch): ReceiptApi => ({
  load: (input) => request(http, receiptDocument, pathOf(input)),
  recordPrint: (input) => request(http, receiptDocument, `${pathOf(input)}prints/`, { method: 'POST' }),
  // The dialog blocks until it closes; the next frame lets React draw the counted copy's mark before it opens.
  print: () =>
    new Promise((resolve) =>
      requestAnimationFrame(() => {
        window.print();
        resolve();
      }),
    ),
});

export const createReceiptLogic = (api: ReceiptApi) =>
  receiptMachine.provide({
    actors: {
      load: fromPromise(({ input }) => api.load(input)),
      recordPrint: fromPromise(({ input }) => api.recordPrint(input)),
      print: fromPromise(() => api.print()),
    },
  });
