import { sendTo, setup } from 'xstate';
import type { OrderItem } from './cart-api';
import type { OrderDetails } from './payment.machine';

/** Pay on the cart screen: the lines as they are on screen and the details as the form checked them. */
export type CheckoutEvent = { type: 'checkout.pay'; items: OrderItem[]; details: OrderDetails };

/**
 * The cart screen's Pay, in the order it must run: the details form shows its errors first (it keeps them hidden
 * until the customer tries to pay), then the payment starts with what the form checked. Both flows run beside it
 * under the app's root, reached by their system ids, so the view sends one event and orders nothing itself.
 */
export const checkoutMachine = setup({
  types: { events: {} as CheckoutEvent },
  actions: {
    reveal: sendTo(({ system }) => system.get('checkoutDetails'), { type: 'details.reveal' }),
    pay: sendTo(
      ({ system }) => system.get('payment'),
      ({ event }) => ({ type: 'payment.start', items: event.items, details: event.details }),
    ),
  },
}).createMachine({
  id: 'checkout',
  on: { 'checkout.pay': { actions: ['reveal', 'pay'] } },
});

export const createCheckoutLogic = () => checkoutMachine;
