import type { Order } from '../../contract/order';
import {
  PAYMENT_MESSAGES,
  type PaymentFailureRequest,
  type PaymentResult,
  type VerifyPaymentRequest,
  type VerifyV1Request,
} from '../../contract/payment';
import { type AttemptRecord, findAttemptByPid, reopenAttempt } from '../db/repositories/payment-attempts';
import { findOrder, moveOrder } from '../db/repositories/orders';
import { isoAt } from './account-context';
import { paisaToRupeeText, rupeeTextToPaisa } from './esewa-gateway';
import { decodeV2Return, v2ReturnSigned } from './esewa-v2';
import { checkAttempt, completeAttempt, type Settlement } from './payment-settle';
import { type OrderContext, type OrderReader, orderOf } from './orders';

/** The payment calls need nothing the order calls do not have. */
export type PaymentContext = OrderContext;

export type PaymentOutcome =
  | { status: 200 | 202; result: PaymentResult }
  | { status: 400 | 402 | 404 | 502; detail: string };

export const answer = (order: Order, message: string, status: 200 | 202 = 200): PaymentOutcome => ({
  status,
  result: { order, message },
});
export const refuse = (status: 400 | 402 | 404 | 502, detail: string): PaymentOutcome => ({ status, detail });

/** The customer's own payment attempt with this pid; another customer's is as unknown as a made-up one. */
async function ownAttempt(ctx: PaymentContext, customer: OrderReader, pid: string) {
  const attempt = await findAttemptByPid(ctx.db, pid);
  if (!attempt) return undefined;
  const record = await findOrder(ctx.db, attempt.order_id);
  return record && record.user_id === customer.id ? { attempt, record } : undefined;
}

/** The gateway's own words for what it said (eSewa's by default; Khalti's in khalti-verify.ts). */
export type GatewayMessages = Pick<
  Record<keyof typeof PAYMENT_MESSAGES, string>,
  'pending' | 'gatewayUnreachable' | 'noRecord' | 'notConfirmed'
>;

/** How a settlement reads to the customer who came back from the gateway. */
export function told(settlement: Settlement, words: GatewayMessages = PAYMENT_MESSAGES): PaymentOutcome {
  switch (settlement.kind) {
    case 'paid':
      return answer(settlement.order, PAYMENT_MESSAGES.confirmed);
    case 'refund-due':
      return answer(settlement.order, PAYMENT_MESSAGES.refundDue);
    case 'pending':
    case 'busy':
      return answer(settlement.order, words.pending, 202);
    case 'unknown':
      return refuse(502, words.gatewayUnreachable);
    // The gateway was reached and has no such payment: no retry of this return will change that, so it is not a 502.
    case 'no-record':
      return refuse(402, words.noRecord);
    case 'failed':
    case 'reference-taken':
      return refuse(402, words.notConfirmed);
  }
}

/** An attempt eSewa already settled: answer it as it stands (a replay of the return changes nothing). */
export async function settledAnswer(ctx: PaymentContext, attempt: AttemptRecord): Promise<PaymentOutcome | undefined> {
  if (attempt.state !== 'complete') return undefined;
  const record = await findOrder(ctx.db, attempt.order_id);
  if (!record) return refuse(404, PAYMENT_MESSAGES.orderUnknown);
  const order = await orderOf(ctx.db, record);
  return answer(order, order.payment_ref === attempt.gateway_ref && order.refund === null ? PAYMENT_MESSAGES.confirmed : PAYMENT_MESSAGES.refundDue);
}

/**
 * The success return (docs/rules/payments.md#esewa), believed only once eSewa itself confirms the payment for the
 * attempt's own amount, id and merchant: v2's signed `data` is checked with the secret key and then asked of the status
 * API; v1's query is checked with the transaction check. Replays answer the order unchanged; concurrent verifications
 * change it once; one eSewa reference pays one order at most. A payment for an order that can no longer take it is a
 * refund due.
 */
export async function verifyPayment(
  ctx: PaymentContext,
  customer: OrderReader,
  request: VerifyPaymentRequest,
): Promise<PaymentOutcome> {
  return 'data' in request ? verifyV2(ctx, customer, request.data) : verifyV1(ctx, customer, request);
}

async function verifyV2(ctx: PaymentContext, customer: OrderReader, data: string): Promise<PaymentOutcome> {
  const returned = decodeV2Return(data);
  if (!returned) return refuse(400, PAYMENT_MESSAGES.dataUnreadable);
  if (!v2ReturnSigned(ctx.payment.esewaSecretKey, returned) || returned.product_code !== ctx.payment.esewaMerchantCode)
    return refuse(402, PAYMENT_MESSAGES.signatureInvalid);
  const found = await ownAttempt(ctx, customer, returned.transaction_uuid);
  if (!found) return refuse(404, PAYMENT_MESSAGES.orderUnknown);
  if (rupeeTextToPaisa(returned.total_amount) !== found.attempt.amount_paisa)
    return refuse(402, PAYMENT_MESSAGES.amountMismatch);
  const settled = await settledAnswer(ctx, found.attempt);
  if (settled) return settled;
  // Signed by eSewa, but the status API has the last word: it is asked even when the return says COMPLETE, and
  // even about an attempt given up for failed (the money may have come after all: then it is a refund due).
  if (found.attempt.state === 'failed') await reopenAttempt(ctx.db, found.attempt.id);
  return told(await checkAttempt(ctx, { ...found.attempt, state: 'open' }, { claim: false }));
}

async function verifyV1(ctx: PaymentContext, customer: OrderReader, request: VerifyV1Request): Promise<PaymentOutcome> {
  const found = await ownAttempt(ctx, customer, request.oid);
  if (!found) return refuse(404, PAYMENT_MESSAGES.orderUnknown);
  const { attempt, record } = found;
  const settled = await settledAnswer(ctx, attempt);
  if (settled) return settled;
  // Paid already, by another of its attempts: a return cannot pay it again; the order as it is.
  if (record.esewa_ref_id !== null) {
    const order = await orderOf(ctx.db, record);
    return answer(order, order.refund === null ? PAYMENT_MESSAGES.confirmed : PAYMENT_MESSAGES.refundDue);
  }
  if (rupeeTextToPaisa(request.amt) !== attempt.amount_paisa) return refuse(402, PAYMENT_MESSAGES.amountMismatch);

  const verdict = await ctx.gateway.verify({
    pid: attempt.pid,
    amount: paisaToRupeeText(attempt.amount_paisa),
    refId: request.refId,
    merchantCode: ctx.payment.esewaMerchantCode,
  });
  if (verdict === 'unreachable') return refuse(502, PAYMENT_MESSAGES.gatewayUnreachable);
  if (verdict === 'failure') {
    await markFailed(ctx, attempt.order_id);
    return refuse(402, PAYMENT_MESSAGES.notConfirmed);
  }
  // eSewa confirms it: an attempt given up for failed is settled all the same (money for a closed order is owed back).
  if (attempt.state === 'failed') await reopenAttempt(ctx.db, attempt.id);
  return told(await completeAttempt(ctx, { ...attempt, state: 'open' }, request.refId, 'Success'));
}

/**
 * pending_payment → payment_failed, told to the live views when this call made the change. The attempt stays open:
 * eSewa may still have the money (the return was the customer's word), and reconciliation will ask.
 */
async function markFailed(ctx: PaymentContext, orderId: number): Promise<Order | undefined> {
  if (await moveOrder(ctx.db, orderId, ['pending_payment'], 'payment_failed', { updated_at: isoAt(ctx.clock()) })) {
    const record = await findOrder(ctx.db, orderId);
    if (!record) return undefined;
    const order = await orderOf(ctx.db, record);
    ctx.events.publish(order);
    return order;
  }
  const record = await findOrder(ctx.db, orderId);
  return record ? orderOf(ctx.db, record) : undefined;
}

/**
 * The failure return: the customer left eSewa without paying. A pending order is marked failed (a genuine payment
 * found later still pays it); any other status is kept, a paid order above all.
 */
export async function recordFailure(
  ctx: PaymentContext,
  customer: OrderReader,
  request: PaymentFailureRequest,
): Promise<PaymentOutcome> {
  const found = await ownAttempt(ctx, customer, request.pid);
  if (!found) return refuse(404, PAYMENT_MESSAGES.orderUnknown);
  const order = await markFailed(ctx, found.attempt.order_id);
  return order ? answer(order, PAYMENT_MESSAGES.failed) : refuse(404, PAYMENT_MESSAGES.orderUnknown);
}
