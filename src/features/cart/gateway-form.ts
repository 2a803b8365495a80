import type { CheckoutPayment } from '../../../contract/order';

/**
 * Posts the gateway form of docs/rules/api.md#the-api as a full-page navigation: a hidden form with one hidden field
 * per value, sent the way a browser sends any form, so the gateway gets an ordinary POST and the app is left behind.
 */
export function submitGatewayForm(payment: CheckoutPayment, doc: Document = document): void {
  // Khalti: the server already initiated the payment; the browser goes to Khalti's page for it.
  if ('gateway' in payment) {
    doc.defaultView?.location.assign(payment.payment_url);
    return;
  }
  const { action, fields } = payment;
  const form = doc.createElement('form');
  form.method = 'post';
  form.action = action;
  form.hidden = true;
  for (const [name, value] of Object.entries(fields)) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = String(value);
    form.append(input);
  }
  doc.body.append(form);
  form.submit();
}
