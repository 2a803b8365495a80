import { type Context, Hono } from 'hono';
import type { DetailError } from '../../contract/common';
import {
  paymentFailureRequest,
  type VerifyPaymentRequest,
  verifyV1Request,
  verifyV2Request,
} from '../../contract/payment';
import { type AuthEnv, requireCustomer } from '../http/auth';
import { fieldErrors, validate } from '../http/validation';
import { validator } from 'hono/validator';
import type { AccountContext } from '../services/account-context';
import { type PaymentContext, type PaymentOutcome, recordFailure, verifyPayment } from '../services/payments';

const reply = (c: Context, outcome: PaymentOutcome) =>
  'result' in outcome
    ? c.json(outcome.result, outcome.status)
    : c.json({ detail: outcome.detail } satisfies DetailError, outcome.status);

function validateVerify() {
  return validator('json', (value, c) => {
    const body = value as Record<string, unknown> | null;
    const schema = body !== null && typeof body === 'object' && 'data' in body ? verifyV2Request : verifyV1Request;
    const parsed = schema.safeParse(body);
    if (!parsed.success) return c.json(fieldErrors(parsed.error), 400);
    return parsed.data as VerifyPaymentRequest;
  });
}

/**
 * The two eSewa returns (docs/rules/payments.md#esewa), handed over by the app: a customer's own order only. Nothing in
 * them is believed until the gateway's transaction check agrees.
 */
export function paymentRoutes(accounts: AccountContext, payments: PaymentContext) {
  return new Hono<AuthEnv>()
    // v2's `{data}` or v1's `{oid, amt, refId}`: a body with `data` is read as v2, so each gets its own field errors.
    .post('/payment/esewa/verify/', requireCustomer(accounts), validateVerify(), async (c) =>
      reply(c, await verifyPayment(payments, c.var.user, c.req.valid('json'))),
    )
    .post('/payment/esewa/failure/', requireCustomer(accounts), validate('json', paymentFailureRequest), async (c) =>
      reply(c, await recordFailure(payments, c.var.user, c.req.valid('json'))),
    );
}
