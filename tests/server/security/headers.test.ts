import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../../server/db/database';
import { MAX_JSON_BYTES } from '../../../server/http/errors';
import { esewaForm } from '../../../server/services/esewa-form';
import { apiClient, freshNumber, signedUpCustomer } from '../support/account-client';
import { PUBLIC_URL } from '../support/sandbox-esewa';
import { makeTestApp } from '../support/test-app';
import { signedInAdmin } from '../support/user-fixtures';
import { openTestDatabase, type TestDatabase } from '../support/test-database';
import { missingSecurityHeaders } from './response-checks';

/**
 * The security headers of server/http/security-headers.ts on every kind of answer the server gives. http.test.ts
 * covers the plain ones (API JSON, API 404, images, the app's index and assets, "not built", a 500 on a read); these
 * are the rest: each error status and the paths that build their answer their own way (HTML pages, redirects,
 * XML, an event stream, Hono's own exceptions, 304s, HEAD).
 */
let t: TestDatabase;
let distDir: string;
let app: ReturnType<typeof makeTestApp>['app'];
let tokens: { admin: string; customer: string };
const shutdown = new AbortController();

beforeAll(async () => {
  t = await openTestDatabase({ PUBLIC_URL });
  distDir = await mkdtemp(join(tmpdir(), 'restaurant-dist-'));
  await mkdir(join(distDir, 'assets'));
  await writeFile(join(distDir, 'index.html'), '<!doctype html><title>Menu</title>');
  await writeFile(join(distDir, 'assets', 'index-a1b2c3.js'), 'export {};\n');
  ({ app } = makeTestApp(t.db, t.env, { distDir, shutdown: shutdown.signal }));
  tokens = {
    admin: (await signedInAdmin(app, t.db)).access,
    customer: (await signedUpCustomer(apiClient(app), t.db)).access,
  };
});
afterAll(async () => {
  shutdown.abort();
  await t.destroy();
  await rm(distDir, { recursive: true, force: true });
});

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const json = (method: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  app.request(path, {
    method,
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
const form = (path: string, fields: Record<string, string | number>) =>
  app.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(Object.entries(fields).map(([name, value]) => [name, String(value)])),
  });
const gatewayFields = () => esewaForm(t.env, { pid: 'ORD-HEADERS-1', bill: { totalPaisa: 25_000, vatPaisa: 0, servicePaisa: 0, deliveryPaisa: 0 } }).fields;

/** A database that was open once and is closed now: every query fails. */
async function closedDatabase() {
  const db = createDatabase(t.env);
  await sql`select 1`.execute(db);
  await db.destroy();
  return db;
}

type Case = [name: string, send: () => Response | Promise<Response>, status: number, type?: RegExp];

const cases: Case[] = [
  ['a JSON answer to a POST', () => json('POST', '/api/account/validate-token/', { access: tokens.customer }), 200, /json/],
  ['a gzip-compressed list', () => app.request('/api/meal/categories/', { headers: { 'Accept-Encoding': 'gzip' } }), 200],
  ['field errors (400)', () => json('POST', '/api/account/login/', {}), 400, /json/],
  ['malformed JSON (400)', () => json('POST', '/api/account/login/', '{"phone_number":'), 400, /json/],
  [
    "Hono's own exception, through the error handler (400)",
    () =>
      app.request('/api/account/user-profile/', {
        method: 'PUT',
        headers: { ...bearer(tokens.customer), 'Content-Type': 'multipart/form-data; boundary=x' },
        body: '--x\r\nnot a part',
      }),
    400,
    /json/,
  ],
  ['no token (401)', () => app.request('/api/account/user-profile/'), 401, /json/],
  ['a forged token (401)', () => app.request('/api/orders/', { headers: bearer(`${tokens.customer}x`) }), 401, /json/],
  ['a customer on an admin route (403)', () => app.request('/api/dashboard/', { headers: bearer(tokens.customer) }), 403, /json/],
  ['an admin on a customer route (403)', () => app.request('/api/cart/cart/', { headers: bearer(tokens.admin) }), 403, /json/],
  ['an unknown method (404)', () => app.request('/api/health', { method: 'DELETE' }), 404, /json/],
  ['an OPTIONS request', () => app.request('/api/meal/meals/', { method: 'OPTIONS' }), 404, /json/],
  ['a HEAD request', () => app.request('/api/meal/categories/', { method: 'HEAD' }), 200],
  [
    'a JSON body over 1 MB (413)',
    () => json('POST', '/api/account/login/', { phone_number: '9'.repeat(MAX_JSON_BYTES) }),
    413,
    /json/,
  ],
  [
    'an upload declared over 40 MB (413)',
    () =>
      app.request('/api/account/user-profile/', {
        method: 'PUT',
        headers: { ...bearer(tokens.customer), 'Content-Type': 'multipart/form-data; boundary=x', 'Content-Length': '50000000' },
        body: '--x--\r\n',
      }),
    413,
    /json/,
  ],
  ['the sandbox eSewa form page', () => form('/api/payment/esewa/sandbox/form', gatewayFields()), 200, /html/],
  ['the sandbox problem page (400)', () => form('/api/payment/esewa/sandbox/form', { amt: 'x' }), 400, /html/],
  [
    'the sandbox redirect back to the shop (303)',
    () => form('/api/payment/esewa/sandbox/pay', { ...gatewayFields(), choice: 'cancel' }),
    303,
  ],
  ['the sandbox transaction check (XML)', () => form('/api/payment/esewa/sandbox/transrec', { amt: 1, rid: 'x' }), 200, /xml/],
  [
    'an oversized sandbox form (413)',
    () => form('/api/payment/esewa/sandbox/form', { pid: 'p'.repeat(20_000) }),
    413,
    /html/,
  ],
  ['an app page with a matching ETag (304)', async () => {
    const etag = (await app.request('/menu')).headers.get('ETag') ?? '';
    return app.request('/menu', { headers: { 'If-None-Match': etag } });
  }, 304],
  ['a path outside the app folder (404 text)', () => app.request('/assets/%2e%2e%2f%2e%2e%2fetc/passwd'), 404],
];

describe('security headers', () => {
  it.each(cases)('are on %s', async (_name, send, status, type) => {
    const response = await send();
    expect(response.status).toBe(status);
    if (type) expect(response.headers.get('Content-Type')).toMatch(type);
    expect(missingSecurityHeaders(response, t.env)).toEqual([]);
    await response.body?.cancel();
  });

  it('are on the live order stream', async () => {
    const response = await app.request('/api/orders/events/', { headers: bearer(tokens.customer) });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/event-stream/);
    expect(missingSecurityHeaders(response, t.env)).toEqual([]);
    await response.body?.cancel();
  });

  it('are on too many code requests (429)', async () => {
    const phoneNumber = freshNumber();
    let response: Response | undefined;
    for (let sent = 0; sent < 30; sent += 1) {
      response = await json('POST', '/api/account/send-otp/', { phone_number: phoneNumber, otp_type: 'customer' });
      if (response.status === 429) break;
    }
    expect(response?.status).toBe(429);
    expect(missingSecurityHeaders(response as Response, t.env)).toEqual([]);
  });

  it('are on the answers of a server whose database is gone (500, 503)', async () => {
    const broken = makeTestApp(await closedDatabase(), t.env, { distDir }).app;
    const responses = [
      await broken.request('/api/account/login/', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ phone_number: '9800000000', password: 'secret1' }),
      }),
      await broken.request('/api/orders/', { headers: bearer(tokens.customer) }),
      await broken.request('/api/health'),
    ];
    expect(responses.map((response) => response.status)).toEqual([500, 500, 503]);
    for (const response of responses) expect(missingSecurityHeaders(response, t.env)).toEqual([]);
  });
});
