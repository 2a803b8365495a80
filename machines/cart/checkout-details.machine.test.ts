import { describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot } from 'xstate';
import { DEFAULT_SERVICE, type FulfilmentType, type ServiceSettings } from '../../contract/fulfilment';
import {
  type CheckoutSetup,
  checkoutDetailsMachine,
  type DetailErrors,
  detailsRequest,
  selectDetails,
} from './checkout-details.machine';
import { failure, ok, type Result } from '../shared/result';
import { edgesOf, type GraphEvent, type Rule } from '../shared/testing/graph-replay';
import { doneOf, errorOf, fakeCall, invocationOf } from '../shared/testing/fake-calls';
import { replayHarness } from '../shared/testing/replay-harness';
import { expectUnchanged, itReplaysEveryRule } from '../shared/testing/rules';

const LOAD = invocationOf(checkoutDetailsMachine, 'checkoutDetails.loading');
const [LOADED, LOAD_THREW] = [doneOf(LOAD), errorOf(LOAD)];

// Ours (docs/rules/orders.md#ways-to-order), from contract/fulfilment.ts, written out so a changed word fails here.
const TEXT = {
  tableRequired: 'Enter your table number.',
  addressRequired: 'Enter the delivery address.',
  phoneInvalid: 'Enter a 10-digit phone number the rider can call.',
  noteLength: 'A note can be at most 200 characters.',
};

const ALL_WAYS: ServiceSettings = { ...DEFAULT_SERVICE, delivery: true, delivery_fee: 60, delivery_minimum: 500 };
const NO_TABLES: ServiceSettings = { ...DEFAULT_SERVICE, dine_in: false, tables: 0 };
const LONG_NOTE = 'n'.repeat(201);

const edges = edgesOf(checkoutDetailsMachine, {
  events: (state) => {
    if (state.matches('loading'))
      return [
        { type: LOADED, output: ok<CheckoutSetup>({ settings: ALL_WAYS, table: 4 }) },
        { type: LOADED, output: ok<CheckoutSetup>({ settings: NO_TABLES, table: 4 }) },
        { type: LOADED, output: ok<CheckoutSetup>({ settings: ALL_WAYS, table: null }) },
        { type: LOADED, output: failure('Something went wrong', 500) },
        { type: LOAD_THREW, error: new Error('offline') },
      ];
    const way = state.context.way as FulfilmentType;
    // Each field starts empty (breaking its rule, but the note's) and gets one other value, for the way using it.
    const edits: Array<[string, string]> =
      way === 'dine_in'
        ? [['table', 'abc']]
        : way === 'delivery'
          ? [
              ['address', 'Jhamsikhel Road 12'],
              ['phone', '9801234567'],
            ]
          : [['note', LONG_NOTE]];
    return [
      ...(['pickup', 'dine_in', 'delivery'] as const).map((to) => ({ type: 'details.choose', way: to })),
      ...edits.map(([field, value]) => ({ type: 'details.edit', field, value })),
      { type: 'details.reveal' },
      { type: 'details.open' },
    ];
  },
});

type World = Record<string, never>;

const harness = replayHarness<World>({
  nothing: () => ({}),
  logic: ({ calls }) => checkoutDetailsMachine.provide({ actors: { loadSetup: fakeCall<Result<CheckoutSetup>>(calls) } }),
});

const view = (snapshot: AnyMachineSnapshot) => selectDetails(snapshot as Parameters<typeof selectDetails>[0]);

/** The rules of contract/fulfilment.ts as a customer reads them, written independently of the machine. */
function expectedErrors(snapshot: AnyMachineSnapshot): DetailErrors {
  const { way, values } = snapshot.context as { way: FulfilmentType; values: Record<string, string> };
  const errors: DetailErrors = {};
  if (way === 'dine_in' && !/^\d+$/.test(values.table ?? '')) errors.table = TEXT.tableRequired;
  if (way === 'delivery' && values.address === '') errors.address = TEXT.addressRequired;
  if (way === 'delivery' && !/^\d{10}$/.test(values.phone ?? '')) errors.phone = TEXT.phoneInvalid;
  if ((values.note ?? '').length > 200) errors.note = TEXT.noteLength;
  return errors;
}

const loaded = (test: (output: Result<CheckoutSetup> | null) => boolean) => (_: unknown, event: GraphEvent) =>
  (event.type === LOADED && test(event.output as Result<CheckoutSetup>)) || (event.type === LOAD_THREW && test(null));
const inReady = (type: string) => (from: AnyMachineSnapshot, event: GraphEvent) =>
  from.matches('ready') && event.type === type;
const unchanged = (from: AnyMachineSnapshot, to: AnyMachineSnapshot) =>
  expectUnchanged(from, to);

const rules: Rule<World>[] = [
  {
    title:
      "opens on the restaurant's ways, keeping the way and what was typed; from a table's QR code, dine-in at that table",
    applies: loaded((output) => output !== null && output.ok),
    holds: (from, event, to) => {
      const { settings, table } = (event.output as { data: CheckoutSetup }).data;
      const shown = view(to);
      expect(shown.loading).toBe(false);
      expect(shown.ways).toEqual((['pickup', 'dine_in', 'delivery'] as const).filter((way) => settings[way]));
      const before = view(from);
      const kept = settings[before.way] ? before.way : 'pickup';
      expect(shown.way).toBe(table !== null && settings.dine_in ? 'dine_in' : kept);
      expect(shown.values).toEqual({ ...before.values, table: table === null ? before.values.table : String(table) });
      expect(shown.errors).toEqual(to.context.revealed ? expectedErrors(to) : {});
    },
  },
  {
    title: 'when the ways cannot be read, pickup alone is offered (the server checks the order anyway)',
    applies: loaded((output) => output === null || !output.ok),
    holds: (from, __, to) => {
      expect(view(to)).toMatchObject({ loading: false, ways: ['pickup'], way: 'pickup', values: view(from).values });
    },
  },
  {
    title: 'showing the cart again reads the ways again',
    applies: inReady('details.open'),
    holds: (from, _, to) => {
      expect(view(to)).toMatchObject({ loading: true, way: view(from).way, values: view(from).values });
    },
  },
  {
    title: 'choosing a way the restaurant offers switches to it, keeping what was typed',
    applies: (from, event) =>
      inReady('details.choose')(from, event) &&
      Boolean((from.context.settings as ServiceSettings)[event.way as FulfilmentType]),
    holds: (from, event, to) => {
      expect(view(to).way).toBe(event.way);
      expect(view(to).values).toEqual(view(from).values);
    },
  },
  {
    title: 'a way the restaurant does not offer cannot be chosen',
    applies: (from, event) =>
      inReady('details.choose')(from, event) &&
      !(from.context.settings as ServiceSettings)[event.way as FulfilmentType],
    holds: (from, _, to) => unchanged(from, to),
  },
  {
    title: 'typing keeps the value; its errors wait until Pay was pressed, then follow every keystroke',
    applies: inReady('details.edit'),
    holds: (_, event, to) => {
      expect(view(to).values[event.field as keyof ReturnType<typeof view>['values']]).toBe(event.value);
      expect(view(to).errors).toEqual(to.context.revealed ? expectedErrors(to) : {});
    },
  },
  {
    title: "pressing Pay shows each field's first broken rule in the contract's words",
    applies: inReady('details.reveal'),
    holds: (_, __, to) => {
      expect(view(to).errors).toEqual(expectedErrors(to));
      const request = detailsRequest(to.context as Parameters<typeof detailsRequest>[0]);
      expect(request.ok).toBe(Object.keys(expectedErrors(to)).length === 0);
    },
  },
];

describe('checkoutDetailsMachine, every edge of its graph replayed into a real actor', () => {
  itReplaysEveryRule(edges, rules, harness, 'claims each edge with exactly one rule');
});

describe('detailsRequest', () => {
  it("builds POST /orders/'s way and note, trimmed, leaving out an empty note and landmark", () => {
    const values = { table: ' 7 ', address: ' Jhamsikhel Road 12 ', landmark: '', phone: '9801234567', note: '  ' };
    expect(detailsRequest({ way: 'dine_in', values })).toEqual({ ok: true, fulfilment: { type: 'dine_in', table: 7 } });
    expect(detailsRequest({ way: 'delivery', values: { ...values, note: ' Ring twice ' } })).toEqual({
      ok: true,
      fulfilment: { type: 'delivery', address: 'Jhamsikhel Road 12', landmark: '', phone: '9801234567' },
      note: 'Ring twice',
    });
  });
});

/**
 * docs/rules/orders.md#later-today: while closed, a time later today; a graph of its own, so the ways' graph above
 * stays its size.
 */
describe('checkoutDetailsMachine: ordering for later today, every edge replayed', () => {
  const CLOSED: CheckoutSetup = {
    settings: { ...DEFAULT_SERVICE, dine_in: true },
    table: null,
    schedule: { open: false, slots: ['10:00', '10:30'] },
  };
  const OPEN: CheckoutSetup = { ...CLOSED, schedule: { open: true, slots: ['12:15'] } };
  const slotEdges = edgesOf(checkoutDetailsMachine, {
    events: (state) =>
      state.matches('loading')
        ? [
            { type: LOADED, output: ok(CLOSED) },
            { type: LOADED, output: ok(OPEN) },
          ]
        : [
            { type: 'details.slot', slot: '10:30' },
            { type: 'details.slot', slot: '' },
            { type: 'details.slot', slot: '23:00' },
            { type: 'details.choose', way: state.context.way === 'pickup' ? 'dine_in' : 'pickup' },
            { type: 'details.open' },
          ],
  });
  const slotOf = (snapshot: AnyMachineSnapshot) => snapshot.context.slot as string;
  const offered = (snapshot: AnyMachineSnapshot, slot: string) => slot === '' || (snapshot.context.slots as string[]).includes(slot);
  const slotRules: Rule<World>[] = [
    {
      title: 'closed, the times left today are offered; a time chosen before stays chosen while still offered',
      applies: (_, event) => event.type === LOADED,
      holds: (from, event, to) => {
        const { schedule } = (event.output as { data: CheckoutSetup }).data;
        expect(view(to).schedule).toEqual(
          schedule?.open
            ? null
            : { slots: schedule?.slots, slot: schedule?.slots.includes(slotOf(from)) ? slotOf(from) : '' },
        );
      },
    },
    {
      title: 'an offered time (or none) is chosen, and Pay sends it, except for a table, served as the guest sits down',
      applies: (from, event) => inReady('details.slot')(from, event) && offered(from, event.slot as string),
      holds: (_, event, to) => {
        expect(slotOf(to)).toBe(event.slot);
        const request = view(to).request;
        const sent = request.ok ? request.scheduled_for : undefined;
        expect(sent).toBe(event.slot !== '' && view(to).way !== 'dine_in' ? event.slot : undefined);
      },
    },
    {
      title: 'a time not offered cannot be chosen',
      applies: (from, event) => inReady('details.slot')(from, event) && !offered(from, event.slot as string),
      holds: (from, _, to) => unchanged(from, to),
    },
    {
      title: 'switching between pickup and a table keeps the time, sent for pickup only',
      applies: inReady('details.choose'),
      holds: (from, event, to) => {
        expect(slotOf(to)).toBe(slotOf(from));
        const request = view(to).request;
        if (request.ok)
          expect(request.scheduled_for).toBe(event.way === 'pickup' && slotOf(to) ? slotOf(to) : undefined);
      },
    },
    {
      title: 'showing the cart again reads the times again',
      applies: inReady('details.open'),
      holds: (_, __, to) => expect(view(to).loading).toBe(true),
    },
  ];

  itReplaysEveryRule(slotEdges, slotRules, harness, 'claims each edge with exactly one rule');
});
