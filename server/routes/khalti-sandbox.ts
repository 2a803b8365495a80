import { type Context, Hono } from 'hono';
import type { Env } from '../env';
import { detail } from '../http/errors';
import { requireDemoKey } from '../http/demo-access';
import { sandboxOutcomeOf as outcomeOf } from '../services/sandbox-outcomes';
import type { AccountContext, Clock } from '../services/account-context';
import { KHALTI_STATUSES, type KhaltiStatus } from '../services/khalti-gateway';
import {
  cancelSandboxKhalti,
  findSandboxKhalti,
  KHALTI_SANDBOX_MESSAGES,
  lookupJson,
  sandboxCredentialsMatch,
  sandboxLookup,
  setSandboxKhaltiStatus,
  takeSandboxKhalti,
} from '../services/khalti-sandbox';
import { khaltiNoticePage, khaltiPaymentPage, khaltiProblemPage } from './khalti-sandbox-page';

/** A mobile number, an MPIN, an OTP, an outcome and a button: far below this. */
const MAX_FORM_BYTES = 4 * 1024;
const PIDX = /^[A-Za-z0-9]{1,64}$/;

/** The stand-in exists only in a demo start with KHALTI_MODE=sandbox (a production start refuses it, env-production.ts). */
export const servesKhaltiSandbox = (env: Pick<Env, 'khaltiMode' | 'demoKey'>) =>
  env.khaltiMode === 'sandbox' && env.demoKey !== null;

async function formOf(c: Context): Promise<Record<string, string> | undefined> {
  if (Number(c.req.header('Content-Length') ?? 0) > MAX_FORM_BYTES) return undefined;
  const type = c.req.header('Content-Type') ?? '';
  if (!/^application\/x-www-form-urlencoded\b/i.test(type)) return {};
  const text = await c.req.text();
  if (text.length > MAX_FORM_BYTES) return undefined;
  const fields: Record<string, string> = {};
  new URLSearchParams(text).forEach((value, name) => {
    if (!value.includes('\u0000')) fields[name] = value;
  });
  return fields;
}

/**
 * The offline stand-in for Khalti (KHALTI_MODE=sandbox): the payment page Khalti's payment_url leads to, where its
 * buttons post, the lookup API and settling a payment later by hand. The page is reached with a pidx the server
 * initiated, so it stays open; the lookup shows any payment and settling changes one, so those two answer only the
 * demo key or an admin, as eSewa's stand-in's status and settle calls (the server reads the book in-process).
 */
export function khaltiSandboxRoutes(accounts: AccountContext, clock: Clock, env: Pick<Env, 'khaltiMode' | 'publicUrl' | 'demoKey'>) {
  if (!servesKhaltiSandbox(env) || env.demoKey === null) return new Hono();
  const { db } = accounts;
  const demoKeyOnly = requireDemoKey(env.demoKey, accounts);
  const shop = `${env.publicUrl}/orders`;
  const notice = (c: Context, title: string, text: string, status: 200 | 400 | 404 | 413 = 200) => {
    c.header('Cache-Control', 'no-store');
    return c.html(status === 200 ? khaltiNoticePage(title, text, shop) : khaltiProblemPage(title, [text], shop), status);
  };
  const paymentOf = async (c: Context) => {
    const pidx = c.req.query('pidx') ?? '';
    return PIDX.test(pidx) ? findSandboxKhalti(db, pidx) : undefined;
  };

  return (
    new Hono()
      .get('/payment/khalti/sandbox/pay', async (c) => {
        const payment = await paymentOf(c);
        if (!payment) return notice(c, 'Payment not found', KHALTI_SANDBOX_MESSAGES.unknown, 404);
        c.header('Cache-Control', 'no-store');
        return c.html(khaltiPaymentPage(payment));
      })

      // The page's Pay and Cancel buttons, with the sandbox's choice of what happens after Pay.
      .post('/payment/khalti/sandbox/pay', async (c) => {
        const payment = await paymentOf(c);
        if (!payment) return notice(c, 'Payment not found', KHALTI_SANDBOX_MESSAGES.unknown, 404);
        const values = await formOf(c);
        if (!values) return notice(c, 'Not valid', 'The payment request is too large.', 413);
        if (values.choice === 'cancel') {
          const back = await cancelSandboxKhalti(db, payment);
          return back ? c.redirect(back.toString(), 303) : notice(c, 'Not payable', KHALTI_SANDBOX_MESSAGES.settled, 400);
        }
        const mobile = (values.mobile ?? '').trim();
        const outcome = outcomeOf(values.outcome);
        if (!sandboxCredentialsMatch(mobile, values.mpin ?? '', values.otp ?? '')) {
          c.header('Cache-Control', 'no-store');
          return c.html(khaltiPaymentPage(payment, { mobile, outcome, error: KHALTI_SANDBOX_MESSAGES.credentials }), 400);
        }
        const result = await takeSandboxKhalti(db, clock, payment, mobile, outcome);
        if (result.kind === 'redirect') return c.redirect(result.url.toString(), 303);
        return result.kind === 'lost'
          ? notice(c, 'Payment received', KHALTI_SANDBOX_MESSAGES.lost)
          : notice(c, 'Not payable', KHALTI_SANDBOX_MESSAGES.settled, 400);
      })

      // Khalti's lookup API, answered from the book as Khalti answers (400 for Expired and User canceled).
      .post('/payment/khalti/sandbox/epayment/lookup/', demoKeyOnly, async (c) => {
        const body = (await c.req.json().catch(() => null)) as Record<string, unknown> | null;
        const pidx = typeof body?.pidx === 'string' ? body.pidx.trim() : '';
        if (!PIDX.test(pidx)) return detail(c, 400, 'Send {"pidx"}: the pidx Khalti gave at initiate.');
        const answer = await sandboxLookup(db, pidx, clock());
        if (answer === 'not-found' || answer === 'unreachable') return detail(c, 404, 'Not found.');
        const { status, body: json } = lookupJson(answer);
        return c.json(json, status);
      })

      // The stand-in for Khalti settling a payment later (a Pending one completes, one expires or is refunded).
      .post('/payment/khalti/sandbox/settle', demoKeyOnly, async (c) => {
        const body = (await c.req.json().catch(() => null)) as Record<string, unknown> | null;
        const pidx = typeof body?.pidx === 'string' ? body.pidx.trim() : '';
        const status = typeof body?.status === 'string' ? body.status : '';
        if (!PIDX.test(pidx) || !(KHALTI_STATUSES as readonly string[]).includes(status))
          return detail(c, 400, `Send {"pidx", "status"} with status one of ${KHALTI_STATUSES.join(', ')}.`);
        const from = ['Initiated', 'Pending', 'Completed'];
        return (await setSandboxKhaltiStatus(db, pidx, status as KhaltiStatus, {}, from))
          ? c.json({ pidx, status })
          : detail(c, 404, KHALTI_SANDBOX_MESSAGES.unknown);
      })
  );
}
