import { assign, emit, setup } from 'xstate';
import { DEFAULT_MAX_CASH_ORDERS, DEFAULT_PAYMENT_METHODS, inMethodOrder, type PaymentMethodsByWay } from '../../contract/cash';
import { DEFAULT_SERVICE, type ServiceSettings } from '../../contract/fulfilment';
import type { PaymentMethod } from '../../contract/payment-method';
import { PAYMENT_SETTINGS_MESSAGES, type PaymentSettingsRequest, paymentSettingsRequest } from '../../contract/payment-settings';
import type { WriteResult } from '../catalogue/meal-admin-api';
import { notify, type NotifyEvent } from '../shared/notify';
import type { Result } from '../shared/result';
import * as settingsForm from './settings-form';

export const PAYMENTS_LOAD_FAILED = /*i18n*/ 'Error loading the ways to pay.';

export const PAYMENT_WAYS = ['dine_in', 'pickup', 'delivery'] as const;
export type PaymentWay = (typeof PAYMENT_WAYS)[number];
/** A refusal belongs to a way of ordering (none of its ways to pay ticked) or to the cap on open cash orders. */
export type PaymentsField = PaymentWay | 'max_cash_orders';
export type PaymentsErrors = Partial<Record<PaymentsField, string>>;

export interface PaymentsValues {
  methods: PaymentMethodsByWay;
  cap: string;
}

export type PaymentsEvent =
  | { type: 'payments.tick'; way: PaymentWay; method: PaymentMethod; on: boolean }
  | { type: 'payments.cap'; value: string }
  | { type: 'payments.save' }
  | { type: 'payments.retry' };

export interface PaymentsApi {
  /** GET /about/service/: the ways to pay, the cap, which ways of ordering are offered and whether Khalti is set up. */
  loadPayments(): Promise<Result<ServiceSettings>>;
  /** PUT /about/payments/ (the owner's): the settings as saved, or 400 with each refused field. */
  savePayments(settings: PaymentSettingsRequest): Promise<WriteResult<ServiceSettings>>;
}

/** The server names a way's refusal `payment_methods.<way>`; the form marks the way. */
const fieldOf = (path: readonly PropertyKey[]): PaymentsField =>
  (path[0] === 'payment_methods' ? path[1] : path[0]) as PaymentsField;

/** The request the form would send, or each field's first broken rule (the contract's words). */
export function paymentsRequest(values: PaymentsValues): settingsForm.Checked<PaymentSettingsRequest, PaymentsField> {
  return settingsForm.checked(
    paymentSettingsRequest.safeParse({
      payment_methods: values.methods,
      max_cash_orders: settingsForm.typedNumber(values.cap),
    }),
    fieldOf,
  );
}

interface PaymentsContext {
  values: PaymentsValues;
  /** The ways of ordering the restaurant offers: only those get a row. */
  ways: PaymentWay[];
  /** Whether this server takes Khalti at all (KHALTI_MODE not off). */
  khalti: boolean;
  errors: PaymentsErrors;
}

const fromSettings = (settings: ServiceSettings): Omit<PaymentsContext, 'errors'> => ({
  values: {
    methods: settings.payment_methods ?? DEFAULT_PAYMENT_METHODS,
    cap: String(settings.max_cash_orders ?? DEFAULT_MAX_CASH_ORDERS),
  },
  ways: PAYMENT_WAYS.filter((way) => settings[way]),
  khalti: settings.khalti === true,
});

/** The owner's ways to pay: which methods each way of ordering offers and the bound on open cash orders. */
export const paymentSettingsMachine = setup({
  types: { context: {} as PaymentsContext, events: {} as PaymentsEvent, emitted: {} as NotifyEvent },
  actors: settingsForm.calls<ServiceSettings, PaymentSettingsRequest>(),
  guards: settingsForm.guards(paymentsRequest),
  actions: {
    store: assign((_, settings: ServiceSettings) => fromSettings(settings)),
    tick: assign(({ context }, change: { way: PaymentWay; method: PaymentMethod; on: boolean }) => {
      const kept = context.values.methods[change.way].filter((method) => method !== change.method);
      const methods = { ...context.values.methods, [change.way]: inMethodOrder(change.on ? [...kept, change.method] : kept) };
      return { values: { ...context.values, methods } };
    }),
    cap: assign(({ context }, value: string) => ({ values: { ...context.values, cap: value } })),
    showRefusals: assign(({ context }) => ({ errors: settingsForm.refusalsOf(paymentsRequest(context.values)) })),
    clearErrors: assign({ errors: {} }),
    saved: emit(notify('success', PAYMENT_SETTINGS_MESSAGES.saved)),
    failed: emit((_, message: string) => notify('error', message)),
    serverRefusals: assign((_, output: WriteResult<unknown>) => ({
      errors: Object.fromEntries(
        Object.entries(output.ok ? {} : (output.fields ?? {})).map(([field, message]) => [fieldOf(field.split('.')), message]),
      ) as PaymentsErrors,
    })),
  },
}).createMachine({
  id: 'paymentSettings',
  context: { ...fromSettings(DEFAULT_SERVICE), errors: {} },
  initial: 'loading',
  states: {
    loading: settingsForm.loading,
    failed: { on: { 'payments.retry': { target: 'loading' } } },
    editing: {
      on: {
        'payments.tick': {
          actions: { type: 'tick', params: ({ event }) => ({ way: event.way, method: event.method, on: event.on }) },
        },
        'payments.cap': { actions: { type: 'cap', params: ({ event }) => event.value } },
        'payments.save': [{ guard: 'valid', target: 'saving', actions: 'clearErrors' }, { actions: 'showRefusals' }],
      },
    },
    saving: settingsForm.saving(paymentsRequest),
  },
});

export interface PaymentsView extends Omit<PaymentsContext, 'errors'> {
  status: settingsForm.Status;
  errors: PaymentsErrors;
}

export function selectPayments(snapshot: {
  context: PaymentsContext;
  matches: (state: PaymentsView['status']) => boolean;
}): PaymentsView {
  return { status: settingsForm.status(snapshot), ...snapshot.context };
}
