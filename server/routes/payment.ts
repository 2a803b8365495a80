import { type Context, Hono } from 'hono';
import type { DetailError } from '../../contract/common';
import { paymentFailureRequest, verifyPaymentRequest } from '../../contract/payment';
import { type AuthEnv, requireCustomer } from '../http/auth';
import { validate } from '../http/validation';
import type { AccountContext } from '../services/account-context';
import { type PaymentContext, type PaymentOutcome, recordFailure, verifyPayment } from '../services/payments';

const reply = (c: Context, outcome: PaymentOutcome) =>
  outcome.status === 200
    ? c.json(outcome.result)
    : c.json({ detail: outcome.detail } satisfies DetailError, outcome.status);

/**
 * The two eSewa returns (decisions §5), handed over by the app: a customer's own order only. Nothing in them is
 * believed until the gateway's transaction check agrees.
 */
export function paymentRoutes(accounts: AccountContext, payments: PaymentContext) {
  return new Hono<AuthEnv>()
    .post('/payment/esewa/verify/', requireCustomer(accounts), validate('json', verifyPaymentRequest), async (c) =>
      reply(c, await verifyPayment(payments, c.var.user, c.req.valid('json'))),
    )
    .post('/payment/esewa/failure/', requireCustomer(accounts), validate('json', paymentFailureRequest), async (c) =>
      reply(c, await recordFailure(payments, c.var.user, c.req.valid('json'))),
    );
}
