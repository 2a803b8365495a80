import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '../../../contract/account';
import { createHttp } from '../../api/http';
import { createUserAdminApi } from './user-admin-api';

type Reply = { status?: number; body?: unknown };

/** A fake API host answering by "METHOD path?query". */
function serve(routes: Record<string, Reply>) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const route = `${init?.method ?? 'GET'} ${String(input)}`;
      calls.push(route);
      const reply = routes[route] ?? { status: 404, body: { detail: 'Not found.' } };
      return new Response(JSON.stringify(reply.body), {
        status: reply.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  const http = createHttp({ baseURL: '/api', getAccessToken: () => 'token', onUnauthorized: () => {} });
  return { api: createUserAdminApi(http), calls };
}

afterEach(() => vi.unstubAllGlobals());

const asha: Profile = {
  id: 2,
  name: 'Asha Gurung',
  phone_number: '9811111111',
  profile_picture: null,
  is_admin: false,
  created_at: '2026-01-12T09:30:00Z',
};

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
