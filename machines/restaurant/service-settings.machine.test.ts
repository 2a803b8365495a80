import { describe, expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { DEFAULT_SERVICE, type ServiceSettings, type ServiceSettingsRequest } from '../../contract/fulfilment';
import { selectService, serviceSettingsMachine } from './service-settings.machine';
import { itReplaysEveryRule } from '../shared/testing/rules';
import { settingsModel } from '../shared/testing/settings-rules';

// Ours (docs/rules/orders.md#ways-to-order), from contract/fulfilment.ts.
const TEXT = {
  saved: 'Ordering options saved.',
  noWay: 'Offer at least one way to get the food.',
  minutes: 'Enter minutes from 5 to 240.',
  failed: 'Something went wrong',
};
const STORED: ServiceSettings = { ...DEFAULT_SERVICE, dine_in: false };

const view = (snapshot: AnyMachineSnapshot) => selectService(snapshot as Parameters<typeof selectService>[0]);
/** What the contract refuses in the form as typed: no way to get the food, fewer than 5 minutes for a pickup. */
const refusals = (snapshot: AnyMachineSnapshot) => {
  const { values } = view(snapshot);
  const errors: Record<string, string> = {};
  if (!Object.values(values.ways).some(Boolean)) errors.pickup = TEXT.noWay;
  if (Number(values.numbers.pickup_minutes) < 5) errors.pickup_minutes = TEXT.minutes;
  return errors;
};
const { edges, harness, rules } = settingsModel<ServiceSettings, ServiceSettingsRequest>(serviceSettingsMachine, {
  id: 'serviceSettings',
  view,
  retry: 'service.retry',
  save: 'service.save',
  refusals,
  failed: TEXT.failed,
  refused: { message: TEXT.minutes, errors: { pickup_minutes: TEXT.minutes } },
  titles: {
    failedRead: "a failed read says 'Error loading the ordering options.' and can be tried again",
    invalid: "saving a form that breaks the contract's rules names each field and sends nothing",
    refused: "refused: the server's words, each refused field marked, the form kept",
  },
  replies: {
    stored: STORED,
    saved: { ...STORED, pickup_minutes: 25 },
    refused: { ok: false, message: TEXT.minutes, status: 400, fields: { pickup_minutes: TEXT.minutes } },
  },
  editing: [
    { type: 'service.toggle', way: 'pickup', on: false },
    { type: 'service.toggle', way: 'pickup', on: true },
    { type: 'service.edit', field: 'pickup_minutes', value: '2' },
    { type: 'service.edit', field: 'pickup_minutes', value: '25' },
    { type: 'service.save' },
  ],
  opens: {
    title: 'opens on what is saved, the tables to print with it',
    shows: (to) => {
      expect(view(to).tables).toBe(STORED.tables);
      expect(view(to).values.ways).toEqual({ pickup: true, dine_in: false, delivery: false });
      expect(view(to).values.numbers).toEqual({ delivery_fee: '0', delivery_minimum: '0', pickup_minutes: '20', tables: '12' });
    },
  },
  edits: {
    title: 'ticking and typing change the form only',
    types: ['service.toggle', 'service.edit'],
    changes: (from, event, to) => {
      if (event.type === 'service.toggle') expect(view(to).values.ways.pickup).toBe(event.on);
      else expect(view(to).values.numbers.pickup_minutes).toBe(event.value);
      expect(view(to).tables).toBe(view(from).tables);
    },
  },
  sends: {
    title: 'saving a valid form sends the settings as numbers (PUT /about/service/)',
    request: (from) => ({
      pickup: view(from).values.ways.pickup,
      dine_in: false,
      delivery: false,
      delivery_fee: 0,
      delivery_minimum: 0,
      pickup_minutes: Number(view(from).values.numbers.pickup_minutes),
      tables: 12,
    }),
  },
  saved: {
    title: "saved: 'Ordering options saved.' and the form shows what the server stored",
    text: TEXT.saved,
    shows: (to) => expect(view(to).values.numbers.pickup_minutes).toBe('25'),
  },
});

describe('serviceSettingsMachine, every edge of its graph replayed into a real actor', () => {
  itReplaysEveryRule(edges, rules, harness, 'claims each edge with exactly one rule');
});
