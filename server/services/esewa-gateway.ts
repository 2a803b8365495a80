import type { Db } from '../db/database';
import { findSandboxPayment, findSandboxPaymentByPid } from '../db/repositories/payments';
import type { EsewaApi } from '../db/schema';
import type { Env } from '../env';
import { readV2Status, V2_STATUS_URLS, type V2StatusAnswer, v2StatusUrl } from './esewa-v2';

/** What the gateway's transaction check says of one payment; 'unreachable' is no verdict at all. */
export type GatewayVerdict = 'success' | 'failure' | 'unreachable';

/** The four things eSewa's ePay (v1) transaction check compares: amount, reference, product id and merchant. */
export interface EsewaVerification {
  pid: string;
  /** Rupees as eSewa's fields carry them: "250", "250.5". */
  amount: string;
  refId: string;
  merchantCode: string;
}

/** One transaction as eSewa's status API is asked about it. */
export interface StatusQuery {
  api: EsewaApi;
  productCode: string;
  /** Rupees as eSewa's fields carry them. */
  totalAmount: string;
  transactionUuid: string;
}

/**
 * What eSewa says of a transaction; 'unreachable' is no answer at all, 'unsupported' a gateway that cannot be asked
 * (ePay v1 has no status check without the reference only a return carries).
 */
export type StatusResult = V2StatusAnswer | 'unreachable' | 'unsupported';

export interface EsewaGateway {
  /** ePay v1's transaction check of a return. */
  verify(payment: EsewaVerification): Promise<GatewayVerdict>;
  /** ePay v2's status API. */
  status(query: StatusQuery): Promise<StatusResult>;
}

/** eSewa ePay (v1) transaction check endpoints, the counterparts of the form URLs in esewa-form.ts. */
export const ESEWA_VERIFY_URLS = {
  test: 'https://uat.esewa.com.np/epay/transrec',
  production: 'https://esewa.com.np/epay/transrec',
} as const;

const TIMEOUT_MS = 10_000;

const AMOUNT_TEXT = /^(\d{1,9})(?:\.(\d{1,2})0*)?$/;

/**
 * Paisa of an amount in rupees as text ("250", "250.5", "250.50", "250.500"); undefined for anything else, more
 * precise than a paisa included: an amount that cannot be the order's total is not rounded until it is.
 */
export function rupeeTextToPaisa(text: string): number | undefined {
  const match = AMOUNT_TEXT.exec(text.trim());
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Rupees as eSewa's fields write them: no trailing zeros ("250", "1041.5"). */
export const paisaToRupeeText = (paisa: number): string => String(paisa / 100);

/**
 * The verdict of an eSewa transaction check answer: `<response_code>Success</response_code>` (whitespace around it
 * allowed, as eSewa indents it) and nothing else is a success. No response_code at all is not eSewa's answer (a proxy's
 * error page, a maintenance notice), so no verdict either.
 */
export function transrecVerdict(xml: string): GatewayVerdict {
  const code = /<response_code>([\s\S]*?)<\/response_code>/.exec(xml)?.[1];
  if (code === undefined) return 'unreachable';
  return code.trim() === 'Success' ? 'success' : 'failure';
}

/** The answer eSewa's transaction check gives, for the sandbox stand-in to give the same. */
export const transrecXml = (success: boolean) =>
  `<response>\n<response_code>\n${success ? 'Success' : 'failure'}\n</response_code>\n</response>\n`;

/**
 * eSewa's transaction check over HTTP: the form fields amt, rid, pid, scd posted to `url`. A network error, a timeout
 * or an answer other than 2xx is 'unreachable': it says nothing about the payment, so the order must stay payable.
 */
export function httpEsewaGateway(url: string, timeoutMs = TIMEOUT_MS): Pick<EsewaGateway, 'verify'> {
  return {
    async verify(payment) {
      const body = new URLSearchParams({
        amt: payment.amount,
        rid: payment.refId,
        pid: payment.pid,
        scd: payment.merchantCode,
      });
      try {
        const response = await fetch(url, { method: 'POST', body, signal: AbortSignal.timeout(timeoutMs) });
        const text = await response.text();
        return response.ok ? transrecVerdict(text) : 'unreachable';
      } catch {
        return 'unreachable';
      }
    },
  };
}

/** The sandbox stand-in's check: a payment its page took, for this pid, amount and merchant. */
export async function sandboxPaymentMatches(db: Db, payment: EsewaVerification): Promise<boolean> {
  const amountPaisa = rupeeTextToPaisa(payment.amount);
  if (amountPaisa === undefined || payment.refId === '') return false;
  const taken = await findSandboxPayment(db, payment.refId);
  return (
    taken !== undefined &&
    taken.pid === payment.pid &&
    taken.amount_paisa === amountPaisa &&
    taken.merchant_code === payment.merchantCode
  );
}

/**
 * The sandbox stand-in's status API: what its book says of this transaction, for this amount and merchant, as eSewa
 * answers (NOT_FOUND for anything it did not take). It answers for payments of either API.
 */
export async function sandboxStatus(db: Db, query: Omit<StatusQuery, 'api'>): Promise<V2StatusAnswer> {
  const amountPaisa = rupeeTextToPaisa(query.totalAmount);
  const taken = amountPaisa === undefined ? undefined : await findSandboxPaymentByPid(db, query.transactionUuid);
  if (!taken || taken.amount_paisa !== amountPaisa || taken.merchant_code !== query.productCode)
    return { status: 'NOT_FOUND', refId: null, totalAmount: query.totalAmount };
  const answer = readV2Status({ status: taken.status, ref_id: taken.ref_id });
  return {
    status: answer?.status ?? 'AMBIGUOUS',
    refId: taken.status === 'COMPLETE' ? taken.ref_id : null,
    totalAmount: paisaToRupeeText(taken.amount_paisa),
  };
}

/** eSewa's status API over HTTP; anything but a readable 2xx answer is 'unreachable'. */
export async function httpV2Status(url: string, query: StatusQuery, timeoutMs = TIMEOUT_MS): Promise<StatusResult> {
  try {
    const response = await fetch(v2StatusUrl(url, query), {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) return 'unreachable';
    return readV2Status(await response.json()) ?? 'unreachable';
  } catch {
    return 'unreachable';
  }
}

/** ESEWA_MODE=sandbox: reads the stand-in's own book in the same database instead of a call to itself. */
export function sandboxEsewaGateway(db: Db): EsewaGateway {
  return {
    verify: async (payment) => ((await sandboxPaymentMatches(db, payment)) ? 'success' : 'failure'),
    status: (query) => sandboxStatus(db, query),
  };
}

export function esewaGateway(env: Pick<Env, 'esewaMode'>, db: Db): EsewaGateway {
  if (env.esewaMode === 'sandbox') return sandboxEsewaGateway(db);
  const v1 = httpEsewaGateway(ESEWA_VERIFY_URLS[env.esewaMode]);
  const statusUrl = V2_STATUS_URLS[env.esewaMode];
  return {
    verify: v1.verify,
    status: async (query) => (query.api === 'v2' ? httpV2Status(statusUrl, query) : 'unsupported'),
  };
}
