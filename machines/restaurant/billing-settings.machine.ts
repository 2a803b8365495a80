import { assign, emit, setup } from 'xstate';
import {
  BILLING_MESSAGES,
  type BillingSettings,
  type BillingSettingsRequest,
  billingSettingsRequest,
  DEFAULT_BILLING,
} from '../../contract/billing';
import type { WriteResult } from '../catalogue/meal-admin-api';
import { notify, type NotifyEvent } from '../shared/notify';
import type { Result } from '../shared/result';
import * as settingsForm from './settings-form';

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
export function billingRequest(values: BillingValues): settingsForm.Checked<BillingSettingsRequest, BillingField> {
  const { texts } = values;
  return settingsForm.checked(
    billingSettingsRequest.safeParse({
      vat_registered: values.vat_registered,
      pan_number: texts.pan_number.trim() === '' ? null : texts.pan_number,
      address: texts.address,
      service_percent_dine_in: settingsForm.typedNumber(texts.service_percent_dine_in),
      service_percent_pickup: settingsForm.typedNumber(texts.service_percent_pickup),
      service_percent_delivery: settingsForm.typedNumber(texts.service_percent_delivery),
    }),
  );
}

interface BillingContext {
  values: BillingValues;
  errors: BillingErrors;
}

/** The bill settings: VAT registration and PAN/VAT number, the address on bills, service charge per way of ordering. */
export const billingSettingsMachine = setup({
  types: { context: {} as BillingContext, events: {} as BillingEvent, emitted: {} as NotifyEvent },
  actors: settingsForm.calls<BillingSettings, BillingSettingsRequest>(),
  guards: settingsForm.guards(billingRequest),
  actions: {
    store: assign((_, settings: BillingSettings) => ({ values: valuesOf(settings) })),
    toggleVat: assign(({ context }, on: boolean) => ({ values: { ...context.values, vat_registered: on } })),
    edit: assign(({ context }, change: { field: BillingText; value: string }) => ({
      values: { ...context.values, texts: { ...context.values.texts, [change.field]: change.value } },
    })),
    showRefusals: assign(({ context }) => ({ errors: settingsForm.refusalsOf(billingRequest(context.values)) })),
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
    loading: settingsForm.loading,
    failed: { on: { 'billing.retry': { target: 'loading' } } },
    editing: {
      on: {
        'billing.vat': { actions: { type: 'toggleVat', params: ({ event }) => event.on } },
        'billing.edit': { actions: { type: 'edit', params: ({ event }) => ({ field: event.field, value: event.value }) } },
        'billing.save': [{ guard: 'valid', target: 'saving', actions: 'clearErrors' }, { actions: 'showRefusals' }],
      },
    },
    saving: settingsForm.saving(billingRequest),
  },
});

export interface BillingView {
  status: settingsForm.Status;
  values: BillingValues;
  errors: BillingErrors;
}

export function selectBilling(snapshot: {
  context: BillingContext;
  matches: (state: BillingView['status']) => boolean;
}): BillingView {
  return { status: settingsForm.status(snapshot), values: snapshot.context.values, errors: snapshot.context.errors };
}
