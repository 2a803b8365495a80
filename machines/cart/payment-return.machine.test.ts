import { describe, expect, it } from 'vitest';
import type { PaymentResult } from '../../contract/payment';
import { type Result } from '../shared/result';
import { type Rule } from '../shared/testing/graph-replay';
import { changesNothing, itReplaysEveryRule, toast } from '../shared/testing/rules';
import {
  TEXT,
  paid,
  unpaid,
  V2_RETURN,
  owedBack,
  edges,
  type World,
  nothing,
  harness,
  view,
  opens,
  isRepeat,
  fullReturn,
  verifyAnswer,
  nobodyCouldSay,
  refusedAnswer,
  home,
  request,
  v2Request,
  REPORTED,
  REPORT_THREW,
} from './payment-return.test-model';

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
    holds: changesNothing(nothing),
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
    applies: (_, event) => refusedAnswer(verifyAnswer(event)),
    holds: (_, event, to, world) => {
      const answer = event.output as Result<PaymentResult> & { ok: false };
      expect(view(to)).toEqual({ status: 'refused', request: to.context.verify, pid: null, order: null, message: answer.message });
      expect(world).toEqual(nothing());
    },
  },
  nobodyCouldSay({
    title: 'success return: when nobody could say (502, server error, no answer) it says so and offers to try again',
    answerOf: verifyAnswer,
    gatewayUnreachable: TEXT.gatewayUnreachable,
    view,
    shown: (_, to, message) => ({ status: 'unreachable', request: to.context.verify, pid: null, order: null, message }),
    nothing,
  }),
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
    holds: changesNothing(nothing),
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
    holds: changesNothing(nothing),
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
  itReplaysEveryRule(edges, rules, harness);

  it('never shows success unless the server verified the payment', () => {
    for (const { from, event, to } of edges) {
      if (view(to).status !== 'confirmed') continue;
      const verifiedNow = verifyAnswer(event)?.ok === true;
      const alreadyConfirmed = from.matches('confirmed');
      expect(verifiedNow || alreadyConfirmed, `${from.value as string} ⟶ ${event.type}`).toBe(true);
    }
  });
});
