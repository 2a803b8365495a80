import { CASH_MESSAGES, payNotOffered } from '../../contract/cash';
import type { Refusal } from '../../contract/refusals';
import type { FulfilmentType, ServiceSettings } from '../../contract/fulfilment';
import { DEFAULT_PAYMENT_METHODS } from '../../contract/cash';
import type { Order } from '../../contract/order';
import type { PaymentMethod } from '../../contract/payment-method';
import { findOrder, linesOfOrders } from '../db/repositories/orders';
import { countOpenCashOrders, markCashCollected } from '../db/repositories/order-cash';
import { isoAt } from './account-context';
import { type OrderContext, toOrder } from './orders';
import { issueReceipt } from './receipts';
import { auditActor, recordAudit } from './audit';

/*
 * Paying in cash: whether a way to pay is offered for a way of ordering, the bound on open cash orders, and the
 * counter's "cash received". A cash order is placed straight into the kitchen's queue (status paid, no payment
 * attempt, no time to pay), so the gateway's reconciliation and expiry, which look only at payment attempts and
 * payable statuses, never touch it.
 */


export type PaymentRefusal = { kind: 'method-refused'; message: Refusal } | { kind: 'too-many-cash'; limit: number };

/**
 * Why this customer may not pay this way for this way of ordering, or null. A way of ordering the restaurant does
 * not serve is left to the fulfilment check, whose words say so.
 */
export async function paymentRefusal(
  ctx: Pick<OrderContext, 'db' | 'khalti'>,
  settings: ServiceSettings,
  way: FulfilmentType,
  method: PaymentMethod,
  customerId: number,
): Promise<PaymentRefusal | null> {
  if (!settings[way]) return null;
  const offered = (settings.payment_methods ?? DEFAULT_PAYMENT_METHODS)[way];
  if (!offered.includes(method) || (method === 'khalti' && !ctx.khalti))
    return {
      kind: 'method-refused',
      message: payNotOffered(method, way),
    };
  if (method !== 'cash') return null;
  const limit = settings.max_cash_orders ?? 0;
  return (await countOpenCashOrders(ctx.db, customerId)) >= limit ? { kind: 'too-many-cash', limit } : null;
}

export type CashReceivedResult =
  | { kind: 'received'; order: Order }
  | { kind: 'not-found' }
  | { kind: 'refused'; message: string };

/** The counter took the money for a cash order: recorded once, with who and when, and told to every screen. */
export async function receiveCash(
  ctx: OrderContext,
  id: number,
  staff: { id: number; name: string },
): Promise<CashReceivedResult> {
  const record = await findOrder(ctx.db, id);
  if (!record) return { kind: 'not-found' };
  if (record.payment_method !== 'cash') return { kind: 'refused', message: CASH_MESSAGES.notCash };
  const now = ctx.clock();
  // The receipt's number and the audit line are taken in the same commit as the cash: a failed write leaves no gap.
  const received = await ctx.db.transaction().execute(async (trx) => {
    if (!(await markCashCollected(trx, id, staff.id, isoAt(now)))) return false;
    await recordAudit(trx, {
      actor: auditActor(staff),
      kind: 'money',
      action: 'cash.received',
      subject: `Order #${id}`,
      before: { cash_collected: false },
      after: { cash_collected: true, amount_paisa: record.total_paisa },
      at: now,
    });
    await issueReceipt(trx, id, now);
    return true;
  });
  if (!received) {
    const latest = (await findOrder(ctx.db, id)) ?? record;
    return {
      kind: 'refused',
      message: latest.cash_collected_at !== null ? CASH_MESSAGES.alreadyReceived : CASH_MESSAGES.cancelled,
    };
  }
  const order = toOrder((await findOrder(ctx.db, id)) ?? record, await linesOfOrders(ctx.db, [id]));
  ctx.events.publish(order);
  return { kind: 'received', order };
}
