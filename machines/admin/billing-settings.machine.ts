import { assign, emit, fromPromise, setup } from 'xstate';
import {
  BILLING_MESSAGES,
  type BillingSettings,
  type BillingSettingsRequest,
  billingSettingsRequest,
  DEFAULT_BILLING,
} from '../../contract/billing';
import { SOMETHING_WENT_WRONG } from '../../contract/errors';
import type { WriteResult } from './meal-admin-api';
import { answeredOk, ifAnsweredOk, okOutput, settleRead } from '../shared/answer';
import { notify, type NotifyEvent } from '../shared/notify';
import type { Result } from '../shared/result';

export const BILLING_LOAD_FAILED = /*i18n*/ 'Error loading the bill settings.';

/** The typed fields of the form (the VAT switch is the one that is not typed). */
export const BILLING_TEXTS = [
  'pan_number',
  'address',
  'service_percent_dine_in',
  'service_percent_pickup',
  'service_percent_delivery',
] as const;
export type BillingText = (typeof BILLING_TEXTS)[number];
export type BillingField = BillingText | 'vat_registered';
export type BillingErrors = Partial<Record<BillingField, string>>;

export interface BillingValues {
  vat_registered: boolean;
  texts: Record<BillingText, string>;
}

export type BillingEvent =
  | { type: 'billing.vat'; on: boolean }
  | { type: 'billing.edit'; field: BillingText; value: string }
  | { type: 'billing.save' }
  | { type: 'billing.retry' };

export interface BillingApi {
  /** GET /about/billing/ */
  loadBilling(): Promise<Result<BillingSettings>>;
  /** PUT /about/billing/: the settings as saved, or 400 with each refused field. */
  saveBilling(settings: BillingSettingsRequest): Promise<WriteResult<BillingSettings>>;
}

const valuesOf = (settings: BillingSettings): BillingValues => ({
  vat_registered: settings.vat_registered,
  texts: {
    pan_number: settings.pan_number ?? '',
    address: settings.address,
    service_percent_dine_in: String(settings.service_percent_dine_in),
    service_percent_pickup: String(settings.service_percent_pickup),
    service_percent_delivery: String(settings.service_percent_delivery),
  },
});

/** The request the form would send, or each field's first broken rule (the contract's words). */
export function billingRequest(values: BillingValues): { ok: true; request: BillingSettingsRequest } | { ok: false; errors: BillingErrors } {
  const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
  const { texts } = values;
  const parsed = billingSettingsRequest.safeParse({
    vat_registered: values.vat_registered,
    pan_number: texts.pan_number.trim() === '' ? null : texts.pan_number,
    address: texts.address,
    service_percent_dine_in: number(texts.service_percent_dine_in),
    service_percent_pickup: number(texts.service_percent_pickup),
    service_percent_delivery: number(texts.service_percent_delivery),
  });
  if (parsed.success) return { ok: true, request: parsed.data };
  const errors: BillingErrors = {};
  for (const issue of parsed.error.issues) errors[issue.path[0] as BillingField] ??= issue.message;
  return { ok: false, errors };
}

interface BillingContext {
  values: BillingValues;
  errors: BillingErrors;
}

/** The bill settings: VAT registration and PAN/VAT number, the address on bills, service charge per way of ordering. */
export const billingSettingsMachine = setup({
  types: { context: {} as BillingContext, events: {} as BillingEvent, emitted: {} as NotifyEvent },
  actors: {
    load: fromPromise<Result<BillingSettings>>(async () => {
      throw new Error('load is provided at the admin boundary');
    }),
    save: fromPromise<WriteResult<BillingSettings>, BillingSettingsRequest>(async () => {
      throw new Error('save is provided at the admin boundary');
    }),
  },
  guards: {
    valid: ({ context }) => billingRequest(context.values).ok,
    answeredOk,
  },
  actions: {
    store: assign((_, settings: BillingSettings) => ({ values: valuesOf(settings) })),
    toggleVat: assign(({ context }, on: boolean) => ({ values: { ...context.values, vat_registered: on } })),
    edit: assign(({ context }, change: { field: BillingText; value: string }) => ({
      values: { ...context.values, texts: { ...context.values.texts, [change.field]: change.value } },
    })),
    showRefusals: assign(({ context }) => ({ errors: (billingRequest(context.values) as { errors: BillingErrors }).errors })),
    clearErrors: assign({ errors: {} }),
    serverRefusals: assign((_, output: WriteResult<BillingSettings>) => ({
      errors: output.ok ? {} : ((output.fields ?? {}) as BillingErrors),
    })),
  },
}).createMachine({
  id: 'billingSettings',
  context: { values: valuesOf(DEFAULT_BILLING), errors: {} },
  initial: 'loading',
  states: {
    loading: { invoke: { src: 'load', ...settleRead('store', 'editing', 'failed') } },
    failed: { on: { 'billing.retry': { target: 'loading' } } },
    editing: {
      on: {
        'billing.vat': { actions: { type: 'toggleVat', params: ({ event }) => event.on } },
        'billing.edit': { actions: { type: 'edit', params: ({ event }) => ({ field: event.field, value: event.value }) } },
        'billing.save': [{ guard: 'valid', target: 'saving', actions: 'clearErrors' }, { actions: 'showRefusals' }],
      },
    },
    saving: {
      invoke: {
        src: 'save',
        input: ({ context }) => (billingRequest(context.values) as { request: BillingSettingsRequest }).request,
        onDone: [
          {
            guard: ifAnsweredOk,
            target: 'editing',
            actions: [{ type: 'store', params: okOutput }, emit(notify('success', BILLING_MESSAGES.saved))],
          },
          {
            target: 'editing',
            actions: [
              { type: 'serverRefusals', params: ({ event }) => event.output },
              emit(({ event }) => notify('error', event.output.ok ? SOMETHING_WENT_WRONG : event.output.message)),
            ],
          },
        ],
        onError: { target: 'editing', actions: emit(notify('error', SOMETHING_WENT_WRONG)) },
      },
    },
  },
});

export interface BillingView {
  status: 'loading' | 'failed' | 'editing' | 'saving';
  values: BillingValues;
  errors: BillingErrors;
}

export function selectBilling(snapshot: {
  context: BillingContext;
  matches: (state: BillingView['status']) => boolean;
}): BillingView {
  const status = (['loading', 'failed', 'saving'] as const).find((state) => snapshot.matches(state)) ?? 'editing';
  return { status, values: snapshot.context.values, errors: snapshot.context.errors };
}
