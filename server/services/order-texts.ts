import type { Logger } from 'pino';
import { ORDER_SMS, type Order } from '../../contract/order';
import { CASH_SMS } from '../../contract/cash';
import type { Language } from '../../contract/language';
import type { Db } from '../db/database';
import { getRestaurantInfo } from '../db/repositories/restaurant-info';
import { findUserById } from '../db/repositories/users';
import { NEPALI_SMS } from './order-texts-nepali';
import { maskNumber, type SmsProvider } from './sms-provider';

const ENGLISH_SMS = { order: ORDER_SMS, cash: CASH_SMS };

/** The text for a move the customer wants to hear of (ready reads as the way the food reaches them), or null (the kitchen completing an order says nothing). */
export function orderText(restaurant: string, order: Order, language: Language = 'en'): string | null {
  const { order: ORDER_SMS, cash: CASH_SMS } = language === 'ne' ? NEPALI_SMS : ENGLISH_SMS;
  const text = gatewayOrderText(restaurant, order, ORDER_SMS);
  // A cash order still to pay: every text says what to pay and where; its cancelling says there is nothing to pay.
  if (order.payment_method !== 'cash' || order.cash_collected_at) return text;
  const toPay = CASH_SMS.toPay(order.fulfilment.type, order.total);
  if (order.status === 'paid') return CASH_SMS.placed(restaurant, order.number, order.fulfilment.type, order.total);
  if (order.status === 'cancelled') return CASH_SMS.cancelled(restaurant, order.number);
  return text && `${text} ${toPay}`;
}

function gatewayOrderText(restaurant: string, order: Order, ORDER_SMS: typeof ENGLISH_SMS.order): string | null {
  switch (order.status) {
    case 'preparing':
      return ORDER_SMS.preparing(restaurant, order.number);
    case 'ready':
      if (order.fulfilment.type === 'delivery') return ORDER_SMS.onTheWay(restaurant, order.number);
      if (order.fulfilment.type === 'dine_in' && order.fulfilment.table !== null)
        return ORDER_SMS.toTable(restaurant, order.number, order.fulfilment.table);
      return ORDER_SMS.ready(restaurant, order.number);
    case 'cancelled':
      return order.refund ? ORDER_SMS.cancelled(restaurant, order.number, order.refund.reason, order.refund.amount) : null;
    default:
      return null;
  }
}

/**
 * Tells the customer by SMS (docs/rules/orders.md#customer-texts) when the kitchen starts their order, when it is
 * ready, and when a paid order is cancelled. Sent after the move, never in its way: a provider that is slow or down
 * delays nobody's kitchen, and what failed is logged (the number masked).
 */
export function customerTexts(deps: { db: Db; sms: SmsProvider; logger: Logger }) {
  return (order: Order) => {
    const customer = order.customer;
    if (!customer?.phone_number) return;
    const to = customer.phone_number;
    void (async () => {
      const restaurant = (await getRestaurantInfo(deps.db))?.name ?? 'Restaurant';
      // In the language the account last used the app in (docs/rules/accounts.md#language).
      const language = (await findUserById(deps.db, customer.id))?.language;
      const text = orderText(restaurant, order, language);
      if (text) await deps.sms.sendSms(to, text);
    })().catch((error: unknown) =>
      deps.logger.warn({ err: error, to: maskNumber(to), order: order.number }, 'order text message not sent'),
    );
  };
}
