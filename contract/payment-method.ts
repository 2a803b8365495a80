import * as z from 'zod/mini';

/**
 * How an order is paid: by eSewa or Khalti before the kitchen sees it, or in cash — at the counter for
 * pickup and a table, to the rider for delivery — collected by the counter after. Orders from before there was a
 * choice were all eSewa.
 */
export const PAYMENT_METHODS = ['esewa', 'khalti', 'cash'] as const;
export const paymentMethod = z.enum(PAYMENT_METHODS);
export type PaymentMethod = z.infer<typeof paymentMethod>;
export const DEFAULT_PAYMENT_METHOD: PaymentMethod = 'esewa';
