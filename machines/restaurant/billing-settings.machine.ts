import { assign, emit, setup } from 'xstate';
import {
  BILLING_MESSAGES,
  type BillingSettings,
  type BillingSettingsRequest,
  billingSettingsRequest,
  DEFAULT_BILLING,
} from '../../contract/billing';
import type { WriteResult } from '../catalogue/meal-admin-api';
import { answeredOk, settleRead, settleSave } from '../shared/answer';
import { providedCall } from '../shared/boundary';
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
    load: providedCall<Result<BillingSettings>>('load'),
    save: providedCall<WriteResult<BillingSettings>, BillingSettingsRequest>('save'),
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
    saved: emit(notify('success', BILLING_MESSAGES.saved)),
    failed: emit((_, message: string) => notify('error', message)),
    serverRefusals: assign((_, output: WriteResult<unknown>) => ({
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
        ...settleSave('editing'),
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
