import * as z from 'zod/mini';
import { detailError } from '../common';
import { type ApiRoute, DETAIL, json, type RouteOptions, routesOf } from './api-route';

/**
 * The stand-in for eSewa (a demo start with ESEWA_MODE=sandbox only; the document lists these routes only then): the
 * pages a browser is sent to by the payment form, and eSewa's server APIs. Integrators never call them in production;
 * they are listed so a demo can be driven end to end. Their fields are eSewa's, not the contract's.
 */
const text = z.optional(z.string());
const v1Form = z.object({
  amt: text,
  psc: text,
  pdc: text,
  txAmt: text,
  tAmt: text,
  pid: text,
  scd: text,
  su: text,
  fu: text,
  esewa_id: text,
  password: text,
  choice: z.optional(z.enum(['pay', 'cancel'])),
});
const v2Form = z.object({
  amount: text,
  tax_amount: text,
  total_amount: text,
  transaction_uuid: text,
  product_code: text,
  product_service_charge: text,
  product_delivery_charge: text,
  success_url: text,
  failure_url: text,
  signed_field_names: text,
  signature: text,
  esewa_id: text,
  password: text,
  outcome: z.optional(z.enum(['return', 'lose', 'pending'])),
  choice: z.optional(z.enum(['pay', 'cancel'])),
});
const transrecForm = z.object({ amt: text, rid: text, pid: text, scd: text });
const statusQuery = z.object({ product_code: z.string(), total_amount: z.string(), transaction_uuid: z.string() });
/** eSewa's statuses: COMPLETE, PENDING, FULL_REFUND, PARTIAL_REFUND, AMBIGUOUS, NOT_FOUND, CANCELED. */
const v2Status = z.string();
const statusAnswer = z.object({
  product_code: z.string(),
  transaction_uuid: z.string(),
  total_amount: z.number(),
  status: v2Status,
  ref_id: z.nullable(z.string()),
});
const settleBody = z.object({ transaction_uuid: z.string(), status: v2Status });

const page = {
  kind: 'html',
  description: 'The sandbox payment page, or a page listing what is wrong (400, 413)',
} as const;
const pageAnswers = { 200: page, 400: page, 413: page };
const seeOther = { kind: 'redirect', description: "Back to the shop's success or failure URL" } as const;
const posted = (schema: z.ZodMiniType): RouteOptions => ({ body: { kind: 'urlencoded', schema } });

/** The two calls that show or change any customer's payment: not for whoever can reach the port. */
const DEMO_KEY_ONLY =
  'Answers only the demo key the server printed at start (`?key=` or the `X-Demo-Key` header) or an admin’s bearer token; anyone else gets 404.';

const esewa = routesOf('eSewa sandbox').public;
/** 404 when the request is refused (see DEMO_KEY_ONLY). */
const sandbox: typeof esewa = (operation, summary, answers, options) =>
  esewa(operation, summary, { ...answers, 404: DETAIL[404] }, options);

/** ePay's two browser pages of one version: the payment page for a posted form, and where its buttons post. */
const paymentPages = (path: `/${string}`, version: string, form: z.ZodMiniType, posts: string) => [
  sandbox(`POST ${path}form`, `${version}: the payment page for a posted ${posts}`, pageAnswers, posted(form)),
  sandbox(
    `POST ${path}pay`,
    `${version}: the page's Pay or Cancel button`,
    { ...pageAnswers, 303: seeOther },
    posted(form),
  ),
];

export const SANDBOX_ROUTES: readonly ApiRoute[] = [
  ...paymentPages('/payment/esewa/sandbox/', 'ePay v1', v1Form, 'gateway form'),
  sandbox(
    'POST /payment/esewa/sandbox/transrec',
    "ePay v1's transaction check, in eSewa's XML",
    {
      200: { kind: 'xml', description: '`<response><response_code>Success</response_code></response>` or Failure' },
      413: DETAIL[413],
    },
    posted(transrecForm),
  ),
  ...paymentPages('/payment/esewa/sandbox/v2/', 'ePay v2', v2Form, 'signed form'),
  sandbox(
    'GET /payment/esewa/sandbox/v2/status/',
    "ePay v2's status API",
    { 200: json(statusAnswer), 400: json(detailError, 'A parameter is missing') },
    { query: statusQuery, description: DEMO_KEY_ONLY },
  ),
  sandbox(
    'POST /payment/esewa/sandbox/v2/settle',
    'Settle a sandbox payment later, as eSewa would (a PENDING one completes, a refund is made)',
    { 200: json(settleBody), 400: json(detailError, 'No transaction_uuid, or an unknown status') },
    { body: { kind: 'json', schema: settleBody }, description: DEMO_KEY_ONLY },
  ),
];

const khaltiPage = {
  kind: 'html',
  description: "The stand-in's payment page, or a notice (404 for an unknown pidx, 400 when it cannot be paid)",
} as const;
const khaltiPageAnswers = { 200: khaltiPage, 400: khaltiPage, 404: khaltiPage, 413: khaltiPage };
const pidxQuery = z.object({ pidx: z.string() });
const khaltiForm = z.object({
  mobile: text,
  mpin: text,
  otp: text,
  outcome: z.optional(z.enum(['return', 'lose', 'pending'])),
  choice: z.optional(z.enum(['pay', 'cancel'])),
});
/** Khalti's lookup statuses: Completed, Pending, Initiated, Refunded, Partially Refunded, Expired, User canceled. */
const khaltiStatus = z.string();
const lookupBody = z.object({ pidx: z.string() });
const lookupAnswer = z.object({
  pidx: z.string(),
  total_amount: z.nullable(z.number()),
  status: khaltiStatus,
  transaction_id: z.nullable(z.string()),
  fee: z.number(),
  refunded: z.boolean(),
});
const khaltiSettle = z.object({ pidx: z.string(), status: khaltiStatus });
const khalti = routesOf('Khalti sandbox').public;

/** The stand-in for Khalti (a demo start with KHALTI_MODE=sandbox only): its page and Khalti's lookup API. */
export const KHALTI_SANDBOX_ROUTES: readonly ApiRoute[] = [
  khalti('GET /payment/khalti/sandbox/pay', "Khalti's payment page for an initiated pidx", khaltiPageAnswers, {
    query: pidxQuery,
  }),
  khalti(
    'POST /payment/khalti/sandbox/pay',
    "The page's Pay or Cancel button",
    { ...khaltiPageAnswers, 303: { kind: 'redirect', description: "Back to the shop's return_url with Khalti's query" } },
    { query: pidxQuery, body: { kind: 'urlencoded', schema: khaltiForm } },
  ),
  khalti(
    'POST /payment/khalti/sandbox/epayment/lookup/',
    "Khalti's lookup API (400 with the same body for Expired and User canceled)",
    { 200: json(lookupAnswer), 400: json(lookupAnswer, 'Expired or User canceled; or no pidx sent'), 404: DETAIL[404] },
    { body: { kind: 'json', schema: lookupBody }, description: DEMO_KEY_ONLY },
  ),
  khalti(
    'POST /payment/khalti/sandbox/settle',
    'Settle a sandbox payment later, as Khalti would (a Pending one completes, one expires or is refunded)',
    { 200: json(khaltiSettle), 400: json(detailError, 'No pidx, or an unknown status'), 404: DETAIL[404] },
    { body: { kind: 'json', schema: khaltiSettle }, description: DEMO_KEY_ONLY },
  ),
];
