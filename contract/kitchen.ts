import * as z from 'zod/mini';
import { id, MAX_ID } from './common';

// The kitchen's acknowledgement of a newly paid order's alert (docs/rules/orders.md#new-order-alert): kept on the
// order, so one press on any kitchen tablet silences every tablet, and a reload rings again only for what nobody
// acknowledged. A file of its own so order.ts only points here.

/** As many orders as one press acknowledges: far above the orders a kitchen's alert holds at once. */
export const MAX_ACKNOWLEDGED = 100;

export const KITCHEN_MESSAGES = {
  ordersRequired: /*i18n*/ 'Name at least one order to acknowledge.',
  tooManyOrders: /*i18n*/ 'At most 100 orders can be acknowledged at once.',
} as const;

/** POST /admin/kitchen/acknowledge/ body: the orders whose alert the kitchen has seen. */
export const kitchenAcknowledgeRequest = z.object({
  orders: z
    .array(id.check(z.maximum(MAX_ID)), { error: KITCHEN_MESSAGES.ordersRequired })
    .check(
      z.minLength(1, KITCHEN_MESSAGES.ordersRequired),
      z.maxLength(MAX_ACKNOWLEDGED, KITCHEN_MESSAGES.tooManyOrders),
    ),
});
export type KitchenAcknowledgeRequest = z.infer<typeof kitchenAcknowledgeRequest>;

/** The kitchen's acknowledgement on an order: when, and the name of who pressed; null while nobody has. */
export const orderKitchen = {
  kitchen_acknowledged_at: z.optional(z.nullable(z.string())),
  kitchen_acknowledged_by: z.optional(z.nullable(z.string())),
};

/**
 * Paid and not acknowledged yet: the order the kitchen's alert rings for as a screen opens (after a reload too). An
 * order without the field comes from a server that keeps no acknowledgement: nothing to ring for.
 */
export const awaitsAcknowledgement = (order: { status: string; kitchen_acknowledged_at?: string | null }) =>
  order.status === 'paid' && order.kitchen_acknowledged_at === null;
