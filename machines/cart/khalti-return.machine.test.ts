import { describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot } from 'xstate';
import type { KhaltiVerifyRequest } from '../../contract/khalti';
import type { PaymentResult } from '../../contract/payment';
import type { NavigateEvent } from '../shared/navigate';
import type { NotifyEvent } from '../shared/notify';
import type { Result } from '../shared/result';
import { edgesOf, type GraphEvent, type Rule } from '../shared/testing/graph-replay';
import { answersOf, fakeCall } from '../shared/testing/fake-calls';
import { into, replayHarness } from '../shared/testing/replay-harness';
import { changesNothing, itReplaysEveryRule, toast } from '../shared/testing/rules';
import { type KhaltiQuery, khaltiReturnMachine, selectKhaltiReturn } from './khalti-return.machine';
import {
  nobodyCouldSay,
  owedBack,
  paid,
  refusedAnswer,
  ROLES,
  TEXT as ESEWA_TEXT,
  verifyAnswers,
} from './payment-return.test-model';

/** The return from Khalti (docs/khalti.md): every edge of its graph replayed into a real actor. */
const [VERIFIED, VERIFY_THREW] = answersOf(khaltiReturnMachine, 'khaltiReturn.verifying');

// The contract's texts (contract/khalti.ts, contract/payment.ts) and docs/rules/texts.md#error-catalogue: warnings,
// word for word.
const TEXT = {
  ...ESEWA_TEXT,
  notConfirmed: 'Khalti did not confirm this payment. You have not been charged by us; please try again.',
  gatewayUnreachable: 'We could not reach Khalti to confirm your payment. Please try again in a moment.',
  pending: 'Khalti is still processing your payment. We will confirm your order as soon as Khalti does.',
  mismatch: 'These payment details do not belong to this payment. Please contact the restaurant.',
};

const none = { pidx: null, status: null, transaction_id: null, amount: null, total_amount: null, purchase_order_id: null };
const back = (status: string): KhaltiQuery => ({
  ...none,
  pidx: 'bZQLD9wRVWo4CdESSfuSsB',
  status,
  transaction_id: status === 'Completed' ? 'GFq9PFS7b2iYvL8Lir9oXe' : '',
  amount: '56000',
  total_amount: '56000',
  purchase_order_id: paid.pid,
});
const COMPLETED = back('Completed');
const CANCELLED = back('User canceled');
/** Someone typed the address: no pidx, nothing to ask about. */
const BARE: KhaltiQuery = { ...none, status: 'Completed' };
/** What the server is handed: the parts Khalti sent, none of them null. */
const sent = (query: KhaltiQuery) =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => value !== null)) as KhaltiVerifyRequest;

const edges = edgesOf(khaltiReturnMachine, {
  events: (state) => [
    ...ROLES.flatMap((role) => [COMPLETED, CANCELLED, BARE].map((query) => ({ type: 'khaltiReturn.open', role, query }))),
    { type: 'khaltiReturn.retry' },
    ...(state.matches('verifying')
      ? verifyAnswers(
          [VERIFIED, VERIFY_THREW],
          { pending: TEXT.pending, refusals: [TEXT.notConfirmed, TEXT.mismatch], unreachable: TEXT.gatewayUnreachable },
          'verifyKhalti',
        )
      : []),
  ],
});

interface World {
  verified: KhaltiVerifyRequest[];
  toasts: NotifyEvent[];
  navigations: NavigateEvent[];
  cartEmptied: number;
}
const nothing = (): World => ({ verified: [], toasts: [], navigations: [], cartEmptied: 0 });

const harness = replayHarness<World>({
  nothing,
  logic: ({ world, calls }) =>
    khaltiReturnMachine.provide({
      actors: {
        verifyKhalti: fakeCall<Result<PaymentResult>, KhaltiVerifyRequest>(calls, (input) => world().verified.push(input)),
      },
      actions: { emptyCart: () => void world().cartEmptied++ },
    }),
  emitted: { notify: into('toasts'), navigate: into('navigations') },
});

const view = (snapshot: AnyMachineSnapshot) =>
  selectKhaltiReturn(snapshot as unknown as Parameters<typeof selectKhaltiReturn>[0]);
const opens = (role: string) => (_: unknown, event: GraphEvent) => event.type === 'khaltiReturn.open' && event.role === role;
const withPidx = (event: GraphEvent) => (event.query as KhaltiQuery).pidx !== null;
const asked = (from: AnyMachineSnapshot) => from.matches('verifying') || from.matches('answered') || from.matches('refused');
const isRepeat = (from: AnyMachineSnapshot, event: GraphEvent) =>
  asked(from) && JSON.stringify(from.context.request) === JSON.stringify(sent(event.query as KhaltiQuery));
const answer = (event: GraphEvent) =>
  event.type === VERIFIED ? (event.output as Result<PaymentResult>) : event.type === VERIFY_THREW ? null : undefined;
const home: NavigateEvent = { type: 'navigate', to: '/', replace: true };
const idle = { status: 'idle', request: null, order: null, message: null };

const rules: Rule<World>[] = [
  {
    title: "a visitor gets 'please login...' and is sent to '/'; nothing is asked",
    applies: opens('visitor'),
    holds: (_, __, to, world) => {
      expect(view(to)).toEqual(idle);
      expect(world).toEqual({ ...nothing(), toasts: [toast('warning', TEXT.loginRequired)], navigations: [home] });
    },
  },
  {
    title: "an admin has no orders: 'you can't perform this action as admin...' and sent to '/'",
    applies: opens('admin'),
    holds: (_, __, to, world) => {
      expect(view(to)).toEqual(idle);
      expect(world).toEqual({ ...nothing(), toasts: [toast('warning', TEXT.admin)], navigations: [home] });
    },
  },
  {
    title: "the return's pidx and the parts Khalti sent go to the server to verify; 'Confirming your payment...'",
    applies: (from, event) => opens('customer')(from, event) && withPidx(event) && !isRepeat(from, event),
    holds: (_, event, to, world) => {
      const request = sent(event.query as KhaltiQuery);
      expect(view(to)).toEqual({ status: 'verifying', request, order: null, message: null });
      expect(world).toEqual({ ...nothing(), verified: [request] });
    },
  },
  {
    title: 'the same return seen again (StrictMode, Back) is verified once',
    applies: (from, event) => opens('customer')(from, event) && withPidx(event) && isRepeat(from, event),
    holds: changesNothing(nothing),
  },
  {
    title: 'without a pidx nothing is asked and the page says there is nothing to confirm',
    applies: (from, event) => opens('customer')(from, event) && !withPidx(event),
    holds: (_, __, to, world) => {
      expect(view(to)).toEqual({ ...idle, status: 'missing' });
      expect(world).toEqual(nothing());
    },
  },
  {
    title: "paid: Khalti's lookup said Completed to the server; the order shows and the cart empties",
    applies: (_, event) => answer(event)?.ok === true && (answer(event) as { data: PaymentResult }).data.order === paid,
    holds: (from, __, to, world) => {
      expect(view(to)).toEqual({ status: 'paid', request: from.context.request, order: paid, message: TEXT.confirmed });
      expect(world).toEqual({ ...nothing(), cartEmptied: 1 });
    },
  },
  {
    title: "pending or owed back: the server's words and the order, the cart kept",
    applies: (_, event) => answer(event)?.ok === true && (answer(event) as { data: PaymentResult }).data.order !== paid,
    holds: (from, event, to, world) => {
      const { order, message } = (answer(event) as { data: PaymentResult }).data;
      const status = order === owedBack ? 'refundDue' : 'pending';
      expect(view(to)).toEqual({ status, request: from.context.request, order, message });
      expect(world).toEqual(nothing());
    },
  },
  {
    title: "refused (402, 404): 'cancelled' when Cancel was pressed at Khalti, else 'failed' with the server's words",
    applies: (_, event) => refusedAnswer(answer(event)),
    holds: (from, event, to, world) => {
      const { message } = answer(event) as { message: string };
      const status = from.context.request?.status === 'User canceled' ? 'cancelled' : 'failed';
      expect(view(to)).toEqual({ status, request: from.context.request, order: null, message });
      expect(world).toEqual(nothing());
    },
  },
  nobodyCouldSay({
    title: 'when nobody could say (502, server error, no answer) it says so and offers to try again',
    answerOf: answer,
    gatewayUnreachable: TEXT.gatewayUnreachable,
    view,
    shown: (from, _, message) => ({ status: 'unreachable', request: from.context.request, order: null, message }),
    nothing,
  }),
  {
    title: "'Try again' asks the server to verify the same return again",
    applies: (from, event) => event.type === 'khaltiReturn.retry' && from.matches('unreachable'),
    holds: (from, __, to, world) => {
      expect(view(to)).toEqual({ status: 'verifying', request: from.context.request, order: null, message: null });
      expect(world).toEqual({ ...nothing(), verified: [from.context.request] });
    },
  },
  {
    title: 'trying again is only offered while the server could not be reached',
    applies: (from, event) => event.type === 'khaltiReturn.retry' && !from.matches('unreachable'),
    holds: changesNothing(nothing),
  },
];

describe('khaltiReturnMachine, every edge of its graph replayed into a real actor', () => {
  itReplaysEveryRule(edges, rules, harness);

  it('walks every state the page shows', () => {
    const shown = new Set(edges.map(({ to }) => view(to).status));
    expect([...shown].sort()).toEqual(
      ['cancelled', 'failed', 'idle', 'missing', 'paid', 'pending', 'refundDue', 'unreachable', 'verifying'].sort(),
    );
  });

  it('never says paid unless the server answered a paid order', () => {
    for (const { from, event, to } of edges) {
      if (view(to).status !== 'paid') continue;
      expect(answer(event)?.ok === true || from.matches('answered'), `${String(from.value)} ⟶ ${event.type}`).toBe(true);
    }
  });
});
