import * as z from 'zod/mini';

/*
 * Khalti ePayment (KPG-2; docs/khalti.md). The server initiates the payment and answers the checkout with Khalti's
 * payment_url, where the browser goes. Khalti sends the browser back to /khalti-return with `pidx`, `status`,
 * `transaction_id`, `amount`, `purchase_order_id`…; the app hands them to POST /payment/khalti/verify/, and the server
 * believes none of them until Khalti's lookup API says Completed for the attempt's own amount.
 */

/** The `payment` part of a checkout answer when the customer pays with Khalti: the browser goes to `payment_url`. */
export const khaltiRedirect = z.object({ gateway: z.literal('khalti'), payment_url: z.string() });
export type KhaltiRedirect = z.infer<typeof khaltiRedirect>;

export const KHALTI_MESSAGES = {
  pidxRequired: /*i18n*/ 'Khalti payment reference (pidx) is required',
  unreachable: /*i18n*/ 'We could not reach Khalti to start your payment. Your cart is still here; please try again.',
  notOffered: /*i18n*/ 'Khalti is not offered by this restaurant.',
  notConfirmed: /*i18n*/ 'Khalti did not confirm this payment. You have not been charged by us; please try again.',
  gatewayUnreachable: /*i18n*/ 'We could not reach Khalti to confirm your payment. Please try again in a moment.',
  noRecord: /*i18n*/ 'Khalti has no record of this payment.',
  pending: /*i18n*/ 'Khalti is still processing your payment. We will confirm your order as soon as Khalti does.',
  mismatch: /*i18n*/ 'These payment details do not belong to this payment. Please contact the restaurant.',
} as const;

const text = (required: string) =>
  z.string({ error: required }).check(z.trim(), z.minLength(1, required), z.maxLength(100, required));
/** Khalti's other fields, shown back as the return had them; none of them is believed. */
const echoed = z.optional(z.string().check(z.maxLength(200)));

/** POST /payment/khalti/verify/ (customer, their own order): the query Khalti's return carried. */
export const khaltiVerifyRequest = z.object({
  pidx: text(KHALTI_MESSAGES.pidxRequired),
  status: echoed,
  transaction_id: echoed,
  amount: echoed,
  total_amount: echoed,
  purchase_order_id: echoed,
});
export type KhaltiVerifyRequest = z.infer<typeof khaltiVerifyRequest>;
