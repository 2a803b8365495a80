import { describe, expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { DEFAULT_SERVICE, type ServiceSettings, type ServiceSettingsRequest } from '../../contract/fulfilment';
import type { NotifyEvent } from '../shared/notify';
import { failure, ok, type Result } from '../shared/result';
import { selectService, serviceSettingsMachine } from './service-settings.machine';
import { edgesOf, type GraphEvent, type Rule } from '../shared/testing/graph-replay';
import { answersOf } from '../shared/testing/fake-calls';
import { itReplaysEveryRule } from '../shared/testing/rules';
import { type SettingsWorld, settingsHarness } from '../shared/testing/settings-harness';

const [LOADED, LOAD_THREW] = answersOf(serviceSettingsMachine, 'serviceSettings.loading');
const [SAVED, SAVE_THREW] = answersOf(serviceSettingsMachine, 'serviceSettings.saving');

// Ours (docs/rules/orders.md#ways-to-order), from contract/fulfilment.ts.
const TEXT = {
  saved: 'Ordering options saved.',
  noWay: 'Offer at least one way to get the food.',
  minutes: 'Enter minutes from 5 to 240.',
  failed: 'Something went wrong',
};
const STORED: ServiceSettings = { ...DEFAULT_SERVICE, dine_in: false };

const edges = edgesOf(serviceSettingsMachine, {
  events: (state) => {
    if (state.matches('loading'))
      return [{ type: LOADED, output: ok(STORED) }, { type: LOADED, output: failure(TEXT.failed, 500) }, { type: LOAD_THREW, error: new Error('offline') }];
    if (state.matches('failed')) return [{ type: 'service.retry' }];
    if (state.matches('saving'))
      return [
        { type: SAVED, output: ok({ ...STORED, pickup_minutes: 25 }) },
        { type: SAVED, output: { ok: false, message: 'Enter minutes from 5 to 240.', status: 400, fields: { pickup_minutes: TEXT.minutes } } },
        { type: SAVE_THREW, error: new Error('offline') },
      ];
    return [
      { type: 'service.toggle', way: 'pickup', on: false },
      { type: 'service.toggle', way: 'pickup', on: true },
      { type: 'service.edit', field: 'pickup_minutes', value: '2' },
      { type: 'service.edit', field: 'pickup_minutes', value: '25' },
      { type: 'service.save' },
    ];
  },
});

type World = SettingsWorld<ServiceSettingsRequest>;
const nothing = (): World => ({ saves: [], toasts: [] });
const harness = settingsHarness<ServiceSettings, ServiceSettings, ServiceSettingsRequest>(serviceSettingsMachine);

const view = (snapshot: AnyMachineSnapshot) => selectService(snapshot as Parameters<typeof selectService>[0]);
const is = (type: string, state?: string) => (from: AnyMachineSnapshot, event: GraphEvent) =>
  event.type === type && (state === undefined || from.matches(state));
const toast = (level: NotifyEvent['level'], message: string): NotifyEvent => ({ type: 'notify', level, message });
const valid = (snapshot: AnyMachineSnapshot) => {
  const { values } = view(snapshot);
  return Object.values(values.ways).some(Boolean) && Number(values.numbers.pickup_minutes) >= 5;
};

const rules: Rule<World>[] = [
  {
    title: 'opens on what is saved, the tables to print with it',
    applies: (_, event) => event.type === LOADED && (event.output as Result<unknown>).ok,
    holds: (_, __, to, world) => {
      expect(view(to)).toMatchObject({ status: 'editing', tables: STORED.tables, errors: {} });
      expect(view(to).values.ways).toEqual({ pickup: true, dine_in: false, delivery: false });
      expect(view(to).values.numbers).toEqual({ delivery_fee: '0', delivery_minimum: '0', pickup_minutes: '20', tables: '12' });
      expect(world).toEqual(nothing());
    },
  },
  {
    title: "a failed read says 'Error loading the ordering options.' and can be tried again",
    applies: (_, event) => (event.type === LOADED && !(event.output as Result<unknown>).ok) || event.type === LOAD_THREW,
    holds: (_, __, to) => expect(view(to).status).toBe('failed'),
  },
  {
    title: 'trying again reads again',
    applies: is('service.retry'),
    holds: (_, __, to) => expect(view(to).status).toBe('loading'),
  },
  {
    title: 'ticking and typing change the form only',
    applies: (from, event) => from.matches('editing') && (event.type === 'service.toggle' || event.type === 'service.edit'),
    holds: (from, event, to, world) => {
      if (event.type === 'service.toggle') expect(view(to).values.ways.pickup).toBe(event.on);
      else expect(view(to).values.numbers.pickup_minutes).toBe(event.value);
      expect(view(to).tables).toBe(view(from).tables);
      expect(world).toEqual(nothing());
    },
  },
  {
    title: "saving a form that breaks the contract's rules names each field and sends nothing",
    applies: (from, event) => from.matches('editing') && event.type === 'service.save' && !valid(from),
    holds: (from, _, to, world) => {
      const expected: Record<string, string> = {};
      if (!Object.values(view(from).values.ways).some(Boolean)) expected.pickup = TEXT.noWay;
      if (Number(view(from).values.numbers.pickup_minutes) < 5) expected.pickup_minutes = TEXT.minutes;
      expect(view(to)).toMatchObject({ status: 'editing', errors: expected });
      expect(world).toEqual(nothing());
    },
  },
  {
    title: 'saving a valid form sends the settings as numbers (PUT /about/service/)',
    applies: (from, event) => from.matches('editing') && event.type === 'service.save' && valid(from),
    holds: (from, _, to, world) => {
      expect(view(to).status).toBe('saving');
      expect(world.saves).toEqual([
        {
          pickup: view(from).values.ways.pickup,
          dine_in: false,
          delivery: false,
          delivery_fee: 0,
          delivery_minimum: 0,
          pickup_minutes: Number(view(from).values.numbers.pickup_minutes),
          tables: 12,
        },
      ]);
    },
  },
  {
    title: "saved: 'Ordering options saved.' and the form shows what the server stored",
    applies: (_, event) => event.type === SAVED && (event.output as Result<unknown>).ok,
    holds: (_, __, to, world) => {
      expect(view(to)).toMatchObject({ status: 'editing', errors: {} });
      expect(view(to).values.numbers.pickup_minutes).toBe('25');
      expect(world.toasts).toEqual([toast('success', TEXT.saved)]);
    },
  },
  {
    title: "refused: the server's words, each refused field marked, the form kept",
    applies: (_, event) => (event.type === SAVED && !(event.output as Result<unknown>).ok) || event.type === SAVE_THREW,
    holds: (from, event, to, world) => {
      expect(view(to).values).toEqual(view(from).values);
      if (event.type === SAVE_THREW) expect(world.toasts).toEqual([toast('error', TEXT.failed)]);
      else {
        expect(view(to).errors).toEqual({ pickup_minutes: TEXT.minutes });
        expect(world.toasts).toEqual([toast('error', TEXT.minutes)]);
      }
    },
  },
];

describe('serviceSettingsMachine, every edge of its graph replayed into a real actor', () => {
  itReplaysEveryRule(edges, rules, harness, 'claims each edge with exactly one rule');
});
