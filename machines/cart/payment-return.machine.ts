import { assign, emit, enqueueActions, type EventObject, fromPromise, setup } from 'xstate';
import { emptyTheCart } from './cart-emptied';
import { ifAnsweredOk, refusalMessage } from '../shared/answer';
import { providedCall } from '../shared/boundary';
import type { Order } from '../../contract/order';
import {
  paymentFailureRequest,
  type PaymentFailureRequest,
  type PaymentResult,
  type VerifyPaymentRequest,
  verifyV1Request,
  verifyV2Request,
} from '../../contract/payment';
import { ADMIN_REFUSAL, LOGIN_REQUIRED, type Role } from '../shared/session';
import { navigate, type NavigateEvent } from '../shared/navigate';
import { notify, type NotifyEvent } from '../shared/notify';
import { okData } from '../shared/ok-data';
import type { PaymentReturnApi } from './cart-api';
import type { Result } from '../shared/result';
import { screenTypes } from '../shared/screen-types';

export const CONFIRMING = /*i18n*/ 'Confirming your payment...';
export const DETAILS_MISSING =
  /*i18n*/ 'eSewa did not send back the details of a payment, so there is nothing to confirm here. If you paid, your order is in My Orders.';
/** The restaurant's server did not answer: nothing is known about the payment yet. */
export const CONFIRM_UNREACHABLE = /*i18n*/ 'We could not confirm your payment just now. Please check your connection and try again.';

/** The return's query as the browser has it: ePay v2's signed `data`, or v1's oid, amt and refId; any may be missing. */
export interface SuccessQuery {
  data?: string | null;
  oid: string | null;
  amt: string | null;
  refId: string | null;
}

export type PaymentReturnEvent =
  /** /esewa-success opened (or who is looking changed), once the session check has answered. */
  | { type: 'paymentReturn.success'; role: Role; query: SuccessQuery }
  /** /esewa-failure opened (or who is looking changed). */
  | { type: 'paymentReturn.failure'; role: Role; pid: string | null }
  | { type: 'paymentReturn.retry' };

interface PaymentReturnContext {
  /** The success return as checked; null until one is opened, or when it lacked a part. */
  verify: VerifyPaymentRequest | null;
  /** The failure return's payment reference, when eSewa sent one. */
  pid: string | null;
  /** The order as the server now has it, once it has answered. */
  order: Order | null;
  /** The server's explanation of a refusal, or why it could not be asked. */
  message: string | null;
}

const EMPTY: PaymentReturnContext = { verify: null, pid: null, order: null, message: null };

/** The return as the server takes it (v2's data when there is any, else v1's three parts), or null when lacking. */
export const paymentDetails = (query: SuccessQuery): VerifyPaymentRequest | null => {
  const parsed = query.data
    ? verifyV2Request.safeParse({ data: query.data })
    : verifyV1Request.safeParse({ oid: query.oid, amt: query.amt, refId: query.refId });
  return parsed.success ? parsed.data : null;
};
const checkedPid = (pid: string | null): PaymentFailureRequest | null => {
  const parsed = paymentFailureRequest.safeParse({ pid });
  return parsed.success ? parsed.data : null;
};
export const sameRequest = (a: VerifyPaymentRequest | null, b: VerifyPaymentRequest | null) =>
  a !== null && b !== null && JSON.stringify(a) === JSON.stringify(b);

/** The server's answer is a paid order with nothing owed back: only then did the cart lose what was bought. */
export const answeredPaid = (result: Result<PaymentResult>) =>
  result.ok && result.data.order.status === 'paid' && result.data.order.refund === null;
/** A refusal is the server answering about this payment (4xx); anything else means it could not say. */
export const refusedByServer = (result: Result<unknown>) =>
  !result.ok && result.status !== undefined && result.status >= 400 && result.status < 500;
/** A 502 carries the server's own words (eSewa did not answer it); without an answer there are none. */
export const unreachableText = (result: Result<unknown>) =>
  !result.ok && result.status === 502 ? result.message : CONFIRM_UNREACHABLE;

/** A return page is the customer's: a visitor or an admin is sent home with a warning, whatever the return says. */
const turnedAway = [
  { guard: 'isVisitor', target: '.idle', actions: ['forget', 'refuseVisitor', 'goHome'] },
  { guard: 'isAdmin', target: '.idle', actions: ['forget', 'refuseAdmin', 'goHome'] },
] as const;

/** How a return page judges the server's answer, eSewa's and Khalti's alike (the guards `settleVerify` names). */
export const returnGuards = {
  answeredOk: (_: unknown, result: Result<unknown>) => result.ok,
  answeredPaid: (_: unknown, result: Result<PaymentResult>) => answeredPaid(result),
  refused: (_: unknown, result: Result<unknown>) => refusedByServer(result),
};

/** The part of a return page's context the server's answer lands in, eSewa's and Khalti's alike. */
type Answered = Pick<PaymentReturnContext, 'order' | 'message'>;

/**
 * What a return page does alike for both gateways, whatever else its context holds: turns the wrong caller away
 * (`turnedAway`), and lands the server's answer, emptying the cart once it says paid (`settleVerify`).
 */
export const returnActions = <C extends Answered, E extends EventObject>() => ({
  refuseVisitor: emit<C, E, undefined, E, NotifyEvent>(notify('warning', LOGIN_REQUIRED)),
  refuseAdmin: emit<C, E, undefined, E, NotifyEvent>(notify('warning', ADMIN_REFUSAL)),
  goHome: emit<C, E, undefined, E, NavigateEvent>(navigate('/', { replace: true })),
  // Only `order` and `message` are written: what else `C` holds stays as it is.
  setAnswer: assign<C, E, PaymentResult, E, never>(
    (_, answer) => ({ order: answer.order, message: answer.message }) as Partial<C>,
  ),
  setMessage: assign<C, E, string, E, never>((_, message) => ({ message }) as Partial<C>),
  emptyCart: enqueueActions<C, E, undefined, E, never, never, never, never, never>(emptyTheCart),
});

/**
 * A return page opened: the wrong caller is turned away (`turnedAway`); a return with its details (`guard`) is taken
 * to `asking` afresh, one without them to `lacking`; either way `open` keeps what it brought.
 */
export const openReturn = <G extends string, A extends string, L extends string, O extends string>(
  guard: G,
  asking: A,
  lacking: L,
  open: O,
) =>
  [...turnedAway, { guard, target: asking, reenter: true, actions: open }, { target: lacking, actions: open }] as const;

type Verified = { event: { output: Result<PaymentResult> } };

/**
 * How asking the server about a return settles, eSewa's and Khalti's alike: a paid order (the cart empties) or any
 * other answer about it lands on the state named `answered`, with the order and the server's words; a refusal on
 * `refused` with its words; anything else on `unreachable`, with the server's words for a 502 or ours.
 */
export function settleVerify<Answered extends string>(answered: Answered) {
  const answer = { type: 'setAnswer', params: ({ event }: Verified) => okData(event.output) } as const;
  return {
    onDone: [
      {
        guard: { type: 'answeredPaid', params: ({ event }: Verified) => event.output },
        target: answered,
        actions: [answer, 'emptyCart'],
      },
      // Answered, but not paid: still with the gateway (202), or money for an order that was closed.
      { guard: ifAnsweredOk, target: answered, actions: answer },
      {
        guard: { type: 'refused', params: ({ event }: Verified) => event.output },
        target: 'refused',
        actions: { type: 'setMessage', params: refusalMessage },
      },
      { target: 'unreachable', actions: { type: 'setMessage', params: ({ event }: Verified) => unreachableText(event.output) } },
    ],
    onError: { target: 'unreachable', actions: { type: 'setMessage', params: CONFIRM_UNREACHABLE } },
  } as const;
}

/**
 * Coming back from eSewa (docs/rules/payments.md#esewa). The success return's query proves nothing by itself: only the
 * server's verification (it asks eSewa) confirms a payment, and only then does the cart empty. The failure return tells
 * the server so the order is marked, and keeps the cart. Visitors and admins have no orders to come back to.
 */
export const paymentReturnMachine = setup({
  types: screenTypes<PaymentReturnContext, PaymentReturnEvent>(),
  actors: {
    verifyPayment: providedCall<Result<PaymentResult>, VerifyPaymentRequest>('verifyPayment'),
    reportPaymentFailure: providedCall<Result<PaymentResult>, PaymentFailureRequest>('reportPaymentFailure'),
  },
  guards: {
    isVisitor: ({ event }) => 'role' in event && event.role === 'visitor',
    isAdmin: ({ event }) => 'role' in event && event.role === 'admin',
    hasPaymentDetails: ({ event }) => event.type === 'paymentReturn.success' && paymentDetails(event.query) !== null,
    hasPid: ({ event }) => event.type === 'paymentReturn.failure' && checkedPid(event.pid) !== null,
    // The same return seen again (React StrictMode, coming back with Back): asked once, answered once.
    repeatsSuccess: ({ context, event }) =>
      event.type === 'paymentReturn.success' &&
      event.role === 'customer' &&
      sameRequest(context.verify, paymentDetails(event.query)),
    repeatsFailure: ({ context, event }) =>
      event.type === 'paymentReturn.failure' && event.role === 'customer' && context.pid === checkedPid(event.pid)?.pid,
    ...returnGuards,
  },
  actions: {
    forget: assign(EMPTY),
    ...returnActions<PaymentReturnContext, PaymentReturnEvent>(),
    openSuccess: assign(({ event }) => ({
      ...EMPTY,
      verify: event.type === 'paymentReturn.success' ? paymentDetails(event.query) : null,
    })),
    openFailure: assign(({ event }) => ({
      ...EMPTY,
      pid: event.type === 'paymentReturn.failure' ? (checkedPid(event.pid)?.pid ?? null) : null,
    })),
    setOrder: assign({ order: (_, order: Order | null) => order }),
  },
}).createMachine({
  id: 'paymentReturn',
  context: EMPTY,
  initial: 'idle',
  on: {
    'paymentReturn.success': openReturn('hasPaymentDetails', '.verifying', '.missing', 'openSuccess'),
    'paymentReturn.failure': openReturn('hasPid', '.reporting', '.notPaid', 'openFailure'),
  },
  states: {
    idle: {},
    /** The success return lacked a part: nothing is sent, the page says what is missing. */
    missing: {},
    verifying: {
      on: { 'paymentReturn.success': { guard: 'repeatsSuccess' } },
      invoke: {
        src: 'verifyPayment',
        input: ({ context }) => context.verify ?? { oid: '', amt: '', refId: '' },
        ...settleVerify('confirmed'),
      },
    },
    /** The server answered with the order: paid, still with eSewa (pending), or owed back (refund due). */
    confirmed: {
      on: { 'paymentReturn.success': { guard: 'repeatsSuccess' } },
    },
    /** The server said no (402 not confirmed or wrong amount, 404 not an order of theirs): the cart is untouched. */
    refused: {},
    /** Nobody could say: the order stays pending on the server, so asking again can still confirm it. */
    unreachable: {
      on: { 'paymentReturn.retry': { target: 'verifying', actions: assign({ message: null }) } },
    },
    /** The failure return: the page says so at once; the server marks the order in the background. */
    reporting: {
      on: { 'paymentReturn.failure': { guard: 'repeatsFailure' } },
      invoke: {
        src: 'reportPaymentFailure',
        input: ({ context }) => ({ pid: context.pid ?? '' }),
        // Whatever it answered, the payment did not happen and the cart is still there.
        onDone: {
          target: 'notPaid',
          actions: { type: 'setOrder', params: ({ event }) => (event.output.ok ? event.output.data.order : null) },
        },
        onError: { target: 'notPaid' },
      },
    },
    notPaid: {
      on: { 'paymentReturn.failure': { guard: 'repeatsFailure' } },
    },
  },
});

export interface PaymentReturnView {
  status: 'idle' | 'missing' | 'verifying' | 'confirmed' | 'pending' | 'refundDue' | 'refused' | 'unreachable' | 'notPaid';
  /** Which return this is about: a screen showing another one (the flow outlives its screens) must not show it. */
  request: VerifyPaymentRequest | null;
  pid: string | null;
  order: Order | null;
  message: string | null;
}

type PaymentReturnState = Exclude<PaymentReturnView['status'], 'pending' | 'refundDue'> | 'reporting';

/** What an answered order means for the customer: paid, owed back, or still with eSewa. */
const answeredAs = (order: Order | null): PaymentReturnView['status'] =>
  order === null || (order.status === 'paid' && order.refund === null)
    ? 'confirmed'
    : order.refund !== null
      ? 'refundDue'
      : 'pending';

export function selectPaymentReturn(snapshot: {
  context: PaymentReturnContext;
  matches: (state: PaymentReturnState) => boolean;
}): PaymentReturnView {
  const states = ['missing', 'verifying', 'confirmed', 'refused', 'unreachable', 'notPaid'] as const;
  // The failure page reads the same while the server is told as after.
  const found = snapshot.matches('reporting') ? 'notPaid' : (states.find((state) => snapshot.matches(state)) ?? 'idle');
  const { verify, pid, order, message } = snapshot.context;
  return { status: found === 'confirmed' ? answeredAs(order) : found, request: verify, pid, order, message };
}

/** The flow on real (or fake) calls; its screens start it when first shown. */
export const createPaymentReturnLogic = (api: Pick<PaymentReturnApi, 'verifyPayment' | 'reportPaymentFailure'>) =>
  paymentReturnMachine.provide({
    actors: {
      verifyPayment: fromPromise(({ input }) => api.verifyPayment(input)),
      reportPaymentFailure: fromPromise(({ input }) => api.reportPaymentFailure(input)),
    },
  });
