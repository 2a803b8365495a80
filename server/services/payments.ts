import type { Order } from '../../contract/order';
import {
  PAYMENT_MESSAGES,
  type PaymentFailureRequest,
  type PaymentResult,
  type VerifyPaymentRequest,
} from '../../contract/payment';
import { findOrderByPid, isUniqueViolation, linesOfOrders, moveOrder } from '../db/repositories/orders';
import { removeOrderedMealsFromCart } from '../db/repositories/payments';
import { isoAt } from './account-context';
import { type EsewaGateway, paisaToRupeeText, rupeeTextToPaisa } from './esewa-gateway';
import { transition } from './order-status';
import { type OrderContext, type OrderReader, toOrder } from './orders';

export interface PaymentContext extends OrderContext {
  gateway: EsewaGateway;
}

export type PaymentOutcome =
  | { status: 200; result: PaymentResult }
  | { status: 402 | 404 | 502; detail: string };

const answer = (order: Order, message: string): PaymentOutcome => ({ status: 200, result: { order, message } });
const refuse = (status: 402 | 404 | 502, detail: string): PaymentOutcome => ({ status, detail });

const CONFIRMED = transition({ type: 'payment.confirmed' }) as NonNullable<ReturnType<typeof transition>>;
const FAILED = transition({ type: 'payment.failed' }) as NonNullable<ReturnType<typeof transition>>;

type Found = NonNullable<Awaited<ReturnType<typeof findOrderByPid>>>;

/** The customer's own order with this pid; another customer's is as unknown as a made-up one. */
async function ownOrder(ctx: PaymentContext, customer: OrderReader, pid: string): Promise<Found | undefined> {
  const record = await findOrderByPid(ctx.db, pid);
  return record && record.user_id === customer.id ? record : undefined;
}

const orderOf = async (ctx: PaymentContext, record: Found) => toOrder(record, await linesOfOrders(ctx.db, [record.id]));

/**
 * The success return (decisions §5), believed only once eSewa's own transaction check confirms the payment for the
 * order's total, pid and merchant. The return's query is the customer's to edit: its amount must be the order's total,
 * but the gateway is asked about the order's own figures, never the query's. Replays answer the paid order unchanged;
 * concurrent verifications of one payment change the order once (moveOrder's conditional update), and one eSewa
 * reference pays one order at most (a unique index).
 */
export async function verifyPayment(
  ctx: PaymentContext,
  customer: OrderReader,
  request: VerifyPaymentRequest,
): Promise<PaymentOutcome> {
  const record = await ownOrder(ctx, customer, request.oid);
  if (!record) return refuse(404, PAYMENT_MESSAGES.orderUnknown);
  // Already paid, by this payment (a replay) or another one: nothing to do either way.
  if (record.esewa_ref_id !== null) return answer(await orderOf(ctx, record), PAYMENT_MESSAGES.confirmed);
  if (rupeeTextToPaisa(request.amt) !== record.total_paisa) return refuse(402, PAYMENT_MESSAGES.amountMismatch);
  // Cancelled by the kitchen before any payment arrived: nothing may pay it now.
  if (!CONFIRMED.from.includes(record.status)) return refuse(402, PAYMENT_MESSAGES.notConfirmed);

  const verdict = await ctx.gateway.verify({
    pid: record.pid,
    amount: paisaToRupeeText(record.total_paisa),
    refId: request.refId,
    merchantCode: ctx.payment.esewaMerchantCode,
  });
  if (verdict === 'unreachable') return refuse(502, PAYMENT_MESSAGES.gatewayUnreachable);
  if (verdict === 'failure') {
    await failPayment(ctx, record);
    return refuse(402, PAYMENT_MESSAGES.notConfirmed);
  }

  const at = isoAt(ctx.clock());
  let moved: boolean;
  try {
    // Paid and the cart emptied of what was bought in one commit: a crash cannot leave one without the other.
    moved = await ctx.db.transaction().execute(async (trx) => {
      const changed = await moveOrder(trx, record.id, CONFIRMED.from, CONFIRMED.to, {
        esewa_ref_id: request.refId,
        paid_at: at,
        updated_at: at,
      });
      if (changed) await removeOrderedMealsFromCart(trx, customer.id, record.id);
      return changed;
    });
  } catch (error) {
    // This eSewa payment already paid another order: it cannot pay this one too.
    if (isUniqueViolation(error)) return refuse(402, PAYMENT_MESSAGES.notConfirmed);
    throw error;
  }
  if (moved) {
    const order = await orderOf(ctx, { ...record, status: CONFIRMED.to });
    ctx.events.publish(order);
    return answer(order, PAYMENT_MESSAGES.confirmed);
  }
  // Another verification of this order got there first: answer the order as it left it.
  const settled = await ownOrder(ctx, customer, request.oid);
  if (!settled || settled.esewa_ref_id === null) return refuse(402, PAYMENT_MESSAGES.notConfirmed);
  return answer(await orderOf(ctx, settled), PAYMENT_MESSAGES.confirmed);
}

/** pending_payment → payment_failed, told to the live views when this call made the change. */
async function failPayment(ctx: PaymentContext, record: Found): Promise<Order> {
  if (!FAILED.from.includes(record.status)) return orderOf(ctx, record);
  if (await moveOrder(ctx.db, record.id, FAILED.from, FAILED.to, { updated_at: isoAt(ctx.clock()) })) {
    const order = await orderOf(ctx, { ...record, status: FAILED.to });
    ctx.events.publish(order);
    return order;
  }
  // Paid or failed by a concurrent call in between: the order as that call left it.
  return orderOf(ctx, (await findOrderByPid(ctx.db, record.pid)) ?? record);
}

/**
 * The failure return: the customer left eSewa without paying. A pending order is marked failed (a genuine payment
 * verified later still pays it); any other status is kept, a paid order above all.
 */
export async function recordFailure(
  ctx: PaymentContext,
  customer: OrderReader,
  request: PaymentFailureRequest,
): Promise<PaymentOutcome> {
  const record = await ownOrder(ctx, customer, request.pid);
  if (!record) return refuse(404, PAYMENT_MESSAGES.orderUnknown);
  return answer(await failPayment(ctx, record), PAYMENT_MESSAGES.failed);
}
