import { describe, expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { CASH_MESSAGES } from '../../contract/cash';
import { DEFAULT_SERVICE, type ServiceSettings } from '../../contract/fulfilment';
import { PAYMENT_SETTINGS_MESSAGES, type PaymentSettingsRequest } from '../../contract/payment-settings';
import { paymentSettingsMachine, selectPayments } from './payment-settings.machine';
import { itReplaysEveryRule } from '../shared/testing/rules';
import { settingsModel } from '../shared/testing/settings-rules';

// Ours, from contract/cash.ts.
const TEXT = { failed: 'Something went wrong' };
/** Pickup and tables, no delivery; Khalti not set up on this server. */
const STORED: ServiceSettings = {
  ...DEFAULT_SERVICE,
  payment_methods: { pickup: ['esewa', 'cash'], dine_in: ['cash'], delivery: ['esewa'] },
  max_cash_orders: 2,
  khalti: false,
};
const SAVED_SETTINGS: ServiceSettings = { ...STORED, delivery: true, max_cash_orders: 3, khalti: true };
const REFUSED = {
  ok: false,
  message: CASH_MESSAGES.methodsRequired,
  status: 400,
  fields: { 'payment_methods.delivery': CASH_MESSAGES.methodsRequired },
};

const view = (snapshot: AnyMachineSnapshot) => selectPayments(snapshot as Parameters<typeof selectPayments>[0]);
/** What the contract refuses in the form as ticked: a way with no way to pay, a cap outside 1 to 20. */
const refusals = (snapshot: AnyMachineSnapshot) => {
  const { values } = view(snapshot);
  const errors: Record<string, string> = {};
  if (values.methods.dine_in.length === 0) errors.dine_in = CASH_MESSAGES.methodsRequired;
  if (values.cap === '0') errors.max_cash_orders = CASH_MESSAGES.capInvalid;
  return errors;
};
const { edges, harness, rules } = settingsModel<ServiceSettings, PaymentSettingsRequest>(paymentSettingsMachine, {
  id: 'paymentSettings',
  view,
  retry: 'payments.retry',
  save: 'payments.save',
  refusals,
  failed: TEXT.failed,
  refused: { message: CASH_MESSAGES.methodsRequired, errors: { delivery: CASH_MESSAGES.methodsRequired } },
  titles: {
    failedRead: "a failed read says 'Error loading the ways to pay.' and can be tried again",
    invalid: 'saving a form the contract refuses names each field and sends nothing (a way with no way to pay, cap 0)',
    refused: "refused: the server's words, the way it names marked, the form kept",
  },
  replies: { stored: STORED, saved: SAVED_SETTINGS, refused: REFUSED },
  editing: [
    { type: 'payments.tick', way: 'dine_in', method: 'cash', on: false },
    { type: 'payments.tick', way: 'dine_in', method: 'cash', on: true },
    { type: 'payments.tick', way: 'dine_in', method: 'esewa', on: true },
    { type: 'payments.cap', value: '0' },
    { type: 'payments.cap', value: '2' },
    { type: 'payments.save' },
  ],
  opens: {
    title: 'opens on what is saved: a row for each way the restaurant offers, Khalti as the server takes it',
    shows: (to) => {
      expect(view(to)).toMatchObject({ ways: ['dine_in', 'pickup'], khalti: false });
      expect(view(to).values).toEqual({ methods: STORED.payment_methods, cap: '2' });
    },
  },
  edits: {
    title: "ticking and typing change the form only, each way's methods kept in the cart's order",
    types: ['payments.tick', 'payments.cap'],
    changes: (from, event, to) => {
      if (event.type === 'payments.cap') return expect(view(to).values.cap).toBe(event.value);
      const before = view(from).values.methods.dine_in;
      const chosen = event.on ? [...new Set([...before, event.method as 'cash'])] : before.filter((m) => m !== event.method);
      expect(view(to).values.methods.dine_in).toEqual(['esewa', 'khalti', 'cash'].filter((m) => chosen.includes(m as 'cash')));
      expect(view(to).values.methods.pickup).toEqual(view(from).values.methods.pickup);
    },
  },
  sends: {
    title: 'saving a valid form sends every way and the cap as a number (PUT /about/payments/)',
    request: (from) => ({ payment_methods: view(from).values.methods, max_cash_orders: Number(view(from).values.cap) }),
  },
  saved: {
    title: "saved: 'Ways to pay saved.' and the form shows what the server stored",
    text: PAYMENT_SETTINGS_MESSAGES.saved,
    shows: (to) => {
      expect(view(to)).toMatchObject({ ways: ['dine_in', 'pickup', 'delivery'], khalti: true });
      expect(view(to).values.cap).toBe('3');
    },
  },
});

describe('paymentSettingsMachine, every edge of its graph replayed into a real actor', () => {
  itReplaysEveryRule(edges, rules, harness, 'claims each edge with exactly one rule');
});
