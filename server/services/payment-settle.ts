import { ORDER_STATUS_LABELS, type Order, PAYABLE_STATUSES } from '../../contract/order';
import {
  type AttemptRecord,
  claimAttempt,
  rescheduleAttempt,
  settleAttempt,
  unsettledAttemptsOf,
} from '../db/repositories/payment-attempts';
import { addRefundDue, findOrder, isUniqueViolation, moveOrder, setReadyAt } from '../db/repositories/orders';
import { serviceSettings } from './service-settings';
import { busyMinutesAt } from './order-pace';
import { issueReceipt } from './receipts';
import { removeOrderedMealsFromCart } from '../db/repositories/payments';
import { isoAt } from './account-context';
import { paisaToRupeeText } from './esewa-gateway';
import { askKhalti, fromEsewa, type GatewayAnswer } from './gateway-answer';
import { type OrderContext, orderOf } from './orders';

/**
 * What happens to an order when eSewa settles one of its payment attempts, whoever learnt it first: the success
 * return, the status API on schedule, or a customer or admin opening the order. Every change is a conditional UPDATE
 * inside one transaction, so two servers learning the same payment at once change the order once.
 */
export type Settlement =
  /** This payment paid the order (now, or earlier: a replay). */
  | { kind: 'paid'; order: Order }
  /** Money arrived for an order that could not take it: on record as a refund due. */
  | { kind: 'refund-due'; order: Order }
  | { kind: 'failed'; order: Order }
  /** eSewa has not settled it (PENDING, AMBIGUOUS). */
  | { kind: 'pending'; order: Order }
  /** eSewa could not be asked (no answer, or not one we can read). */
  | { kind: 'unknown'; order: Order }
  /** eSewa answered that it has no such payment (NOT_FOUND), while the customer may still be paying: asked again. */
  | { kind: 'no-record'; order: Order }
  /** Another request or server is asking eSewa about it right now. */
  | { kind: 'busy'; order: Order }
  /** This eSewa reference already paid another order: it cannot pay this one too. */
  | { kind: 'reference-taken' };

/** How long one server holds an attempt while it asks eSewa (longer than the gateway's time-out). */
const CLAIM_MS = 60_000;
/** The schedule of looks, in minutes after the attempt began (the issue's 5, 15 and 60); then hourly. */
const CHECK_SCHEDULE_MINUTES = [5, 15, 60];

const plus = (at: Date, ms: number) => isoAt(new Date(at.getTime() + ms));

export function nextCheckAt(createdAt: string, now: Date): string {
  const start = Date.parse(createdAt);
  const next = CHECK_SCHEDULE_MINUTES.map((minutes) => start + minutes * 60_000).find((at) => at > now.getTime());
  return next === undefined ? plus(now, 60 * 60_000) : isoAt(new Date(next));
}

async function current(ctx: OrderContext, orderId: number): Promise<Order> {
  const record = await findOrder(ctx.db, orderId);
  if (!record) throw new Error(`order ${orderId} of a payment attempt is gone`);
  return orderOf(ctx.db, record);
}

const lateReason = (status: Order['status']) =>
  status === 'expired'
    ? 'Paid after the time to pay had run out.'
    : status === 'cancelled'
      ? 'Paid after the order was cancelled.'
      : `Paid a second time: the order was already ${ORDER_STATUS_LABELS[status].toLowerCase()}.`;

/** eSewa has the money for this attempt: the order is paid, or, when it can no longer be, the money is owed back. */
export async function completeAttempt(
  ctx: OrderContext,
  attempt: AttemptRecord,
  gatewayRef: string,
  answer: string,
): Promise<Settlement> {
  const at = isoAt(ctx.clock());
  let outcome: 'paid' | 'refund-due' | 'settled-before';
  try {
    outcome = await ctx.db.transaction().execute(async (trx) => {
      const settled = await settleAttempt(trx, attempt.id, {
        state: 'complete',
        gateway_ref: gatewayRef,
        last_answer: answer,
        settled_at: at,
      });
      if (!settled) return 'settled-before';
      const paid = await moveOrder(trx, attempt.order_id, PAYABLE_STATUSES, 'paid', {
        esewa_ref_id: gatewayRef,
        paid_at: at,
        expires_at: null,
        updated_at: at,
      });
      const order = await findOrder(trx, attempt.order_id);
      if (paid) {
        // Paid and the cart emptied of what was bought in one commit: a crash cannot leave one without the other.
        if (order?.user_id != null) await removeOrderedMealsFromCart(trx, order.user_id, attempt.order_id);
        // Ready when the customer asked for it (docs/rules/orders.md#ready-time), else as long after paying as pickup
        // takes.
        const { pickup_minutes } = await serviceSettings(trx);
        const extra = await busyMinutesAt(trx, ctx.clock());
        const soonest = isoAt(new Date(ctx.clock().getTime() + (pickup_minutes + extra) * 60_000));
        const scheduled = order?.scheduled_for ?? null;
        await setReadyAt(trx, attempt.order_id, scheduled !== null && scheduled > soonest ? scheduled : soonest);
        // Its receipt number is taken in the same commit: a payment rolled back gives the number back, no gap.
        await issueReceipt(trx, attempt.order_id, ctx.clock());
        return 'paid';
      }
      await addRefundDue(trx, attempt.order_id, {
        amount_paisa: attempt.amount_paisa,
        reason: lateReason(order?.status ?? 'cancelled'),
        gateway_ref: gatewayRef,
        at,
      });
      return 'refund-due';
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { kind: 'reference-taken' };
    throw error;
  }
  const order = await current(ctx, attempt.order_id);
  if (outcome === 'settled-before') return settledBefore(ctx, attempt, order);
  ctx.events.publish(order);
  return { kind: outcome, order };
}

/** Another call settled this attempt first: answer what it made of it. */
async function settledBefore(ctx: OrderContext, attempt: AttemptRecord, order: Order): Promise<Settlement> {
  const row = await ctx.db
    .selectFrom('payment_attempts')
    .select(['state', 'gateway_ref'])
    .where('id', '=', attempt.id)
    .executeTakeFirstOrThrow();
  if (row.state !== 'complete') return { kind: row.state === 'failed' ? 'failed' : 'unknown', order };
  return { kind: order.payment_ref === row.gateway_ref && order.refund === null ? 'paid' : 'refund-due', order };
}

/** eSewa will never have the money for this attempt; an order awaiting it is marked failed (it may be paid again). */
export async function failAttempt(ctx: OrderContext, attempt: AttemptRecord, answer: string): Promise<Settlement> {
  const at = isoAt(ctx.clock());
  await settleAttempt(ctx.db, attempt.id, { state: 'failed', last_answer: answer, settled_at: at });
  const others = await unsettledAttemptsOf(ctx.db, [attempt.order_id]);
  if (others.length === 0 && (await moveOrder(ctx.db, attempt.order_id, ['pending_payment'], 'payment_failed', { updated_at: at }))) {
    const order = await current(ctx, attempt.order_id);
    ctx.events.publish(order);
    return { kind: 'failed', order };
  }
  return { kind: 'failed', order: await current(ctx, attempt.order_id) };
}

/**
 * Asks eSewa about one unsettled attempt and acts on the answer. Only the server that claims the attempt asks;
 * another one at the same moment answers 'busy'. A customer's signed return asks without claiming (`claim: false`):
 * it has proof in hand and must not wait for a look under way, and the settling is a conditional update anyway, so
 * asking twice changes the order once; it saves the claim's commit on every checkout. NOT_FOUND is final only once
 * the attempt's time to pay is over.
 */
export async function checkAttempt(
  ctx: OrderContext,
  attempt: AttemptRecord,
  { claim = true }: { claim?: boolean } = {},
): Promise<Settlement> {
  const now = ctx.clock();
  if (claim && !(await claimAttempt(ctx.db, attempt.id, isoAt(now), plus(now, CLAIM_MS))))
    return { kind: 'busy', order: await current(ctx, attempt.order_id) };

  // The customer may still be on eSewa's page until the attempt's own time to pay is over, whatever the order's
  // status: only then does "eSewa has nothing" mean it never will.
  const timeOver = now.getTime() >= Date.parse(attempt.created_at) + ctx.payment.orderPayMinutes * 60_000;
  const answer =
    attempt.api === 'khalti'
      ? await askKhalti(ctx.khalti, attempt)
      : fromEsewa(
          await ctx.gateway.status({
            api: attempt.api,
            productCode: ctx.payment.esewaMerchantCode,
            totalAmount: paisaToRupeeText(attempt.amount_paisa),
            transactionUuid: attempt.pid,
          }),
        );
  const wait = async (state: 'open' | 'pending', lastAnswer: string | null, kind: 'pending' | 'unknown' | 'no-record') => {
    await rescheduleAttempt(ctx.db, attempt.id, {
      state,
      last_answer: lastAnswer,
      next_check_at: nextCheckAt(attempt.created_at, now),
      checked_at: isoAt(now),
    });
    return { kind, order: await current(ctx, attempt.order_id) } as const;
  };

  if (answer === 'unreachable') return wait(attempt.state === 'pending' ? 'pending' : 'open', attempt.last_answer, 'unknown');
  if (answer === 'unsupported')
    return timeOver ? failAttempt(ctx, attempt, 'NO_STATUS_API') : wait('open', attempt.last_answer, 'unknown');
  return act(ctx, attempt, answer, timeOver, wait);
}

async function act(
  ctx: OrderContext,
  attempt: AttemptRecord,
  answer: GatewayAnswer,
  timeOver: boolean,
  wait: (state: 'open' | 'pending', lastAnswer: string, kind: 'pending' | 'no-record') => Promise<Settlement>,
): Promise<Settlement> {
  switch (answer.status) {
    case 'COMPLETE': {
      // The gateway's figure must be the attempt's own; one it cannot vouch for settles nothing.
      const paisa = answer.amountPaisa === null ? attempt.amount_paisa : answer.amountPaisa;
      if (paisa !== attempt.amount_paisa) return wait('pending', 'AMOUNT_MISMATCH', 'pending');
      const fallback = `${attempt.api === 'khalti' ? 'KHALTI' : 'ESEWA'}-${attempt.pid}`;
      return completeAttempt(ctx, attempt, answer.refId ?? fallback, answer.word);
    }
    case 'PENDING':
    case 'AMBIGUOUS':
      return wait('pending', answer.word, 'pending');
    // Khalti: not paid yet, and the customer may still be on its page: open (it may be paid again), asked again.
    case 'INITIATED':
      return wait('open', answer.word, 'pending');
    case 'NOT_FOUND':
      return timeOver ? failAttempt(ctx, attempt, answer.word) : wait('open', answer.word, 'no-record');
    case 'CANCELED':
    case 'FULL_REFUND':
    case 'PARTIAL_REFUND':
      return failAttempt(ctx, attempt, answer.word);
  }
}
