import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionResponse } from '../../../contract/account';
import { createSignupApi } from './signup-api';
import { fakeApiHost, type Reply } from '../../api/testing/fake-api-host';

const PATHS = ['send-otp', 'resend-otp', 'forgot-password', 'reset-password', 'signup'];

/** A fake API host answering each sign-up call with one reply. */
function serve(reply: Reply) {
  const { http, calls } = fakeApiHost(Object.fromEntries(PATHS.map((path) => [`POST /api/account/${path}/`, reply])));
  return { api: createSignupApi(http), calls };
}

afterEach(() => vi.unstubAllGlobals());

const session: SessionResponse = {
  access_token: 'a',
  refresh_token: 'r',
  is_admin: false,
  message: 'Account created successfully',
  user: {
    id: 1,
    name: 'Asha',
    phone_number: '9812345678',
    profile_picture: null,
    is_admin: false,
    created_at: '2025-01-01T00:00:00Z',
  },
};
const signup = {
  name: 'Asha',
  phone_number: '9812345678',
  password: 'secret1',
  confirm_password: 'secret1',
  userotp: '1234',
  account_type: 'customer' as const,
};
const send = { phone_number: '9812345678', otp_type: 'customer' as const };
const reset = { phone_number: '9812345678', userotp: '1234', new_password: 'newpass1', confirm_password: 'newpass1' };

describe('createSignupApi: POSTs to the paths of docs/rules/accounts.md#sign-up, answers parsed by the contract', () => {
  it.each([
    ['sendOtp', '/api/account/send-otp/', send],
    ['resendOtp', '/api/account/resend-otp/', send],
    ['forgotPassword', '/api/account/forgot-password/', { phone_number: '9812345678' }],
    ['resetPassword', '/api/account/reset-password/', reset],
  ] as const)('%s → POST %s {message}', async (method, path, body) => {
    const { api, calls } = serve({ status: 200, body: { message: 'Done.' } });
    const call = api[method] as (request: typeof body) => ReturnType<typeof api.sendOtp>;
    await expect(call(body)).resolves.toEqual({ ok: true, data: { message: 'Done.' } });
    expect(calls).toEqual([{ route: `POST ${path}`, body }]);
  });

  it('signUp → POST /api/account/signup/ with the draft and the code, answering the session', async () => {
    const { api, calls } = serve({ status: 201, body: session });
    await expect(api.signUp(signup)).resolves.toEqual({ ok: true, data: session });
    expect(calls).toEqual([{ route: 'POST /api/account/signup/', body: signup }]);
  });

  it('a wrong code is a failure with the docs/rules/texts.md#auth-error-text auth error text and its status', async () => {
    const { api } = serve({ status: 400, body: { userotp: ['Invalid or expired code.'] } });
    await expect(api.signUp(signup)).resolves.toEqual({ ok: false, message: 'Invalid or expired code.', status: 400 });
  });

  it('an answer off the contract is a failure without a status', async () => {
    const { api } = serve({ status: 200, body: { text: 'sent' } });
    await expect(api.sendOtp(send)).resolves.toEqual({ ok: false, message: 'Something went wrong' });
  });
});
