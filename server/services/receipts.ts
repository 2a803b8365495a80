import { type ReceiptDocument, type ReceiptKind, receiptSnapshot } from '../../contract/receipt';
import type { Db } from '../db/database';
import {
  addPrint,
  findReceipt,
  giveBackSequence,
  inTransaction,
  insertReceipt,
  type ReceiptRecord,
  takeSequence,
} from '../db/repositories/receipts';
import { isoAt } from './account-context';
import { adDateInNepal, bsOfAdDate, fiscalYearOf, formatBs } from './bs-calendar';
import { billOf, isSettled, snapshotOf } from './receipt-snapshot';

/*
 * Receipts (docs/receipts.md): one per order that is paid online or whose cash is received, numbered per Nepali
 * fiscal year (from 1 Shrawan) without gaps, and a credit note naming it when the money is owed back. Issued rows
 * are never changed except their print count.
 */

const PREFIX: Record<ReceiptKind, string> = { receipt: '', credit_note: 'CN-' };
const numberOf = (kind: ReceiptKind, fiscalYear: string, sequence: number) =>
  `${PREFIX[kind]}${fiscalYear}-${String(sequence).padStart(6, '0')}`;

/**
 * Issues one document for an order in the caller's transaction (or one of its own). The series' counter row is
 * taken first: every issuer of the series waits on it, so the look for an earlier document of this order that
 * follows sees every one committed before; finding one, the number is given back and that document answered.
 */
async function issue(
  db: Db,
  orderId: number,
  kind: ReceiptKind,
  now: Date,
  build: (trx: Db) => Promise<{ snapshot: ReturnType<typeof receiptSnapshot.parse>; creditFor: number | null } | null>,
): Promise<ReceiptRecord | null> {
  const adDate = adDateInNepal(now);
  const fiscalYear = fiscalYearOf(bsOfAdDate(adDate));
  const series = `${kind}:${fiscalYear}`;
  return inTransaction(db, async (trx) => {
    const sequence = await takeSequence(trx, series);
    const earlier = await findReceipt(trx, orderId, kind);
    const content = earlier ? null : await build(trx);
    if (!content) {
      await giveBackSequence(trx, series);
      return earlier ?? null;
    }
    await insertReceipt(trx, {
      number: numberOf(kind, fiscalYear, sequence),
      fiscal_year: fiscalYear,
      sequence,
      kind,
      order_id: orderId,
      credit_for_receipt_id: content.creditFor,
      issued_at: isoAt(now),
      snapshot: JSON.stringify(content.snapshot),
    });
    return (await findReceipt(trx, orderId, kind)) ?? null;
  });
}

/**
 * The receipt of a paid or cash-collected order, issued now unless it was already: call it in the transaction that
 * marks the order paid or its cash received (or right after it). Null when the order is unknown or not settled.
 */
export function issueReceipt(db: Db, orderId: number, now: Date): Promise<ReceiptRecord | null> {
  // The stored record, not the printable document: paying an order has no use for the BS date or the credit note's
  // look-up, and they cost every checkout.
  return issue(db, orderId, 'receipt', now, async (trx) => {
    const bill = await billOf(trx, orderId);
    if (!bill || !isSettled(bill)) return null;
    return { snapshot: await snapshotOf(trx, bill, null), creditFor: null };
  });
}

/**
 * The credit note of an order whose money is owed back after a receipt was issued (cancelled after payment): it
 * names the receipt. Null when the order has no receipt or owes nothing back.
 */
export function issueCreditNote(db: Db, orderId: number, now: Date): Promise<ReceiptRecord | null> {
  return issue(db, orderId, 'credit_note', now, async (trx) => {
    const receipt = await findReceipt(trx, orderId, 'receipt');
    const bill = await billOf(trx, orderId);
    if (!receipt || !bill || bill.refund_status === null) return null;
    const credit = { amount_paisa: Number(bill.refund_amount_paisa ?? bill.total_paisa), reason: bill.refund_reason ?? '' };
    // The credit note repeats the receipt's own lines and split: it takes back what was receipted, as it was.
    const original = receiptSnapshot.parse(JSON.parse(receipt.snapshot));
    return { snapshot: { ...original, credit }, creditFor: receipt.id };
  });
}

export async function documentOf(db: Db, record: ReceiptRecord): Promise<ReceiptDocument> {
  const credited = record.kind === 'receipt' ? await findReceipt(db, record.order_id, 'credit_note') : undefined;
  const adDate = adDateInNepal(new Date(record.issued_at));
  return {
    kind: record.kind,
    number: record.number,
    fiscal_year: record.fiscal_year,
    issued_at: record.issued_at,
    date_bs: formatBs(bsOfAdDate(adDate)),
    date_ad: adDate,
    times_printed: Number(record.times_printed),
    credit_for: record.credit_for ?? null,
    credited_by: credited?.number ?? null,
    snapshot: receiptSnapshot.parse(JSON.parse(record.snapshot)),
  };
}

export interface ReceiptReader {
  id: number;
  is_admin: boolean;
}

export type ReceiptResult = { kind: 'found'; document: ReceiptDocument } | { kind: 'not-found' } | { kind: 'none' };

/** An admin reads any order's documents, a customer only their own order's (another's is "not found"). */
async function readable(db: Db, reader: ReceiptReader, orderId: number): Promise<boolean> {
  const order = await db.selectFrom('orders').select('user_id').where('id', '=', orderId).executeTakeFirst();
  return order !== undefined && (reader.is_admin || order.user_id === reader.id);
}

export async function readReceipt(db: Db, reader: ReceiptReader, orderId: number, kind: ReceiptKind): Promise<ReceiptResult> {
  if (!(await readable(db, reader, orderId))) return { kind: 'not-found' };
  const record = await findReceipt(db, orderId, kind);
  return record ? { kind: 'found', document: await documentOf(db, record) } : { kind: 'none' };
}

/** A print: the first is the original, every later one a copy; the answer carries the count after it. */
export async function recordPrint(db: Db, reader: ReceiptReader, orderId: number, kind: ReceiptKind): Promise<ReceiptResult> {
  if (!(await readable(db, reader, orderId))) return { kind: 'not-found' };
  if ((await addPrint(db, orderId, kind)) === null) return { kind: 'none' };
  return readReceipt(db, reader, orderId, kind);
}
