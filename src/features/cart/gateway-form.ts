import type { PaymentForm } from '../../../contract/order';

/**
 * Posts the gateway form of spec §7 as a full-page navigation: a hidden form with one hidden field per value, sent
 * the way a browser sends any form, so the gateway gets an ordinary POST and the app is left behind.
 */
export function submitGatewayForm({ action, fields }: PaymentForm, doc: Document = document): void {
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
