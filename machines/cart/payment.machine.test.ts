import { describe, expect } from 'vitest';
import { type AnyMachineSnapshot } from 'xstate';
import { SOMETHING_WENT_WRONG } from '../../contract/errors';
import type { Checkout, CheckoutAnswer, CheckoutPayment, CreateOrderRequest } from '../../contract/order';
import type { OrderItem } from './cart-api';
import type { NotifyEvent } from '../shared/notify';
import { paymentMachine, selectPayment, type OrderDetails } from './payment.machine';
import { failure, ok, type Result } from '../shared/result';
import { esewaSandboxForm } from '../shared/testing/fixtures';
import { edgesOf, type GraphEvent, type Rule } from '../shared/testing/graph-replay';
import { doneOf, errorOf, fakeCall, invocationOf } from '../shared/testing/fake-calls';
import { into, replayHarness } from '../shared/testing/replay-harness';
import { changesNothing, expectUnchanged, itReplaysEveryRule, toast } from '../shared/testing/rules';

const CREATE = invocationOf(paymentMachine, 'payment.creating');
const [CREATED, CREATE_THREW] = [doneOf(CREATE), errorOf(CREATE)];

// docs/rules/texts.md#validation-texts word for word; the closed-hours text is the server's (contract/order.ts).
const TEXT = {
  empty: 'Your cart is empty!',
  failed: 'Could not start the payment. Please try again.',
  closed: 'Sorry, we are closed right now. We take orders from 10:00 AM to 10:00 PM.',
  incomplete: 'Tell us how to get your order to you first.',
};
const DELIVERY: OrderDetails = {
  ok: true,
  fulfilment: { type: 'delivery', address: 'Jhamsikhel Road 12', phone: '9801234567' },
  note: 'Ring the bell',
};

const ITEMS: OrderItem[] = [
  { meal: 1, quantity: 2 },
  { meal: 2, quantity: 1 },
];
const FORM = esewaSandboxForm;
const CHECKOUT = { order: { id: 9, pid: 'pid' in FORM.fields ? FORM.fields.pid : '' }, payment: FORM } as unknown as Checkout;
/** Khalti's answer: the server initiated the payment; the browser goes to Khalti's page. */
const KHALTI = { gateway: 'khalti', payment_url: 'http://localhost/api/payment/khalti/sandbox/pay?pidx=Abc123' } as const;
const KHALTI_CHECKOUT = { order: CHECKOUT.order, payment: KHALTI } as CheckoutAnswer;
const isKhalti = (output: Result<CheckoutAnswer> | null) => output !== null && output.ok && output.data.payment !== null && 'gateway' in output.data.payment;

const edges = edgesOf(paymentMachine, {
  events: (state) => [
    { type: 'payment.start', items: [] },
    { type: 'payment.start', items: ITEMS },
    { type: 'payment.start', items: ITEMS, details: { ok: false } },
    { type: 'payment.start', items: ITEMS, details: DELIVERY },
    { type: 'payment.start', items: ITEMS, method: 'khalti' },
    { type: 'payment.resume' },
    ...(state.matches('creating')
      ? [
          { type: CREATED, output: ok(CHECKOUT) },
          { type: CREATED, output: ok(KHALTI_CHECKOUT) },
          { type: CREATED, output: failure(TEXT.closed, 409) },
          { type: CREATED, output: failure(SOMETHING_WENT_WRONG, 500) },
          { type: CREATED, output: failure(SOMETHING_WENT_WRONG) },
          { type: CREATE_THREW, error: new Error('createOrder threw') },
        ]
      : []),
  ],
});

interface World {
  orders: CreateOrderRequest[];
  /** Gateway forms posted: the browser left for the gateway. */
  posted: CheckoutPayment[];
  toasts: NotifyEvent[];
}
const nothing = (): World => ({ orders: [], posted: [], toasts: [] });

const harness = replayHarness<World>({
  nothing,
  logic: ({ world, calls }) =>
    paymentMachine.provide({
      actors: {
        createOrder: fakeCall<Result<CheckoutAnswer>, CreateOrderRequest>(calls, (input) => world().orders.push(input)),
      },
      actions: { submitGatewayForm: (_, form) => void world().posted.push(form) },
    }),
  emitted: { notify: into('toasts') },
});

const view = (snapshot: AnyMachineSnapshot) => selectPayment(snapshot);
const starting = (empty: boolean) => (from: AnyMachineSnapshot, event: GraphEvent) =>
  from.matches('idle') && event.type === 'payment.start' && (event.items as OrderItem[]).length === 0 === empty;
const answered = (test: (output: Result<CheckoutAnswer> | null) => boolean) => (_: unknown, event: GraphEvent) =>
  (event.type === CREATED && test(event.output as Result<CheckoutAnswer>)) || (event.type === CREATE_THREW && test(null));
const explained = (output: Result<CheckoutAnswer> | null) =>
  output !== null && !output.ok && output.status !== undefined && output.message !== SOMETHING_WENT_WRONG;

/** Back where it started: the button works, nothing is posted, the cart's lines are the cart screen's business. */
function backToIdle(message: string): Rule<World>['holds'] {
  return (_, __, to, world) => {
    expect(to.value).toBe('idle');
    expect(view(to)).toEqual({ busy: false, redirecting: false });
    expect(world).toEqual({ ...nothing(), toasts: [toast('error', message)] });
  };
}

const rules: Rule<World>[] = [
  {
    title: "pay: an empty cart gets the warning 'Your cart is empty!' and no payment starts",
    applies: starting(true),
    holds: (_, __, to, world) => {
      expect(to.value).toBe('idle');
      expect(world).toEqual({ ...nothing(), toasts: [toast('warning', TEXT.empty)] });
    },
  },
  {
    title: 'pay: the server creates the order from the meals and quantities (POST /orders/), the button waits',
    applies: (from, event) => starting(false)(from, event) && event.details === undefined && event.method === undefined,
    holds: (_, __, to, world) => {
      expect(view(to)).toEqual({ busy: true, redirecting: false });
      expect(world).toEqual({ ...nothing(), orders: [{ items: ITEMS }] });
    },
  },
  {
    title: 'pay: the way to the customer and the note the cart chose go with the meals',
    applies: (from, event) => starting(false)(from, event) && (event.details as OrderDetails | undefined)?.ok === true,
    holds: (_, __, to, world) => {
      expect(view(to)).toEqual({ busy: true, redirecting: false });
      expect(world).toEqual({
        ...nothing(),
        orders: [{ items: ITEMS, fulfilment: { type: 'delivery', address: 'Jhamsikhel Road 12', phone: '9801234567' }, note: 'Ring the bell' }],
      });
    },
  },
  {
    title: 'pay: with the way to the customer incomplete, nothing starts and the customer is told to finish it',
    applies: (from, event) => starting(false)(from, event) && (event.details as OrderDetails | undefined)?.ok === false,
    holds: (from, _, to, world) => {
      expectUnchanged(from, to);
      expect(world).toEqual({ ...nothing(), toasts: [toast('warning', TEXT.incomplete)] });
    },
  },
  {
    title: 'pay: pressing again while the order is created or the gateway loads does nothing',
    applies: (from, event) => event.type === 'payment.start' && !from.matches('idle'),
    holds: changesNothing(nothing),
  },
  {
    title: "pay: the order created, the server's gateway form is posted as a full-page navigation ('Redirecting to eSewa...')",
    applies: answered((output) => output !== null && output.ok && !isKhalti(output)),
    holds: (_, __, to, world) => {
      expect(view(to)).toEqual({ busy: true, redirecting: true });
      expect(world).toEqual({ ...nothing(), posted: [FORM] });
    },
  },
  {
    title: 'pay with Khalti: the order is asked for with payment_method khalti, the button waits',
    applies: (from, event) => starting(false)(from, event) && event.method === 'khalti',
    holds: (_, __, to, world) => {
      expect(view(to)).toEqual({ busy: true, redirecting: false });
      expect(world).toEqual({ ...nothing(), orders: [{ items: ITEMS, payment_method: 'khalti' }] });
    },
  },
  {
    title: "pay with Khalti: the order created, the browser goes to Khalti's payment_url and no form is posted",
    applies: answered(isKhalti),
    holds: (_, __, to, world) => {
      expect(view(to)).toEqual({ busy: true, redirecting: true });
      expect(world).toEqual({ ...nothing(), posted: [KHALTI] });
    },
  },
  {
    title: "pay: a refusal (closed hours, a meal gone) shows the server's words and nothing is paid",
    applies: answered(explained),
    holds: backToIdle(TEXT.closed),
  },
  {
    title: "pay: any other failure shows 'Could not start the payment. Please try again.'",
    applies: answered((output) => output === null || (!output.ok && !explained(output))),
    holds: backToIdle(TEXT.failed),
  },
  {
    title: "pay: back from the gateway (the browser restored the page), 'Pay with Esewa' works again",
    applies: (from, event) => event.type === 'payment.resume' && from.matches('redirecting'),
    holds: (_, __, to, world) => {
      expect(view(to)).toEqual({ busy: false, redirecting: false });
      expect(world).toEqual(nothing());
    },
  },
  {
    title: 'pay: coming back means nothing unless the browser was on its way to the gateway',
    applies: (from, event) => event.type === 'payment.resume' && !from.matches('redirecting'),
    holds: changesNothing(nothing),
  },
];

describe('paymentMachine, every edge of its graph replayed into a real actor', () => {
  itReplaysEveryRule(edges, rules, harness);
});
