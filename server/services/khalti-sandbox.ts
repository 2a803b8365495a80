import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database';
import { isoAt } from './account-context';
import type { InitiateResult, KhaltiInitiation, KhaltiStatus, LookupResult } from './khalti-types';
import { lostReturnText, sandboxOutcomes, type SandboxOutcome } from './sandbox-outcomes';

/*
 * The offline stand-in for Khalti (KHALTI_MODE=sandbox, a demo start only): it initiates payments into its own book,
 * shows a payment page that takes Khalti's published sandbox credentials, sends the browser back to the return_url
 * with the query Khalti adds, and answers lookups from the book as Khalti does. To try every path offline it can also
 * leave a payment Pending or take the money and lose the way back (the customer closed the tab).
 */

/** Khalti's published sandbox ids, MPIN and OTP (docs/khalti.md). */
export const SANDBOX_KHALTI_IDS = ['9800000000', '9800000001', '9800000002', '9800000003', '9800000004', '9800000005'];
export const SANDBOX_KHALTI_MPIN = '1111';
export const SANDBOX_KHALTI_OTP = '987654';

/** How long a link lasts before the stand-in says Expired, as Khalti's initiate answers `expires_in: 1800`. */
export const SANDBOX_LINK_MINUTES = 30;

/** What the stand-in does once the customer pays. */
export const KHALTI_OUTCOMES = sandboxOutcomes('Pending');

export const KHALTI_SANDBOX_MESSAGES = {
  credentials: 'Use a Khalti test id (9800000000 to 9800000005), MPIN 1111 and OTP 987654.',
  unknown: 'Khalti has no payment with this pidx.',
  settled: 'This payment is no longer waiting to be paid.',
  lost: lostReturnText('Khalti'),
} as const;

/** Khalti's initiate refuses these; so does the stand-in (Khalti's minimum is Rs 10). */
const MIN_AMOUNT_PAISA = 1000;

const PIDX_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
const randomId = (length: number) => {
  let id = '';
  for (const byte of randomBytes(length)) id += PIDX_ALPHABET[byte % PIDX_ALPHABET.length];
  return id;
};

export const sandboxPaymentUrl = (publicUrl: string, pidx: string) =>
  `${publicUrl}/api/payment/khalti/sandbox/pay?pidx=${encodeURIComponent(pidx)}`;

/** Books an initiated payment as Khalti would, refusing what Khalti's initiate refuses. */
export async function sandboxInitiate(
  db: Db,
  clock: () => Date,
  publicUrl: string,
  payment: KhaltiInitiation,
): Promise<InitiateResult> {
  const sum = payment.breakdown.reduce((total, line) => total + line.amount, 0);
  if (!Number.isSafeInteger(payment.amountPaisa) || payment.amountPaisa < MIN_AMOUNT_PAISA || sum !== payment.amountPaisa)
    return { ok: false };
  if (!payment.returnUrl.startsWith(`${publicUrl}/`)) return { ok: false };
  const pidx = randomId(22);
  await db
    .insertInto('khalti_sandbox_payments')
    .values({
      pidx,
      purchase_order_id: payment.purchaseOrderId,
      purchase_order_name: payment.purchaseOrderName,
      amount_paisa: payment.amountPaisa,
      return_url: payment.returnUrl,
      transaction_id: null,
      mobile: null,
      created_at: isoAt(clock()),
    })
    .execute();
  return { ok: true, pidx, paymentUrl: sandboxPaymentUrl(publicUrl, pidx) };
}

export function findSandboxKhalti(db: Db, pidx: string) {
  return db.selectFrom('khalti_sandbox_payments').selectAll().where('pidx', '=', pidx).executeTakeFirst();
}
export type SandboxKhaltiPayment = NonNullable<Awaited<ReturnType<typeof findSandboxKhalti>>>;

const linkOver = (payment: SandboxKhaltiPayment, now: Date) =>
  now.getTime() >= Date.parse(payment.created_at) + SANDBOX_LINK_MINUTES * 60_000;

/** The status the lookup gives: an unpaid link past its time is Expired, as Khalti's. */
export function sandboxStatusOf(payment: SandboxKhaltiPayment, now: Date): KhaltiStatus {
  const status = payment.status as KhaltiStatus;
  return status === 'Initiated' && linkOver(payment, now) ? 'Expired' : status;
}

export async function sandboxLookup(db: Db, pidx: string, now = new Date()): Promise<LookupResult> {
  const payment = await findSandboxKhalti(db, pidx);
  if (!payment) return 'not-found';
  const status = sandboxStatusOf(payment, now);
  return { pidx, status, totalAmountPaisa: payment.amount_paisa, transactionId: payment.transaction_id };
}

/** Khalti's lookup answer as JSON, and its HTTP status (400 for Expired and User canceled). */
export function lookupJson(answer: Exclude<LookupResult, 'not-found' | 'unreachable'>) {
  const failed = answer.status === 'Expired' || answer.status === 'User canceled';
  return {
    status: failed ? (400 as const) : (200 as const),
    body: {
      pidx: answer.pidx,
      total_amount: answer.totalAmountPaisa,
      status: answer.status,
      transaction_id: answer.transactionId,
      fee: 0,
      refunded: answer.status === 'Refunded' || answer.status === 'Partially Refunded',
    },
  };
}

export const sandboxCredentialsMatch = (mobile: string, mpin: string, otp: string) =>
  SANDBOX_KHALTI_IDS.includes(mobile.trim()) && mpin === SANDBOX_KHALTI_MPIN && otp.trim() === SANDBOX_KHALTI_OTP;

/** Where Khalti sends the browser back: the return_url with the payment's fields in the query, as Khalti adds them. */
export function returnUrlOf(payment: SandboxKhaltiPayment, status: KhaltiStatus, mobile: string | null): URL {
  const url = new URL(payment.return_url);
  const paid = status === 'Completed' || status === 'Pending';
  const fields: Record<string, string> = {
    pidx: payment.pidx,
    transaction_id: paid ? (payment.transaction_id ?? '') : '',
    tidx: paid ? (payment.transaction_id ?? '') : '',
    txnId: paid ? (payment.transaction_id ?? '') : '',
    amount: String(payment.amount_paisa),
    total_amount: String(payment.amount_paisa),
    mobile: mobile ?? '',
    status,
    purchase_order_id: payment.purchase_order_id,
    purchase_order_name: payment.purchase_order_name,
  };
  for (const [name, value] of Object.entries(fields)) url.searchParams.set(name, value);
  return url;
}

/** Changes an Initiated (or Pending) payment's status in one conditional update; true when this call changed it. */
export async function setSandboxKhaltiStatus(
  db: Db,
  pidx: string,
  status: KhaltiStatus,
  extra: { mobile?: string } = {},
  from: readonly string[] = ['Initiated', 'Pending'],
): Promise<boolean> {
  const money = status === 'Completed' || status === 'Pending' || status === 'Refunded' || status === 'Partially Refunded';
  const result = await db
    .updateTable('khalti_sandbox_payments')
    .set((eb) => ({
      status,
      ...(extra.mobile ? { mobile: extra.mobile } : {}),
      // A transaction id once money moves, kept when it already has one.
      transaction_id: money ? eb.fn.coalesce('transaction_id', eb.val(randomId(22))) : eb.ref('transaction_id'),
    }))
    .where('pidx', '=', pidx)
    .where('status', 'in', [...from])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The customer pays on the stand-in's page: Completed (or Pending when told), and where the browser goes next. */
export async function takeSandboxKhalti(
  db: Db,
  clock: () => Date,
  payment: SandboxKhaltiPayment,
  mobile: string,
  outcome: SandboxOutcome,
): Promise<{ kind: 'redirect'; url: URL } | { kind: 'lost' } | { kind: 'not-payable' }> {
  if (sandboxStatusOf(payment, clock()) !== 'Initiated') return { kind: 'not-payable' };
  const status = outcome === 'pending' ? 'Pending' : 'Completed';
  if (!(await setSandboxKhaltiStatus(db, payment.pidx, status, { mobile }, ['Initiated']))) return { kind: 'not-payable' };
  if (outcome === 'lose') return { kind: 'lost' };
  const paid = (await findSandboxKhalti(db, payment.pidx)) ?? payment;
  return { kind: 'redirect', url: returnUrlOf(paid, status, mobile) };
}

/** The customer's Cancel: User canceled, and back to the shop with that status. */
export async function cancelSandboxKhalti(db: Db, payment: SandboxKhaltiPayment): Promise<URL | undefined> {
  if (!(await setSandboxKhaltiStatus(db, payment.pidx, 'User canceled', {}, ['Initiated']))) return undefined;
  return returnUrlOf(payment, 'User canceled', null);
}
