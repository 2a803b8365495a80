import { KHALTI_MESSAGES, type KhaltiVerifyRequest } from '../../contract/khalti';
import { PAYMENT_MESSAGES } from '../../contract/payment';
import { findAttemptByPidx, reopenAttempt } from '../db/repositories/payment-attempts';
import { findOrder } from '../db/repositories/orders';
import { checkAttempt } from './payment-settle';
import { type PaymentContext, type PaymentOutcome, refuse, settledAnswer, told } from './payments';
import type { OrderReader } from './orders';

const KHALTI_WORDS = {
  pending: KHALTI_MESSAGES.pending,
  gatewayUnreachable: KHALTI_MESSAGES.gatewayUnreachable,
  noRecord: KHALTI_MESSAGES.noRecord,
  notConfirmed: KHALTI_MESSAGES.notConfirmed,
};

/** Whole paisa as Khalti writes them in the return's query ("104150"); undefined for anything else. */
const paisaOf = (text: string) => (/^\d{1,12}$/.test(text) ? Number(text) : undefined);

/**
 * Khalti's return (docs/khalti.md), believed only once Khalti's lookup API says Completed for the attempt's own
 * amount. The pidx must be one Khalti gave one of this customer's attempts; what the return echoes of the attempt
 * (its purchase_order_id, its amount) must be the attempt's own, or the return is someone else's or altered and
 * settles nothing. Pending holds (202; reconciliation settles it later); Expired and User canceled settle it failed.
 * Replays answer the order unchanged; verifications at once pay it once (one conditional update, payment-settle.ts).
 */
export async function verifyKhalti(
  ctx: PaymentContext,
  customer: OrderReader,
  request: KhaltiVerifyRequest,
): Promise<PaymentOutcome> {
  const attempt = await findAttemptByPidx(ctx.db, request.pidx);
  const record = attempt ? await findOrder(ctx.db, attempt.order_id) : undefined;
  if (!attempt || !record || record.user_id !== customer.id) return refuse(404, PAYMENT_MESSAGES.orderUnknown);
  if (request.purchase_order_id !== undefined && request.purchase_order_id !== attempt.pid)
    return refuse(402, KHALTI_MESSAGES.mismatch);
  for (const echoed of [request.amount, request.total_amount])
    if (echoed !== undefined && echoed !== '' && paisaOf(echoed) !== attempt.amount_paisa)
      return refuse(402, PAYMENT_MESSAGES.amountMismatch);

  const settled = await settledAnswer(ctx, attempt);
  if (settled) return settled;
  // The lookup has the last word whatever the return says, even of an attempt given up for failed (the money may
  // have come after all: then it pays, or is a refund due).
  if (attempt.state === 'failed') await reopenAttempt(ctx.db, attempt.id);
  return told(await checkAttempt(ctx, { ...attempt, state: 'open' }, { claim: false }), KHALTI_WORDS);
}
