import { type Context, Hono } from 'hono';
import type { Env } from '../env';
import { detail } from '../http/errors';
import { requireDemoKey } from '../http/demo-access';
import { sandboxOutcomeOf as outcomeOf } from '../services/sandbox-outcomes';
import type { AccountContext, Clock } from '../services/account-context';
import { sandboxPaymentMatches, sandboxStatus, transrecXml } from '../services/esewa-gateway';
import {
  alreadyPaid,
  readV2Form,
  takeV2Payment,
  V2_SANDBOX_MESSAGES,
} from '../services/esewa-sandbox-v2';
import { V2_STATUSES } from '../services/esewa-v2';
import { setSandboxPaymentStatus } from '../db/repositories/payments';
import {
  readEsewaForm,
  SANDBOX_MESSAGES,
  sandboxCancelUrl,
  sandboxCredentialsMatch,
  takeSandboxPayment,
} from '../services/esewa-sandbox';
import { sandboxNoticePage, sandboxPaymentPage, sandboxProblemPage, sandboxV2PaymentPage } from './esewa-sandbox-page';

/** eSewa's fields, two credentials and a button: far below this. */
const MAX_FORM_BYTES = 16 * 1024;
const TOO_LARGE = 'The payment request is too large.';

type FormFields = Record<string, string | undefined>;

/** Bytes of the body, counted as they arrive: undefined once past `max` (the rest is not read). */
async function readCapped(request: Request, max: number): Promise<Uint8Array<ArrayBuffer> | undefined> {
  const declared = Number(request.headers.get('Content-Length') ?? 0);
  if (declared > max) return undefined;
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      size += chunk.value.byteLength;
      if (size > max) {
        await reader.cancel();
        return undefined;
      }
      chunks.push(chunk.value);
    }
  }
  return Buffer.concat(chunks);
}

/**
 * A browser's form post (urlencoded, or multipart if a form asks for it) as its text fields; undefined when it is
 * too large. Any other body has no fields: it is not read (a JSON body was already read by the malformed-JSON check).
 */
async function formFields(c: Context): Promise<FormFields | undefined> {
  const type = c.req.header('Content-Type') ?? '';
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type)) return {};
  const bytes = await readCapped(c.req.raw, MAX_FORM_BYTES);
  if (!bytes) return undefined;
  const form = await new Response(bytes, { headers: { 'Content-Type': type } }).formData().catch(() => undefined);
  const fields: FormFields = {};
  form?.forEach((value, name) => {
    // A value with a NUL is no eSewa value (and PostgreSQL would refuse to look it up): as if it were not sent.
    if (typeof value === 'string' && !value.includes('\u0000')) fields[name] = value;
  });
  return fields;
}

const STATUS_PARAMS = ['product_code', 'total_amount', 'transaction_uuid'] as const;

/**
 * The stand-in exists only in the demo start with ESEWA_MODE=sandbox (docs/rules/payments.md#sandbox: never in a
 * production start).
 */
export const servesSandbox = (env: Pick<Env, 'esewaMode' | 'demoKey'>) =>
  env.esewaMode === 'sandbox' && env.demoKey !== null;

/**
 * The sandbox stand-in for eSewa (ESEWA_MODE=sandbox, docs/rules/payments.md#sandbox): its payment form, where the
 * form's buttons post, its transaction check, its status API and its settling of a payment by hand. In the other modes
 * the real eSewa does this and these paths do not exist. The customer reaches the form with the shop's signed fields,
 * so the pages stay open; the status API shows any payment's eSewa reference and settling completes any PENDING
 * payment, so those two answer only the demo key or an admin (the server itself reads the stand-in's book in-process,
 * esewa-gateway.ts).
 */
export function esewaSandboxRoutes(
  accounts: AccountContext,
  clock: Clock,
  env: Pick<Env, 'esewaMode' | 'publicUrl' | 'esewaSecretKey' | 'demoKey'>,
) {
  if (!servesSandbox(env) || env.demoKey === null) return new Hono();
  const { db } = accounts;
  const demoKeyOnly = requireDemoKey(env.demoKey, accounts);
  const v2Settings = { publicUrl: env.publicUrl, secretKey: env.esewaSecretKey };
  const shop = `${env.publicUrl}/cart`;
  const problemPage = (c: Context, problems: readonly string[], status: 400 | 413 = 400) => {
    c.header('Cache-Control', 'no-store');
    return c.html(sandboxProblemPage(problems, shop), status);
  };

  return (
    new Hono()
      // The browser's full-page post of the gateway form.
      .post('/payment/esewa/sandbox/form', async (c) => {
        const values = await formFields(c);
        if (!values) return problemPage(c, [TOO_LARGE], 413);
        const form = readEsewaForm(values, env.publicUrl);
        if (!form.ok) return problemPage(c, form.problems);
        c.header('Cache-Control', 'no-store');
        return c.html(sandboxPaymentPage(form.request));
      })

      // The page's Pay and Cancel buttons.
      .post('/payment/esewa/sandbox/pay', async (c) => {
        const values = await formFields(c);
        if (!values) return problemPage(c, [TOO_LARGE], 413);
        const form = readEsewaForm(values, env.publicUrl);
        if (!form.ok) return problemPage(c, form.problems);
        if (values.choice === 'cancel') return c.redirect(sandboxCancelUrl(form.request).toString(), 303);
        const esewaId = values.esewa_id ?? '';
        if (!sandboxCredentialsMatch(esewaId, values.password ?? '')) {
          c.header('Cache-Control', 'no-store');
          return c.html(sandboxPaymentPage(form.request, { esewaId, error: SANDBOX_MESSAGES.credentials }));
        }
        return c.redirect((await takeSandboxPayment(db, clock, form.request)).toString(), 303);
      })

      // ePay v2: the browser's post of the signed form, checked as eSewa checks it.
      .post('/payment/esewa/sandbox/v2/form', async (c) => {
        const values = await formFields(c);
        if (!values) return problemPage(c, [TOO_LARGE], 413);
        const form = readV2Form(values, v2Settings);
        if (!form.ok) return problemPage(c, form.problems);
        if (await alreadyPaid(db, form.request.fields.transaction_uuid)) return problemPage(c, [V2_SANDBOX_MESSAGES.duplicate]);
        c.header('Cache-Control', 'no-store');
        return c.html(sandboxV2PaymentPage(form.request));
      })

      // The v2 page's Pay and Cancel buttons, with the sandbox's choice of what happens after Pay.
      .post('/payment/esewa/sandbox/v2/pay', async (c) => {
        const values = await formFields(c);
        if (!values) return problemPage(c, [TOO_LARGE], 413);
        const form = readV2Form(values, v2Settings);
        if (!form.ok) return problemPage(c, form.problems);
        if (values.choice === 'cancel') return c.redirect(form.request.failureUrl.toString(), 303);
        const outcome = outcomeOf(values.outcome);
        const esewaId = values.esewa_id ?? '';
        if (!sandboxCredentialsMatch(esewaId, values.password ?? '')) {
          c.header('Cache-Control', 'no-store');
          return c.html(sandboxV2PaymentPage(form.request, { esewaId, outcome, error: SANDBOX_MESSAGES.credentials }));
        }
        if (await alreadyPaid(db, form.request.fields.transaction_uuid)) return problemPage(c, [V2_SANDBOX_MESSAGES.duplicate]);
        const result = await takeV2Payment(db, clock, form.request, outcome, env.esewaSecretKey);
        if (result.kind === 'redirect') return c.redirect(result.url.toString(), 303);
        c.header('Cache-Control', 'no-store');
        return c.html(
          result.kind === 'lost'
            ? sandboxNoticePage('Payment received', V2_SANDBOX_MESSAGES.lost, `${env.publicUrl}/orders`)
            : sandboxNoticePage('Payment processing', V2_SANDBOX_MESSAGES.pending, `${env.publicUrl}/orders`),
        );
      })

      // eSewa's v2 status API, answered from the stand-in's book as eSewa answers it.
      .get('/payment/esewa/sandbox/v2/status/', demoKeyOnly, async (c) => {
        const query = Object.fromEntries(STATUS_PARAMS.map((name) => [name, c.req.query(name)?.trim() ?? '']));
        const missing = STATUS_PARAMS.filter((name) => query[name] === '');
        if (missing.length > 0) return detail(c, 400, `Missing: ${missing.join(', ')}.`);
        const answer = await sandboxStatus(db, {
          productCode: query.product_code ?? '',
          totalAmount: query.total_amount ?? '',
          transactionUuid: query.transaction_uuid ?? '',
        });
        return c.json({
          product_code: query.product_code,
          transaction_uuid: query.transaction_uuid,
          total_amount: Number(answer.totalAmount ?? query.total_amount) || 0,
          status: answer.status,
          ref_id: answer.refId,
        });
      })

      // The stand-in for eSewa settling a payment later (a PENDING one completes, a refund is made): tests and demos.
      .post('/payment/esewa/sandbox/v2/settle', demoKeyOnly, async (c) => {
        const body = (await c.req.json().catch(() => null)) as Record<string, unknown> | null;
        const uuid = typeof body?.transaction_uuid === 'string' ? body.transaction_uuid.trim() : '';
        const status = typeof body?.status === 'string' ? body.status : '';
        if (!/^[\x21-\x7e]{1,100}$/.test(uuid) || !(V2_STATUSES as readonly string[]).includes(status))
          return detail(c, 400, `Send {"transaction_uuid", "status"} with status one of ${V2_STATUSES.join(', ')}.`);
        return (await setSandboxPaymentStatus(db, uuid, status))
          ? c.json({ transaction_uuid: uuid, status })
          : detail(c, 404, 'eSewa has no payment with this transaction_uuid.');
      })

      // eSewa's transaction check (amt, rid, pid, scd), answered from the stand-in's book in eSewa's XML. Open, as
      // eSewa's is: it only says yes to someone who already holds the payment's reference, amount and pid.
      .post('/payment/esewa/sandbox/transrec', async (c) => {
        const values = await formFields(c);
        // Called by the server, not a browser: an API error like any other, so the log and the caller can read why.
        if (!values) return detail(c, 413, TOO_LARGE);
        const success = await sandboxPaymentMatches(db, {
          amount: values.amt ?? '',
          refId: values.rid ?? '',
          pid: values.pid ?? '',
          merchantCode: values.scd ?? '',
        });
        return c.body(transrecXml(success), 200, { 'Content-Type': 'application/xml; charset=utf-8' });
      })
  );
}
