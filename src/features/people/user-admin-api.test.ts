import { afterEach, describe, expect, it, vi } from 'vitest';
import { createUserAdminApi } from './user-admin-api';
import { fakeApiHost, type Reply } from '../../api/testing/fake-api-host';
import { asha } from '../../api/testing/fixtures';

/** The user calls against a fake API host answering by "METHOD path?query". */
function serve(routes: Record<string, Reply>) {
  const { http, calls } = fakeApiHost(routes, { token: () => 'token' });
  return { api: createUserAdminApi(http), calls };
}

afterEach(() => vi.unstubAllGlobals());

describe('the admin user calls', () => {
  it('asks for pages of 8, searches with q, and reads one user', async () => {
    const { api, calls } = serve({
      'GET /api/account/users/?page=2&page_size=8': { body: { count: 9, results: [asha] } },
      'GET /api/account/search/?q=asha+g': { body: [asha] },
      'GET /api/account/users/2/': { body: asha },
    });
    expect(await api.userPage(2)).toEqual({ ok: true, data: { count: 9, results: [asha] } });
    expect(await api.searchUsers('asha g')).toEqual({ ok: true, data: [asha] });
    expect(await api.loadUser(2)).toEqual({ ok: true, data: asha });
    expect(await api.loadUser(3)).toEqual({ ok: false, message: 'Not found.', status: 404 });
    expect(calls).toHaveLength(4);
  });

  it("deletes with DELETE /account/{id}/delete/, a refusal bringing the server's reason", async () => {
    const { api } = serve({
      'DELETE /api/account/2/delete/': { body: { message: 'User deleted successfully...' } },
      'DELETE /api/account/1/delete/': { status: 409, body: { detail: 'You cannot delete your own account.' } },
    });
    expect(await api.deleteUser(2)).toEqual({ ok: true, data: 'User deleted successfully...' });
    expect(await api.deleteUser(1)).toEqual({ ok: false, message: 'You cannot delete your own account.', status: 409 });
  });

  it('turns an answer off the contract into a failure, not a crash', async () => {
    const { api } = serve({ 'GET /api/account/users/?page=1&page_size=8': { body: { results: 'nope' } } });
    expect(await api.userPage(1)).toEqual({ ok: false, message: 'Something went wrong' });
  });
});
