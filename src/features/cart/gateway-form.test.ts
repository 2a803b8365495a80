import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaymentForm } from '../../../contract/order';
import { submitGatewayForm } from './gateway-form';

const form: PaymentForm = {
  action: 'http://localhost:3000/api/payment/esewa/sandbox/form',
  fields: {
    amt: 1010.75,
    psc: 0,
    pdc: 0,
    txAmt: 0,
    tAmt: 1010.75,
    pid: 'TXN1767225600000',
    scd: 'epay_payment',
    su: 'http://localhost:3000/esewa-success',
    fu: 'http://localhost:3000/esewa-failure',
  },
};

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('submitGatewayForm: the hidden form of spec §7, posted as a full-page navigation', () => {
  it('posts every field, as the server gave it, to the action', () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    submitGatewayForm(form);
    expect(submit).toHaveBeenCalledTimes(1);
    const posted = submit.mock.contexts[0] as HTMLFormElement;
    expect(posted.method).toBe('post');
    expect(posted.action).toBe(form.action);
    expect(posted.hidden).toBe(true);
    expect(posted.isConnected).toBe(true);
    expect(Object.fromEntries(new FormData(posted))).toEqual({
      amt: '1010.75',
      psc: '0',
      pdc: '0',
      txAmt: '0',
      tAmt: '1010.75',
      pid: 'TXN1767225600000',
      scd: 'epay_payment',
      su: 'http://localhost:3000/esewa-success',
      fu: 'http://localhost:3000/esewa-failure',
    });
    expect([...posted.elements].every((field) => (field as HTMLInputElement).type === 'hidden')).toBe(true);
  });
});
