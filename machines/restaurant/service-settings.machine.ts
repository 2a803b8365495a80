import { assign, emit, fromPromise, setup } from 'xstate';
import {
  FULFILMENT_MESSAGES,
  type FulfilmentType,
  type ServiceSettings,
  type ServiceSettingsRequest,
  serviceSettingsRequest,
} from '../../contract/fulfilment';
import { SOMETHING_WENT_WRONG } from '../../contract/errors';
import type { WriteResult } from '../catalogue/meal-admin-api';
import { answeredOk, ifAnsweredOk, okOutput, settleRead } from '../shared/answer';
import { notify, type NotifyEvent } from '../shared/notify';
import type { Result } from '../shared/result';

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
export function serviceRequest(values: ServiceValues): { ok: true; request: ServiceSettingsRequest } | { ok: false; errors: ServiceErrors } {
  const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
  const parsed = serviceSettingsRequest.safeParse({
    ...values.ways,
    delivery_fee: number(values.numbers.delivery_fee),
    delivery_minimum: number(values.numbers.delivery_minimum),
    pickup_minutes: number(values.numbers.pickup_minutes),
    tables: number(values.numbers.tables),
  });
  if (parsed.success) return { ok: true, request: parsed.data };
  const errors: ServiceErrors = {};
  for (const issue of parsed.error.issues) errors[issue.path[0] as ServiceField] ??= issue.message;
  return { ok: false, errors };
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
  actors: {
    load: fromPromise<Result<ServiceSettings>>(async () => {
      throw new Error('load is provided at the admin boundary');
    }),
    save: fromPromise<WriteResult<ServiceSettings>, ServiceSettingsRequest>(async () => {
      throw new Error('save is provided at the admin boundary');
    }),
  },
  guards: {
    valid: ({ context }) => serviceRequest(context.values).ok,
    answeredOk,
  },
  actions: {
    /** The form shows what is saved, and the QR codes follow it. */
    store: assign((_, settings: ServiceSettings) => ({ values: valuesOf(settings), saved: settings })),
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
    loading: {
      invoke: {
        src: 'load',
        ...settleRead('store', 'editing', 'failed'),
      },
    },
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
          { actions: assign({ errors: ({ context }) => (serviceRequest(context.values) as { errors: ServiceErrors }).errors }) },
        ],
      },
    },
    saving: {
      invoke: {
        src: 'save',
        input: ({ context }) => (serviceRequest(context.values) as { request: ServiceSettingsRequest }).request,
        onDone: [
          {
            guard: ifAnsweredOk,
            target: 'editing',
            actions: [{ type: 'store', params: okOutput }, emit(notify('success', FULFILMENT_MESSAGES.saved))],
          },
          {
            target: 'editing',
            actions: [
              assign({ errors: ({ event }) => (event.output.ok ? {} : ((event.output.fields ?? {}) as ServiceErrors)) }),
              emit(({ event }) => notify('error', event.output.ok ? SOMETHING_WENT_WRONG : event.output.message)),
            ],
          },
        ],
        onError: { target: 'editing', actions: emit(notify('error', SOMETHING_WENT_WRONG)) },
      },
    },
  },
});

export interface ServiceView {
  status: 'loading' | 'failed' | 'editing' | 'saving';
  values: ServiceValues;
  errors: ServiceErrors;
  /** The tables as saved: how many QR codes there are to print. */
  tables: number;
}

export function selectService(snapshot: {
  context: ServiceContext;
  matches: (state: ServiceView['status']) => boolean;
}): ServiceView {
  const status = (['loading', 'failed', 'saving'] as const).find((state) => snapshot.matches(state)) ?? 'editing';
  return { status, values: snapshot.context.values, errors: snapshot.context.errors, tables: snapshot.context.saved?.tables ?? 0 };
}
