import type { AttemptRecord } from '../db/repositories/payment-attempts';
import { rupeeTextToPaisa } from './esewa-gateway';
import type { V2Status, V2StatusAnswer } from './esewa-v2';
import type { KhaltiGateway, LookupResult } from './khalti-gateway';

/**
 * What a gateway says of one payment attempt, in the terms payment-settle.ts acts on: eSewa's status API's words,
 * plus INITIATED (Khalti: the customer has not paid yet, and may still). `word` is the gateway's own, kept for the
 * admin; `amountPaisa` the amount it vouches for (null: it named none; undefined: one that cannot be the attempt's).
 */
export interface GatewayAnswer {
  status: V2Status | 'INITIATED';
  refId: string | null;
  amountPaisa: number | null | undefined;
  word: string;
}

/** 'unreachable': no answer at all; 'unsupported': a gateway that cannot be asked about this attempt. */
export type GatewayStatus = GatewayAnswer | 'unreachable' | 'unsupported';

export const fromEsewa = (answer: V2StatusAnswer | 'unreachable' | 'unsupported'): GatewayStatus =>
  typeof answer === 'string'
    ? answer
    : {
        status: answer.status,
        refId: answer.refId,
        amountPaisa: answer.totalAmount === null ? null : rupeeTextToPaisa(answer.totalAmount),
        word: answer.status,
      };

const KHALTI_TO_STATUS = {
  Completed: 'COMPLETE',
  Pending: 'PENDING',
  Initiated: 'INITIATED',
  Expired: 'CANCELED',
  'User canceled': 'CANCELED',
  Refunded: 'FULL_REFUND',
  'Partially Refunded': 'PARTIAL_REFUND',
} as const;

/**
 * Khalti's lookup in those terms: only Completed is money, for the total it names (none named is no vouching);
 * Expired and User canceled settle it as failed; a pidx Khalti never issued is NOT_FOUND.
 */
export function fromKhalti(answer: LookupResult): GatewayStatus {
  if (answer === 'unreachable') return answer;
  if (answer === 'not-found') return { status: 'NOT_FOUND', refId: null, amountPaisa: null, word: 'Not found' };
  return {
    status: KHALTI_TO_STATUS[answer.status],
    refId: answer.transactionId,
    amountPaisa: answer.totalAmountPaisa ?? undefined,
    word: answer.status,
  };
}

/** Asks Khalti's lookup API about a Khalti attempt; with Khalti off there is no one to ask (asked again later). */
export async function askKhalti(khalti: KhaltiGateway | undefined, attempt: AttemptRecord): Promise<GatewayStatus> {
  if (!khalti || attempt.pidx === null) return 'unreachable';
  return fromKhalti(await khalti.lookup(attempt.pidx));
}
