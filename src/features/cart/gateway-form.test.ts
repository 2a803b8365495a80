import { afterEach, describe, expect, it, vi } from 'vitest';
import { esewaSandboxForm } from '../../../machines/shared/testing/fixtures';
import { submitGatewayForm } from './gateway-form';

const form = esewaSandboxForm;

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('submitGatewayForm: the hidden form of docs/rules/api.md#the-api, posted as a full-page navigation', () => {
  it('posts every field, as the server gave it, to the action', () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    submitGatewayForm(form);
    expect(submit).toHaveBeenCalledTimes(1);
    const posted = submit.mock.contexts[0] as HTMLFormElement;
    expect(posted.method).toBe('post');
    expect(posted.action).toBe(form.action);
    expect(posted.hidden).toBe(true);
    expect(posted.isConnected).toBe(true);
    expect(Object.fromEntries(new FormData(posted))).toEqual(
      Object.fromEntries(Object.entries(form.fields).map(([name, value]) => [name, String(value)])),
    );
    expect([...posted.elements].every((field) => (field as HTMLInputElement).type === 'hidden')).toBe(true);
  });

  it("goes to Khalti's payment page when the checkout answers a Khalti payment, posting no form", () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    const assign = vi.fn();
    const doc = { defaultView: { location: { assign } } } as unknown as Document;
    const url = 'http://localhost/api/payment/khalti/sandbox/pay?pidx=Abc123';
    submitGatewayForm({ gateway: 'khalti', payment_url: url }, doc);
    expect(assign).toHaveBeenCalledWith(url);
    expect(submit).not.toHaveBeenCalled();
  });
});
