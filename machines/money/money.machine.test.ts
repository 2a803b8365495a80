import { describe, expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import type { MoneySummary } from '../../contract/money-summary';
import type { MoneyRangeQuery } from '../../contract/receipt';
import type { NotifyEvent } from '../shared/notify';
import { failure, ok, type Result } from '../shared/result';
import { moneyMachine, selectMoney, type SaveEvent } from './money.machine';
import type { MoneyCsv } from './money-api';
import { busyDay, quietDay } from './testing/money-fixtures';
import { edgesOf, type GraphEvent, type Rule } from '../shared/testing/graph-replay';
import { answersOf, endings, fakeCall } from '../shared/testing/fake-calls';
import { into, replayHarness } from '../shared/testing/replay-harness';
import { itReplaysEveryRule } from '../shared/testing/rules';

const [LOADED, LOAD_THREW] = answersOf(moneyMachine, 'money.loading');
const [FETCHED, FETCH_THREW] = answersOf(moneyMachine, 'money.ready.downloading');

const TODAY = '2026-03-02';
const busy = busyDay({ from: TODAY, to: TODAY });
const quiet = quietDay({ from: TODAY, to: TODAY });
const CSV = '\uFEFF"Date (BS)","Date (AD)"\r\n';
const REFUSAL = 'from must be a date written YYYY-MM-DD.';
const REFUSED = failure(REFUSAL, 400);

const edges = edgesOf(moneyMachine, {
  events: (state) => [
    { type: 'money.range', from: TODAY, to: TODAY },
    // Backwards: put in order.
    { type: 'money.range', from: '2026-03-05', to: '2026-03-01' },
    // A cleared date field.
    { type: 'money.range', from: '', to: TODAY },
    ...(state.matches('loading') ? endings([LOADED, LOAD_THREW], [ok(busy), ok(quiet), failure('Something went wrong', 500)], 'load') : []),
    ...(state.matches('failed') ? [{ type: 'money.retry' }] : []),
    ...(state.matches({ ready: 'idle' }) ? [{ type: 'money.download', kind: 'register' }, { type: 'money.download', kind: 'credit-notes' }] : []),
    ...(state.matches({ ready: 'downloading' }) ? endings([FETCHED, FETCH_THREW], [ok(CSV), REFUSED], 'download') : []),
  ],
});

interface World {
  loads: MoneyRangeQuery[];
  downloads: { kind: MoneyCsv; range: MoneyRangeQuery }[];
  toasts: NotifyEvent[];
  saved: SaveEvent[];
}
const nothing = (): World => ({ loads: [], downloads: [], toasts: [], saved: [] });

const harness = replayHarness<World>({
  nothing,
  logic: ({ world, calls }) =>
    moneyMachine.provide({
      actors: {
        load: fakeCall<Result<MoneySummary>, MoneyRangeQuery>(calls, (range) => world().loads.push(range)),
        download: fakeCall<Result<string>, { kind: MoneyCsv; range: MoneyRangeQuery }>(calls, (input) => world().downloads.push(input)),
      },
    }),
  emitted: { notify: into('toasts'), save: into('saved') },
});

const view = (snapshot: AnyMachineSnapshot) => selectMoney(snapshot as unknown as Parameters<typeof selectMoney>[0]);
const answer = (event: GraphEvent) => event.output as Result<unknown> | undefined;
const ordered = (event: GraphEvent): MoneyRangeQuery => {
  const [from, to] = [event.from as string, event.to as string].sort();
  return { from: from!, to: to! };
};

const rules: Rule<World>[] = [
  {
    title: 'money: days asked for load their figures (put in order); the same days again or a cleared date, nothing',
    applies: (_, event) => event.type === 'money.range',
    holds: (from, event, to, world) => {
      const days = ordered(event);
      if (event.from === '' || JSON.stringify(days) === JSON.stringify(from.context.range)) {
        expect({ value: to.value, context: to.context }).toEqual({ value: from.value, context: from.context });
        return expect(world).toEqual(nothing());
      }
      expect(view(to)).toMatchObject({ status: 'loading', range: days, summary: null, downloading: null });
      expect(world).toEqual({ ...nothing(), loads: [days] });
    },
  },
  {
    title: 'money: the figures arrive; a day with nothing in, owed or given back is shown as empty',
    applies: (_, event) => event.type === LOADED && answer(event)?.ok === true,
    holds: (_, event, to, world) => {
      const summary = (event.output as { data: MoneySummary }).data;
      expect(view(to)).toMatchObject({ status: 'ready', summary, empty: summary === quiet });
      expect(world).toEqual(nothing());
    },
  },
  {
    title: "money: a failed read says 'Error loading the money...'; Try again asks for the same days",
    applies: (from, event) =>
      (event.type === LOADED && answer(event)?.ok === false) || event.type === LOAD_THREW || event.type === 'money.retry',
    holds: (from, event, to, world) => {
      if (event.type === 'money.retry') {
        expect(view(to).status).toBe('loading');
        return expect(world).toEqual({ ...nothing(), loads: [from.context.range] });
      }
      expect(view(to)).toMatchObject({ status: 'failed', summary: null });
      expect(world).toEqual(nothing());
    },
  },
  {
    title: 'money: a register asked for is fetched for the days on screen',
    applies: (from, event) => from.matches({ ready: 'idle' }) && event.type === 'money.download',
    holds: (from, event, to, world) => {
      expect(view(to)).toMatchObject({ status: 'ready', downloading: event.kind, summary: from.context.summary });
      expect(world).toEqual({ ...nothing(), downloads: [{ kind: event.kind as MoneyCsv, range: from.context.range }] });
    },
  },
  {
    title: 'money: a fetched register is handed to the view to save, named for its days',
    applies: (_, event) => event.type === FETCHED && answer(event)?.ok === true,
    holds: (from, _, to, world) => {
      const { range, downloading } = from.context;
      const name = `${downloading === 'register' ? 'sales-register' : 'credit-notes'}-${range.from}-${range.to}.csv`;
      expect(view(to)).toMatchObject({ status: 'ready', downloading: null });
      expect(world).toEqual({ ...nothing(), saved: [{ type: 'save', name, text: CSV }] });
    },
  },
  {
    title: "money: a register refused is an error toast in the server's words (thrown: 'Something went wrong')",
    applies: (_, event) => (event.type === FETCHED && answer(event)?.ok === false) || event.type === FETCH_THREW,
    holds: (_, event, to, world) => {
      const message = event.type === FETCH_THREW ? 'Something went wrong' : REFUSAL;
      expect(view(to)).toMatchObject({ status: 'ready', downloading: null });
      expect(world).toEqual({ ...nothing(), toasts: [{ type: 'notify', level: 'error', message }] });
    },
  },
];

describe('moneyMachine, every edge of its graph replayed into a real actor', () => {
  itReplaysEveryRule(edges, rules, harness);
});
