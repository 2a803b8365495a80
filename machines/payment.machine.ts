import { assign, emit, fromPromise, setup } from 'xstate';
import type { Checkout, PaymentForm } from '../contract/order';
import type { OrderItem, PaymentApi } from './cart-api';
import { explained } from './favorite.machine';
import { notify, type NotifyEvent } from './notify';
import { okData } from './ok-data';
import type { Result } from './result';

// Spec §5, word for word.
export const CART_EMPTY = 'Your cart is empty!';
export const PAYMENT_START_FAILED = 'Could not start the payment. Please try again.';

export type PaymentEvent =
  /** 'Pay with Esewa' with the cart's lines as they are on screen. */
  | { type: 'payment.start'; items: OrderItem[] }
  /** The browser brought the page back from its cache (Back from the gateway): the button works again. */
  | { type: 'payment.resume' };

/**
 * 'Pay with Esewa' (spec §5, decisions §5): an empty cart is refused with the spec's warning and nothing starts;
 * otherwise the server creates and prices the order and answers the gateway form, which the browser posts as a
 * full-page navigation. A refusal (closed hours, a meal gone) shows the server's words and the cart stays as it is.
 */
export const paymentMachine = setup({
  types: {
    context: {} as { items: OrderItem[] },
    events: {} as PaymentEvent,
    emitted: {} as NotifyEvent,
  },
  actors: {
    createOrder: fromPromise<Result<Checkout>, { items: OrderItem[] }>(async () => {
      throw new Error('createOrder is provided at the app boundary');
    }),
  },
  guards: {
    isEmpty: ({ event }) => event.type === 'payment.start' && event.items.length === 0,
    answeredOk: (_, result: Result<unknown>) => result.ok,
  },
  actions: {
    // Leaves the app for the gateway; tests replace this with a recorder.
    submitGatewayForm: (_, _form: PaymentForm) => {
      throw new Error('submitGatewayForm is provided at the app boundary');
    },
  },
}).createMachine({
  id: 'payment',
  context: { items: [] },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'payment.start': [
          { guard: 'isEmpty', actions: emit(notify('warning', CART_EMPTY)) },
          { target: 'creating', actions: assign({ items: ({ event }) => event.items }) },
        ],
      },
    },
    creating: {
      invoke: {
        src: 'createOrder',
        input: ({ context }) => ({ items: context.items }),
        onDone: [
          {
            guard: { type: 'answeredOk', params: ({ event }) => event.output },
            target: 'redirecting',
            actions: { type: 'submitGatewayForm', params: ({ event }) => okData(event.output).payment },
          },
          {
            target: 'idle',
            actions: [
              assign({ items: [] }),
              emit(({ event }) => notify('error', explained(event.output) ?? PAYMENT_START_FAILED)),
            ],
          },
        ],
        onError: { target: 'idle', actions: [assign({ items: [] }), emit(notify('error', PAYMENT_START_FAILED))] },
      },
    },
    /** The browser is on its way to the gateway; only coming back from its cache ends this. */
    redirecting: {
      on: { 'payment.resume': { target: 'idle', actions: assign({ items: [] }) } },
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
    actors: { createOrder: fromPromise(({ input }) => api.createOrder(input.items)) },
    actions: { submitGatewayForm: (_, form) => api.submitGatewayForm(form) },
  });
