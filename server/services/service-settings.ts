import type { PaymentSettingsRequest } from '../../contract/payment-settings';
import { type Refusal, refusal } from '../../contract/refusals';
import {
  DEFAULT_SERVICE,
  FULFILMENT_LABELS,
  type FulfilmentRequest,
  type ServiceSettings,
  type ServiceSettingsRequest,
} from '../../contract/fulfilment';
import type { Db } from '../db/database';
import { getServiceSettings, saveServiceSettings } from '../db/repositories/service-settings';
import type { OrdersTable } from '../db/schema';
import { isoAt } from './account-context';
import { deliveryTerms, deliveryTermsOf, toRupees } from '../../contract/money';
import { paisaToRupees, rupeesToPaisa } from './money';
import { DEFAULT_MAX_CASH_ORDERS, DEFAULT_PAYMENT_METHODS, inMethodOrder, paymentMethodsByWay } from '../../contract/cash';
import type { PaymentMethodsByWay } from '../../contract/cash';

/** The column is this service's own JSON; null (never chosen) or unreadable reads as the defaults. */
function storedPaymentMethods(json: string | null): PaymentMethodsByWay {
  if (json === null) return DEFAULT_PAYMENT_METHODS;
  try {
    const parsed = paymentMethodsByWay.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : DEFAULT_PAYMENT_METHODS;
  } catch {
    return DEFAULT_PAYMENT_METHODS;
  }
}
import { billingSettings, billTermsOf } from './billing-settings';

/** The ways the restaurant serves, its delivery terms and how its bills split; the defaults until an admin saves them. */
export async function serviceSettings(db: Db): Promise<ServiceSettings> {
  const [row, billing] = await Promise.all([getServiceSettings(db), billingSettings(db)]);
  if (!row) return { ...DEFAULT_SERVICE, billing: billTermsOf(billing) };
  return {
    billing: billTermsOf(billing),
    pickup: row.pickup === 1,
    dine_in: row.dine_in === 1,
    delivery: row.delivery === 1,
    delivery_fee: paisaToRupees(row.delivery_fee_paisa),
    delivery_minimum: paisaToRupees(row.delivery_minimum_paisa),
    pickup_minutes: row.pickup_minutes,
    tables: row.tables,
    payment_methods: storedPaymentMethods(row.payment_methods),
    max_cash_orders: row.max_cash_orders,
  };
}

export async function saveService(db: Db, now: Date, request: ServiceSettingsRequest): Promise<ServiceSettings> {
  // A request without the ways to pay (a client from before they existed) keeps the ones saved.
  const before = request.payment_methods && request.max_cash_orders !== undefined ? null : await serviceSettings(db);
  const methods = request.payment_methods ?? before?.payment_methods ?? DEFAULT_PAYMENT_METHODS;
  await saveServiceSettings(db, {
    payment_methods: JSON.stringify({
      pickup: inMethodOrder(methods.pickup),
      dine_in: inMethodOrder(methods.dine_in),
      delivery: inMethodOrder(methods.delivery),
    }),
    max_cash_orders: request.max_cash_orders ?? before?.max_cash_orders ?? DEFAULT_MAX_CASH_ORDERS,
    pickup: request.pickup ? 1 : 0,
    dine_in: request.dine_in ? 1 : 0,
    delivery: request.delivery ? 1 : 0,
    delivery_fee_paisa: rupeesToPaisa(request.delivery_fee),
    delivery_minimum_paisa: rupeesToPaisa(request.delivery_minimum),
    pickup_minutes: request.pickup_minutes,
    tables: request.tables,
    updated_at: isoAt(now),
  });
  return serviceSettings(db);
}

export type FulfilmentColumns = Pick<
  OrdersTable,
  'table_number' | 'delivery_address' | 'delivery_landmark' | 'contact_phone'
> & { fulfilment_type: FulfilmentRequest['type']; delivery_fee_paisa: number };

/**
 * How an order of `subtotalPaisa` reaches its customer, checked against what the restaurant offers: the columns to
 * store, or the refusal in the customer's words (a field error where a field is at fault).
 */
export function fulfilmentOf(
  settings: ServiceSettings,
  request: FulfilmentRequest,
  subtotalPaisa: number,
): { ok: true; columns: FulfilmentColumns } | { ok: false; field: string; message: Refusal } {
  if (!settings[request.type])
    return { ok: false, field: 'fulfilment.type', message: refusal('wayNotOffered', { way: FULFILMENT_LABELS[request.type] }) };
  const none = { table_number: null, delivery_address: null, delivery_landmark: null, contact_phone: null, delivery_fee_paisa: 0 };
  switch (request.type) {
    case 'pickup':
      return { ok: true, columns: { ...none, fulfilment_type: 'pickup' } };
    case 'dine_in':
      // No tables set (0) means the restaurant has not numbered them for QR codes: any table number is taken.
      if (request.table === undefined || (settings.tables > 0 && request.table > settings.tables))
        return { ok: false, field: 'fulfilment.table', message: refusal('tableUnknown', { tables: settings.tables }) };
      return { ok: true, columns: { ...none, fulfilment_type: 'dine_in', table_number: request.table } };
    case 'delivery': {
      const terms = deliveryTermsOf(settings);
      const { shortPaisa } = deliveryTerms(terms, subtotalPaisa);
      if (shortPaisa > 0)
        return {
          ok: false,
          field: 'non_field_errors',
          message: refusal('belowMinimum', { minimum: settings.delivery_minimum, short: toRupees(shortPaisa) }),
        };
      return {
        ok: true,
        columns: {
          ...none,
          fulfilment_type: 'delivery',
          delivery_address: request.address ?? '',
          delivery_landmark: request.landmark || null,
          contact_phone: request.phone ?? '',
          delivery_fee_paisa: terms.feePaisa,
        },
      };
    }
  }
}

/** When a pickup order is expected ready: when the customer asked for it, else as long after now as pickup takes. */
export function readyTimeOf(settings: Pick<ServiceSettings, 'pickup_minutes'>, now: Date, scheduled: string | null): string {
  const soonest = isoAt(new Date(now.getTime() + settings.pickup_minutes * 60_000));
  return scheduled !== null && scheduled > soonest ? scheduled : soonest;
}

/**
 * Whether a service-settings request would change the ways to pay or the bound on open cash orders: those are money
 * settings (docs/rules/roles.md#permissions), which only a role holding money.settings may change. Absent parts change
 * nothing.
 */
export async function changesPayments(db: Db, request: ServiceSettingsRequest): Promise<boolean> {
  if (!request.payment_methods && request.max_cash_orders === undefined) return false;
  const current = await serviceSettings(db);
  const sameMethods =
    !request.payment_methods ||
    (['pickup', 'dine_in', 'delivery'] as const).every(
      (way) => inMethodOrder(request.payment_methods![way]).join() === (current.payment_methods ?? DEFAULT_PAYMENT_METHODS)[way].join(),
    );
  const sameBound = request.max_cash_orders === undefined || request.max_cash_orders === current.max_cash_orders;
  return !(sameMethods && sameBound);
}

/** The owner's PUT /about/payments/: the ways to pay and the bound, the rest of the service settings as they are. */
export async function savePayments(db: Db, now: Date, request: PaymentSettingsRequest): Promise<ServiceSettings> {
  const { payment_methods: _methods, max_cash_orders: _bound, billing: _billing, ...rest } = await serviceSettings(db);
  return saveService(db, now, { ...rest, ...request });
}
