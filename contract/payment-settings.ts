import * as z from 'zod/mini';
import { maxCashOrders, paymentMethodsByWay } from './cash';

/**
 * PUT /about/payments/ (money.settings, the owner's): which ways to pay each way of ordering offers and the bound on
 * open cash orders. They are money settings (docs/rules/roles.md#staff-roles): the manager, who runs the service
 * settings, may not change them there either.
 */
export const paymentSettingsRequest = z.object({ payment_methods: paymentMethodsByWay, max_cash_orders: maxCashOrders });
export type PaymentSettingsRequest = z.infer<typeof paymentSettingsRequest>;

export const PAYMENT_SETTINGS_MESSAGES = {
  ownerOnly: /*i18n*/ 'Only the owner may change the ways to pay.',
  saved: /*i18n*/ 'Ways to pay saved.',
} as const;
