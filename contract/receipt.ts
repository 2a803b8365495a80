import * as z from 'zod/mini';
import { paymentMethod } from './payment-method';

/**
 * Receipts and credit notes (docs/receipts.md): what the server issued once, as printed. Amounts are whole paisa,
 * as docs/money.md keeps them; the view formats them. A receipt, never a tax invoice: the app is not billing
 * software certified by Nepal's Inland Revenue Department.
 */
export const RECEIPT_KINDS = ['receipt', 'credit_note'] as const;
export const receiptKind = z.enum(RECEIPT_KINDS);
export type ReceiptKind = z.infer<typeof receiptKind>;

const paisa = z.number().check(z.int());
const count = z.number().check(z.int(), z.nonnegative());

export const receiptLine = z.object({
  name: z.string(),
  portion: z.enum(['full', 'half']),
  /** The options as priced ('Spice level: Hot'). */
  choices: z.array(z.string()),
  quantity: count,
  unit_paisa: paisa,
  total_paisa: paisa,
});
export type ReceiptLine = z.infer<typeof receiptLine>;

/** The bill's split as the order was placed; VAT null when the restaurant was not VAT registered. */
export const receiptSplit = z.object({
  base_paisa: paisa,
  service_paisa: paisa,
  service_percent: count,
  vat_paisa: z.nullable(paisa),
});

/** Everything the paper shows, frozen when it was issued. */
export const receiptSnapshot = z.object({
  restaurant: z.object({
    name: z.string(),
    address: z.string(),
    pan_number: z.nullable(z.string()),
    vat_registered: z.boolean(),
  }),
  order: z.object({
    id: count,
    number: count,
    fulfilment: z.enum(['pickup', 'dine_in', 'delivery']),
    table_number: z.nullable(count),
  }),
  customer: z.object({ name: z.nullable(z.string()), phone: z.nullable(z.string()) }),
  lines: z.array(receiptLine),
  split: z.nullable(receiptSplit),
  delivery_fee_paisa: paisa,
  total_paisa: paisa,
  payment: z.object({ method: paymentMethod, reference: z.nullable(z.string()) }),
  /** A credit note: what is given back and why. */
  credit: z.nullable(z.object({ amount_paisa: paisa, reason: z.string() })),
});
export type ReceiptSnapshot = z.infer<typeof receiptSnapshot>;

export const receiptDocument = z.object({
  kind: receiptKind,
  /** 2083/84-000123; a credit note CN-2083/84-000004. */
  number: z.string(),
  fiscal_year: z.string(),
  issued_at: z.string(),
  /** The day it was issued in Nepal, in Bikram Sambat and in the Gregorian calendar (YYYY-MM-DD). */
  date_bs: z.string(),
  date_ad: z.string(),
  /** 0 until the original is printed; each print after the first is a copy. */
  times_printed: count,
  /** A credit note: the number of the receipt it takes back. */
  credit_for: z.nullable(z.string()),
  /** The receipt: its credit note's number, once one was issued. */
  credited_by: z.nullable(z.string()),
  snapshot: receiptSnapshot,
});
export type ReceiptDocument = z.infer<typeof receiptDocument>;

/** Which copy the next print is: null for the original, else the copy's number (1 for the first copy). */
export const copyNumberOf = (timesPrinted: number): number | null => (timesPrinted === 0 ? null : timesPrinted);

export const RECEIPT_MESSAGES = {
  none: 'This order has no receipt: it is issued once the order is paid or its cash is received.',
  noCreditNote: 'This order has no credit note.',
} as const;

const isoDay = /^\d{4}-\d{2}-\d{2}$/;
const day = (name: string) =>
  z.string(`${name} must be a date written YYYY-MM-DD.`).check(
    z.regex(isoDay, `${name} must be a date written YYYY-MM-DD.`),
    z.refine((value) => {
      const parsed = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value);
    }, `${name} is not a date in the calendar.`),
  );

/** GET /admin/money/register.csv and credit-notes.csv: both days included, as dated in Nepal (Gregorian). */
export const moneyRangeQuery = z
  .object({ from: day('from'), to: day('to') })
  .check(z.refine((range) => range.from <= range.to, { message: 'from must not be after to.', path: ['to'] }));
export type MoneyRangeQuery = z.infer<typeof moneyRangeQuery>;
