import * as z from 'zod/mini';
import { detailError } from '../common';
import { type ApiRoute, DETAIL, json } from './api-route';

/**
 * The stand-in for eSewa (ESEWA_MODE=sandbox only; otherwise every one of these paths is 404): the pages a browser
 * is sent to by the payment form, and eSewa's server APIs the app calls. Integrators never call them in production;
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
const seeOther = { kind: 'redirect', description: "Back to the shop's success or failure URL" } as const;
const sandboxRoute = (route: Omit<ApiRoute, 'tag' | 'access'>): ApiRoute => ({
  tag: 'eSewa sandbox',
  access: 'public',
  ...route,
  answers: { ...route.answers, 404: DETAIL[404] },
});

export const SANDBOX_ROUTES: readonly ApiRoute[] = [
  sandboxRoute({
    method: 'POST',
    path: '/payment/esewa/sandbox/form',
    summary: 'ePay v1: the payment page for a posted gateway form',
    body: { kind: 'urlencoded', schema: v1Form },
    answers: { 200: page, 400: page, 413: page },
  }),
  sandboxRoute({
    method: 'POST',
    path: '/payment/esewa/sandbox/pay',
    summary: "ePay v1: the page's Pay or Cancel button",
    body: { kind: 'urlencoded', schema: v1Form },
    answers: { 200: page, 303: seeOther, 400: page, 413: page },
  }),
  sandboxRoute({
    method: 'POST',
    path: '/payment/esewa/sandbox/transrec',
    summary: "ePay v1's transaction check, in eSewa's XML",
    body: { kind: 'urlencoded', schema: transrecForm },
    answers: {
      200: { kind: 'xml', description: '`<response><response_code>Success</response_code></response>` or Failure' },
      413: DETAIL[413],
    },
  }),
  sandboxRoute({
    method: 'POST',
    path: '/payment/esewa/sandbox/v2/form',
    summary: 'ePay v2: the payment page for a posted signed form',
    body: { kind: 'urlencoded', schema: v2Form },
    answers: { 200: page, 400: page, 413: page },
  }),
  sandboxRoute({
    method: 'POST',
    path: '/payment/esewa/sandbox/v2/pay',
    summary: "ePay v2: the page's Pay or Cancel button",
    body: { kind: 'urlencoded', schema: v2Form },
    answers: { 200: page, 303: seeOther, 400: page, 413: page },
  }),
  sandboxRoute({
    method: 'GET',
    path: '/payment/esewa/sandbox/v2/status/',
    summary: "ePay v2's status API",
    query: statusQuery,
    answers: { 200: json(statusAnswer), 400: json(detailError, 'A parameter is missing') },
  }),
  sandboxRoute({
    method: 'POST',
    path: '/payment/esewa/sandbox/v2/settle',
    summary: 'Settle a sandbox payment later, as eSewa would (a PENDING one completes, a refund is made)',
    body: { kind: 'json', schema: settleBody },
    answers: { 200: json(settleBody), 400: json(detailError, 'No transaction_uuid, or an unknown status') },
  }),
];
