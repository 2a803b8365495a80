import { paidOrder } from '../shared/testing/fixtures';
import { expect } from 'vitest';
import { type AnyMachineSnapshot } from 'xstate';
import type { Order } from '../../contract/order';
import type { PaymentFailureRequest, PaymentResult, VerifyPaymentRequest } from '../../contract/payment';
import type { NavigateEvent } from '../shared/navigate';
import type { NotifyEvent } from '../shared/notify';
import {
  paymentDetails,
  paymentReturnMachine,
  sameRequest,
  selectPaymentReturn,
  type SuccessQuery,
} from './payment-return.machine';
import { failure, ok, type Result } from '../shared/result';
import { edgesOf, type GraphEvent, type Rule } from '../shared/testing/graph-replay';
import { answersOf, endings, fakeCall } from '../shared/testing/fake-calls';
import { into, replayHarness } from '../shared/testing/replay-harness';
import { ADMIN_REFUSED } from '../shared/testing/spec-texts';

/**
 * The model of the return from eSewa (paymentReturnMachine), for its model test: the graph walked, the harness each
 * edge is replayed into, the orders and returns it is shown, and the pieces its rules are written with.
 */

export const [VERIFIED, VERIFY_THREW] = answersOf(paymentReturnMachine, 'paymentReturn.verifying');
export const [REPORTED, REPORT_THREW] = answersOf(paymentReturnMachine, 'paymentReturn.reporting');

// The contract's texts (docs/rules/orders.md#checkout) and docs/rules/texts.md#error-catalogue: warnings, word for
// word.
export const TEXT = {
  loginRequired: 'please login...',
  admin: ADMIN_REFUSED,
  confirmed: 'Payment successful! Your order has been placed.',
  notConfirmed: 'eSewa did not confirm this payment. You have not been charged by us; please try again.',
  orderUnknown: 'No order of yours has this payment reference.',
  gatewayUnreachable: 'We could not reach eSewa to confirm your payment. Please try again in a moment.',
  noRecord: 'eSewa has no record of this payment. If you did pay, your order will be confirmed as soon as eSewa records it.',
  failed: 'Your payment was not completed. Your cart is still here.',
  pending: 'eSewa is still processing your payment. We will confirm your order as soon as eSewa does.',
  refundDue: 'Your payment arrived after this order was closed. The restaurant owes you a refund and has been told.',
  cannotAsk: 'We could not confirm your payment just now. Please check your connection and try again.',
};

export const paid: Order = {
  ...paidOrder,
  id: 41,
  number: 1041,
  pid: 'TXN1763740800000',
  payment_ref: '000AE01',
  created_at: '2026-11-21T12:00:00Z',
};
export const unpaid: Order = { ...paid, status: 'payment_failed' };

export const RETURN: SuccessQuery = { oid: paid.pid, amt: '560.0', refId: '000AE01' };
/** ePay v2's return: one signed base64 `data` (what it says is the server's to check). */
export const V2_RETURN: SuccessQuery = {
  data: 'eyJ0cmFuc2FjdGlvbl91dWlkIjoiVFhOIn0=',
  oid: null,
  amt: null,
  refId: null,
};
/** eSewa has the payment but has not settled it (the server answered 202), or it came for a closed order. */
export const stillWithEsewa: Order = { ...paid, status: 'pending_payment', payment_ref: null };
export const owedBack: Order = {
  ...paid,
  status: 'cancelled',
  refund: {
    status: 'due',
    amount: 560,
    reason: 'Paid after the order was cancelled.',
    reference: null,
    refunded_at: null,
  },
};
/** A return whose refId went missing on the way (or was never there: someone typed the address). */
export const PARTIAL: SuccessQuery = { oid: paid.pid, amt: '560.0', refId: null };
export const ROLES = ['visitor', 'customer', 'admin'] as const;

/** The answer of a verification an event carries: null when the call threw, undefined when the event is no answer. */
export type VerifyAnswer = Result<PaymentResult> | null | undefined;

/** The server looked and said no: the gateway refused (402), or the payment is not the customer's (404). */
export const refusedAnswer = (answer: VerifyAnswer) =>
  answer?.ok === false && (answer.status === 402 || answer.status === 404);

/**
 * The rule both return pages keep when nobody could say whether the payment went through (502, a server error, no
 * answer at all): the page says so, in the gateway's words when it was out of reach (502), offers to try again, and
 * nothing else happens. `answerOf` reads an event's answer; `shown` is the page's view then, with its message.
 */
export function nobodyCouldSay<World>(rule: {
  title: string;
  answerOf: (event: GraphEvent) => VerifyAnswer;
  gatewayUnreachable: string;
  view: (snapshot: AnyMachineSnapshot) => unknown;
  shown: (from: AnyMachineSnapshot, to: AnyMachineSnapshot, message: string) => unknown;
  nothing: () => World;
}): Rule<World> {
  return {
    title: rule.title,
    applies: (_, event) => {
      const answer = rule.answerOf(event);
      return answer === null || (answer?.ok === false && !refusedAnswer(answer));
    },
    holds: (from, event, to, world) => {
      const answer = rule.answerOf(event);
      const message = answer?.ok === false && answer.status === 502 ? rule.gatewayUnreachable : TEXT.cannotAsk;
      expect(rule.view(to)).toEqual(rule.shown(from, to, message));
      expect(world).toEqual(rule.nothing());
    },
  };
}

/**
 * How the server may answer a return's verification, eSewa's and Khalti's alike: paid, still with the gateway
 * (`pending`), owed back; refused (402 with each of `refusals`, 404 not the customer's); unable to say (502 with
 * `unreachable`, a server error, no status at all); or the call threw.
 */
export const verifyAnswers = (
  answers: readonly [verified: string, threw: string],
  texts: { pending: string; refusals: string[]; unreachable: string },
  call: string,
) =>
  endings(
    answers,
    [
      ok({ order: paid, message: TEXT.confirmed }),
      ok({ order: stillWithEsewa, message: texts.pending }),
      ok({ order: owedBack, message: TEXT.refundDue }),
      ...texts.refusals.map((refusal) => failure(refusal, 402)),
      failure(TEXT.orderUnknown, 404),
      failure(texts.unreachable, 502),
      failure('Something went wrong', 500),
      failure('Something went wrong'),
    ],
    call,
  );

export const edges = edgesOf(paymentReturnMachine, {
  events: (state) => [
    ...ROLES.flatMap((role) => [
      { type: 'paymentReturn.success', role, query: RETURN },
      { type: 'paymentReturn.success', role, query: V2_RETURN },
      { type: 'paymentReturn.success', role, query: PARTIAL },
      { type: 'paymentReturn.failure', role, pid: paid.pid },
      { type: 'paymentReturn.failure', role, pid: null },
    ]),
    { type: 'paymentReturn.retry' },
    ...(state.matches('verifying')
      ? verifyAnswers(
          [VERIFIED, VERIFY_THREW],
          {
            pending: TEXT.pending,
            // eSewa was reached and has no such payment (noRecord): a refusal with its words, not "try again".
            refusals: [TEXT.notConfirmed, TEXT.noRecord],
            unreachable: TEXT.gatewayUnreachable,
          },
          'verifyPayment',
        )
      : []),
    ...(state.matches('reporting')
      ? [
          { type: REPORTED, output: ok({ order: unpaid, message: TEXT.failed }) },
          { type: REPORTED, output: failure(TEXT.orderUnknown, 404) },
          { type: REPORT_THREW, error: new Error('reportPaymentFailure threw') },
        ]
      : []),
  ],
});

export interface World {
  verified: VerifyPaymentRequest[];
  reported: PaymentFailureRequest[];
  toasts: NotifyEvent[];
  navigations: NavigateEvent[];
  cartEmptied: number;
}
export const nothing = (): World => ({ verified: [], reported: [], toasts: [], navigations: [], cartEmptied: 0 });

export const harness = replayHarness<World>({
  nothing,
  logic: ({ world, calls }) =>
    paymentReturnMachine.provide({
      actors: {
        verifyPayment: fakeCall<Result<PaymentResult>, VerifyPaymentRequest>(calls, (input) =>
          world().verified.push(input),
        ),
        reportPaymentFailure: fakeCall<Result<PaymentResult>, PaymentFailureRequest>(calls, (input) =>
          world().reported.push(input),
        ),
      },
      actions: { emptyCart: () => void world().cartEmptied++ },
    }),
  emitted: { notify: into('toasts'), navigate: into('navigations') },
});

export const view = (snapshot: AnyMachineSnapshot) =>
  selectPaymentReturn(snapshot as unknown as Parameters<typeof selectPaymentReturn>[0]);
export const opens = (type: 'success' | 'failure', role: string) => (_: unknown, event: GraphEvent) =>
  event.type === `paymentReturn.${type}` && event.role === role;
export const requestOf = (event: GraphEvent) => paymentDetails(event.query as SuccessQuery);
export const isRepeat = (from: AnyMachineSnapshot, event: GraphEvent) =>
  event.type === 'paymentReturn.success'
    ? (from.matches('verifying') || from.matches('confirmed')) && sameRequest(from.context.verify, requestOf(event))
    : (from.matches('reporting') || from.matches('notPaid')) && from.context.pid === event.pid;
export const fullReturn = (event: GraphEvent) => event.query === RETURN || event.query === V2_RETURN;
export const verifyAnswer = (event: GraphEvent) =>
  event.type === VERIFIED ? (event.output as Result<PaymentResult>) : event.type === VERIFY_THREW ? null : undefined;
export const home: NavigateEvent = { type: 'navigate', to: '/', replace: true };
export const request: VerifyPaymentRequest = { oid: RETURN.oid!, amt: RETURN.amt!, refId: RETURN.refId! };
export const v2Request: VerifyPaymentRequest = { data: V2_RETURN.data! };
