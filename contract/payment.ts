import * as z from 'zod/mini';
import { order } from './order';

/**
 * eSewa ePay v2 (the default) returns the browser to `success_url?data=<base64 JSON>`, the JSON signed with the
 * merchant's secret key, and to `failure_url` (which carries our own `?pid=`).
 * eSewa ePay (v1) returns the browser to `su` with `?oid=<pid>&amt=<amount>&refId=<gateway reference>` and to `fu`
 * with `?pid=<pid>` (or nothing). The app hands these to the server, which believes none of them until the gateway's
 * own transaction check agrees (docs/rules/orders.md#checkout).
 */
export const PAYMENT_MESSAGES = {
  oidRequired: /*i18n*/ 'Payment reference (oid) is required',
  refIdRequired: 'eSewa reference (refId) is required',
  amtRequired: /*i18n*/ 'Amount (amt) is required',
  pidRequired: /*i18n*/ 'Payment reference (pid) is required',
  orderUnknown: /*i18n*/ 'No order of yours has this payment reference.',
  notConfirmed: 'eSewa did not confirm this payment. You have not been charged by us; please try again.',
  amountMismatch: /*i18n*/ 'The amount paid does not match the order total. Please contact the restaurant.',
  gatewayUnreachable: /*i18n*/ 'We could not reach eSewa to confirm your payment. Please try again in a moment.',
  noRecord:
    /*i18n*/ 'eSewa has no record of this payment. If you did pay, your order will be confirmed as soon as eSewa records it.',
  dataRequired: /*i18n*/ 'Payment details (data) are required',
  dataUnreadable: /*i18n*/ 'The payment details eSewa sent back could not be read.',
  signatureInvalid: /*i18n*/ 'The payment details are not signed by eSewa, so they cannot confirm a payment.',
  pending: 'eSewa is still processing your payment. We will confirm your order as soon as eSewa does.',
  refundDue: /*i18n*/ 'Your payment arrived after this order was closed. The restaurant owes you a refund and has been told.',
  confirmed: /*i18n*/ 'Payment successful! Your order has been placed.',
  failed: /*i18n*/ 'Your payment was not completed. Your cart is still here.',
} as const;

const text = (required: string) => z.string({ error: required }).check(z.trim(), z.minLength(1, required), z.maxLength(100, required));

export const verifyV1Request = z.object({
  oid: text(PAYMENT_MESSAGES.oidRequired),
  amt: text(PAYMENT_MESSAGES.amtRequired),
  refId: text(PAYMENT_MESSAGES.refIdRequired),
});
export type VerifyV1Request = z.infer<typeof verifyV1Request>;

/** ePay v2's `data`: base64 of a small JSON object; 2,000 characters is several times what eSewa sends. */
export const verifyV2Request = z.object({
  data: z
    .string({ error: PAYMENT_MESSAGES.dataRequired })
    .check(z.trim(), z.minLength(1, PAYMENT_MESSAGES.dataRequired), z.maxLength(2000, PAYMENT_MESSAGES.dataUnreadable)),
});
export type VerifyV2Request = z.infer<typeof verifyV2Request>;

/**
 * POST /payment/esewa/verify/ (customer, their own order): the success return as the browser got it, verified by the
 * server: v2's `{data}` or v1's `{oid, amt, refId}`.
 */
export const verifyPaymentRequest = z.union([verifyV2Request, verifyV1Request]);
export type VerifyPaymentRequest = z.infer<typeof verifyPaymentRequest>;

/** POST /payment/esewa/failure/ (customer, their own order): the failure return; a pending order becomes payment_failed. */
export const paymentFailureRequest = z.object({ pid: text(PAYMENT_MESSAGES.pidRequired) });
export type PaymentFailureRequest = z.infer<typeof paymentFailureRequest>;

/**
 * Both answer 200 with the order as it now is (paid on success; replays answer the same paid order). Expected
 * failures: 404 `orderUnknown`, 402 `notConfirmed` (the gateway said no: a pending order is then payment_failed),
 * 402 `amountMismatch` (the return's amount was altered: the order is left as it was), 402 `signatureInvalid` and 400
 * `dataUnreadable` (v2 data not eSewa's), 402 `noRecord` (eSewa's status API has no such payment: a forged return,
 * or one eSewa has not recorded yet, which reconciliation will find), 202 `pending` (eSewa has not settled it:
 * reconciliation will), 502 `gatewayUnreachable` (eSewa did not answer, or not readably: the order stays pending so a
 * retry can still confirm it). A payment that arrives for a cancelled
 * or expired order answers 200 with the order and `refundDue`: the money is on record, never lost.
 */
export const paymentResult = z.object({ order, message: z.string() });
export type PaymentResult = z.infer<typeof paymentResult>;

/** The sandbox stand-in (ESEWA_MODE=sandbox): test credentials it accepts, shown on its page as eSewa's UAT does. */
export const SANDBOX_ESEWA_IDS = ['9806800001', '9806800002', '9806800003', '9806800004', '9806800005'] as const;
export const SANDBOX_ESEWA_PASSWORD = 'Nepal@123';
