import { describe, expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import type { ReceiptDocument } from '../../contract/receipt';
import { failure, ok, type Result } from '../shared/result';
import { edgesOf, type GraphEvent, type Rule } from '../shared/testing/graph-replay';
import { answersOf, endings, fakeCall } from '../shared/testing/fake-calls';
import { replayHarness } from '../shared/testing/replay-harness';
import { itReplaysEveryRule, retryReadsAgain } from '../shared/testing/rules';
import { receiptMachine, type ReceiptInput, selectReceipt } from './receipt.machine';
import { paidReceipt } from './testing/receipt-fixtures';

const [LOADED, LOAD_THREW] = answersOf(receiptMachine, 'receipt.loading');
const [RECORDED, RECORD_THREW] = answersOf(receiptMachine, 'receipt.recording');
const [PRINTED, PRINT_THREW] = answersOf(receiptMachine, 'receipt.printing');

const receiptAfter = (times_printed: number): ReceiptDocument => ({ ...paidReceipt, times_printed });
const [NEVER_PRINTED, PRINTED_ONCE, PRINTED_TWICE] = [receiptAfter(0), receiptAfter(1), receiptAfter(2)];
const REFUSED = failure('This order has no receipt.', 404);

const edges = edgesOf(receiptMachine.provide({}), {
  input: { orderId: 3, kind: 'receipt' },
  events: (state) => [
    { type: 'receipt.retry' },
    { type: 'receipt.print' },
    { type: 'receipt.paper', paper: '80mm' },
    { type: 'receipt.paper', paper: 'a4' },
    ...(state.matches('loading') ? endings([LOADED, LOAD_THREW], [ok(NEVER_PRINTED), ok(PRINTED_ONCE), REFUSED], 'load') : []),
    ...(state.matches('recording')
      ? endings([RECORDED, RECORD_THREW], [ok(PRINTED_ONCE), ok(PRINTED_TWICE), failure('Something went wrong', 500)], 'recordPrint')
      : []),
    ...(state.matches('printing') ? [{ type: PRINTED }, { type: PRINT_THREW, error: new Error('print threw') }] : []),
  ],
});

interface World {
  loads: number;
  records: number;
  prints: number;
}
const nothing = (): World => ({ loads: 0, records: 0, prints: 0 });

const harness = replayHarness<World>({
  nothing,
  input: { orderId: 3, kind: 'receipt' },
  logic: ({ world, calls }) =>
    receiptMachine.provide({
      actors: {
        load: fakeCall<Result<ReceiptDocument>, ReceiptInput>(calls, () => (world().loads += 1)),
        recordPrint: fakeCall<Result<ReceiptDocument>, ReceiptInput>(calls, () => (world().records += 1)),
        print: fakeCall<void>(calls, () => (world().prints += 1)),
      },
    }),
});

const view = (snapshot: AnyMachineSnapshot) => selectReceipt(snapshot as unknown as Parameters<typeof selectReceipt>[0]);
const okOutput = (event: GraphEvent) => (event.output as Result<ReceiptDocument> | undefined)?.ok === true;
const answeredWith = (types: string[]) => (event: GraphEvent) => types.includes(event.type) && okOutput(event);
const refusedOrThrew = (done: string, threw: string) => (event: GraphEvent) =>
  (event.type === done && !okOutput(event)) || event.type === threw;

const rules: Rule<World>[] = [
  {
    title: 'receipt: loaded → shown, laid out for the 80 mm roll; the next print is the original until one was made',
    applies: (from, event) => from.matches('loading') && answeredWith([LOADED])(event),
    holds: (_, event, to, world) => {
      const document = (event.output as { data: ReceiptDocument }).data;
      expect(view(to)).toMatchObject({ status: 'ready', document, paper: '80mm', busy: false });
      expect(view(to).copyNumber).toBe(document.times_printed === 0 ? null : document.times_printed);
      expect(world).toEqual(nothing());
    },
  },
  {
    title: 'receipt: no receipt, or the load failed → the failed screen with Try again',
    applies: (from, event) => from.matches('loading') && refusedOrThrew(LOADED, LOAD_THREW)(event),
    holds: (_, __, to, world) => {
      expect(view(to)).toMatchObject({ status: 'failed', document: null });
      expect(world).toEqual(nothing());
    },
  },
  retryReadsAgain('receipt: Try again after a failed load asks once more', 'receipt.retry', nothing),
  {
    title: 'receipt: the 80 mm / A4 toggle lays the same receipt out for the other paper',
    applies: (from, event) => from.matches('ready') && event.type === 'receipt.paper',
    holds: (from, event, to, world) => {
      expect(to.context).toEqual({ ...from.context, paper: event.paper });
      expect(world).toEqual(nothing());
    },
  },
  {
    title: 'receipt: Print counts the print with the server first; nothing is printed yet',
    applies: (from, event) => from.matches('ready') && event.type === 'receipt.print',
    holds: (from, _, to, world) => {
      expect(view(to)).toMatchObject({ busy: true, document: from.context.document });
      expect(world).toEqual({ ...nothing(), records: 1 });
    },
  },
  {
    title: 'receipt: counted → the print dialog opens on the paper of that print: the original first, then "Copy of Original" with its number',
    applies: (from, event) => from.matches('recording') && answeredWith([RECORDED])(event),
    holds: (_, event, to, world) => {
      const document = (event.output as { data: ReceiptDocument }).data;
      expect(to.matches('printing')).toBe(true);
      expect(view(to)).toMatchObject({ document, busy: true, printFailed: false });
      expect(view(to).copyNumber).toBe(document.times_printed === 1 ? null : document.times_printed - 1);
      expect(world).toEqual({ ...nothing(), prints: 1 });
    },
  },
  {
    title: 'receipt: the print could not be counted → nothing is printed and the screen says so',
    applies: (from, event) => from.matches('recording') && refusedOrThrew(RECORDED, RECORD_THREW)(event),
    holds: (from, _, to, world) => {
      expect(view(to)).toMatchObject({ status: 'ready', busy: false, printFailed: true, document: from.context.document });
      expect(world).toEqual(nothing());
    },
  },
  {
    title: 'receipt: the print dialog closed → the screen shows the next print, a copy',
    applies: (from, event) => from.matches('printing') && [PRINTED, PRINT_THREW].includes(event.type),
    holds: (from, _, to, world) => {
      expect(to.context).toEqual(from.context);
      expect(view(to)).toMatchObject({ status: 'ready', busy: false, copyNumber: from.context.document?.times_printed });
      expect(world).toEqual(nothing());
    },
  },
  {
    title: 'receipt: Print, Try again or the toggle where they do not apply change nothing',
    applies: (from, event) =>
      (event.type === 'receipt.retry' && !from.matches('failed')) ||
      (['receipt.print', 'receipt.paper'].includes(event.type) && !from.matches('ready')),
    holds: (from, _, to, world) => {
      expect({ value: to.value, context: to.context }).toEqual({ value: from.value, context: from.context });
      expect(world).toEqual(nothing());
    },
  },
];

describe('receiptMachine, every edge of its graph replayed into a real actor', () => {
  itReplaysEveryRule(edges, rules, harness);
});
