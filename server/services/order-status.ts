import { KITCHEN_TRANSITIONS, type OrderStatus } from '../../contract/order';

/**
 * The order machine of docs/rules/orders.md#order-statuses, one table for the whole server. Payment moves come only
 * from the gateway's verdict; kitchen moves only from an admin. A payment confirmed after the order was marked failed
 * (the customer abandoned the return page, eSewa still took the money) still pays it: the money is real.
 */
export type OrderMove =
  | { type: 'payment.confirmed' }
  | { type: 'payment.failed' }
  | { type: 'kitchen.move'; to: OrderStatus };

const PAYMENT_MOVES = {
  'payment.confirmed': { from: ['pending_payment', 'payment_failed'], to: 'paid' },
  'payment.failed': { from: ['pending_payment'], to: 'payment_failed' },
} as const satisfies Record<string, { from: readonly OrderStatus[]; to: OrderStatus }>;

/** The statuses an order may be in for this move, and where it goes; undefined when no status allows it. */
export function transition(move: OrderMove): { from: readonly OrderStatus[]; to: OrderStatus } | undefined {
  if (move.type !== 'kitchen.move') return PAYMENT_MOVES[move.type];
  const from = (Object.keys(KITCHEN_TRANSITIONS) as OrderStatus[]).filter((status) =>
    KITCHEN_TRANSITIONS[status].includes(move.to),
  );
  return from.length > 0 ? { from, to: move.to } : undefined;
}

/** Whether an order in `status` may make this move. */
export function allows(status: OrderStatus, move: OrderMove): boolean {
  return transition(move)?.from.includes(status) ?? false;
}
