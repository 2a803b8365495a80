import { assign, emit, enqueueActions, fromPromise, setup } from 'xstate';
import { emptyTheCart } from './cart-emptied';
import { providedCall } from '../shared/boundary';
import type { FulfilmentRequest } from '../../contract/fulfilment';
import type { PaymentMethod } from '../../contract/payment-method';
import { navigate } from '../shared/navigate';
import type { CheckoutAnswer, CheckoutPayment, CreateOrderRequest } from '../../contract/order';
import type { OrderItem, PaymentApi } from './cart-api';
import { answeredOk, explained, ifAnsweredOk } from '../shared/answer';
import { notify } from '../shared/notify';
import { okData } from '../shared/ok-data';
import type { Result } from '../shared/result';
import { screenTypes } from '../shared/screen-types';

// docs/rules/texts.md#validation-texts, word for word.
export const CART_EMPTY = /*i18n*/ 'Your cart is empty!';
export const PAYMENT_START_FAILED = /*i18n*/ 'Could not start the payment. Please try again.';
// Ours (docs/rules/orders.md#ways-to-order): Pay pressed with the way to the customer incomplete; the fields say what
// is missing.
export const DETAILS_INCOMPLETE = /*i18n*/ 'Tell us how to get your order to you first.';
// Ours: an order to pay in cash is placed at once; My Orders says what to pay and where.
export const CASH_ORDER_PLACED = /*i18n*/ 'Your order has been placed. My Orders shows what to pay and where.';

/** How the food reaches the customer, as the cart's details read now (see checkout-details.machine). */
export type OrderDetails =
  | { ok: true; fulfilment: FulfilmentRequest; note?: string; scheduled_for?: string; payment_method?: PaymentMethod }
  | { ok: false };

export type PaymentEvent =
  /** 'Pay with Esewa' with the cart's lines as they are on screen, and the way to the customer (pickup if none). */
  | { type: 'payment.start'; items: OrderItem[]; details?: OrderDetails; method?: PaymentMethod }
  /** The browser brought the page back from its cache (Back from the gateway): the button works again. */
  | { type: 'payment.resume' };

/**
 * POST /orders/'s body: the spec's items, and (docs/rules/orders.md#options) the way and the note when the cart chose
 * them; a way to pay other than eSewa (the default) when the customer chose one.
 */
function orderOf(items: OrderItem[], details: OrderDetails | undefined, method?: PaymentMethod): CreateOrderRequest {
  const paying = method && method !== 'esewa' ? { payment_method: method } : {};
  if (!details?.ok) return { items, ...paying };
  return {
    items,
    ...paying,
    fulfilment: details.fulfilment,
    ...(details.note ? { note: details.note } : {}),
    ...(details.scheduled_for ? { scheduled_for: details.scheduled_for } : {}),
    // eSewa, the way every order was paid before there was a choice, goes unsaid: the body stays the spec's.
    ...(details.payment_method && details.payment_method !== 'esewa' ? { payment_method: details.payment_method } : {}),
  };
}

/**
 * 'Pay with Esewa' (docs/rules/validation.md#pay, docs/rules/payments.md#esewa): an empty cart is refused with the
 * spec's warning and nothing starts;
 * otherwise the server creates and prices the order and answers the gateway form, which the browser posts as a
 * full-page navigation. A refusal (closed hours, a meal gone) shows the server's words and the cart stays as it is.
 */
export const paymentMachine = setup({
  types: screenTypes<{ order: CreateOrderRequest }, PaymentEvent>(),
  actors: {
    createOrder: providedCall<Result<CheckoutAnswer>, CreateOrderRequest>('createOrder'),
  },
  guards: {
    isEmpty: ({ event }) => event.type === 'payment.start' && event.items.length === 0,
    detailsIncomplete: ({ event }) => event.type === 'payment.start' && event.details?.ok === false,
    answeredOk,
    /** Placed with nothing to pay online: paid in cash. */
    placedForCash: ({ event }) => {
      const output = (event as { output?: Result<CheckoutAnswer> }).output;
      return output?.ok === true && output.data.payment === null;
    },
  },
  actions: {
    /** What was ordered has left the cart on the server: the badge and a running cart screen read it again. */
    emptyCart: enqueueActions(emptyTheCart),
    // Leaves the app for the gateway; tests replace this with a recorder.
    submitGatewayForm: (_, _form: CheckoutPayment) => {
      throw new Error('submitGatewayForm is provided at the app boundary');
    },
  },
}).createMachine({
  id: 'payment',
  context: { order: { items: [] } },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'payment.start': [
          { guard: 'isEmpty', actions: emit(notify('warning', CART_EMPTY)) },
          { guard: 'detailsIncomplete', actions: emit(notify('warning', DETAILS_INCOMPLETE)) },
          { target: 'creating', actions: assign({ order: ({ event }) => orderOf(event.items, event.details, event.method) }) },
        ],
      },
    },
    creating: {
      invoke: {
        src: 'createOrder',
        input: ({ context }) => context.order,
        onDone: [
          {
            guard: 'placedForCash',
            target: 'idle',
            actions: [
              assign({ order: { items: [] } }),
              'emptyCart',
              emit(notify('success', CASH_ORDER_PLACED)),
              emit(navigate('/orders')),
            ],
          },
          {
            guard: ifAnsweredOk,
            target: 'redirecting',
            actions: { type: 'submitGatewayForm', params: ({ event }) => okData(event.output).payment as CheckoutPayment },
          },
          {
            target: 'idle',
            actions: [
              assign({ order: { items: [] } }),
              emit(({ event }) => notify('error', explained(event.output) ?? PAYMENT_START_FAILED)),
            ],
          },
        ],
        onError: { target: 'idle', actions: [assign({ order: { items: [] } }), emit(notify('error', PAYMENT_START_FAILED))] },
      },
    },
    /** The browser is on its way to the gateway; only coming back from its cache ends this. */
    redirecting: {
      on: { 'payment.resume': { target: 'idle', actions: assign({ order: { items: [] } }) } },
    },
  },
});

export interface PaymentView {
  /** The order is being created or the gateway is loading: 'Pay with Esewa' waits. */
  busy: boolean;
  redirecting: boolean;
}

export function selectPayment(snapshot: { matches: (state: 'idle' | 'redirecting') => boolean }): PaymentView {
  return { busy: !snapshot.matches('idle'), redirecting: snapshot.matches('redirecting') };
}

/** The flow on real (or fake) calls; the cart screen starts it. */
export const createPaymentLogic = (api: PaymentApi) =>
  paymentMachine.provide({
    actors: { createOrder: fromPromise(({ input }) => api.createOrder(input)) },
    actions: { submitGatewayForm: (_, form) => api.submitGatewayForm(form) },
  });
