import { PLAIN_PICKUP } from '../../contract/fulfilment';
import { describe, expect, it } from 'vitest';
import { createActor, createMachine, fromPromise, type AnyActorLogic, type AnyMachineSnapshot } from 'xstate';
import type { Order } from '../../contract/order';
import type { PaymentFailureRequest, PaymentResult, VerifyPaymentRequest } from '../../contract/payment';
import type { NavigateEvent } from '../shared/navigate';
import type { NotifyEvent } from '../shared/notify';
import {
  paymentDetails,
  paymentReturnMachine,
  type PaymentReturnEvent,
  sameRequest,
  selectPaymentReturn,
  type SuccessQuery,
} from './payment-return.machine';
import { failure, ok, type Result } from '../shared/result';
import { checkRule, edgesOf, unclaimedOrContested, type GraphEvent, type Harness, type Rule } from '../shared/testing/graph-replay';

const idOf = (state: string) => paymentReturnMachine.getStateNodeById(`paymentReturn.${state}`).invoke[0]!.id;
const VERIFIED = `xstate.done.actor.${idOf('verifying')}`;
const VERIFY_THREW = `xstate.error.actor.${idOf('verifying')}`;
const REPORTED = `xstate.done.actor.${idOf('reporting')}`;
const REPORT_THREW = `xstate.error.actor.${idOf('reporting')}`;

// The contract's texts (decisions §5) and spec §8's warnings, word for word.
const TEXT = {
  loginRequired: 'please login...',
  admin: "you can't perform this action as admin...",
  confirmed: 'Payment successful! Your order has been placed.',
  notConfirmed: 'eSewa did not confirm this payment. You have not been charged by us; please try again.',
  orderUnknown: 'No order of yours has this payment reference.',
  gatewayUnreachable: 'We could not reach eSewa to confirm your payment. Please try again in a moment.',
  failed: 'Your payment was not completed. Your cart is still here.',
  pending: 'eSewa is still processing your payment. We will confirm your order as soon as eSewa does.',
  refundDue: 'Your payment arrived after this order was closed. The restaurant owes you a refund and has been told.',
};

const paid: Order = {
  ...PLAIN_PICKUP,
  id: 41,
  number: 1041,
  pid: 'TXN1763740800000',
  status: 'paid',
  pay_until: null,
  payment_ref: '000AE01',
  refund: null,
  total: 560,
  created_at: '2026-11-21T12:00:00Z',
  customer: { id: 2, name: 'Asha Gurung', phone_number: '9811111111' },
  items: [{ meal: 1, name: 'Chicken Steamed Momo', unit_price: 280, quantity: 2, line_total: 560 }],
};
const unpaid: Order = { ...paid, status: 'payment_failed' };

const RETURN: SuccessQuery = { oid: paid.pid, amt: '560.0', refId: '000AE01' };
/** ePay v2's return: one signed base64 `data` (what it says is the server's to check). */
const V2_RETURN: SuccessQuery = { data: 'eyJ0cmFuc2FjdGlvbl91dWlkIjoiVFhOIn0=', oid: null, amt: null, refId: null };
/** eSewa has the payment but has not settled it (the server answered 202), or it came for a closed order. */
const stillWithEsewa: Order = { ...paid, status: 'pending_payment', payment_ref: null };
const owedBack: Order = {
  ...paid,
  status: 'cancelled',
  refund: { status: 'due', amount: 560, reason: 'Paid after the order was cancelled.', reference: null, refunded_at: null },
};
/** A return whose refId went missing on the way (or was never there: someone typed the address). */
const PARTIAL: SuccessQuery = { oid: paid.pid, amt: '560.0', refId: null };
const ROLES = ['visitor', 'customer', 'admin'] as const;

const edges = edgesOf(paymentReturnMachine, {
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
      ? [
          { type: VERIFIED, output: ok({ order: paid, message: TEXT.confirmed }) },
          { type: VERIFIED, output: ok({ order: stillWithEsewa, message: TEXT.pending }) },
          { type: VERIFIED, output: ok({ order: owedBack, message: TEXT.refundDue }) },
          { type: VERIFIED, output: failure(TEXT.notConfirmed, 402) },
          { type: VERIFIED, output: failure(TEXT.orderUnknown, 404) },
          { type: VERIFIED, output: failure(TEXT.gatewayUnreachable, 502) },
          { type: VERIFIED, output: failure('Something went wrong', 500) },
          { type: VERIFIED, output: failure('Something went wrong') },
          { type: VERIFY_THREW, error: new Error('verifyPayment threw') },
        ]
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

interface World {
  verified: VerifyPaymentRequest[];
  reported: PaymentFailureRequest[];
  toasts: NotifyEvent[];
  navigations: NavigateEvent[];
  cartEmptied: number;
}
const nothing = (): World => ({ verified: [], reported: [], toasts: [], navigations: [], cartEmptied: 0 });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
type Pending = { resolve: (value: Result<PaymentResult>) => void; reject: (error: unknown) => void };

function harness(): Harness<World> {
  let world = nothing();
  let pending: Pending | null = null;
  const call = <Input>(record: (input: Input) => void) =>
    fromPromise<Result<PaymentResult>, Input>(({ input }) => {
      record(input);
      return new Promise((resolve, reject) => (pending = { resolve, reject }));
    });
  const actor = createActor(
    paymentReturnMachine.provide({
      actors: {
        verifyPayment: call<VerifyPaymentRequest>((input) => world.verified.push(input)),
        reportPaymentFailure: call<PaymentFailureRequest>((input) => world.reported.push(input)),
      },
      actions: { emptyCart: () => void world.cartEmptied++ },
    }),
  );
  actor.on('notify', (toast) => world.toasts.push(toast));
  actor.on('navigate', (to) => world.navigations.push(to));
  actor.start();
  return {
    snapshot: () => actor.getSnapshot(),
    async perform(event) {
      if (event.type.startsWith('xstate.')) {
        if (!pending) throw new Error(`${event.type} with nothing in flight`);
        if (event.type.startsWith('xstate.done')) pending.resolve(event.output as Result<PaymentResult>);
        else pending.reject(event.error);
        pending = null;
        await settle();
      } else {
        actor.send(event as PaymentReturnEvent);
      }
    },
    take: () => {
      const seen = world;
      world = nothing();
      return seen;
    },
    stop: () => actor.stop(),
  };
}

const view = (snapshot: AnyMachineSnapshot) =>
  selectPaymentReturn(snapshot as unknown as Parameters<typeof selectPaymentReturn>[0]);
const opens = (type: 'success' | 'failure', role: string) => (_: unknown, event: GraphEvent) =>
  event.type === `paymentReturn.${type}` && event.role === role;
const requestOf = (event: GraphEvent) => paymentDetails(event.query as SuccessQuery);
const isRepeat = (from: AnyMachineSnapshot, event: GraphEvent) =>
  event.type === 'paymentReturn.success'
    ? (from.matches('verifying') || from.matches('confirmed')) && sameRequest(from.context.verify, requestOf(event))
    : (from.matches('reporting') || from.matches('notPaid')) && from.context.pid === event.pid;
const fullReturn = (event: GraphEvent) => event.query === RETURN || event.query === V2_RETURN;
const verifyAnswer = (event: GraphEvent) =>
  event.type === VERIFIED ? (event.output as Result<PaymentResult>) : event.type === VERIFY_THREW ? null : undefined;
const toast = (level: NotifyEvent['level'], message: string): NotifyEvent => ({ type: 'notify', level, message });
const home: NavigateEvent = { type: 'navigate', to: '/', replace: true };
const request: VerifyPaymentRequest = { oid: RETURN.oid!, amt: RETURN.amt!, refId: RETURN.refId! };
const v2Request: VerifyPaymentRequest = { data: V2_RETURN.data! };

const rules: Rule<World>[] = [
  {
    title: "payment return: a visitor gets 'please login...' and is sent to '/', and nothing is asked",
    applies: (from, event) => opens('success', 'visitor')(from, event) || opens('failure', 'visitor')(from, event),
    holds: (_, __, to, world) => {
      expect(view(to)).toEqual({ status: 'idle', request: null, pid: null, order: null, message: null });
      expect(world).toEqual({ ...nothing(), toasts: [toast('warning', TEXT.loginRequired)], navigations: [home] });
    },
  },
  {
    title: "payment return: an admin has no orders; 'you can't perform this action as admin...' and sent to '/'",
    applies: (from, event) => opens('success', 'admin')(from, event) || opens('failure', 'admin')(from, event),
    holds: (_, __, to, world) => {
      expect(view(to)).toEqual({ status: 'idle', request: null, pid: null, order: null, message: null });
      expect(world).toEqual({ ...nothing(), toasts: [toast('warning', TEXT.admin)], navigations: [home] });
    },
  },
  {
    title: "success return: v2's data, or v1's oid, amt and refId, go to the server to verify; 'Confirming your payment...'",
    applies: (from, event) => opens('success', 'customer')(from, event) && fullReturn(event) && !isRepeat(from, event),
    holds: (_, event, to, world) => {
      const sent = event.query === V2_RETURN ? v2Request : request;
      expect(view(to)).toEqual({ status: 'verifying', request: sent, pid: null, order: null, message: null });
      expect(world).toEqual({ ...nothing(), verified: [sent] });
    },
  },
  {
    title: 'success return: the same return seen again (StrictMode, Back) while it is confirmed or being confirmed is verified once',
    applies: (from, event) => opens('success', 'customer')(from, event) && fullReturn(event) && isRepeat(from, event),
    holds: (from, _, to, world) => {
      expect({ value: to.value, context: to.context }).toEqual({ value: from.value, context: from.context });
      expect(world).toEqual(nothing());
    },
  },
  {
    title: 'success return: without all of oid, amt and refId nothing is asked and the page says so',
    applies: (from, event) => opens('success', 'customer')(from, event) && !fullReturn(event),
    holds: (_, __, to, world) => {
      expect(view(to)).toEqual({ status: 'missing', request: null, pid: null, order: null, message: null });
      expect(world).toEqual(nothing());
    },
  },
  {
    title: 'success return: the server verified it with eSewa; the paid order shows and the cart empties',
    applies: (_, event) => {
      const answer = verifyAnswer(event);
      return answer?.ok === true && answer.data.order === paid;
    },
    holds: (from, __, to, world) => {
      expect(view(to)).toEqual({ status: 'confirmed', request: from.context.verify, pid: null, order: paid, message: TEXT.confirmed });
      expect(world).toEqual({ ...nothing(), cartEmptied: 1 });
    },
  },
  {
    title: "success return: eSewa has not settled it, or the money came for a closed order: the server's words, the cart kept",
    applies: (_, event) => {
      const answer = verifyAnswer(event);
      return answer?.ok === true && answer.data.order !== paid;
    },
    holds: (from, event, to, world) => {
      const { order, message } = (verifyAnswer(event) as { data: PaymentResult }).data;
      expect(view(to)).toEqual({
        status: order === owedBack ? 'refundDue' : 'pending',
        request: from.context.verify,
        pid: null,
        order,
        message,
      });
      expect(world).toEqual(nothing());
    },
  },
  {
    title: "success return: refused by the server (402, 404) shows its words; no success, the cart is untouched",
    applies: (_, event) => {
      const answer = verifyAnswer(event);
      return answer?.ok === false && (answer.status === 402 || answer.status === 404);
    },
    holds: (_, event, to, world) => {
      const answer = event.output as Result<PaymentResult> & { ok: false };
      expect(view(to)).toEqual({ status: 'refused', request: to.context.verify, pid: null, order: null, message: answer.message });
      expect(world).toEqual(nothing());
    },
  },
  {
    title: 'success return: when nobody could say (502, server error, no answer) it says so and offers to try again',
    applies: (_, event) => {
      const answer = verifyAnswer(event);
      return answer === null || (answer?.ok === false && answer.status !== 402 && answer.status !== 404);
    },
    holds: (_, event, to, world) => {
      const answer = verifyAnswer(event);
      const message =
        answer && !answer.ok && answer.status === 502
          ? TEXT.gatewayUnreachable
          : 'We could not confirm your payment just now. Please check your connection and try again.';
      expect(view(to)).toEqual({ status: 'unreachable', request: to.context.verify, pid: null, order: null, message });
      expect(world).toEqual(nothing());
    },
  },
  {
    title: "success return: 'Try again' asks the server to verify the same return again",
    applies: (from, event) => event.type === 'paymentReturn.retry' && from.matches('unreachable'),
    holds: (_, __, to, world) => {
      expect(view(to)).toEqual({ status: 'verifying', request: to.context.verify, pid: null, order: null, message: null });
      expect(world).toEqual({ ...nothing(), verified: [to.context.verify] });
    },
  },
  {
    title: 'payment return: trying again is only offered while the server could not be reached',
    applies: (from, event) => event.type === 'paymentReturn.retry' && !from.matches('unreachable'),
    holds: (from, _, to, world) => {
      expect({ value: to.value, context: to.context }).toEqual({ value: from.value, context: from.context });
      expect(world).toEqual(nothing());
    },
  },
  {
    title: 'failure return: with a pid the server is told (the order is marked) and the page says the payment was not completed',
    applies: (from, event) => opens('failure', 'customer')(from, event) && event.pid !== null && !isRepeat(from, event),
    holds: (_, __, to, world) => {
      expect(view(to)).toEqual({ status: 'notPaid', request: null, pid: paid.pid, order: null, message: null });
      expect(world).toEqual({ ...nothing(), reported: [{ pid: paid.pid }] });
    },
  },
  {
    title: 'failure return: the same return seen again is told once',
    applies: (from, event) => opens('failure', 'customer')(from, event) && event.pid !== null && isRepeat(from, event),
    holds: (from, _, to, world) => {
      expect({ value: to.value, context: to.context }).toEqual({ value: from.value, context: from.context });
      expect(world).toEqual(nothing());
    },
  },
  {
    title: 'failure return: without a pid nothing is sent; the payment was not completed all the same',
    applies: (from, event) => opens('failure', 'customer')(from, event) && event.pid === null,
    holds: (_, __, to, world) => {
      expect(view(to)).toEqual({ status: 'notPaid', request: null, pid: null, order: null, message: null });
      expect(world).toEqual(nothing());
    },
  },
  {
    title: "failure return: whatever the server answers, the page still says so and the cart is kept",
    applies: (_, event) => event.type === REPORTED || event.type === REPORT_THREW,
    holds: (_, event, to, world) => {
      const answer = event.type === REPORTED ? (event.output as Result<PaymentResult>) : null;
      expect(view(to)).toEqual({
        status: 'notPaid',
        request: null,
        pid: paid.pid,
        order: answer?.ok ? unpaid : null,
        message: null,
      });
      expect(world).toEqual(nothing());
    },
  },
];

describe('paymentReturnMachine, every edge of its graph replayed into a real actor', () => {
  it('claims each edge with exactly one spec rule', () => {
    expect(unclaimedOrContested(edges, rules)).toEqual([]);
  });

  it('never shows success unless the server verified the payment', () => {
    for (const { from, event, to } of edges) {
      if (view(to).status !== 'confirmed') continue;
      const verifiedNow = verifyAnswer(event)?.ok === true;
      const alreadyConfirmed = from.matches('confirmed');
      expect(verifiedNow || alreadyConfirmed, `${from.value as string} ⟶ ${event.type}`).toBe(true);
    }
  });

  it.each(rules.map((rule) => [rule.title, rule] as const))('%s', async (_, rule) => {
    await checkRule(edges, rule, harness);
  });
});

describe('a verified payment empties the cart everywhere it shows', () => {
  /** The app's root in miniature: the badge, maybe a cart screen, and this flow, each by its system id. */
  async function payWith(children: string[]) {
    const heard: Record<string, string[]> = Object.fromEntries(children.map((id) => [id, []]));
    const listener = (id: string) => createMachine({ on: { '*': { actions: ({ event }) => void heard[id]!.push(event.type) } } });
    const flow = paymentReturnMachine.provide({
      actors: { verifyPayment: fromPromise(async () => ok({ order: paid, message: TEXT.confirmed })) },
    });
    const invoke = [...children.map((id) => ({ src: listener(id) as AnyActorLogic, systemId: id })), { src: flow, systemId: 'flow' }];
    const app = createActor(createMachine({ invoke })).start();
    app.system.get('flow')!.send({ type: 'paymentReturn.success', role: 'customer', query: RETURN });
    await settle();
    app.stop();
    return heard;
  }

  it('the navbar badge resets and a running cart screen reads the cart again', async () => {
    expect(await payWith(['cartCount', 'cart'])).toEqual({ cartCount: ['cart.count.reset'], cart: ['cart.reload'] });
  });

  it('with no cart screen started, only the badge is told', async () => {
    expect(await payWith(['cartCount'])).toEqual({ cartCount: ['cart.count.reset'] });
  });
});
