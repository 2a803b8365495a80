import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database';
import { findSandboxPaymentByPid, insertSandboxPayment } from '../db/repositories/payments';
import type { Clock } from './account-context';
import { isoAt } from './account-context';
import { type GatewayReading, type GatewayRequest, gatewayReading, requiredFields, totalOf } from './esewa-sandbox';
import { encodeV2Return, FORM_SIGNED_FIELDS, signatureMatches } from './esewa-v2';
import { lostReturnText, sandboxOutcomes, type SandboxOutcome } from './sandbox-outcomes';

/**
 * The sandbox stand-in for eSewa's ePay v2 form (ESEWA_MODE=sandbox, ESEWA_API=v2): it checks what eSewa checks
 * (every field, the amounts adding up, the signature with the merchant's secret key, a transaction id never used for
 * a payment before, return addresses of this shop), books the payment and sends the browser back with a signed
 * `data`, as eSewa does. For trying every path offline it can also take the money and lose the way back (the
 * customer closed the tab), or leave the payment PENDING.
 */

export const V2_FIELD_NAMES = [
  'amount',
  'tax_amount',
  'total_amount',
  'transaction_uuid',
  'product_code',
  'product_service_charge',
  'product_delivery_charge',
  'success_url',
  'failure_url',
  'signed_field_names',
  'signature',
] as const;
export type V2FormFields = Record<(typeof V2_FIELD_NAMES)[number], string>;

/** What the stand-in does once the customer pays: what eSewa would, or one of the ways a payment goes astray. */
export const V2_OUTCOMES = sandboxOutcomes('PENDING');

export const V2_SANDBOX_MESSAGES = {
  signature: 'signature does not match the signed fields (eSewa ES104: Invalid payload signature).',
  signedFields: 'signed_field_names must include total_amount, transaction_uuid and product_code.',
  uuid: 'transaction_uuid must be 1 to 100 letters, digits or hyphens.',
  productCode: 'product_code must be a merchant code of 1 to 64 letters, digits, - or _.',
  duplicate: 'This transaction_uuid was already paid: eSewa takes each one once.',
  lost: lostReturnText('eSewa'),
  pending: 'eSewa is processing this payment (sandbox: left PENDING on purpose). The shop will hear of it from eSewa.',
} as const;

export type V2PaymentRequest = GatewayRequest<V2FormFields>;

const UUID = /^[A-Za-z0-9-]{1,100}$/;
const PRODUCT_CODE = /^[A-Za-z0-9_-]{1,64}$/;

/** The posted v2 fields, or every problem with them. */
export function readV2Form(
  values: Record<string, string | undefined>,
  settings: { publicUrl: string; secretKey: string },
): GatewayReading<V2FormFields> {
  const { fields, problems } = requiredFields(values, V2_FIELD_NAMES);
  if (problems.length > 0) return { ok: false, problems };

  const amountNames = ['amount', 'tax_amount', 'product_service_charge', 'product_delivery_charge', 'total_amount'] as const;
  const totalPaisa = totalOf(fields, amountNames, problems, {
    zero: 'total_amount must be more than zero.',
    sum: 'total_amount must equal amount + tax_amount + product_service_charge + product_delivery_charge.',
  });
  if (!UUID.test(fields.transaction_uuid)) problems.push(V2_SANDBOX_MESSAGES.uuid);
  if (!PRODUCT_CODE.test(fields.product_code)) problems.push(V2_SANDBOX_MESSAGES.productCode);
  const signed = fields.signed_field_names.split(',').map((name) => name.trim());
  if (!FORM_SIGNED_FIELDS.every((name) => signed.includes(name))) problems.push(V2_SANDBOX_MESSAGES.signedFields);
  else if (!signatureMatches(settings.secretKey, fields, signed, fields.signature))
    problems.push(V2_SANDBOX_MESSAGES.signature);

  return gatewayReading(fields, totalPaisa, ['success_url', 'failure_url'], settings.publicUrl, problems);
}

/** eSewa takes each transaction id once: a second payment of one is refused before the page is shown. */
export async function alreadyPaid(db: Db, uuid: string): Promise<boolean> {
  return (await findSandboxPaymentByPid(db, uuid)) !== undefined;
}

/** A transaction code in eSewa's style (000AWEO), long enough never to repeat in a sandbox's life. */
const transactionCode = () => `000${randomBytes(6).toString('hex').toUpperCase()}`;

export type V2PaymentResult = { kind: 'redirect'; url: URL } | { kind: 'lost' } | { kind: 'pending' };

/** Books the payment (COMPLETE, or PENDING when told) and answers where the browser goes. */
export async function takeV2Payment(
  db: Db,
  clock: Clock,
  request: V2PaymentRequest,
  outcome: SandboxOutcome,
  secretKey: string,
): Promise<V2PaymentResult> {
  const code = transactionCode();
  const status = outcome === 'pending' ? 'PENDING' : 'COMPLETE';
  await insertSandboxPayment(db, {
    ref_id: code,
    pid: request.fields.transaction_uuid,
    amount_paisa: request.totalPaisa,
    merchant_code: request.fields.product_code,
    created_at: isoAt(clock()),
    api: 'v2',
    status,
  });
  if (outcome !== 'return') return { kind: outcome === 'lose' ? 'lost' : 'pending' };
  const url = new URL(request.successUrl);
  url.searchParams.set(
    'data',
    encodeV2Return(secretKey, {
      transaction_code: code,
      status,
      total_amount: request.fields.total_amount,
      transaction_uuid: request.fields.transaction_uuid,
      product_code: request.fields.product_code,
    }),
  );
  return { kind: 'redirect', url };
}
