import type { Insertable } from 'kysely';
import type { Db } from '../database';
import type { PaymentAttemptState, PaymentAttemptsTable } from '../schema';
import { insertRow } from './rows';

/** States whose outcome eSewa has not given yet: these are asked about. */
export const UNSETTLED: readonly PaymentAttemptState[] = ['open', 'pending'];

const attemptColumns = [
  'id',
  'order_id',
  'pid',
  'api',
  'amount_paisa',
  'state',
  'gateway_ref',
  'last_answer',
  'checks',
  'next_check_at',
  'claimed_until',
  'checked_at',
  'created_at',
  'pidx',
] as const;

export async function insertAttempt(db: Db, attempt: Insertable<PaymentAttemptsTable>): Promise<number> {
  return insertRow(db, 'payment_attempts', attempt);
}

export function findAttemptByPid(db: Db, pid: string) {
  return db.selectFrom('payment_attempts').select(attemptColumns).where('pid', '=', pid).executeTakeFirst();
}

/** A Khalti attempt by the pidx Khalti gave it at initiate. */
export function findAttemptByPidx(db: Db, pidx: string) {
  return db.selectFrom('payment_attempts').select(attemptColumns).where('pidx', '=', pidx).executeTakeFirst();
}

export type AttemptRecord = NonNullable<Awaited<ReturnType<typeof findAttemptByPid>>>;

/** Which of these orders have an attempt the gateway last called PENDING. */
export async function ordersPaymentPending(db: Db, orderIds: number[]): Promise<Set<number>> {
  if (orderIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('payment_attempts')
    .select('order_id')
    .distinct()
    .where('order_id', 'in', orderIds)
    .where('state', '=', 'pending')
    .execute();
  return new Set(rows.map((row) => Number(row.order_id)));
}

export function unsettledAttemptsOf(db: Db, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('payment_attempts')
    .select(attemptColumns)
    .where('order_id', 'in', orderIds)
    .where('state', 'in', [...UNSETTLED])
    .orderBy('id')
    .execute();
}

/** Attempts whose next look is due, oldest first. */
export function dueAttempts(db: Db, now: string, limit: number) {
  return db
    .selectFrom('payment_attempts')
    .select(attemptColumns)
    .where('state', 'in', [...UNSETTLED])
    .where('next_check_at', '<=', now)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', now)]))
    .orderBy('next_check_at')
    .limit(limit)
    .execute();
}

/**
 * Takes the attempt for one look at the gateway until `until`: one conditional UPDATE, so of several servers (or
 * requests) only one asks eSewa about a payment at a time. True when this call took it.
 */
export async function claimAttempt(db: Db, id: number, now: string, until: string): Promise<boolean> {
  const result = await db
    .updateTable('payment_attempts')
    .set((eb) => ({ claimed_until: until, checks: eb('checks', '+', 1) }))
    .where('id', '=', id)
    .where('state', 'in', [...UNSETTLED])
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', now)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** After a look that settled nothing: what eSewa said, when it was asked, and when to look next; the claim ends. */
export async function rescheduleAttempt(
  db: Db,
  id: number,
  patch: { state: 'open' | 'pending'; last_answer: string | null; next_check_at: string; checked_at: string },
): Promise<void> {
  await db
    .updateTable('payment_attempts')
    .set({ ...patch, claimed_until: null })
    .where('id', '=', id)
    .where('state', 'in', [...UNSETTLED])
    .execute();
}

/** Settles an unsettled attempt (complete or failed) in one conditional UPDATE; true when this call settled it. */
export async function settleAttempt(
  db: Db,
  id: number,
  patch: { state: 'complete' | 'failed'; gateway_ref?: string | null; last_answer: string | null; settled_at: string },
): Promise<boolean> {
  const result = await db
    .updateTable('payment_attempts')
    .set({ ...patch, next_check_at: null, claimed_until: null, checked_at: patch.settled_at })
    .where('id', '=', id)
    .where('state', 'in', [...UNSETTLED])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The newest attempt of an order that eSewa completed: its reference is the order's payment. */
export function completedAttemptOf(db: Db, orderId: number) {
  return db
    .selectFrom('payment_attempts')
    .select(attemptColumns)
    .where('order_id', '=', orderId)
    .where('state', '=', 'complete')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** Ids of a customer's orders that have attempts eSewa has not settled. */
export async function ordersWithUnsettledAttempts(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('payment_attempts')
    .innerJoin('orders', 'orders.id', 'payment_attempts.order_id')
    .select('orders.id')
    .distinct()
    .where('orders.user_id', '=', userId)
    .where('payment_attempts.state', 'in', [...UNSETTLED])
    .execute();
  return rows.map((row) => row.id);
}

/**
 * A failed attempt eSewa proves paid after all (a signed return, a transaction check): open again so the money is
 * settled like any other, never lost. True when this call reopened it.
 */
export async function reopenAttempt(db: Db, id: number): Promise<boolean> {
  const result = await db
    .updateTable('payment_attempts')
    .set({ state: 'open', settled_at: null })
    .where('id', '=', id)
    .where('state', '=', 'failed')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
