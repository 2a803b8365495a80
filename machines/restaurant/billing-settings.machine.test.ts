import { describe, expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { BILLING_MESSAGES, type BillingSettings, type BillingSettingsRequest, DEFAULT_BILLING } from '../../contract/billing';
import { billingSettingsMachine, selectBilling } from './billing-settings.machine';
import { itReplaysEveryRule } from '../shared/testing/rules';
import { settingsModel } from '../shared/testing/settings-rules';

// Ours, from contract/billing.ts.
const TEXT = { failed: 'Something went wrong' };
const STORED: BillingSettings = { ...DEFAULT_BILLING, address: 'Jhamsikhel, Lalitpur', service_percent_dine_in: 10 };
const SAVED_SETTINGS: BillingSettings = { ...STORED, vat_registered: true, pan_number: '301234567' };
const REFUSED = { ok: false, message: BILLING_MESSAGES.panInvalid, status: 400, fields: { pan_number: BILLING_MESSAGES.panInvalid } };

const view = (snapshot: AnyMachineSnapshot) => selectBilling(snapshot as Parameters<typeof selectBilling>[0]);
/** What the contract refuses in the form as typed: a VAT registration without a PAN, a service charge over 10 %. */
const refusals = (snapshot: AnyMachineSnapshot) => {
  const { values } = view(snapshot);
  const errors: Record<string, string> = {};
  if (values.vat_registered && values.texts.pan_number === '') errors.pan_number = BILLING_MESSAGES.panRequired;
  if (Number(values.texts.service_percent_pickup) > 10) errors.service_percent_pickup = BILLING_MESSAGES.percentInvalid;
  return errors;
};
const { edges, harness, rules } = settingsModel<BillingSettings, BillingSettingsRequest>(billingSettingsMachine, {
  id: 'billingSettings',
  view,
  retry: 'billing.retry',
  save: 'billing.save',
  refusals,
  failed: TEXT.failed,
  refused: { message: BILLING_MESSAGES.panInvalid, errors: { pan_number: BILLING_MESSAGES.panInvalid } },
  titles: {
    failedRead: "a failed read says 'Error loading the bill settings.' and can be tried again",
    invalid: 'saving a form the contract refuses names each field and sends nothing (no PAN while VAT registered, over 10 %)',
    refused: "refused: the server's words, each refused field marked, the form kept",
  },
  replies: { stored: STORED, saved: SAVED_SETTINGS, refused: REFUSED },
  editing: [
    { type: 'billing.vat', on: true },
    { type: 'billing.vat', on: false },
    { type: 'billing.edit', field: 'pan_number', value: '301234567' },
    { type: 'billing.edit', field: 'pan_number', value: '' },
    { type: 'billing.edit', field: 'service_percent_pickup', value: '11' },
    { type: 'billing.edit', field: 'service_percent_pickup', value: '5' },
    { type: 'billing.save' },
  ],
  opens: {
    title: 'opens on what is saved',
    shows: (to) =>
      expect(view(to).values).toEqual({
        vat_registered: false,
        texts: {
          pan_number: '',
          address: 'Jhamsikhel, Lalitpur',
          service_percent_dine_in: '10',
          service_percent_pickup: '0',
          service_percent_delivery: '0',
        },
      }),
  },
  edits: {
    title: 'switching VAT and typing change the form only',
    types: ['billing.vat', 'billing.edit'],
    changes: (_, event, to) => {
      if (event.type === 'billing.vat') expect(view(to).values.vat_registered).toBe(event.on);
      else expect(view(to).values.texts[event.field as 'pan_number']).toBe(event.value);
    },
  },
  sends: {
    title: 'saving a valid form sends the settings, per cents as numbers (PUT /about/billing/)',
    request: (from) => {
      const { values } = view(from);
      return {
        vat_registered: values.vat_registered,
        pan_number: values.texts.pan_number === '' ? null : values.texts.pan_number,
        address: 'Jhamsikhel, Lalitpur',
        service_percent_dine_in: 10,
        service_percent_pickup: Number(values.texts.service_percent_pickup),
        service_percent_delivery: 0,
      };
    },
  },
  saved: {
    title: "saved: 'Bill settings saved.' and the form shows what the server stored",
    text: BILLING_MESSAGES.saved,
    shows: (to) => expect(view(to).values).toMatchObject({ vat_registered: true, texts: { pan_number: '301234567' } }),
  },
});

describe('billingSettingsMachine, every edge of its graph replayed into a real actor', () => {
  itReplaysEveryRule(edges, rules, harness, 'claims each edge with exactly one rule');
});
