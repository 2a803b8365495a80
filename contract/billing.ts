import * as z from 'zod/mini';
import { money } from './common';
import type { FulfilmentType } from './fulfilment-type';
import { MAX_SERVICE_PERCENT, type TaxSplit, taxSplit, toPaisa, toRupees } from './money';

/**
 * How the restaurant's bills split the menu price (docs/money.md): whether it is registered for VAT (and its PAN/VAT
 * number), the address printed on bills, and the service charge of each way of ordering. Menu prices include both.
 */

export const PAN_DIGITS = 9;
export const MAX_BILL_ADDRESS = 200;

export const BILLING_MESSAGES = {
  panRequired: /*i18n*/ 'Enter the PAN/VAT number: a VAT-registered restaurant prints it on every bill.',
  panInvalid: /*i18n*/ 'A PAN/VAT number is 9 digits.',
  addressLength: /*i18n*/ 'The address on bills can be at most 200 characters.',
  percentInvalid: /*i18n*/ 'Enter a whole per cent from 0 to 10.',
  saved: /*i18n*/ 'Bill settings saved.',
} as const;

const M = BILLING_MESSAGES;

/** The service-charge fields, one per way of ordering. */
export const SERVICE_PERCENT_FIELDS = {
  dine_in: 'service_percent_dine_in',
  pickup: 'service_percent_pickup',
  delivery: 'service_percent_delivery',
} as const satisfies Record<FulfilmentType, string>;

const percent = z
  .number({ error: M.percentInvalid })
  .check(z.int(M.percentInvalid), z.minimum(0, M.percentInvalid), z.maximum(MAX_SERVICE_PERCENT, M.percentInvalid));

/** What the cart needs to show a bill's split before paying (public, inside GET /about/service/ as `billing`). */
export const billTerms = z.object({
  vat_registered: z.boolean(),
  service_percent_dine_in: z.number(),
  service_percent_pickup: z.number(),
  service_percent_delivery: z.number(),
  /** Printed on a VAT-registered bill; null when none is saved. */
  pan_number: z.nullable(z.string()),
});
export type BillTerms = z.infer<typeof billTerms>;

/** GET /about/billing/ (admin): the whole settings. */
export const billingSettings = z.extend(billTerms, { address: z.string() });
export type BillingSettings = z.infer<typeof billingSettings>;

/** PUT /about/billing/ (admin): the whole settings; a VAT-registered restaurant must give its 9-digit PAN/VAT number. */
export const billingSettingsRequest = z
  .object({
    vat_registered: z.boolean(),
    pan_number: z.optional(z.nullable(z.string().check(z.trim()))),
    address: z.string().check(z.trim(), z.maxLength(MAX_BILL_ADDRESS, M.addressLength)),
    service_percent_dine_in: percent,
    service_percent_pickup: percent,
    service_percent_delivery: percent,
  })
  .check(
    z.refine((value) => !value.vat_registered || (value.pan_number ?? '') !== '', { path: ['pan_number'], message: M.panRequired }),
    z.refine((value) => (value.pan_number ?? '') === '' || new RegExp(`^\\d{${PAN_DIGITS}}$`).test(value.pan_number ?? ''), {
      path: ['pan_number'],
      message: M.panInvalid,
    }),
  );
export type BillingSettingsRequest = z.infer<typeof billingSettingsRequest>;

/** A restaurant that has never saved them: not VAT registered, no service charge. */
export const DEFAULT_BILL_TERMS: BillTerms = {
  vat_registered: false,
  service_percent_dine_in: 0,
  service_percent_pickup: 0,
  service_percent_delivery: 0,
  pan_number: null,
};
export const DEFAULT_BILLING: BillingSettings = { ...DEFAULT_BILL_TERMS, address: '' };

/** An order's bill as placed: the split of its menu total (the delivery fee is outside it). */
export const orderBill = z.object({
  base: money,
  service_charge: money,
  service_percent: z.number(),
  /** null when the restaurant was not VAT registered: the bill shows no VAT line. */
  vat: z.nullable(money),
  vat_registered: z.boolean(),
  /** The restaurant's PAN/VAT number, printed on a VAT-registered bill. */
  pan: z.nullable(z.string()),
});
export type OrderBill = z.infer<typeof orderBill>;

export const servicePercentOf = (terms: BillTerms, way: FulfilmentType): number => terms[SERVICE_PERCENT_FIELDS[way]];

/** The split of a menu total (paisa) for a way of ordering under these terms: the cart's and the server's rule. */
export const billSplit = (terms: BillTerms, way: FulfilmentType, menuTotalPaisa: number): TaxSplit & { servicePercent: number } => {
  const servicePercent = servicePercentOf(terms, way);
  return { ...taxSplit(menuTotalPaisa, servicePercent, terms.vat_registered), servicePercent };
};

/** The split as the wire carries it (rupees). */
export const billOf = (split: TaxSplit & { servicePercent: number }, pan: string | null): OrderBill => ({
  base: toRupees(split.basePaisa),
  service_charge: toRupees(split.servicePaisa),
  service_percent: split.servicePercent,
  vat: split.vatPaisa === null ? null : toRupees(split.vatPaisa),
  vat_registered: split.vatPaisa !== null,
  pan: split.vatPaisa === null ? null : pan,
});

/** A subtotal in rupees, split: what the cart shows before paying. */
export const cartBill = (terms: BillTerms, way: FulfilmentType, subtotal: number): OrderBill =>
  billOf(billSplit(terms, way, toPaisa(subtotal)), terms.pan_number);
