import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../server/env';
import { apiClient, freshNumber, fromAddress, latestCode, PASSWORD, signedUpCustomer } from './support/account-client';
import { makeTestApp } from './support/test-app';
import { openTestDatabase, TEST_DEMO_KEY, type TestDatabase } from './support/test-database';
import { signedInAdmin } from './support/user-fixtures';

let t: TestDatabase;
let built: ReturnType<typeof makeTestApp>;

beforeAll(async () => {
  t = await openTestDatabase();
  built = makeTestApp(t.db, t.env);
});
afterAll(async () => {
  await t.destroy();
});

/** The outbox of another app on the test database, asked with the demo key and `headers`. */
const outboxIn = (app: ReturnType<typeof makeTestApp>['app'], headers: Record<string, string> = {}) =>
  app.request(`/api/dev/outbox/?key=${TEST_DEMO_KEY}`, { headers }, fromAddress('127.0.0.1'));

async function outboxFrom(address: string, headers: Record<string, string> = {}, query = '') {
  const response = await built.app.request(`/api/dev/outbox/${query}`, { headers }, fromAddress(address));
  return { status: response.status, body: (await response.json()) as unknown };
}

/**
 * Headers a proxy (or anyone) can add: none of them, from any address, opens the outbox
 * (docs/rules/system.md#sms-outbox).
 */
const FORWARDING_HEADERS: Array<Record<string, string>> = [
  {},
  { 'X-Forwarded-Proto': 'https' },
  { 'X-Client-IP': '127.0.0.1' },
  { 'CF-Connecting-IP': '127.0.0.1' },
  { 'True-Client-IP': '127.0.0.1' },
  { 'X-Forwarded-For': '127.0.0.1' },
  { Forwarded: 'for=127.0.0.1' },
  { 'X-Real-IP': '127.0.0.1' },
  { Via: '1.1 nginx' },
];

describe('GET /api/dev/outbox/', () => {
  it('lists the texts newest first to whoever holds the demo key, in the query or a header, from any address', async () => {
    const api = apiClient(built.app);
    const first = freshNumber();
    const second = freshNumber();
    await api.post('/account/send-otp/', { phone_number: first, otp_type: 'customer' });
    await api.post('/account/send-otp/', { phone_number: second, otp_type: 'customer' });
    const ways: Array<[string, Record<string, string>, string]> = [
      ['127.0.0.1', {}, `?key=${TEST_DEMO_KEY}`],
      ['203.0.113.10', {}, `?key=${TEST_DEMO_KEY}`],
      ['::1', { 'X-Demo-Key': TEST_DEMO_KEY }, ''],
      ['198.51.100.7', { 'X-Demo-Key': TEST_DEMO_KEY, 'X-Forwarded-For': '198.51.100.7' }, ''],
    ];
    for (const [address, headers, query] of ways) {
      const response = await outboxFrom(address, headers, query);
      expect(response.status, address).toBe(200);
      const list = response.body as Array<{ to: string; text: string; sent_at: string }>;
      expect(list.slice(0, 2).map((message) => message.to)).toEqual([second, first]);
      expect(list[0]).toEqual({
        to: second,
        text: `Your Restaurant code is ${await latestCode(t.db, second)}. It expires in 5 minutes.`,
        sent_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      });
    }
  });

  it('is a 404 without the key from the server itself, whatever headers a proxy or a visitor adds (docs/rules/system.md#demo-and-production)', async () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1', '203.0.113.10']) {
      for (const headers of FORWARDING_HEADERS) {
        expect(await outboxFrom(address, headers), `${address} ${JSON.stringify(headers)}`).toMatchObject({
          status: 404,
          body: { detail: 'Not found.' },
        });
      }
    }
    // Not served by a socket at all.
    expect((await built.app.request('/api/dev/outbox/')).status).toBe(404);
  });

  it('is a 404 with a wrong key', async () => {
    const almost = `${TEST_DEMO_KEY.slice(0, -1)}${TEST_DEMO_KEY.endsWith('x') ? 'y' : 'x'}`;
    const wrong = [almost, TEST_DEMO_KEY.slice(0, -1), `${TEST_DEMO_KEY}x`, '', TEST_DEMO_KEY.toUpperCase()];
    for (const key of wrong) {
      expect((await outboxFrom('127.0.0.1', {}, `?key=${encodeURIComponent(key)}`)).status, key).toBe(404);
      expect((await outboxFrom('127.0.0.1', { 'X-Demo-Key': key })).status, key).toBe(404);
    }
    expect((await outboxFrom('127.0.0.1', {}, `?demo_key=${TEST_DEMO_KEY}`)).status).toBe(404);
  });

  it("answers a signed-in admin's bearer token, never a customer's", async () => {
    const admin = await signedInAdmin(built.app, t.db, 'Outbox Admin');
    const customer = await signedUpCustomer(apiClient(built.app), t.db);
    const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
    expect((await outboxFrom('203.0.113.10', bearer(admin.access))).status).toBe(200);
    expect((await outboxFrom('127.0.0.1', bearer(customer.access))).status).toBe(404);
    expect((await outboxFrom('127.0.0.1', bearer('not.a.token'))).status).toBe(404);
  });

  it('is closed unless a developer asked for it with SMS_PROVIDER=outbox (docs/rules/system.md#sms-outbox)', async () => {
    for (const provider of [undefined, 'log']) {
      const env = loadEnv({ DATA_DIR: t.dataDir, JWT_SECRET: t.env.jwtSecret, ...(provider ? { SMS_PROVIDER: provider } : {}) });
      expect(env.sms).toEqual({ provider: 'outbox', listed: false });
      const quiet = makeTestApp(t.db, { ...t.env, sms: env.sms });
      expect((await outboxIn(quiet.app)).status, provider).toBe(404);
    }
  });

  it('does not exist in a production start, whatever key or token is shown', async () => {
    const production = makeTestApp(t.db, { ...t.env, production: true, demoKey: null });
    const admin = await signedInAdmin(production.app, t.db, 'Production Admin');
    expect((await outboxIn(production.app)).status).toBe(404);
    expect((await outboxIn(production.app, { Authorization: `Bearer ${admin.access}` })).status).toBe(404);
  });

  it('does not exist when a real SMS provider is configured', async () => {
    const env = loadEnv({
      DATA_DIR: t.dataDir,
      JWT_SECRET: t.env.jwtSecret,
      SMS_PROVIDER: 'http',
      SMS_HTTP_URL: 'http://127.0.0.1:9/never-called',
    });
    const withProvider = makeTestApp(t.db, { ...t.env, sms: env.sms });
    expect((await outboxIn(withProvider.app)).status).toBe(404);
  });

  it('prints each text on its own plain line, apart from the JSON log', async () => {
    const phone = freshNumber();
    await apiClient(built.app).post('/account/send-otp/', { phone_number: phone, otp_type: 'customer' });
    const code = await latestCode(t.db, phone);
    expect(built.printed).toContain(
      `[sms outbox] to ${phone}: Your Restaurant code is ${code}. It expires in 5 minutes.`,
    );
    expect(built.logLines).toContainEqual(expect.objectContaining({ to: `*******${phone.slice(-3)}` }));
  });
});

describe('the HTTP SMS provider', () => {
  let gateway: Server;
  let url: string;
  const received: Array<{ authorization: string | undefined; contentType: string | undefined; body: unknown }> = [];
  let failNext = false;

  beforeAll(async () => {
    gateway = createServer((request: IncomingMessage, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        received.push({
          authorization: request.headers.authorization,
          contentType: request.headers['content-type'],
          body: JSON.parse(body),
        });
        response.statusCode = failNext ? 500 : 202;
        failNext = false;
        response.end('{"queued": true}');
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/messages`;
  });
  afterAll(async () => {
    await new Promise((resolve) => gateway.close(resolve));
  });

  const appWithGateway = (token?: string) => {
    const env = loadEnv({
      DATA_DIR: t.dataDir,
      JWT_SECRET: t.env.jwtSecret,
      SMS_PROVIDER: 'http',
      SMS_HTTP_URL: url,
      ...(token ? { SMS_HTTP_TOKEN: token } : {}),
    });
    // No `sms` option: the app builds the provider from the environment, as in production.
    return makeTestApp(t.db, { ...t.env, sms: env.sms });
  };

  it('posts {to, text} as JSON with the bearer token', async () => {
    const { app, printed } = appWithGateway('gateway-token');
    const phone = freshNumber();
    const response = await apiClient(app).post('/account/send-otp/', { phone_number: phone, otp_type: 'customer' });
    expect(response.status).toBe(200);
    expect(received.at(-1)).toEqual({
      authorization: 'Bearer gateway-token',
      contentType: 'application/json',
      body: { to: phone, text: expect.stringMatching(/^Your Restaurant code is \d{4}\. It expires in 5 minutes\.$/) },
    });
    expect(printed).toEqual([]);
    expect(await t.db.selectFrom('sms_outbox').selectAll().where('to_number', '=', phone).execute()).toEqual([]);
  });

  it('answers 503 when the gateway refuses the message', async () => {
    const { app } = appWithGateway();
    failNext = true;
    const response = await apiClient(app).post('/account/send-otp/', {
      phone_number: freshNumber(),
      otp_type: 'customer',
    });
    expect(response).toMatchObject({
      status: 503,
      body: { detail: 'The code could not be sent. Please try again later.' },
    });
    expect(received.at(-1)?.authorization).toBeUndefined();
  });
});

describe('the log', () => {
  it('never holds a code, a password or a token', async () => {
    const api = apiClient(built.app);
    const customer = await signedUpCustomer(api, t.db);
    const code = await latestCode(t.db, customer.phoneNumber);
    await api.post('/account/login/', { phone_number: customer.phoneNumber, password: 'Wrong@999' });
    const login = await api.post('/account/login/', { phone_number: customer.phoneNumber, password: PASSWORD });
    const refreshed = await api.post('/account/refresh-token/', { refresh: String(login.body.refresh_token) });
    await api.post('/account/validate-token/', { access: String(refreshed.body.access) });
    const changed = await api.post(
      '/account/change-password/',
      { password: PASSWORD, new_password: 'Changed@1', confirm_password: 'Changed@1' },
      { token: String(refreshed.body.access) },
    );
    await api.post('/account/forgot-password/', { phone_number: customer.phoneNumber });
    const resetCode = await latestCode(t.db, customer.phoneNumber);
    await api.post(
      '/account/logout/',
      { refresh: String(changed.body.refresh_token) },
      { token: String(changed.body.access_token) },
    );

    const secrets = [
      code,
      resetCode,
      PASSWORD,
      'Wrong@999',
      'Changed@1',
      customer.access,
      customer.refresh,
      String(login.body.access_token),
      String(login.body.refresh_token),
      String(refreshed.body.access),
      String(refreshed.body.refresh),
      String(changed.body.access_token),
      String(changed.body.refresh_token),
    ];
    expect(built.rawLog.length).toBeGreaterThan(10);
    // Pino's own fields (the time, the process id 32647) are numbers that can hold a 4-digit code by chance.
    const withoutPinoFields = (line: string) => {
      try {
        const { time: _time, pid: _pid, hostname: _hostname, ...rest } = JSON.parse(line) as Record<string, unknown>;
        return JSON.stringify(rest);
      } catch {
        return line;
      }
    };
    const log = built.rawLog.map(withoutPinoFields).join('\n');
    for (const secret of secrets) expect(log).not.toContain(secret);
    expect(log).not.toMatch(/code is/);
  });
});
