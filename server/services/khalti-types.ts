/** The lookup API's statuses: only Completed is money; Expired and User canceled are answered with HTTP 400. */
export const KHALTI_STATUSES = [
  'Completed',
  'Pending',
  'Initiated',
  'Refunded',
  'Partially Refunded',
  'Expired',
  'User canceled',
] as const;
export type KhaltiStatus = (typeof KHALTI_STATUSES)[number];

export interface KhaltiInitiation {
  returnUrl: string;
  websiteUrl: string;
  amountPaisa: number;
  /** Our id of this attempt: the attempt's pid. */
  purchaseOrderId: string;
  purchaseOrderName: string;
  customer: { name: string; phone: string };
  /** Lines that add up to amountPaisa, shown by Khalti on its page. */
  breakdown: ReadonlyArray<{ label: string; amount: number }>;
}

export type InitiateResult =
  | { ok: true; pidx: string; paymentUrl: string }
  /** Khalti did not answer, or not with a pidx: no payment exists to send the customer to. */
  | { ok: false };

export interface KhaltiLookup {
  pidx: string;
  status: KhaltiStatus;
  totalAmountPaisa: number | null;
  transactionId: string | null;
}

/** What the lookup API says; 'not-found' is its 404 for a pidx it never issued, 'unreachable' no answer at all. */
export type LookupResult = KhaltiLookup | 'not-found' | 'unreachable';

export interface KhaltiGateway {
  initiate(payment: KhaltiInitiation): Promise<InitiateResult>;
  lookup(pidx: string): Promise<LookupResult>;
}
