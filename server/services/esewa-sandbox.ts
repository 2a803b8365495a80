import { randomBytes } from 'node:crypto';
import { SANDBOX_ESEWA_IDS, SANDBOX_ESEWA_PASSWORD } from '../../contract/payment';
import type { Db } from '../db/database';
import { insertSandboxPayment } from '../db/repositories/payments';
import type { Clock } from './account-context';
import { isoAt } from './account-context';
import { paisaToRupeeText, rupeeTextToPaisa } from './esewa-gateway';

/**
 * The sandbox stand-in for eSewa's ePay (v1) form (ESEWA_MODE=sandbox, docs/rules/payments.md#sandbox): it takes the
 * same fields eSewa's form takes, asks for one of eSewa's published test accounts, books the payment and sends the
 * browser back as eSewa does. It knows nothing of orders, as eSewa does not: the server's verification checks its book
 * like eSewa's.
 */

/** The gateway fields of docs/rules/api.md#the-api as the browser posted them, checked. */
export interface EsewaFormFields {
  amt: string;
  psc: string;
  pdc: string;
  txAmt: string;
  tAmt: string;
  pid: string;
  scd: string;
  su: string;
  fu: string;
}

/** A gateway form (v1's or v2's) read and checked: its fields, its total, and where eSewa sends the browser back. */
export interface GatewayRequest<Fields> {
  fields: Fields;
  totalPaisa: number;
  successUrl: URL;
  failureUrl: URL;
}

export type SandboxPaymentRequest = GatewayRequest<EsewaFormFields>;

export type GatewayReading<Fields> = { ok: true; request: GatewayRequest<Fields> } | { ok: false; problems: string[] };

export const ESEWA_FIELD_NAMES = ['amt', 'psc', 'pdc', 'txAmt', 'tAmt', 'pid', 'scd', 'su', 'fu'] as const;

export const SANDBOX_MESSAGES = {
  missing: (field: string) => `${field} is missing.`,
  amount: (field: string) => `${field} must be an amount in rupees, such as 250 or 250.50.`,
  totalZero: 'tAmt must be more than zero.',
  totalSum: 'tAmt must equal amt + txAmt + psc + pdc.',
  pid: 'pid must be 1 to 100 letters, digits, - or _.',
  scd: 'scd must be a merchant code of 1 to 64 letters, digits, - or _.',
  returnUrl: (field: string) => `${field} must be an address of this shop (no other site can be a return address).`,
  credentials: 'Invalid eSewa ID or password. Use one of the test accounts below.',
} as const;

const PID = /^[A-Za-z0-9_-]{1,100}$/;
const MERCHANT_CODE = /^[A-Za-z0-9_-]{1,64}$/;
/** The total last: totalOf checks it against the others. */
const AMOUNT_FIELDS = ['amt', 'psc', 'pdc', 'txAmt', 'tAmt'] as const;

/** The named fields, trimmed, and a problem for each one missing. */
export function requiredFields<Name extends string>(
  values: Record<string, string | undefined>,
  names: readonly Name[],
) {
  const problems: string[] = [];
  const fields = {} as Record<Name, string>;
  for (const name of names) {
    const value = values[name]?.trim() ?? '';
    if (value === '') problems.push(SANDBOX_MESSAGES.missing(name));
    fields[name] = value;
  }
  return { fields, problems };
}

/** The named amounts in paisa (0 for one that is not an amount, with its problem added to `problems`). */
function amountsOf<Name extends string>(
  fields: Record<Name, string>,
  names: readonly Name[],
  problems: string[],
) {
  return names.map((name) => {
    const paisa = rupeeTextToPaisa(fields[name]);
    if (paisa === undefined) problems.push(SANDBOX_MESSAGES.amount(name));
    return paisa ?? 0;
  });
}

/**
 * The return address in field `name`, which must be on PUBLIC_URL's origin: the page redirects there, and anything
 * else would make it an open redirect. Undefined, with its problem added to `problems`, when it is not.
 */
function returnUrlOf<Name extends string>(
  fields: Record<Name, string>,
  name: Name,
  publicUrl: string,
  problems: string[],
): URL | undefined {
  const url = URL.canParse(fields[name]) ? new URL(fields[name]) : undefined;
  if (url?.origin === new URL(publicUrl).origin) return url;
  problems.push(SANDBOX_MESSAGES.returnUrl(name));
  return undefined;
}

/**
 * The named amounts, the last of them the total, in paisa: once every one is an amount, the total must be more than
 * zero and the sum of the others, else its problem (`messages`) is added to `problems`. Answers the total.
 */
export function totalOf<Name extends string>(
  fields: Record<Name, string>,
  names: readonly Name[],
  problems: string[],
  messages: { zero: string; sum: string },
): number {
  const amounts = amountsOf(fields, names, problems);
  const total = amounts.pop() ?? 0;
  if (problems.length === 0 && total <= 0) problems.push(messages.zero);
  else if (problems.length === 0 && total !== amounts.reduce((sum, amount) => sum + amount, 0))
    problems.push(messages.sum);
  return total;
}

/** The checked request, once its two return addresses (`success`, `failure`) pass too; else every problem found. */
export function gatewayReading<Name extends string, Fields extends Record<Name, string>>(
  fields: Fields,
  totalPaisa: number,
  [success, failure]: readonly [Name, Name],
  publicUrl: string,
  problems: string[],
): GatewayReading<Fields> {
  const successUrl = returnUrlOf(fields, success, publicUrl, problems);
  const failureUrl = returnUrlOf(fields, failure, publicUrl, problems);
  if (problems.length > 0 || !successUrl || !failureUrl) return { ok: false, problems };
  return { ok: true, request: { fields, totalPaisa, successUrl, failureUrl } };
}

/** The posted fields, or every problem with them. */
export function readEsewaForm(
  values: Record<string, string | undefined>,
  publicUrl: string,
): GatewayReading<EsewaFormFields> {
  const { fields, problems } = requiredFields(values, ESEWA_FIELD_NAMES);
  if (problems.length > 0) return { ok: false, problems };

  const totalPaisa = totalOf(fields, AMOUNT_FIELDS, problems, {
    zero: SANDBOX_MESSAGES.totalZero,
    sum: SANDBOX_MESSAGES.totalSum,
  });
  if (!PID.test(fields.pid)) problems.push(SANDBOX_MESSAGES.pid);
  if (!MERCHANT_CODE.test(fields.scd)) problems.push(SANDBOX_MESSAGES.scd);
  return gatewayReading(fields, totalPaisa, ['su', 'fu'], publicUrl, problems);
}

export const sandboxCredentialsMatch = (esewaId: string, password: string) =>
  (SANDBOX_ESEWA_IDS as readonly string[]).includes(esewaId.trim()) && password === SANDBOX_ESEWA_PASSWORD;

/** Books the payment under a fresh reference and answers where eSewa would send the browser: su with the proof. */
export async function takeSandboxPayment(db: Db, clock: Clock, request: SandboxPaymentRequest): Promise<URL> {
  const refId = `SBX${randomBytes(8).toString('hex').toUpperCase()}`;
  await insertSandboxPayment(db, {
    ref_id: refId,
    pid: request.fields.pid,
    amount_paisa: request.totalPaisa,
    merchant_code: request.fields.scd,
    created_at: isoAt(clock()),
  });
  const url = new URL(request.successUrl);
  url.searchParams.set('oid', request.fields.pid);
  url.searchParams.set('amt', paisaToRupeeText(request.totalPaisa));
  url.searchParams.set('refId', refId);
  return url;
}

/** Where eSewa sends a customer who cancels: fu with the pid. */
export function sandboxCancelUrl(request: SandboxPaymentRequest): URL {
  const url = new URL(request.failureUrl);
  url.searchParams.set('pid', request.fields.pid);
  return url;
}
