import { Hono } from 'hono';
import type { DetailError } from '../../contract/common';
import { khaltiVerifyRequest } from '../../contract/khalti';
import { type AuthEnv, requireCustomer } from '../http/auth';
import { validate } from '../http/validation';
import type { AccountContext } from '../services/account-context';
import { verifyKhalti } from '../services/khalti-verify';
import type { PaymentContext } from '../services/payments';

/** Khalti's return, handed over by the app: a customer's own order only, believed once Khalti's lookup agrees. */
export function khaltiPaymentRoutes(accounts: AccountContext, payments: PaymentContext) {
  return new Hono<AuthEnv>().post(
    '/payment/khalti/verify/',
    requireCustomer(accounts),
    validate('json', khaltiVerifyRequest),
    async (c) => {
      const outcome = await verifyKhalti(payments, c.var.user, c.req.valid('json'));
      return 'result' in outcome
        ? c.json(outcome.result, outcome.status)
        : c.json({ detail: outcome.detail } satisfies DetailError, outcome.status);
    },
  );
}
