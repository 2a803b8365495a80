import { describe, expect } from 'vitest';
import { type AnyMachineSnapshot } from 'xstate';
import { DEFAULT_PAYMENT_METHODS } from '../../contract/cash';
import { DEFAULT_SERVICE, type FulfilmentType, type ServiceSettings } from '../../contract/fulfilment';
import type { PaymentMethod } from '../../contract/payment-method';
import { type CheckoutSetup, checkoutDetailsMachine, selectDetails } from './checkout-details.machine';
import { ok, type Result } from '../shared/result';
import { edgesOf, type Rule } from '../shared/testing/graph-replay';
import { doneOf, fakeCall, invocationOf } from '../shared/testing/fake-calls';
import { replayHarness } from '../shared/testing/replay-harness';
import { expectUnchanged, itReplaysEveryRule } from '../shared/testing/rules';

/**
 * The ways to pay the cart offers, a graph of its own so the ways' and times' graphs stay their size: eSewa, Khalti and
 * cash as the owner ticked them for each way of ordering, Khalti only when the server takes it (KHALTI_MODE not off).
 */
const LOADED = doneOf(invocationOf(checkoutDetailsMachine, 'checkoutDetails.loading'));

const BASE: ServiceSettings = { ...DEFAULT_SERVICE, delivery: true, payment_methods: DEFAULT_PAYMENT_METHODS };
const KHALTI_ON: ServiceSettings = { ...BASE, khalti: true };
const KHALTI_OFF: ServiceSettings = { ...BASE, khalti: false };
// The owner left Khalti out for delivery, and offers nothing but Khalti at the tables.
const PICKED: ServiceSettings = {
  ...KHALTI_ON,
  payment_methods: { pickup: ['esewa', 'khalti', 'cash'], dine_in: ['khalti'], delivery: ['esewa', 'cash'] },
};
const SETUPS = [KHALTI_ON, KHALTI_OFF, PICKED];

const edges = edgesOf(checkoutDetailsMachine, {
  events: (state) =>
    state.matches('loading')
      ? SETUPS.map((settings) => ({ type: LOADED, output: ok<CheckoutSetup>({ settings, table: null }) }))
      : [
          ...(['esewa', 'khalti', 'cash'] as const).map((method) => ({ type: 'details.method', method })),
          ...(['pickup', 'dine_in', 'delivery'] as const).map((way) => ({ type: 'details.choose', way })),
          { type: 'details.open' },
        ],
});

const harness = replayHarness<Record<string, never>>({
  nothing: () => ({}),
  logic: ({ calls }) => checkoutDetailsMachine.provide({ actors: { loadSetup: fakeCall<Result<CheckoutSetup>>(calls) } }),
});

const view = (snapshot: AnyMachineSnapshot) => selectDetails(snapshot as Parameters<typeof selectDetails>[0]);

/** Written apart from the machine: the owner's ticks for the way, less Khalti while the server does not take it. */
function expectedMethods(settings: ServiceSettings, way: FulfilmentType): PaymentMethod[] {
  const ticked = settings.payment_methods?.[way] ?? ['esewa'];
  const offered = ticked.filter((method) => method !== 'khalti' || settings.khalti === true);
  return offered.length > 0 ? offered : ['esewa'];
}
const settingsOf = (snapshot: AnyMachineSnapshot) => snapshot.context.settings as ServiceSettings;
const offeredIn = (snapshot: AnyMachineSnapshot, method: PaymentMethod) =>
  expectedMethods(settingsOf(snapshot), view(snapshot).way).includes(method);
/** What Pay sends, as the customer chose it (the first offered while the choice is not offered for the way). */
const sentMethod = (snapshot: AnyMachineSnapshot) => {
  const request = view(snapshot).request;
  return request.ok ? request.payment_method : undefined;
};
const choosing = (from: AnyMachineSnapshot, event: { type: string; method?: unknown }) =>
  from.matches('ready') && event.type === 'details.method';

const rules: Rule<Record<string, never>>[] = [
  {
    title: 'the ways to pay offered are the ones ticked for the way chosen; Khalti only when the server takes it',
    applies: (_, event) => event.type === LOADED,
    holds: (from, _, to) => {
      const shown = view(to);
      expect(shown.methods).toEqual(expectedMethods(settingsOf(to), shown.way));
      const chosen = from.context.method as PaymentMethod;
      expect(shown.method).toBe(shown.methods.includes(chosen) ? chosen : shown.methods[0]);
    },
  },
  {
    title: 'choosing a way to pay that is offered chooses it, and Pay sends it',
    applies: (from, event) => choosing(from, event) && offeredIn(from, event.method as PaymentMethod),
    holds: (_, event, to) => {
      expect(view(to).method).toBe(event.method);
      if (view(to).request.ok) expect(sentMethod(to)).toBe(event.method);
    },
  },
  {
    title: 'a way to pay not offered (Khalti with the server not taking it, or not ticked) cannot be chosen',
    applies: (from, event) => choosing(from, event) && !offeredIn(from, event.method as PaymentMethod),
    holds: (from, _, to) => expectUnchanged(from, to),
  },
  {
    title: 'another way of ordering offers its own ways to pay; the choice stays while still offered',
    applies: (from, event) => from.matches('ready') && event.type === 'details.choose',
    holds: (from, _, to) => {
      const shown = view(to);
      expect(shown.methods).toEqual(expectedMethods(settingsOf(to), shown.way));
      expect(shown.method).toBe(shown.methods.includes(from.context.method as PaymentMethod) ? from.context.method : shown.methods[0]);
    },
  },
  {
    title: 'showing the cart again reads the ways to pay again',
    applies: (from, event) => from.matches('ready') && event.type === 'details.open',
    holds: (_, __, to) => expect(view(to).loading).toBe(true),
  },
];

describe('checkoutDetailsMachine: the ways to pay, every edge replayed', () => {
  itReplaysEveryRule(edges, rules, harness, 'claims each edge with exactly one rule');
});
