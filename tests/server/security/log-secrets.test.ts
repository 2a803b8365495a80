import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mealList } from '../../../contract/meal';
import { gatewayCheckout as checkout } from '../../../contract/order';
import { createApp } from '../../../server/app';
import { createDatabase } from '../../../server/db/database';
import { seedDatabase } from '../../../server/demo/seed';
import { createLogger } from '../../../server/logger';
import { outboxSms } from '../../../server/services/sms-outbox';
import { freshNumber, latestCode } from '../support/account-client';
import { PUBLIC_URL, successQuery, TEST_ACCOUNT, throughSandbox } from '../support/sandbox-esewa';
import { makeTestEnv, openTestDatabase, TEST_DEMO_KEY, type TestDatabase } from '../support/test-database';
import { loadTinyCatalog } from '../support/tiny-catalog';

/**
 * A whole account and payment journey with the server's real logger (server/logger.ts, its redaction included) at
 * its most verbose level, writing into a stream the test reads. Afterwards no log line may hold a password, a code,
 * a token (or a token's signature), the JWT secret, or a whole phone number.
 */

// The tiny catalog's restaurant opens 10:00–22:00 in Asia/Kathmandu; this is 11:45 there.
const OPEN = new Date('2026-03-02T06:00:00.000Z');
const clock = () => OPEN;

let t: TestDatabase;
const log: string[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    log.push(...chunk.toString().split('\n').filter(Boolean));
    done();
  },
});
const logger = createLogger('trace', sink);
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  t = await openTestDatabase({ DEMO_DATA: '1', PUBLIC_URL });
  await seedDatabase(t.db, t.env, { dialect: t.dialect, catalog: loadTinyCatalog });
  app = createApp({
    db: t.db,
    env: t.env,
    logger,
    distDir: '/nonexistent-dist',
    clock,
    // The outbox prints each text for the developer beside the log; the log is what this test reads.
    sms: outboxSms({ db: t.db, logger, clock, print: () => {} }),
    sleep: async () => {},
  });
}, 60_000);
afterAll(async () => {
  await t.destroy();
});

type Body = Record<string, unknown>;
async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}, onApp = app) {
  const response = await onApp.request(`/api${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text.startsWith('{') ? JSON.parse(text) : {}) as Body };
}
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Every secret the journey handled; numbers are matched whole (a 4-digit code would otherwise hide in a timestamp). */
const secrets = new Set<string>();
const numbers = new Set<string>();
const keep = (...values: unknown[]) => {
  for (const value of values) {
    if (typeof value !== 'string' || value === '') throw new Error(`not a secret: ${String(value)}`);
    secrets.add(value);
    // A JWT's signature alone is enough to tell a leaked token.
    if (value.split('.').length === 3) secrets.add(value.split('.')[2] as string);
  }
};
const tokensOf = (body: Body) =>
  keep(body.access_token ?? body.access, body.refresh_token ?? body.refresh);

async function journey() {
  const customerPhone = freshNumber();
  const password = 'Qz7!kLm2wX';
  const wrongPassword = 'Wr0ng!pass';
  const newPassword = 'N3w#Secr9t';
  const resetPassword = 'R3set$Pw42';
  keep(password, wrongPassword, newPassword, resetPassword, t.env.jwtSecret, t.env.adminPassword, TEST_ACCOUNT.password);
  numbers.add(customerPhone);

  // Sign-up with a texted code.
  expect((await call('POST', '/account/send-otp/', { phone_number: customerPhone, otp_type: 'customer' })).status).toBe(200);
  const signupCode = await latestCode(t.db, customerPhone);
  numbers.add(signupCode);
  const signup = await call('POST', '/account/signup/', {
    name: 'Sita Rai',
    phone_number: customerPhone,
    password,
    confirm_password: password,
    userotp: signupCode,
  });
  expect(signup.status).toBe(201);
  tokensOf(signup.body);

  // Log in wrong, then right; refresh; check the token; a token sent where it does not belong.
  expect((await call('POST', '/account/login/', { phone_number: customerPhone, password: wrongPassword })).status).toBe(401);
  const login = await call('POST', '/account/login/', { phone_number: customerPhone, password });
  expect(login.status).toBe(200);
  tokensOf(login.body);
  const refreshed = await call('POST', '/account/refresh-token/', { refresh: login.body.refresh_token });
  expect(refreshed.status).toBe(200);
  tokensOf(refreshed.body);
  const access = String(refreshed.body.access);
  expect((await call('POST', '/account/validate-token/', { access })).status).toBe(200);
  const leaky = `/orders/?access=${access}&refresh=${String(refreshed.body.refresh)}&password=${encodeURIComponent(password)}`;
  expect((await call('GET', leaky)).status).toBe(401);
  expect((await call('GET', '/orders/', undefined, { Authorization: `Bearer ${access}x` })).status).toBe(401);
  expect((await call('POST', '/account/refresh-token/', { refresh: `${String(login.body.refresh_token)}x` })).status).toBe(401);

  // Change the password (wrong current one first), then reset it with a texted code.
  const wrongChange = await call(
    'POST',
    '/account/change-password/',
    { password: wrongPassword, new_password: newPassword, confirm_password: newPassword },
    bearer(access),
  );
  expect(wrongChange.status).toBe(400);
  const changed = await call(
    'POST',
    '/account/change-password/',
    { password, new_password: newPassword, confirm_password: newPassword },
    bearer(access),
  );
  expect(changed.status).toBe(200);
  tokensOf(changed.body);
  expect((await call('POST', '/account/forgot-password/', { phone_number: customerPhone })).status).toBe(200);
  const resetCode = await latestCode(t.db, customerPhone);
  numbers.add(resetCode);
  const reset = await call('POST', '/account/reset-password/', {
    phone_number: customerPhone,
    userotp: resetCode,
    new_password: resetPassword,
    confirm_password: resetPassword,
  });
  expect(reset.status).toBe(200);
  const again = await call('POST', '/account/login/', { phone_number: customerPhone, password: resetPassword });
  expect(again.status).toBe(200);
  tokensOf(again.body);
  const customer = String(again.body.access_token);

  // An admin texts a code to a new admin's number and creates the account.
  const adminLogin = await call('POST', '/account/login/', { phone_number: t.env.adminPhone, password: t.env.adminPassword });
  expect(adminLogin.status).toBe(200);
  tokensOf(adminLogin.body);
  const admin = String(adminLogin.body.access_token);
  const newAdminPhone = freshNumber();
  numbers.add(newAdminPhone);
  expect((await call('POST', '/account/send-otp/', { phone_number: newAdminPhone, otp_type: 'admin' }, bearer(admin))).status).toBe(200);
  const adminCode = await latestCode(t.db, newAdminPhone);
  numbers.add(adminCode);
  const adminPassword = 'Adm1n!Strong#Pw';
  keep(adminPassword);
  const created = await call(
    'POST',
    '/account/users/',
    { name: 'Hari Admin', phone_number: newAdminPhone, password: adminPassword, confirm_password: adminPassword, userotp: adminCode },
    bearer(admin),
  );
  expect(created.status).toBe(201);

  // Checkout, pay in the sandbox (with its test password), verify.
  const menu = await app.request('/api/meal/meals/');
  const mealId = mealList.parse(await menu.json())[0]?.id;
  const placed = await call('POST', '/orders/', { items: [{ meal: mealId, quantity: 2 }] }, bearer(customer));
  expect(placed.status).toBe(201);
  const { location } = await throughSandbox(app, checkout.parse(placed.body).payment.fields);
  const { oid, amt, refId } = successQuery(location);
  expect((await call('POST', '/payment/esewa/verify/', { oid, amt, refId }, bearer(customer))).status).toBe(200);

  // Log out, and use the ended session once more.
  expect((await call('POST', '/account/logout/', { refresh: String(again.body.refresh_token) }, bearer(customer))).status).toBe(200);
  expect((await call('GET', '/account/user-profile/', undefined, bearer(customer))).status).toBe(401);

  // A request that breaks the server (its database is gone) while carrying a password and a token.
  const broken = createDatabase(t.env);
  await sql`select 1`.execute(broken);
  await broken.destroy();
  const brokenApp = createApp({ db: broken, env: t.env, logger, distDir: '/nonexistent-dist', clock, sleep: async () => {} });
  const crash = await call('POST', '/account/login/', { phone_number: customerPhone, password: resetPassword }, bearer(admin), brokenApp);
  expect(crash.status).toBe(500);
}

describe('the log', () => {
  beforeAll(journey, 60_000);

  it('was written at the most verbose level, a line for each request and the crash', () => {
    expect(logger.level).toBe('trace');
    const lines = log.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines.filter((line) => line.msg === 'request').length).toBeGreaterThanOrEqual(20);
    expect(lines.some((line) => line.msg === 'unhandled error' && line.err)).toBe(true);
    expect(lines.some((line) => String(line.msg).includes('outbox'))).toBe(true);
    expect(secrets.size).toBeGreaterThan(20);
  });

  it('holds no password, code, token, token signature, JWT secret or whole phone number', () => {
    expect(leaksIn(log, secrets, numbers)).toEqual([]);
  });
});

function leaksIn(lines: readonly string[], secretTexts: Iterable<string>, wholeNumbers: Iterable<string>) {
  const leaks: string[] = [];
  for (const line of lines) {
    for (const secret of secretTexts) if (line.includes(secret)) leaks.push(`${secret.slice(0, 12)}… in ${line.slice(0, 200)}`);
    for (const number of wholeNumbers) {
      if (new RegExp(`(?<!\\d)${number}(?!\\d)`).test(line)) leaks.push(`${number} in ${line.slice(0, 200)}`);
    }
  }
  return leaks;
}

describe('the log of the real server process', () => {
  it('holds no password, code or token after a sign-up, logins, a refresh and a logout over HTTP', async () => {
    const { env, dropDatabase } = await makeTestEnv();
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: fileURLToPath(new URL('../../..', import.meta.url)),
      env: {
        PATH: process.env.PATH ?? '',
        DATA_DIR: env.dataDir,
        ...(env.databaseUrl ? { DATABASE_URL: env.databaseUrl } : {}),
        PORT: '0',
        HOST: '127.0.0.1',
        DEMO_DATA: '0',
        LOG_LEVEL: 'trace',
        SMS_PROVIDER: 'outbox',
        DEMO_KEY: TEST_DEMO_KEY,
      },
    });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    const exited = once(child, 'exit');
    try {
      const deadline = Date.now() + 30_000;
      while (!/open at http:\/\/127\.0\.0\.1:\d+/.test(stdout) && child.exitCode === null && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const url = /open at (http:\/\/127\.0\.0\.1:\d+)/.exec(stdout)?.[1];
      expect(url, stdout).toBeDefined();
      const post = async (path: string, body: unknown, token?: string) => {
        const response = await fetch(`${url}/api${path}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
          body: JSON.stringify(body),
        });
        return { status: response.status, body: (await response.json()) as Body };
      };
      const phone = freshNumber();
      const password = 'Pr0c#ess9x';
      const found = { secrets: [password, 'Wr0ng!pass', env.jwtSecret], numbers: [phone] };
      expect((await post('/account/send-otp/', { phone_number: phone, otp_type: 'customer' })).status).toBe(200);
      // The outbox answers the demo key: the code, as a developer reads it. The key itself is never logged.
      const listed = await fetch(`${url}/api/dev/outbox/?key=${TEST_DEMO_KEY}`);
      const outbox = (await listed.json()) as Array<{ to: string; text: string }>;
      found.secrets.push(TEST_DEMO_KEY);
      const code = /code is (\d{4})\./.exec(outbox.find((text) => text.to === phone)?.text ?? '')?.[1] ?? '';
      expect(code).toMatch(/^\d{4}$/);
      found.numbers.push(code);
      const signup = await post('/account/signup/', {
        name: 'Gita Lama',
        phone_number: phone,
        password,
        confirm_password: password,
        userotp: code,
      });
      expect(signup.status).toBe(201);
      expect((await post('/account/login/', { phone_number: phone, password: 'Wr0ng!pass' })).status).toBe(401);
      const login = await post('/account/login/', { phone_number: phone, password });
      const refreshed = await post('/account/refresh-token/', { refresh: login.body.refresh_token });
      expect(refreshed.status).toBe(200);
      for (const body of [signup.body, login.body, refreshed.body]) {
        for (const token of [body.access_token ?? body.access, body.refresh_token ?? body.refresh]) {
          found.secrets.push(String(token), String(token).split('.')[2] ?? String(token));
        }
      }
      expect((await post('/account/logout/', {}, String(refreshed.body.access))).status).toBe(200);
      child.kill('SIGTERM');
      await exited;
      // The banner and the outbox's own line are plain text for the developer (docs/rules/system.md#sms-outbox); the
      // log is the JSON.
      const jsonLines = stdout.split('\n').filter((line) => line.startsWith('{'));
      expect(jsonLines.filter((line) => line.includes('"msg":"request"')).length).toBeGreaterThanOrEqual(7);
      expect(leaksIn(jsonLines, found.secrets, found.numbers)).toEqual([]);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      await dropDatabase();
    }
  }, 60_000);
});
