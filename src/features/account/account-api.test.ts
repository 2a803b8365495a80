import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAccountApi } from './account-api';
import { readCookie } from './cookies';
import { readSessionCookies } from './session-cookies';
import { fakeApiHost, type Reply } from '../../api/testing/fake-api-host';
import { asha } from '../../api/testing/fixtures';

/** The account calls against a fake API host; the bearer is the access cookie's, as in the app. */
function serve(routes: Record<string, Reply>) {
  const onUnauthorized = vi.fn();
  const { http, calls } = fakeApiHost(routes, { token: () => readCookie('access'), onUnauthorized });
  return { api: createAccountApi(http), calls, onUnauthorized };
}

const clear = () => {
  for (const name of ['access', 'refresh']) document.cookie = `${name}=; Max-Age=0; Path=/`;
};

beforeEach(clear);
afterEach(() => {
  clear();
  vi.unstubAllGlobals();
});

describe('session cookies', () => {
  it('are written as `access` and `refresh`, readable again, and cleared', () => {
    const { api } = serve({});
    api.saveTokens({ access: 'a.b.c', refresh: 'r/+=' }, { access: 18_000, refresh: 18_000 });
    expect(readSessionCookies()).toEqual({ access: 'a.b.c', refresh: 'r/+=' });
    api.clearTokens();
    expect(readSessionCookies()).toEqual({ access: null, refresh: null });
  });

  it('carry path /, the lifetime given, SameSite Lax, and Secure only under https', () => {
    const written: string[] = [];
    const cookie = vi.spyOn(document, 'cookie', 'set').mockImplementation((value) => void written.push(value));
    const { api } = serve({});
    api.saveTokens({ access: 'a', refresh: 'r' }, { access: 86_400, refresh: 18_000 });
    expect(written).toEqual([
      'access=a; Path=/; Max-Age=86400; SameSite=Lax',
      'refresh=r; Path=/; Max-Age=18000; SameSite=Lax',
    ]);
    cookie.mockRestore();
  });
});

describe('createAccountApi: the account calls of docs/rules/api.md#account under /api', () => {
  it('validates the access cookie with POST /account/validate-token/ {access}', async () => {
    document.cookie = 'access=tok; Path=/';
    const { api, calls } = serve({ 'POST /api/account/validate-token/': { body: { is_admin: false, user: asha } } });
    expect(await api.validateSession()).toEqual({ ok: true, data: { is_admin: false, user: asha } });
    expect(calls.map(({ route, body }) => [route, body])).toEqual([
      ['POST /api/account/validate-token/', { access: 'tok' }],
    ]);
  });

  it('asks nothing when there is no access cookie, and fails', async () => {
    const { api, calls } = serve({});
    expect(await api.validateSession()).toMatchObject({ ok: false });
    expect(await api.refreshSession()).toMatchObject({ ok: false });
    expect(calls).toEqual([]);
  });

  it('refreshes with POST /account/refresh-token/ {refresh} and answers the rotated pair', async () => {
    document.cookie = 'refresh=old; Path=/';
    const { api, calls } = serve({
      'POST /api/account/refresh-token/': { body: { access: 'new-a', refresh: 'new-r', is_admin: false, user: asha } },
    });
    expect(await api.refreshSession()).toEqual({
      ok: true,
      data: { tokens: { access: 'new-a', refresh: 'new-r' }, is_admin: false, user: asha },
    });
    expect(calls[0]).toMatchObject({ route: 'POST /api/account/refresh-token/', body: { refresh: 'old' } });
  });

  it('logs in with POST /account/login/; a refusal is its detail, reported as a 401', async () => {
    const { api, calls, onUnauthorized } = serve({
      'POST /api/account/login/': { status: 401, body: { detail: 'Invalid phone number or password.' } },
    });
    const credentials = { phone_number: '9811111111', password: 'wrong-one' };
    expect(await api.logIn(credentials)).toEqual({ ok: false, message: 'Invalid phone number or password.', status: 401 });
    expect(calls[0]).toMatchObject({ route: 'POST /api/account/login/', body: credentials });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('logs out with POST /account/logout/ {refresh}, bearer from the access cookie', async () => {
    document.cookie = 'access=a; Path=/';
    document.cookie = 'refresh=r; Path=/';
    const { api, calls } = serve({ 'POST /api/account/logout/': { body: { message: 'Logout successfully...' } } });
    expect(await api.logOut()).toMatchObject({ ok: true });
    expect(calls).toEqual([{ route: 'POST /api/account/logout/', body: { refresh: 'r' }, bearer: 'Bearer a' }]);
  });

  it('does not call logout without an access cookie (nothing to end)', async () => {
    const { api, calls } = serve({});
    expect(await api.logOut()).toMatchObject({ ok: true });
    expect(calls).toEqual([]);
  });

  it('reads the profile with GET /account/user-profile/', async () => {
    const { api } = serve({ 'GET /api/account/user-profile/': { body: asha } });
    expect(await api.loadProfile()).toEqual({ ok: true, data: asha });
  });

  it('updates the profile with a multipart PUT of name and picture, never the phone number', async () => {
    const { api, calls } = serve({ 'PUT /api/account/user-profile/': { body: { message: 'Profile updated successfully!' } } });
    const picture = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'me.jpg', { type: 'image/jpeg' });
    expect(await api.updateProfile({ name: 'Asha Sharma', picture })).toEqual({
      ok: true,
      data: 'Profile updated successfully!',
    });
    const form = calls[0]!.body as FormData;
    expect(form.get('name')).toBe('Asha Sharma');
    expect((form.get('profile_picture') as File).name).toBe('me.jpg');
    expect(form.has('phone_number')).toBe(false);
  });

  it('changes the password with POST /account/change-password/ and answers the new tokens', async () => {
    const { api, calls } = serve({
      'POST /api/account/change-password/': {
        body: { message: 'Password changed successfully!', access_token: 'a2', refresh_token: 'r2' },
      },
    });
    const body = { password: 'Demo@1234', new_password: 'Better@99', confirm_password: 'Better@99' };
    expect(await api.changePassword(body)).toEqual({
      ok: true,
      data: { message: 'Password changed successfully!', tokens: { access: 'a2', refresh: 'r2' } },
    });
    expect(calls[0]).toMatchObject({ route: 'POST /api/account/change-password/', body });
  });
});
