import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * eSewa ePay v2 as eSewa's developer documentation describes it: a form signed with the merchant's secret key
 * (HMAC-SHA256, base64, over `name=value` pairs of `signed_field_names`, in that order, joined by commas), a success
 * return whose base64 `data` is a JSON object signed the same way, and a status API that answers one transaction.
 * Pure functions: the sandbox stand-in signs and checks with the same ones, so both sides speak the same v2.
 */

export const V2_FORM_URLS = {
  test: 'https://rc-epay.esewa.com.np/api/epay/main/v2/form',
  production: 'https://epay.esewa.com.np/api/epay/main/v2/form',
} as const;

export const V2_STATUS_URLS = {
  test: 'https://rc.esewa.com.np/api/epay/transaction/status/',
  production: 'https://epay.esewa.com.np/api/epay/transaction/status/',
} as const;

/** What eSewa's status API can say of a transaction. */
export const V2_STATUSES = [
  'COMPLETE',
  'PENDING',
  'FULL_REFUND',
  'PARTIAL_REFUND',
  'AMBIGUOUS',
  'NOT_FOUND',
  'CANCELED',
] as const;
export type V2Status = (typeof V2_STATUSES)[number];

/** The fields the form signs, in eSewa's order. */
export const FORM_SIGNED_FIELDS = ['total_amount', 'transaction_uuid', 'product_code'] as const;

/** The fields a success return must sign for us to read it. */
export const RETURN_SIGNED_FIELDS = ['transaction_code', 'status', 'total_amount', 'transaction_uuid', 'product_code'];

type Values = Readonly<Record<string, string | number | undefined>>;

/** The message eSewa signs: `a=1,b=2,c=3` over `names` in their order. */
export const signedMessage = (values: Values, names: readonly string[]) =>
  names.map((name) => `${name}=${values[name] ?? ''}`).join(',');

export const signV2 = (secretKey: string, values: Values, names: readonly string[]) =>
  createHmac('sha256', secretKey).update(signedMessage(values, names)).digest('base64');

/** Whether `signature` is the secret key's over `names` (compared in constant time). */
export function signatureMatches(secretKey: string, values: Values, names: readonly string[], signature: string) {
  const expected = Buffer.from(signV2(secretKey, values, names));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export interface V2FormInput {
  /** Rupees as eSewa writes them ("250", "1041.5"). */
  totalAmount: string;
  /** The parts of the total (rupee text): amount + tax + service charge + delivery = total; absent, the total is all amount. */
  parts?: { amount: string; tax: string; serviceCharge: string; delivery: string };
  transactionUuid: string;
  productCode: string;
  successUrl: string;
  failureUrl: string;
}

/** The signed form fields: the bill's parts, or (without them) the whole total as the amount. */
export function v2FormFields(secretKey: string, input: V2FormInput) {
  const parts = input.parts ?? { amount: input.totalAmount, tax: '0', serviceCharge: '0', delivery: '0' };
  const fields = {
    amount: parts.amount,
    tax_amount: parts.tax,
    total_amount: input.totalAmount,
    transaction_uuid: input.transactionUuid,
    product_code: input.productCode,
    product_service_charge: parts.serviceCharge,
    product_delivery_charge: parts.delivery,
    success_url: input.successUrl,
    failure_url: input.failureUrl,
    signed_field_names: FORM_SIGNED_FIELDS.join(','),
  };
  return { ...fields, signature: signV2(secretKey, fields, FORM_SIGNED_FIELDS) };
}

/** The success return's `data`, decoded; its signature is not yet checked. */
export interface V2Return {
  transaction_code: string;
  status: string;
  total_amount: string;
  transaction_uuid: string;
  product_code: string;
  signed_field_names: string;
  signature: string;
}

const RETURN_KEYS = [...RETURN_SIGNED_FIELDS, 'signed_field_names', 'signature'] as const;

/** base64 (or base64url) JSON with every field of a return as text or number; undefined for anything else. */
export function decodeV2Return(data: string): V2Return | undefined {
  const text = data.trim();
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(text)) return undefined;
  const json = Buffer.from(text, 'base64').toString('utf8');
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined;
  const record = parsed as Record<string, unknown>;
  const out: Record<string, string> = {};
  for (const key of RETURN_KEYS) {
    const value = record[key];
    // eSewa signs a number as it writes it (1000.0), which JSON.parse would turn into 1000: keep its own text.
    if (typeof value === 'number' && Number.isFinite(value))
      out[key] = new RegExp(`"${key}"\\s*:\\s*(-?[0-9][0-9.eE+-]*)`).exec(json)?.[1] ?? String(value);
    else if (typeof value === 'string' && value.length <= 500) out[key] = value;
    else return undefined;
  }
  return out as unknown as V2Return;
}

/**
 * Whether eSewa signed this return: the signed names must cover every field we act on, and the signature must be
 * the secret key's over the values as they came.
 */
export function v2ReturnSigned(secretKey: string, ret: V2Return): boolean {
  const names = ret.signed_field_names.split(',').map((name) => name.trim());
  if (!RETURN_SIGNED_FIELDS.every((name) => names.includes(name))) return false;
  return signatureMatches(secretKey, ret as unknown as Values, names, ret.signature);
}

/** A signed return as eSewa sends it (the sandbox's side): base64 of its JSON. */
export function encodeV2Return(secretKey: string, values: Omit<V2Return, 'signed_field_names' | 'signature'>): string {
  const signedNames = [...RETURN_SIGNED_FIELDS, 'signed_field_names'];
  const body = { ...values, signed_field_names: signedNames.join(',') };
  const signature = signV2(secretKey, body, signedNames);
  return Buffer.from(JSON.stringify({ ...body, signature })).toString('base64');
}

/** eSewa's status API answer, as far as we act on it; undefined when it is not one. */
export interface V2StatusAnswer {
  status: V2Status;
  refId: string | null;
  /** Rupees as eSewa wrote them, when it did. */
  totalAmount: string | null;
}

export function readV2Status(json: unknown): V2StatusAnswer | undefined {
  if (typeof json !== 'object' || json === null) return undefined;
  const record = json as Record<string, unknown>;
  const status = record.status;
  if (typeof status !== 'string' || !(V2_STATUSES as readonly string[]).includes(status)) return undefined;
  const ref = record.ref_id;
  const total = record.total_amount;
  return {
    status: status as V2Status,
    refId: typeof ref === 'string' && ref.trim() !== '' ? ref.trim() : null,
    totalAmount: typeof total === 'number' || typeof total === 'string' ? String(total) : null,
  };
}

/** The status API's address for one transaction. */
export function v2StatusUrl(base: string, query: { productCode: string; totalAmount: string; transactionUuid: string }) {
  const url = new URL(base);
  url.searchParams.set('product_code', query.productCode);
  url.searchParams.set('total_amount', query.totalAmount);
  url.searchParams.set('transaction_uuid', query.transactionUuid);
  return url.toString();
}
