import type { Insertable } from 'kysely';
import type { Db } from '../database';
import type { ReceiptsTable } from '../schema';

/** Runs `work` in the caller's transaction when there is one, else in a transaction of its own. */
export const inTransaction = <T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> =>
  db.isTransaction ? work(db) : db.transaction().execute(work);

/**
 * Takes the next number of a series in the caller's transaction: the row is created at 0 the first time (a second
 * instance creating it at once waits on the key, then finds it), then moved by one. The update holds the row's lock
 * until the transaction ends, so issuers of one series take turns and a rollback gives the number back.
 */
export async function takeSequence(trx: Db, series: string): Promise<number> {
  await trx
    .insertInto('counters')
    .values({ name: series, value: 0 })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const row = await trx
    .updateTable('counters')
    .set((eb) => ({ value: eb('value', '+', 1) }))
    .where('name', '=', series)
    .returning('value')
    .executeTakeFirstOrThrow();
  return Number(row.value);
}

/** Gives back the number just taken, still under the row's lock: nothing was issued with it. */
export async function giveBackSequence(trx: Db, series: string): Promise<void> {
  await trx
    .updateTable('counters')
    .set((eb) => ({ value: eb('value', '-', 1) }))
    .where('name', '=', series)
    .execute();
}

const receiptColumns = [
  'receipts.id',
  'receipts.number',
  'receipts.fiscal_year',
  'receipts.sequence',
  'receipts.kind',
  'receipts.order_id',
  'receipts.issued_at',
  'receipts.snapshot',
  'receipts.times_printed',
  'credited.number as credit_for',
] as const;

const receiptsWithCredited = (db: Db) =>
  db.selectFrom('receipts').leftJoin('receipts as credited', 'credited.id', 'receipts.credit_for_receipt_id');

export function findReceipt(db: Db, orderId: number, kind: ReceiptsTable['kind']) {
  return receiptsWithCredited(db)
    .select(receiptColumns)
    .where('receipts.order_id', '=', orderId)
    .where('receipts.kind', '=', kind)
    .executeTakeFirst();
}

export type ReceiptRecord = NonNullable<Awaited<ReturnType<typeof findReceipt>>>;

export async function insertReceipt(trx: Db, row: Insertable<ReceiptsTable>): Promise<void> {
  await trx.insertInto('receipts').values(row).execute();
}

/** One more print of a receipt; the new count, or null when there is no such receipt. */
export async function addPrint(db: Db, orderId: number, kind: ReceiptsTable['kind']): Promise<number | null> {
  const row = await db
    .updateTable('receipts')
    .set((eb) => ({ times_printed: eb('times_printed', '+', 1) }))
    .where('order_id', '=', orderId)
    .where('kind', '=', kind)
    .returning('times_printed')
    .executeTakeFirst();
  return row ? Number(row.times_printed) : null;
}

/** Receipts (or credit notes) issued in [from, to), oldest first, in numbering order. */
export function receiptsIssuedBetween(db: Db, kind: ReceiptsTable['kind'], from: string, to: string) {
  return receiptsWithCredited(db)
    .select(receiptColumns)
    .where('receipts.kind', '=', kind)
    .where('receipts.issued_at', '>=', from)
    .where('receipts.issued_at', '<', to)
    .orderBy('receipts.issued_at')
    .orderBy('receipts.id')
    .execute();
}
