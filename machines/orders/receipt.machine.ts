import { assign, setup } from 'xstate';
import type { ReceiptDocument, ReceiptKind } from '../../contract/receipt';
import { answeredOk, settleRead } from '../shared/answer';
import { providedCall } from '../shared/boundary';
import type { Result } from '../shared/result';

export const RECEIPT_PRINT_FAILED = /*i18n*/ 'The print could not be recorded, so nothing was printed. Try again.';

/** The paper a receipt is laid out for: a thermal roll's 80 mm column or an A4 sheet. */
export type ReceiptPaper = '80mm' | 'a4';

export interface ReceiptInput {
  orderId: number;
  kind: ReceiptKind;
}

export type ReceiptEvent =
  | { type: 'receipt.retry' }
  | { type: 'receipt.paper'; paper: ReceiptPaper }
  | { type: 'receipt.print' };

interface ReceiptContext extends ReceiptInput {
  document: ReceiptDocument | null;
  paper: ReceiptPaper;
  printFailed: boolean;
}

/**
 * An order's receipt or credit note, and printing it: each print is counted by the server before the browser's
 * print dialog opens, so the paper says "Copy of Original" from the second print on, and a print the server did not
 * count is never made.
 */
export const receiptMachine = setup({
  types: {
    context: {} as ReceiptContext,
    events: {} as ReceiptEvent,
    input: {} as ReceiptInput,
  },
  actors: {
    load: providedCall<Result<ReceiptDocument>, ReceiptInput>('load'),
    recordPrint: providedCall<Result<ReceiptDocument>, ReceiptInput>('recordPrint'),
    /** The browser's print dialog; done when it closes. */
    print: providedCall<void>('print'),
  },
  guards: { answeredOk },
  actions: {
    store: assign((_, document: ReceiptDocument) => ({ document, printFailed: false })),
    choosePaper: assign(({ event }) => (event.type === 'receipt.paper' ? { paper: event.paper } : {})),
    notePrintFailed: assign({ printFailed: true }),
  },
}).createMachine({
  id: 'receipt',
  context: ({ input }) => ({ ...input, document: null, paper: '80mm', printFailed: false }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'load',
        input: ({ context }) => ({ orderId: context.orderId, kind: context.kind }),
        ...settleRead('store', 'ready', 'failed'),
      },
    },
    failed: {
      on: { 'receipt.retry': 'loading' },
    },
    ready: {
      on: {
        'receipt.paper': { actions: 'choosePaper' },
        'receipt.print': 'recording',
      },
    },
    recording: {
      invoke: {
        src: 'recordPrint',
        input: ({ context }) => ({ orderId: context.orderId, kind: context.kind }),
        ...settleRead('store', 'printing', { target: 'ready', actions: 'notePrintFailed' }),
      },
    },
    printing: {
      invoke: { src: 'print', onDone: 'ready', onError: 'ready' },
    },
  },
});

export interface ReceiptView {
  status: 'loading' | 'failed' | 'ready';
  document: ReceiptDocument | null;
  paper: ReceiptPaper;
  /** A print is being counted or made: the Print button waits. */
  busy: boolean;
  printFailed: boolean;
  /**
   * Which copy the paper on screen is: null for the original, else the copy's number. While printing it is the
   * print just counted; otherwise the next one.
   */
  copyNumber: number | null;
}

type Snapshot = { context: ReceiptContext; matches: (state: never) => boolean };

export function selectReceipt(snapshot: Snapshot): ReceiptView {
  const { document, paper, printFailed } = snapshot.context;
  const is = (state: string) => snapshot.matches(state as never);
  const times = document?.times_printed ?? 0;
  const shownPrint = is('printing') ? times : times + 1;
  return {
    status: is('loading') ? 'loading' : is('failed') ? 'failed' : 'ready',
    document,
    paper,
    busy: is('recording') || is('printing'),
    printFailed,
    copyNumber: shownPrint > 1 ? shownPrint - 1 : null,
  };
}
