import { Hono } from 'hono';
import { sign } from 'hono/jwt';
import { requireAdmin, requireUser } from '../../server/http/auth';
import { type AccountContext } from '../../server/services/account-context';
import { signedUpCustomer } from './support/account-client';
import { t, clock, api, profileWith, anAdmin, useAccountSessionWorld } from './support/account-session-world';
import { describe, expect, it } from 'vitest';

useAccountSessionWorld();

// Access tokens and the guards that read them.

describe('access tokens', () => {
  const forge = async (payload: Record<string, unknown>, key = t.env.jwtSecret, alg: 'HS256' | 'HS512' = 'HS256') =>
    sign(payload, key, alg);
  const claimsOf = (token: string) =>
    JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;

  it('are HS256 JWTs with sub, sid and typ access, valid 5 hours', async () => {
    const customer = await signedUpCustomer(api, t.db);
    const header = JSON.parse(Buffer.from(customer.access.split('.')[0] ?? '', 'base64url').toString());
    expect(header).toEqual({ alg: 'HS256', typ: 'JWT' });
    const claims = claimsOf(customer.access);
    expect(claims).toMatchObject({ sub: String(customer.user.id), sid: expect.any(Number), typ: 'access' });
    expect(Number(claims.exp) - Number(claims.iat)).toBe(5 * 60 * 60);
  });

  it('validate-token answers the user for a good token', async () => {
    const customer = await signedUpCustomer(api, t.db);
    expect(await api.post('/account/validate-token/', { access: customer.access })).toMatchObject({
      status: 200,
      body: { is_admin: false, user: { id: customer.user.id, phone_number: customer.phoneNumber } },
    });
  });

  it('refuse alg none, a wrong key, a tampered payload, another algorithm, an expired token and a refresh token', async () => {
    const customer = await signedUpCustomer(api, t.db);
    const claims = claimsOf(customer.access);
    const encode = (part: unknown) => Buffer.from(JSON.stringify(part)).toString('base64url');
    const [header, , signature] = customer.access.split('.');
    const other = await signedUpCustomer(api, t.db);

    const bad = {
      'alg none': `${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims)}.`,
      'wrong key': await forge(claims, 'another-secret-that-is-long-enough-0123456789'),
      tampered: `${header}.${encode({ ...claims, sub: String(other.user.id) })}.${signature}`,
      'HS512 with the right key': await forge(claims, t.env.jwtSecret, 'HS512'),
      'typ refresh': await forge({ ...claims, typ: 'refresh' }),
      'refresh token': customer.refresh,
      garbage: 'not.a.token',
    };
    for (const [what, token] of Object.entries(bad)) {
      expect((await profileWith(token)).status, what).toBe(401);
      expect((await api.post('/account/validate-token/', { access: token })).status, what).toBe(401);
    }
    expect((await profileWith(customer.access)).status).toBe(200);
    clock.advance(5 * 60 * 60 * 1000);
    expect(await profileWith(customer.access)).toMatchObject({
      status: 401,
      body: { detail: 'Your session has expired. Please log in again.' },
    });
    expect((await api.post('/account/validate-token/', { access: customer.access })).status).toBe(401);
  });

  it('die with their user', async () => {
    const customer = await signedUpCustomer(api, t.db);
    await t.db.deleteFrom('users').where('id', '=', customer.user.id).execute();
    expect((await profileWith(customer.access)).status).toBe(401);
    expect((await api.post('/account/refresh-token/', { refresh: customer.refresh })).status).toBe(401);
  });

  it('are required: no header gives 401 credentials not provided', async () => {
    expect(await api.get('/account/user-profile/')).toMatchObject({
      status: 401,
      body: { detail: 'Authentication credentials were not provided.' },
    });
  });
});

describe('requireUser and requireAdmin', () => {
  const guarded = () => {
    const ctx: AccountContext = {
      db: t.db,
      secret: t.env.jwtSecret,
      dataDir: t.dataDir,
      clock: clock.now,
      sms: { sendSms: async () => {} },
      sleep: async () => {},
    };
    return new Hono()
      .get('/mine', requireUser(ctx), (c) => c.json({ id: c.var.user.id }))
      .get('/admin', requireAdmin(ctx), (c) => c.json({ id: c.var.user.id }));
  };
  const get = (path: string, token?: string) =>
    guarded().request(path, { headers: token ? { Authorization: `Bearer ${token}` } : {} });

  it('let a customer through requireUser and stop them at requireAdmin', async () => {
    const customer = await signedUpCustomer(api, t.db);
    expect(await (await get('/mine', customer.access)).json()).toEqual({ id: customer.user.id });
    const refused = await get('/admin', customer.access);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ detail: 'You do not have permission to perform this action.' });
  });

  it('let an admin through requireAdmin', async () => {
    const admin = await anAdmin();
    expect((await get('/admin', admin.access)).status).toBe(200);
  });

  it('answer 401 without a token', async () => {
    const response = await get('/admin');
    expect(response.status).toBe(401);
    expect(response.headers.get('WWW-Authenticate')).toBe('Bearer');
    expect(await response.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
  });
});
