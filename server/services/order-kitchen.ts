import {
  ACTIVE_STATUSES,
  KITCHEN_QUEUE,
  type Order,
  ORDER_STATUSES,
  type OrderCounts,
  type OrderStatus,
} from '../../contract/order';
import type { Db } from '../db/database';
import {
  findOrder,
  linesOfOrders,
  markRefunded,
  moveOrder,
  setReadyAt,
} from '../db/repositories/orders';
import { isoAt } from './account-context';
import { type AuditActor, recordAudit } from './audit';
import { allows } from './order-status';
import { countOf, readTallies } from './order-tallies';
import { issueCreditNote } from './receipts';
import { type OrderContext, toOrder } from './orders';

export type KitchenMoveResult =
  | { kind: 'moved'; order: Order }
  | { kind: 'not-found' }
  /** The order's status at the time of refusal. */
  | { kind: 'illegal'; from: OrderStatus }
  /** Cancelling a paid order needs a reason: the customer is owed the money back and sees why. */
  | { kind: 'reason-required' };

/** A cancelled order whose money the restaurant holds becomes a refund due, with the kitchen's reason. */
const wasPaid = (record: { paid_at: string | null }) => record.paid_at !== null;

/**
 * An admin's move along KITCHEN_TRANSITIONS (docs/rules/orders.md#order-statuses), told to the live views. When another
 * admin moves the order between the read and the conditional update, the move is judged again from the status that
 * admin left:
 * cancelling an order someone has just started preparing is still a legal cancel, preparing it twice is not. The
 * machine has no cycles, so this ends after at most one try per status.
 */
export async function moveByKitchen(
  ctx: OrderContext,
  id: number,
  to: OrderStatus,
  reason?: string,
  by: AuditActor = null,
): Promise<KitchenMoveResult> {
  for (let attempt = 0; attempt < ORDER_STATUSES.length; attempt += 1) {
    const record = await findOrder(ctx.db, id);
    if (!record) return { kind: 'not-found' };
    if (!allows(record.status, { type: 'kitchen.move', to })) return { kind: 'illegal', from: record.status };
    const refund = to === 'cancelled' && wasPaid(record);
    if (refund && !reason) return { kind: 'reason-required' };
    const at = isoAt(ctx.clock());
    const patch = refund
      ? { refund_status: 'due' as const, refund_amount_paisa: record.total_paisa, refund_reason: reason, updated_at: at }
      : { updated_at: at, ...(to === 'cancelled' && { expires_at: null }) };
    // The move, its line in the audit trail and any credit note commit together.
    const moved = await ctx.db.transaction().execute(async (trx) => {
      if (!(await moveOrder(trx, id, [record.status], to, patch, to === 'cancelled' && !refund))) return false;
      await recordAudit(trx, {
        actor: by,
        kind: 'order',
        action: to === 'cancelled' ? 'order.cancel' : 'order.status',
        subject: `Order #${id}`,
        before: { status: record.status },
        after: { status: to, ...(reason && { reason }) },
        at: ctx.clock(),
      });
      // The money is owed back: the receipt already handed over is taken back by a credit note naming it.
      if (refund) await issueCreditNote(trx, id, ctx.clock());
      return true;
    });
    if (moved) {
      const order = toOrder((await findOrder(ctx.db, id)) ?? { ...record, status: to }, await linesOfOrders(ctx.db, [id]));
      // Another admin's move may land after this one: that admin announces it and tells the customer. Announcing this
      // move's state after theirs would leave every screen on it, and announcing theirs again would tell the customer
      // twice, so only this move's own state, still current, is announced.
      if (order.status === to && (await findOrder(ctx.db, id))?.status === to) {
        ctx.events.publish(order);
        ctx.tellCustomer?.(order);
      }
      return { kind: 'moved', order };
    }
  }
  const settled = await findOrder(ctx.db, id);
  return settled ? { kind: 'illegal', from: settled.status } : { kind: 'not-found' };
}

/**
 * Every status with its count (0 when none) and the kitchen queue, the admin navbar badge
 * (docs/rules/departures.md#where-the-app-differs-from-the-original-description).
 */
export async function countByStatus(db: Db): Promise<OrderCounts> {
  const tallies = await readTallies(db);
  const byStatus = Object.fromEntries(ORDER_STATUSES.map((status) => [status, countOf(tallies, { status })])) as Record<
    OrderStatus,
    number
  >;
  return {
    by_status: byStatus,
    kitchen_queue: KITCHEN_QUEUE.reduce((sum, status) => sum + byStatus[status], 0),
    kitchen: countOf(tallies, { group: 'kitchen' }),
    unpaid: countOf(tallies, { group: 'unpaid' }),
    refund_due: countOf(tallies, { group: 'refund_due' }),
  };
}

export type RefundResult = { kind: 'refunded'; order: Order } | { kind: 'not-found' } | { kind: 'none-due' };

/** The admin made the refund in eSewa's merchant panel: due → refunded with its reference, once. */
export async function recordRefund(
  ctx: OrderContext,
  id: number,
  reference: string,
  by: AuditActor = null,
): Promise<RefundResult> {
  const record = await findOrder(ctx.db, id);
  if (!record) return { kind: 'not-found' };
  const marked = await ctx.db.transaction().execute(async (trx) => {
    if (!(await markRefunded(trx, id, reference, isoAt(ctx.clock())))) return false;
    await recordAudit(trx, {
      actor: by,
      kind: 'money',
      action: 'refund.mark',
      subject: `Order #${id}`,
      before: { refund_status: record.refund_status, refund_amount_paisa: record.refund_amount_paisa },
      after: { refund_status: 'refunded', reference },
      at: ctx.clock(),
    });
    return true;
  });
  if (!marked) return { kind: 'none-due' };
  const updated = await findOrder(ctx.db, id);
  const order = toOrder(updated ?? record, await linesOfOrders(ctx.db, [id]));
  ctx.events.publish(order);
  return { kind: 'refunded', order };
}

export type ReadyTimeResult = { kind: 'set'; order: Order } | { kind: 'not-found' } | { kind: 'no-ready-time' };

/** How often moving an estimate is tried again when another tap moved it in between (each try reads it anew). */
const READY_TIME_TRIES = 5;

/**
 * The kitchen needs longer for a pickup order still being made: its estimate moves `minutes` later, from the estimate
 * the customer was given (from now once that has passed), so a tap never brings it earlier; told to everyone watching.
 * Two taps at once both count: each moves the estimate only if it is still the one it read.
 */
export async function setReadyTime(ctx: OrderContext, id: number, minutes: number): Promise<ReadyTimeResult> {
  for (let tries = 0; tries < READY_TIME_TRIES; tries += 1) {
    const record = await findOrder(ctx.db, id);
    if (!record) return { kind: 'not-found' };
    if (record.fulfilment_type !== 'pickup' || !(ACTIVE_STATUSES as readonly OrderStatus[]).includes(record.status)) return { kind: 'no-ready-time' };
    const now = ctx.clock().getTime();
    const from = Math.max(record.ready_at ? Date.parse(record.ready_at) : now, now);
    const at = isoAt(new Date(from + minutes * 60_000));
    if (await setReadyAt(ctx.db, id, at, ACTIVE_STATUSES, record.ready_at)) {
      const order = toOrder((await findOrder(ctx.db, id)) ?? record, await linesOfOrders(ctx.db, [id]));
      ctx.events.publish(order);
      return { kind: 'set', order };
    }
  }
  return { kind: 'no-ready-time' };
}
