import {
  type BillingSettings,
  type BillingSettingsRequest,
  type BillTerms,
  billSplit,
  DEFAULT_BILLING,
} from '../../contract/billing';
import type { FulfilmentType } from '../../contract/fulfilment';
import type { Db } from '../db/database';
import { getBillingSettings, saveBillingSettings } from '../db/repositories/billing-settings';
import { isoAt } from './account-context';

/** The restaurant's bill settings; not VAT registered and no service charge until an admin saves them. */
export async function billingSettings(db: Db): Promise<BillingSettings> {
  const row = await getBillingSettings(db);
  if (!row) return DEFAULT_BILLING;
  return {
    vat_registered: row.vat_registered === 1,
    pan_number: row.pan_number,
    address: row.address,
    service_percent_dine_in: row.service_percent_dine_in,
    service_percent_pickup: row.service_percent_pickup,
    service_percent_delivery: row.service_percent_delivery,
  };
}

/** What the cart reads to show a bill's split before paying: everything but the address. */
export const billTermsOf = ({ address: _address, ...terms }: BillingSettings): BillTerms => terms;

export async function saveBilling(db: Db, now: Date, request: BillingSettingsRequest): Promise<BillingSettings> {
  await saveBillingSettings(db, {
    vat_registered: request.vat_registered ? 1 : 0,
    // A restaurant that stops being VAT registered keeps its PAN (it may still print it); an empty one is none.
    pan_number: request.pan_number || null,
    address: request.address,
    service_percent_dine_in: request.service_percent_dine_in,
    service_percent_pickup: request.service_percent_pickup,
    service_percent_delivery: request.service_percent_delivery,
    updated_at: isoAt(now),
  });
  return billingSettings(db);
}

/** The columns an order stores: its bill's split, worked once from its menu total when it is placed. */
export function billColumns(terms: BillTerms, way: FulfilmentType, menuTotalPaisa: number) {
  const split = billSplit(terms, way, menuTotalPaisa);
  return {
    bill_base_paisa: split.basePaisa,
    bill_service_paisa: split.servicePaisa,
    bill_vat_paisa: split.vatPaisa,
    bill_service_percent: split.servicePercent,
  };
}
