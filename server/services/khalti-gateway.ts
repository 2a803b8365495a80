import type { Db } from '../db/database';
import type { Env } from '../env';
import { sandboxInitiate, sandboxLookup } from './khalti-sandbox';
import {
  KHALTI_STATUSES,
  type KhaltiGateway,
  type KhaltiInitiation,
  type KhaltiLookup,
  type KhaltiStatus,
} from './khalti-types';

/*
 * Khalti ePayment (KPG-2), as docs/khalti.md sums it up: the server initiates a payment (POST epayment/initiate/ with
 * `Authorization: Key <secret>`) and gets a `pidx` and a `payment_url` to send the customer to; only the lookup API
 * (POST epayment/lookup/ with the pidx) says whether the money arrived. Amounts are in paisa throughout.
 */

/** Khalti's API roots: its sandbox for KHALTI_MODE=test, khalti.com for production. */
export const KHALTI_API_URLS = {
  test: 'https://dev.khalti.com/api/v2/',
  production: 'https://khalti.com/api/v2/',
} as const;

export * from './khalti-types';

/** The JSON body of epayment/initiate/ as Khalti documents it. */
export const initiateBody = (payment: KhaltiInitiation) => ({
  return_url: payment.returnUrl,
  website_url: payment.websiteUrl,
  amount: payment.amountPaisa,
  purchase_order_id: payment.purchaseOrderId,
  purchase_order_name: payment.purchaseOrderName,
  customer_info: payment.customer,
  amount_breakdown: payment.breakdown,
});

const TIMEOUT_MS = 10_000;

/** A lookup answer Khalti could have given (its fields, a status it documents), or undefined. */
export function readLookup(json: unknown): KhaltiLookup | undefined {
  if (typeof json !== 'object' || json === null) return undefined;
  const { pidx, status, total_amount: total, transaction_id: transactionId } = json as Record<string, unknown>;
  if (typeof pidx !== 'string' || typeof status !== 'string') return undefined;
  if (!(KHALTI_STATUSES as readonly string[]).includes(status)) return undefined;
  return {
    pidx,
    status: status as KhaltiStatus,
    totalAmountPaisa: typeof total === 'number' && Number.isSafeInteger(total) ? total : null,
    transactionId: typeof transactionId === 'string' && transactionId !== '' ? transactionId : null,
  };
}

/** Khalti's own API over HTTP. Anything but a readable answer is 'unreachable': it says nothing about the money. */
export function httpKhaltiGateway(baseUrl: string, secretKey: string, timeoutMs = TIMEOUT_MS): KhaltiGateway {
  const post = (path: string, body: unknown) =>
    fetch(new URL(path, baseUrl), {
      method: 'POST',
      headers: { Authorization: `Key ${secretKey}`, 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  return {
    async initiate(payment) {
      try {
        const response = await post('epayment/initiate/', initiateBody(payment));
        const json = (await response.json().catch(() => null)) as Record<string, unknown> | null;
        const { pidx, payment_url: paymentUrl } = json ?? {};
        if (!response.ok || typeof pidx !== 'string' || typeof paymentUrl !== 'string') return { ok: false };
        return { ok: true, pidx, paymentUrl };
      } catch {
        return { ok: false };
      }
    },
    async lookup(pidx) {
      try {
        const response = await post('epayment/lookup/', { pidx });
        if (response.status === 404) return 'not-found';
        // Expired and User canceled come with HTTP 400 and the same body as any other status.
        if (!response.ok && response.status !== 400) return 'unreachable';
        return readLookup(await response.json().catch(() => null)) ?? 'unreachable';
      } catch {
        return 'unreachable';
      }
    },
  };
}

/** KHALTI_MODE=sandbox: the stand-in's own book in the same database instead of calls to itself. */
export function sandboxKhaltiGateway(db: Db, clock: () => Date, publicUrl: string): KhaltiGateway {
  return {
    initiate: (payment) => sandboxInitiate(db, clock, publicUrl, payment),
    lookup: (pidx) => sandboxLookup(db, pidx, clock()),
  };
}

/** The gateway KHALTI_MODE asks for; undefined when Khalti is off. */
export function khaltiGateway(
  env: Pick<Env, 'khaltiMode' | 'khaltiSecretKey' | 'publicUrl'>,
  db: Db,
  clock: () => Date,
): KhaltiGateway | undefined {
  if (env.khaltiMode === 'off') return undefined;
  if (env.khaltiMode === 'sandbox') return sandboxKhaltiGateway(db, clock, env.publicUrl);
  return httpKhaltiGateway(KHALTI_API_URLS[env.khaltiMode], env.khaltiSecretKey ?? '');
}
