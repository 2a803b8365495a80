import { assign, emit, setup } from 'xstate';
import {
  FULFILMENT_MESSAGES,
  type FulfilmentType,
  type ServiceSettings,
  type ServiceSettingsRequest,
  serviceSettingsRequest,
} from '../../contract/fulfilment';
import type { WriteResult } from '../catalogue/meal-admin-api';
import { notify, type NotifyEvent } from '../shared/notify';
import type { Result } from '../shared/result';
import * as settingsForm from './settings-form';

export const SERVICE_LOAD_FAILED = /*i18n*/ 'Error loading the ordering options.';

/** The number fields of the form, as typed. */
export const SERVICE_NUMBERS = ['delivery_fee', 'delivery_minimum', 'pickup_minutes', 'tables'] as const;
export type ServiceNumber = (typeof SERVICE_NUMBERS)[number];
export type ServiceField = FulfilmentType | ServiceNumber;
export type ServiceErrors = Partial<Record<ServiceField, string>>;

export interface ServiceValues {
  ways: Record<FulfilmentType, boolean>;
  numbers: Record<ServiceNumber, string>;
}

export type ServiceEvent =
  | { type: 'service.toggle'; way: FulfilmentType; on: boolean }
  | { type: 'service.edit'; field: ServiceNumber; value: string }
  | { type: 'service.save' }
  | { type: 'service.retry' };

export interface ServiceApi {
  /** GET /about/service/ */
  loadService(): Promise<Result<ServiceSettings>>;
  /** PUT /about/service/: the settings as saved, or 400 with each refused field. */
  saveService(settings: ServiceSettingsRequest): Promise<WriteResult<ServiceSettings>>;
}

const valuesOf = (settings: ServiceSettings): ServiceValues => ({
  ways: { pickup: settings.pickup, dine_in: settings.dine_in, delivery: settings.delivery },
  numbers: {
    delivery_fee: String(settings.delivery_fee),
    delivery_minimum: String(settings.delivery_minimum),
    pickup_minutes: String(settings.pickup_minutes),
    tables: String(settings.tables),
  },
});

/** The request the form would send, or each field's first broken rule (the contract's words). */
export function serviceRequest(values: ServiceValues): settingsForm.Checked<ServiceSettingsRequest, ServiceField> {
  return settingsForm.checked(
    serviceSettingsRequest.safeParse({
      ...values.ways,
      delivery_fee: settingsForm.typedNumber(values.numbers.delivery_fee),
      delivery_minimum: settingsForm.typedNumber(values.numbers.delivery_minimum),
      pickup_minutes: settingsForm.typedNumber(values.numbers.pickup_minutes),
      tables: settingsForm.typedNumber(values.numbers.tables),
    }),
  );
}

interface ServiceContext {
  values: ServiceValues;
  /** What is saved: the table QR codes follow it, not the unsaved form. */
  saved: ServiceSettings | null;
  errors: ServiceErrors;
}

/**
 * Ordering options (docs/rules/orders.md#ways-to-order): which ways the restaurant serves, delivery's fee and minimum,
 * pickup's time, tables.
 */
export const serviceSettingsMachine = setup({
  types: { context: {} as ServiceContext, events: {} as ServiceEvent, emitted: {} as NotifyEvent },
  actors: settingsForm.calls<ServiceSettings, ServiceSettingsRequest>(),
  guards: settingsForm.guards(serviceRequest),
  actions: {
    /** The form shows what is saved, and the QR codes follow it. */
    store: assign((_, settings: ServiceSettings) => ({ values: valuesOf(settings), saved: settings })),
    saved: emit(notify('success', FULFILMENT_MESSAGES.saved)),
    failed: emit((_, message: string) => notify('error', message)),
    serverRefusals: assign((_, output: WriteResult<unknown>) => ({ errors: output.ok ? {} : (output.fields ?? {}) })),
  },
}).createMachine({
  id: 'serviceSettings',
  context: {
    values: { ways: { pickup: true, dine_in: true, delivery: false }, numbers: { delivery_fee: '', delivery_minimum: '', pickup_minutes: '', tables: '' } },
    saved: null,
    errors: {},
  },
  initial: 'loading',
  states: {
    loading: settingsForm.loading,
    failed: { on: { 'service.retry': { target: 'loading' } } },
    editing: {
      on: {
        'service.toggle': {
          actions: assign({
            values: ({ context, event }) => ({ ...context.values, ways: { ...context.values.ways, [event.way]: event.on } }),
          }),
        },
        'service.edit': {
          actions: assign({
            values: ({ context, event }) => ({
              ...context.values,
              numbers: { ...context.values.numbers, [event.field]: event.value },
            }),
          }),
        },
        'service.save': [
          { guard: 'valid', target: 'saving', actions: assign({ errors: {} }) },
          { actions: assign({ errors: ({ context }) => settingsForm.refusalsOf(serviceRequest(context.values)) }) },
        ],
      },
    },
    saving: settingsForm.saving(serviceRequest),
  },
});

export interface ServiceView {
  status: settingsForm.Status;
  values: ServiceValues;
  errors: ServiceErrors;
  /** The tables as saved: how many QR codes there are to print. */
  tables: number;
}

export function selectService(snapshot: {
  context: ServiceContext;
  matches: (state: ServiceView['status']) => boolean;
}): ServiceView {
  const status = settingsForm.status(snapshot);
  return { status, values: snapshot.context.values, errors: snapshot.context.errors, tables: snapshot.context.saved?.tables ?? 0 };
}
