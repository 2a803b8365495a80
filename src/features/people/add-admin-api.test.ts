import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CreateAdminRequest, CreateAdminResponse } from '../../../contract/users';
import { createAppApi } from '../../api/app-api';
import { fakeApiHost, type Reply } from '../../api/testing/fake-api-host';

/** A fake API host answering POST /api/account/users/, recording what reached it. */
function serve(reply: Reply) {
  // Through the app's own api: the add-admin module is one of its lazily loaded parts.
  const { http, calls } = fakeApiHost({ 'POST /api/account/users/': reply }, { token: () => 'admin-token' });
  return { api: createAppApi(http), calls };
}

afterEach(() => vi.unstubAllGlobals());

const request: CreateAdminRequest = {
  name: 'Nima Sherpa',
  phone_number: '+977 9812345678',
  password: 'Kitchen#2026',
  confirm_password: 'Kitchen#2026',
  account_type: 'admin',
  userotp: '1234',
};
const created: CreateAdminResponse = {
  message: 'Admin created successfully!',
  user: {
    id: 9,
    name: 'Nima Sherpa',
    phone_number: '9812345678',
    profile_picture: null,
    is_admin: true,
    created_at: '2026-11-21T09:00:00Z',
  },
};

describe('createAdmin: POST /account/users/ as the signed-in admin', () => {
  it("sends the kept form and the code with the admin's bearer, and answers the new admin and the message", async () => {
    const { api, calls } = serve({ status: 201, body: created });
    expect(await api.createAdmin(request)).toEqual({ ok: true, data: created });
    expect(calls).toEqual([{ route: 'POST /api/account/users/', bearer: 'Bearer admin-token', body: request }]);
  });

  it("passes a wrong code on as the server's words with its status", async () => {
    const { api } = serve({ status: 400, body: { userotp: ['Invalid or expired code.'] } });
    expect(await api.createAdmin(request)).toEqual({ ok: false, message: 'Invalid or expired code.', status: 400 });
  });

  it('fails an answer off the contract rather than trusting it', async () => {
    const { api } = serve({ status: 201, body: { message: 'Admin created successfully!' } });
    expect(await api.createAdmin(request)).toEqual({ ok: false, message: 'Something went wrong' });
  });
});
