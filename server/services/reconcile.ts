import type { Logger } from 'pino';
import { dueAttempts, ordersWithUnsettledAttempts, unsettledAttemptsOf } from '../db/repositories/payment-attempts';
import { findOrder, moveOrder, ordersPastPayTime } from '../db/repositories/orders';
import { isoAt } from './account-context';
import { checkAttempt } from './payment-settle';
import { type OrderContext, orderOf } from './orders';

/** How many attempts and orders one run looks at: the rest wait for the next run. */
const BATCH = 50;

/** A payment asked about this recently is not asked about again when someone opens its order. */
const MIN_CHECK_GAP_MS = 10_000;

/**
 * Asks eSewa about the unsettled payments of these orders now (a customer or an admin opened them), so a payment
 * whose return never came is found as soon as someone looks. One asked about in the last seconds is left alone.
 */
export async function reconcileOrders(ctx: OrderContext, orderIds: number[]): Promise<void> {
  const recent = isoAt(new Date(ctx.clock().getTime() - MIN_CHECK_GAP_MS));
  for (const attempt of await unsettledAttemptsOf(ctx.db, orderIds)) {
    if (attempt.checked_at !== null && attempt.checked_at > recent) continue;
    await checkAttempt(ctx, attempt);
  }
}

/** Asks eSewa about these orders' payments whatever the last look (the expiry decides on the answer). */
async function recheckOrder(ctx: OrderContext, orderId: number): Promise<void> {
  for (const attempt of await unsettledAttemptsOf(ctx.db, [orderId])) await checkAttempt(ctx, attempt);
}

/** A customer's own orders with payments eSewa has not settled, asked about (My Orders opened). */
export async function reconcileCustomer(ctx: OrderContext, userId: number): Promise<void> {
  await reconcileOrders(ctx, await ordersWithUnsettledAttempts(ctx.db, userId));
}

/**
 * One run of the job: payments whose next look is due (5, 15 and 60 minutes after they began, then hourly), then
 * unpaid orders whose time to pay is over. Such an order's payments are asked about once more; it expires only when
 * none of them may still bring money (eSewa said PENDING, or could not be reached: then the next run decides).
 */
export async function runReconciliation(ctx: OrderContext): Promise<{ checked: number; expired: number }> {
  const now = isoAt(ctx.clock());
  const due = await dueAttempts(ctx.db, now, BATCH);
  for (const attempt of due) await checkAttempt(ctx, attempt);

  let expired = 0;
  for (const { id } of await ordersPastPayTime(ctx.db, now, BATCH)) {
    await recheckOrder(ctx, id);
    if ((await unsettledAttemptsOf(ctx.db, [id])).length > 0) continue;
    const at = isoAt(ctx.clock());
    if (await moveOrder(ctx.db, id, ['pending_payment', 'payment_failed'], 'expired', { updated_at: at })) {
      expired += 1;
      const record = await findOrder(ctx.db, id);
      if (record) ctx.events.publish(await orderOf(ctx.db, record));
    }
  }
  return { checked: due.length, expired };
}

/**
 * Runs the job every `seconds` until `stop` aborts; runs never overlap. Each instance runs its own: attempts are
 * claimed one at a time in the database, so instances sharing it never ask about one payment together.
 */
export function startReconciler(ctx: OrderContext, seconds: number, logger: Logger, stop?: AbortSignal): void {
  if (seconds <= 0) return;
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      const { checked, expired } = await runReconciliation(ctx);
      if (checked > 0 || expired > 0) logger.info({ checked, expired }, 'payments reconciled');
    } catch (error) {
      logger.error({ err: error }, 'payment reconciliation failed');
    } finally {
      running = false;
    }
  }, seconds * 1000);
  timer.unref();
  stop?.addEventListener('abort', () => clearInterval(timer), { once: true });
}
