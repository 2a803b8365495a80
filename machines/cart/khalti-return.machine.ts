import { assign, fromPromise, setup } from 'xstate';
import { providedCall } from '../shared/boundary';
import { khaltiVerifyRequest, type KhaltiVerifyRequest } from '../../contract/khalti';
import type { Order } from '../../contract/order';
import type { PaymentResult } from '../../contract/payment';
import type { Role } from '../shared/session';
import type { PaymentReturnApi } from './cart-api';
import type { Result } from '../shared/result';
import { openReturn, returnActions, returnGuards, settleVerify } from './payment-return.machine';
import { screenTypes } from '../shared/screen-types';

export const KHALTI_DETAILS_MISSING =
  /*i18n*/ 'Khalti did not send back the details of a payment, so there is nothing to confirm here. If you paid, your order is in My Orders.';
/** Khalti's own word for the customer pressing Cancel on its page (docs/khalti.md). */
export const KHALTI_CANCELLED = 'User canceled';

/** The return's query as the browser has it (docs/khalti.md); any part may be missing. */
export type KhaltiQuery = Record<'pidx' | 'status' | 'transaction_id' | 'amount' | 'total_amount' | 'purchase_order_id', string | null>;

export type KhaltiReturnEvent =
  /** /khalti-return opened (or who is looking changed), once the session check has answered. */
  | { type: 'khaltiReturn.open'; role: Role; query: KhaltiQuery }
  | { type: 'khaltiReturn.retry' };

interface KhaltiReturnContext {
  /** The return as the server takes it; null until one is opened, or when it has no pidx. */
  request: KhaltiVerifyRequest | null;
  /** The order as the server now has it, once it has answered. */
  order: Order | null;
  /** The server's words (or the flow's, when it could not be asked). */
  message: string | null;
}

const EMPTY: KhaltiReturnContext = { request: null, order: null, message: null };

/** The return as POST /payment/khalti/verify/ takes it (the parts Khalti sent), or null without a pidx. */
export function khaltiDetails(query: KhaltiQuery): KhaltiVerifyRequest | null {
  const present = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== null));
  const parsed = khaltiVerifyRequest.safeParse(present);
  return parsed.success ? parsed.data : null;
}
export const sameKhaltiReturn = (a: KhaltiVerifyRequest | null, b: KhaltiVerifyRequest | null) =>
  a !== null && b !== null && JSON.stringify(a) === JSON.stringify(b);

/**
 * Coming back from Khalti (docs/khalti.md), as the eSewa return (payment-return.machine.ts): the query proves nothing;
 * the server asks Khalti's lookup API, and only its answer says paid (the cart empties), pending or owed back. A refusal
 * keeps the cart; the query's status only chooses the words (Cancel pressed, or Khalti said no).
 */
export const khaltiReturnMachine = setup({
  types: screenTypes<KhaltiReturnContext, KhaltiReturnEvent>(),
  actors: {
    verifyKhalti: providedCall<Result<PaymentResult>, KhaltiVerifyRequest>('verifyKhalti'),
  },
  guards: {
    isVisitor: ({ event }) => event.type === 'khaltiReturn.open' && event.role === 'visitor',
    isAdmin: ({ event }) => event.type === 'khaltiReturn.open' && event.role === 'admin',
    hasPidx: ({ event }) => event.type === 'khaltiReturn.open' && khaltiDetails(event.query) !== null,
    // The same return seen again (React StrictMode, coming back with Back): asked once, answered once.
    repeats: ({ context, event }) =>
      event.type === 'khaltiReturn.open' && event.role === 'customer' && sameKhaltiReturn(context.request, khaltiDetails(event.query)),
    ...returnGuards,
  },
  actions: {
    forget: assign(EMPTY),
    ...returnActions<KhaltiReturnContext, KhaltiReturnEvent>(),
    open: assign(({ event }) => ({ ...EMPTY, request: event.type === 'khaltiReturn.open' ? khaltiDetails(event.query) : null })),
  },
}).createMachine({
  id: 'khaltiReturn',
  context: EMPTY,
  initial: 'idle',
  on: {
    'khaltiReturn.open': openReturn('hasPidx', '.verifying', '.missing', 'open'),
  },
  states: {
    idle: {},
    /** No pidx: nothing is sent, the page says there is nothing to confirm. */
    missing: {},
    verifying: {
      on: { 'khaltiReturn.open': { guard: 'repeats' } },
      invoke: {
        src: 'verifyKhalti',
        input: ({ context }) => context.request ?? { pidx: '' },
        ...settleVerify('answered'),
      },
    },
    /** The server answered with the order: paid, still with Khalti (pending), or owed back (refund due). */
    answered: { on: { 'khaltiReturn.open': { guard: 'repeats' } } },
    /** The server said no (Cancel pressed, Expired, not this customer's, altered): the cart is untouched. */
    refused: { on: { 'khaltiReturn.open': { guard: 'repeats' } } },
    /** Nobody could say: the attempt stays open on the server, so asking again can still confirm it. */
    unreachable: {
      on: { 'khaltiReturn.retry': { target: 'verifying', actions: assign({ message: null }) } },
    },
  },
});

export interface KhaltiReturnView {
  status: 'idle' | 'missing' | 'verifying' | 'paid' | 'pending' | 'refundDue' | 'cancelled' | 'failed' | 'unreachable';
  /** Which return this is about: a screen showing another one (the flow outlives its screens) must not show it. */
  request: KhaltiVerifyRequest | null;
  order: Order | null;
  message: string | null;
}

type KhaltiReturnState = 'idle' | 'missing' | 'verifying' | 'answered' | 'refused' | 'unreachable';

const answeredAs = (order: Order | null): KhaltiReturnView['status'] =>
  order === null || (order.status === 'paid' && order.refund === null) ? 'paid' : order.refund !== null ? 'refundDue' : 'pending';

export function selectKhaltiReturn(snapshot: {
  context: KhaltiReturnContext;
  matches: (state: KhaltiReturnState) => boolean;
}): KhaltiReturnView {
  const { request, order, message } = snapshot.context;
  const states = ['missing', 'verifying', 'answered', 'refused', 'unreachable'] as const;
  const found = states.find((state) => snapshot.matches(state)) ?? 'idle';
  const status =
    found === 'answered'
      ? answeredAs(order)
      : found === 'refused'
        ? request?.status === KHALTI_CANCELLED
          ? 'cancelled'
          : 'failed'
        : found;
  return { status, request, order, message };
}

/** The flow on real (or fake) calls; /khalti-return starts it when first shown. */
export const createKhaltiReturnLogic = (api: Pick<PaymentReturnApi, 'verifyKhalti'>) =>
  khaltiReturnMachine.provide({ actors: { verifyKhalti: fromPromise(({ input }) => api.verifyKhalti(input)) } });
