import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NUL_IN_URL, NUL_REFUSED } from '../../../server/http/nul';
import { apiClient, signedUpCustomer } from '../support/account-client';
import { makeTestApp } from '../support/test-app';
import { openTestDatabase, type TestDatabase } from '../support/test-database';

/**
 * A NUL in a request is refused as the client's mistake (400 naming where), never a 500: PostgreSQL cannot store or
 * even compare a NUL, so before this the fuzzer's NUL escape broke the payment routes there (SQLite took it).
 */
let t: TestDatabase;
let app: ReturnType<typeof makeTestApp>['app'];
let customer: string;

beforeAll(async () => {
  t = await openTestDatabase({ ESEWA_API: 'v2' });
  ({ app } = makeTestApp(t.db, t.env));
  customer = (await signedUpCustomer(apiClient(app), t.db)).access;
});
afterAll(() => t.destroy());

const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  app.request(path, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body });

describe('a NUL character in a request', () => {
  it('in a JSON field: 400 naming the field, on the route that failed on PostgreSQL', async () => {
    const response = await post('/api/payment/esewa/failure/', '{"pid":"\\u0000 "}', {
      Authorization: `Bearer ${customer}`,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ pid: [NUL_REFUSED] });
  });

  it('deep in a JSON body, before any route reads it', async () => {
    const response = await post('/api/cart/cart/', '{"meal":1,"notes":{"line":["ok","a\\u0000b"]}}', {
      Authorization: `Bearer ${customer}`,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ 'notes.line.1': [NUL_REFUSED] });
  });

  it("in the sandbox's settle call, which reads its own body (the other route that failed)", async () => {
    const response = await post('/api/payment/esewa/sandbox/v2/settle', '{"transaction_uuid":"\\u0000","status":"COMPLETE"}');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ transaction_uuid: [NUL_REFUSED] });
  });

  it('in the address: 400 saying so', async () => {
    const response = await app.request('/api/meal/meals/?search=momo%00');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ detail: NUL_IN_URL });
  });

  it("in a form field the sandbox reads: as if the field were missing, the stand-in's usual answer", async () => {
    const response = await app.request('/api/payment/esewa/sandbox/transrec', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ amt: '100', rid: 'R\u0000', pid: 'P', scd: 'EPAYTEST' }),
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(/failure/i);
  });
});
