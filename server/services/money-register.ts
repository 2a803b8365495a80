import { type MoneyRangeQuery, type ReceiptKind, receiptSnapshot } from '../../contract/receipt';
import type { Db } from '../db/database';
import { receiptsIssuedBetween } from '../db/repositories/receipts';
import { adDateInNepal, bsOfAdDate, formatBs } from './bs-calendar';

/*
 * The sales register and the credit notes as CSV for the accountant: one row per receipt (or credit note) issued on
 * the days asked, as dated in Nepal. Taxable amount is what VAT is charged on (base + service charge) when the bill
 * carries VAT; otherwise the menu total (the total less delivery), with VAT 0.
 */

const HEADER = ['Date (BS)', 'Date (AD)', 'Receipt number', 'Customer', 'Taxable amount', 'VAT', 'Total'];

/** Nepal's offset from UTC: the range's days start at midnight in Kathmandu. */
const startOfNepalDay = (day: string) => new Date(`${day}T00:00:00+05:45`);

/** The range's days as the instants [from, to) they cover in Nepal, as timestamps are stored (ISO). */
export function nepalInstants(range: MoneyRangeQuery): { from: string; to: string } {
  const to = new Date(startOfNepalDay(range.to).getTime() + 24 * 60 * 60_000);
  return { from: startOfNepalDay(range.from).toISOString(), to: to.toISOString() };
}

const rupees = (paisa: number) => (paisa / 100).toFixed(2);

/**
 * A cell a spreadsheet cannot read as a formula: one starting with = + - @ (or a tab or carriage return, which some
 * spreadsheets skip before reading one) gets a leading apostrophe, and every cell is quoted.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

const csvLine = (cells: string[]) => cells.map(csvCell).join(',');

export async function registerCsv(db: Db, kind: ReceiptKind, range: MoneyRangeQuery): Promise<string> {
  const { from, to } = nepalInstants(range);
  const rows = await receiptsIssuedBetween(db, kind, from, to);
  const header = kind === 'credit_note' ? [...HEADER, 'Credit for receipt'] : HEADER;
  const lines = rows.map((row) => {
    const snapshot = receiptSnapshot.parse(JSON.parse(row.snapshot));
    const adDate = adDateInNepal(new Date(row.issued_at));
    const total = snapshot.credit?.amount_paisa ?? snapshot.total_paisa;
    const whole = total === snapshot.total_paisa;
    const vat = snapshot.split?.vat_paisa ?? null;
    // A part refund's share of the tax is not on record: only a whole one repeats the receipt's split.
    const taxable = vat !== null && snapshot.split ? snapshot.split.base_paisa + snapshot.split.service_paisa : total - snapshot.delivery_fee_paisa;
    const cells = [
      formatBs(bsOfAdDate(adDate)),
      adDate,
      row.number,
      snapshot.customer.name ?? snapshot.customer.phone ?? '',
      whole ? rupees(taxable) : '',
      whole ? rupees(vat ?? 0) : '',
      rupees(total),
    ];
    return csvLine(kind === 'credit_note' ? [...cells, row.credit_for ?? ''] : cells);
  });
  // The byte-order mark tells spreadsheets the file is UTF-8 (names in Devanagari).
  return `\uFEFF${[csvLine(header), ...lines].join('\r\n')}\r\n`;
}
