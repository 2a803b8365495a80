import { type CheckoutAnswer, type Order, ORDER_STATUS_LABELS, PAYABLE_STATUSES } from '../../contract/order';
import { unsettledAttemptsOf } from '../db/repositories/payment-attempts';
import { findOrder, isUniqueViolation, linesOfOrders, moveOrder } from '../db/repositories/orders';
import { isoAt } from './account-context';
import { esewaForm, gatewayBill } from './esewa-form';
import { initiateKhalti, khaltiStartOf } from './khalti-start';
import { reconcileOrders } from './reconcile';
import { firstCheckAt, openNow, PID_ATTEMPTS } from './order-create';
import { type OrderContext, type OrderReader, orderOf } from './orders';
import { soldOutOfLines } from './sold-out';
import { nextFreeSlot, type PauseRefusal, pauseRefusal } from './order-pace';
import { startAttemptInSlot } from './order-pace-write';

export type PayAgainResult =
  | { kind: 'started'; checkout: CheckoutAnswer }
  | { kind: 'not-found' }
  | { kind: 'expired' }
  | { kind: 'not-payable'; status: string }
  | { kind: 'already-paid' }
  | { kind: 'in-progress' }
  | { kind: 'closed'; opening: string; closing: string }
  | { kind: 'not-open-yet' }
  | { kind: 'meals-gone'; names: string[] }
  | { kind: 'sold-out'; names: string[] }
  | PauseRefusal
  | { kind: 'slot-full'; next: string | null }
  | { kind: 'khalti-unreachable' };

/**
 * "Pay again" (docs/rules/payments.md#unpaid-orders): a fresh attempt at the gateway for the same order, at the price
 * it was placed at, while its time to pay lasts. Before anyone is sent to eSewa again: the earlier attempts are asked
 * about (one may have paid it, or still be under way at eSewa), the restaurant must be open, and every meal must still
 * be on the menu.
 */
export async function payAgain(ctx: OrderContext, customer: OrderReader, id: number): Promise<PayAgainResult> {
  const first = await findOrder(ctx.db, id);
  if (!first || first.user_id !== customer.id) return { kind: 'not-found' };
  if (!PAYABLE_STATUSES.includes(first.status)) return { kind: 'not-payable', status: ORDER_STATUS_LABELS[first.status] };
  const now = ctx.clock();
  if (first.expires_at === null || first.expires_at <= isoAt(now)) return { kind: 'expired' };

  await reconcileOrders(ctx, [id]);
  const record = await findOrder(ctx.db, id);
  if (!record) return { kind: 'not-found' };
  if (record.status === 'paid') return { kind: 'already-paid' };
  if (!PAYABLE_STATUSES.includes(record.status)) return { kind: 'not-payable', status: ORDER_STATUS_LABELS[record.status] };
  if ((await unsettledAttemptsOf(ctx.db, [id])).some((attempt) => attempt.state === 'pending'))
    return { kind: 'in-progress' };

  // An order for later today (docs/rules/orders.md#later-today) was placed for a time the restaurant is open: paying
  // for it may come first.
  if (record.scheduled_for === null) {
    const open = await openNow(ctx);
    if (open.kind !== 'open') return open;
  }
  const paused = await pauseRefusal(ctx.db, now);
  if (paused) return paused;
  const lines = await linesOfOrders(ctx.db, [id]);
  const gone = lines.filter((line) => line.meal_id === null).map((line) => line.name);
  if (gone.length > 0) return { kind: 'meals-gone', names: gone };
  const soldOut = await soldOutOfLines(ctx.db, now, lines);
  if (soldOut.length > 0) return { kind: 'sold-out', names: soldOut };

  // A Khalti order is paid again with Khalti (while KHALTI_MODE=off, with eSewa: the money is what matters).
  const khalti = record.payment_method === 'khalti' && ctx.khalti !== undefined;
  for (let attempt = 1; ; attempt += 1) {
    const pid = ctx.nextPid();
    const opened = khalti ? await initiateKhalti(ctx, khaltiStartOf(record, pid, { name: record.customer_name ?? '', phone_number: record.customer_phone ?? '' })) : undefined;
    if (khalti && !opened) return { kind: 'khalti-unreachable' };
    try {
      const started = await startAttemptInSlot(ctx.db, now, record, PAYABLE_STATUSES, {
        pid,
        api: opened ? 'khalti' : ctx.payment.esewaApi,
        pidx: opened?.pidx ?? null,
        amount_paisa: record.total_paisa,
        state: 'open',
        created_at: isoAt(now),
        next_check_at: firstCheckAt(now),
      });
      if (started === 'full') return { kind: 'slot-full', next: await nextFreeSlot(ctx.db, now, record.fulfilment_type) };
      if (!started) return { kind: 'not-payable', status: 'no longer awaiting payment' };
      const updated = (await findOrder(ctx.db, id)) ?? record;
      const order = await orderOf(ctx.db, updated);
      ctx.events.publish(order);
      const checkout: CheckoutAnswer = opened
        ? { order, payment: opened.redirect }
        : { order, payment: esewaForm(ctx.payment, { pid, bill: gatewayBill(record) }) };
      return { kind: 'started', checkout };
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= PID_ATTEMPTS) throw error;
    }
  }
}

export type RemoveResult = { kind: 'removed'; order: Order } | { kind: 'not-found' } | { kind: 'not-removable' };

/**
 * The customer removes an unpaid order from My Orders: it is cancelled. Its attempts are still asked about: money
 * that turns up for it after all is on record as a refund due.
 */
export async function removeOrder(ctx: OrderContext, customer: OrderReader, id: number): Promise<RemoveResult> {
  const record = await findOrder(ctx.db, id);
  if (!record || record.user_id !== customer.id) return { kind: 'not-found' };
  const at = isoAt(ctx.clock());
  if (!(await moveOrder(ctx.db, id, PAYABLE_STATUSES, 'cancelled', { updated_at: at, expires_at: null })))
    return { kind: 'not-removable' };
  const order = await orderOf(ctx.db, (await findOrder(ctx.db, id)) ?? record);
  ctx.events.publish(order);
  return { kind: 'removed', order };
}
