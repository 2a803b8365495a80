/**
 * How the food reaches the customer (docs/rules/orders.md#ways-to-order): at the counter, at their table, or at their
 * door.
 */
export const FULFILMENT_TYPES = ['pickup', 'dine_in', 'delivery'] as const;
export type FulfilmentType = (typeof FULFILMENT_TYPES)[number];
