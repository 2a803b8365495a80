import { assign, emit, setup } from 'xstate';
import type { MoneySummary } from '../../contract/money-summary';
import type { MoneyRangeQuery } from '../../contract/receipt';
import { SOMETHING_WENT_WRONG } from '../../contract/errors';
import { answeredOk, explainedOr, ifAnsweredOk, okOutput, settleRead } from '../shared/answer';
import { providedCall } from '../shared/boundary';
import { notify, type NotifyEvent } from '../shared/notify';
import type { Result } from '../shared/result';
import { csvFileName, type MoneyCsv } from './money-api';

export const MONEY_LOADING = /*i18n*/ 'Loading the money...';
export const MONEY_ERROR = /*i18n*/ 'Error loading the money...';

export type MoneyEvent =
  /** The days to show, both included; the view sends today's first. Given backwards, they are put in order. */
  | { type: 'money.range'; from: string; to: string }
  | { type: 'money.retry' }
  | { type: 'money.download'; kind: MoneyCsv };

/** A file for the view to save: the machine has no document to click a link in. */
export interface SaveEvent {
  type: 'save';
  name: string;
  text: string;
}

export interface MoneyContext {
  range: MoneyRangeQuery | null;
  summary: MoneySummary | null;
  /** The register being fetched, while it is. */
  downloading: MoneyCsv | null;
}

const inOrder = (from: string, to: string): MoneyRangeQuery => (from <= to ? { from, to } : { from: to, to: from });

/**
 * /route/admin/money (money.read): takings by way of paying, cash to collect and collected, refunds due and made for
 * a day or a range of days, and the sales register and credit notes of the same days as CSV.
 */
export const moneyMachine = setup({
  types: {
    context: {} as MoneyContext,
    events: {} as MoneyEvent,
    emitted: {} as NotifyEvent | SaveEvent,
  },
  actors: {
    load: providedCall<Result<MoneySummary>, MoneyRangeQuery>('load'),
    download: providedCall<Result<string>, { kind: MoneyCsv; range: MoneyRangeQuery }>('download'),
  },
  guards: {
    answeredOk,
    /** A day written YYYY-MM-DD each (a cleared date field sends ''), and not the days already shown. */
    newRange: ({ context, event }) =>
      event.type === 'money.range' &&
      /^\d{4}-\d{2}-\d{2}$/.test(event.from) &&
      /^\d{4}-\d{2}-\d{2}$/.test(event.to) &&
      JSON.stringify(inOrder(event.from, event.to)) !== JSON.stringify(context.range),
  },
  actions: {
    choose: assign(({ event }) =>
      event.type === 'money.range' ? { range: inOrder(event.from, event.to), downloading: null } : {},
    ),
    store: assign((_, summary: MoneySummary) => ({ summary })),
    forget: assign({ summary: null }),
    pick: assign(({ event }) => (event.type === 'money.download' ? { downloading: event.kind } : {})),
    unpick: assign({ downloading: null }),
    save: emit(({ context }, text: string) => ({
      type: 'save' as const,
      name: csvFileName(context.downloading ?? 'register', context.range ?? { from: '', to: '' }),
      text,
    })),
    failed: emit((_, message: string) => notify('error', message)),
  },
}).createMachine({
  id: 'money',
  context: { range: null, summary: null, downloading: null },
  initial: 'choosing',
  // Other days asked for at any time: the figures on screen are the old days' until the new ones arrive.
  on: { 'money.range': { guard: 'newRange', target: '.loading', actions: 'choose' } },
  states: {
    /** Until the view says which days: it sends today's as it opens. */
    choosing: {},
    loading: {
      invoke: {
        src: 'load',
        input: ({ context }) => context.range!,
        ...settleRead('store', 'ready', { target: 'failed', actions: 'forget' }),
      },
    },
    failed: { on: { 'money.retry': 'loading' } },
    ready: {
      initial: 'idle',
      states: {
        idle: { on: { 'money.download': { target: 'downloading', actions: 'pick' } } },
        downloading: {
          invoke: {
            src: 'download',
            input: ({ context }) => ({ kind: context.downloading!, range: context.range! }),
            onDone: [
              { guard: ifAnsweredOk, target: 'idle', actions: [{ type: 'save', params: okOutput<string> }, 'unpick'] },
              { target: 'idle', actions: [{ type: 'failed', params: explainedOr(SOMETHING_WENT_WRONG) }, 'unpick'] },
            ],
            onError: { target: 'idle', actions: [{ type: 'failed', params: SOMETHING_WENT_WRONG }, 'unpick'] },
          },
        },
      },
    },
  },
});

export interface MoneyView {
  status: 'choosing' | 'loading' | 'failed' | 'ready';
  range: MoneyRangeQuery | null;
  summary: MoneySummary | null;
  /** Nothing came in, nothing is owed, nothing was given back: the screen says so instead of a table of zeros. */
  empty: boolean;
  downloading: MoneyCsv | null;
}

export function selectMoney(snapshot: { context: MoneyContext; matches: (state: never) => boolean }): MoneyView {
  const is = (state: string) => snapshot.matches(state as never);
  const { summary, range, downloading } = snapshot.context;
  const quiet =
    summary !== null &&
    summary.total.count === 0 &&
    summary.cash.to_collect.count === 0 &&
    summary.refunds.due.count === 0 &&
    summary.refunds.made.count === 0;
  return {
    status: is('choosing') ? 'choosing' : is('loading') ? 'loading' : is('failed') ? 'failed' : 'ready',
    range,
    summary: is('ready') ? summary : null,
    empty: is('ready') && quiet,
    downloading,
  };
}
