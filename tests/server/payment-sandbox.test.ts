import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_ESEWA_IDS } from '../../contract/payment';
import { type Fields, PUBLIC_URL, pageForm, postForm, SANDBOX_FORM_URL, TEST_ACCOUNT, throughSandbox } from './support/sandbox-esewa';
import { makeTestApp } from './support/test-app';
import { openTestDatabase, type TestDatabase } from './support/test-database';

let t: TestDatabase;
let app: ReturnType<typeof makeTestApp>['app'];

beforeAll(async () => {
  t = await openTestDatabase({ PUBLIC_URL });
  ({ app } = makeTestApp(t.db, t.env));
});
afterAll(async () => {
  await t.destroy();
});

let pids = 0;
/** The gateway form as POST /orders/ answers it, for an order of Rs. 1041.50. */
const gatewayFields = (changes: Fields = {}): Fields => ({
  amt: 1041.5,
  psc: 0,
  pdc: 0,
  txAmt: 0,
  tAmt: 1041.5,
  pid: `TXN17000000000${(pids += 1)}`,
  scd: 'EPAYTEST',
  su: `${PUBLIC_URL}/esewa-success`,
  fu: `${PUBLIC_URL}/esewa-failure`,
  ...changes,
});

const sandboxPayments = () => t.db.selectFrom('esewa_sandbox_payments').selectAll().orderBy('created_at').execute();

const transrec = (fields: Fields) => postForm(app, `${PUBLIC_URL}/api/payment/esewa/sandbox/transrec`, fields);

describe("the sandbox's payment page", () => {
  it('shows merchant, amount and product, asks for the eSewa ID and password, and offers pay and cancel', async () => {
    const fields = gatewayFields();
    const { status, html, response } = await postForm(app, SANDBOX_FORM_URL, fields);
    expect(status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(response.headers.get('Content-Security-Policy')).toContain("script-src 'self'");
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain('<title>eSewa: pay Rs. 1,041.50 to EPAYTEST</title>');
    expect(html).toContain('#60bb46');
    expect(html).toContain('<div class="wordmark">eSewa</div>');
    expect(html).toContain('<dt>Merchant</dt><dd>EPAYTEST</dd>');
    expect(html).toContain(`<dt>Product ID</dt><dd>${fields.pid}</dd>`);
    expect(html).toContain('<dt>Amount</dt><dd>Rs. 1,041.50</dd>');
    expect(html).toContain('<label for="esewa-id">eSewa ID</label>');
    expect(html).toContain('<label for="password">Password (or MPIN)</label>');
    expect(html).toMatch(/<button class="pay" type="submit" name="choice" value="pay">Pay<\/button>/);
    expect(html).toMatch(/<button class="cancel" [^>]*value="cancel" formnovalidate>Cancel<\/button>/);
    expect(html).toContain(`eSewa ID: ${SANDBOX_ESEWA_IDS.join(', ')}`);
    expect(html).toContain('Password (or MPIN): Nepal@123');
    expect(html).not.toMatch(/<script|\son\w+=/i);
    expect(pageForm(html, SANDBOX_FORM_URL)).toEqual({
      action: `${PUBLIC_URL}/api/payment/esewa/sandbox/pay`,
      hidden: Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, String(value)])),
    });
  });

  it('escapes what the browser posted', async () => {
    const { status, html } = await postForm(app, SANDBOX_FORM_URL, gatewayFields({ su: `${PUBLIC_URL}/esewa-success?x="><script>` }));
    expect(status).toBe(200);
    expect(html).not.toContain('<script>');
    expect(html).toContain('value="https://momo.example.com/esewa-success?x=&quot;&gt;&lt;script&gt;"');
  });

  it.each<[string, Fields, string[]]>([
    ['no fields at all', {}, ['amt is missing.', 'psc is missing.', 'tAmt is missing.', 'su is missing.', 'fu is missing.']],
    ['an amount that is not one', gatewayFields({ tAmt: 'lots' }), ['tAmt must be an amount in rupees, such as 250 or 250.50.']],
    ['a total of zero', gatewayFields({ amt: 0, tAmt: 0 }), ['tAmt must be more than zero.']],
    ['a total that is not the sum', gatewayFields({ tAmt: 1 }), ['tAmt must equal amt + txAmt + psc + pdc.']],
    ['a strange pid', gatewayFields({ pid: 'TXN 1<' }), ['pid must be 1 to 100 letters, digits, - or _.']],
    [
      'a success address on another site',
      gatewayFields({ su: 'https://evil.example.net/esewa-success' }),
      ['su must be an address of this shop (no other site can be a return address).'],
    ],
    [
      'a failure address that is no address',
      gatewayFields({ fu: '//evil.example.net' }),
      ['fu must be an address of this shop (no other site can be a return address).'],
    ],
  ])('answers a clear 400 page for %s', async (_case, fields, problems) => {
    const { status, html, response } = await postForm(app, SANDBOX_FORM_URL, fields);
    expect(status).toBe(400);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(html).toContain('<h1 id="title">This payment request is not valid</h1>');
    for (const problem of problems) expect(html).toContain(`<li>${problem}</li>`);
    expect(html).toContain(`<a href="${PUBLIC_URL}/cart">Back to the shop</a>`);
  });

  it('refuses a body over 16 KB with 413, counted as it arrives or as declared', async () => {
    const { status, html } = await postForm(app, SANDBOX_FORM_URL, gatewayFields({ padding: 'x'.repeat(20_000) }));
    expect(status).toBe(413);
    expect(html).toContain('The payment request is too large.');
    const declared = await postForm(app, SANDBOX_FORM_URL, gatewayFields(), { 'Content-Length': '20000' });
    expect(declared.status).toBe(413);
  });

  it('is a form post, not JSON: the malformed-JSON check leaves form posts alone', async () => {
    const json = await app.request('/api/payment/esewa/sandbox/form', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(gatewayFields()),
    });
    expect(json.status).toBe(400);
    expect(await json.text()).toContain('amt is missing.');
    const broken = await app.request('/api/payment/esewa/sandbox/form', {
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
      body: 'not multipart',
    });
    expect(broken.status).toBe(400);
    const multipart = new FormData();
    for (const [name, value] of Object.entries(gatewayFields())) multipart.append(name, String(value));
    const posted = await app.request('/api/payment/esewa/sandbox/form', { method: 'POST', body: multipart });
    expect(posted.status).toBe(200);
  });
});

describe('paying in the sandbox', () => {
  it('books the payment and sends the browser to su with the proof', async () => {
    const fields = gatewayFields();
    const before = (await sandboxPayments()).length;
    const { answer, location } = await throughSandbox(app, fields);
    expect(answer.status).toBe(303);
    const url = new URL(location ?? '');
    expect(`${url.origin}${url.pathname}`).toBe(`${PUBLIC_URL}/esewa-success`);
    const refId = url.searchParams.get('refId');
    expect([...url.searchParams.keys()]).toEqual(['oid', 'amt', 'refId']);
    expect(url.searchParams.get('oid')).toBe(fields.pid);
    expect(url.searchParams.get('amt')).toBe('1041.5');
    const booked = await sandboxPayments();
    expect(booked).toHaveLength(before + 1);
    expect(booked.find((payment) => payment.ref_id === refId)).toMatchObject({
      pid: fields.pid,
      amount_paisa: 104_150,
      merchant_code: 'EPAYTEST',
    });
  });

  it('gives each payment its own reference', async () => {
    const fields = gatewayFields();
    const one = await throughSandbox(app, fields);
    const two = await throughSandbox(app, fields);
    expect(new URL(one.location ?? '').searchParams.get('refId')).not.toBe(new URL(two.location ?? '').searchParams.get('refId'));
  });

  it('keeps a query su already has', async () => {
    const { location } = await throughSandbox(app, gatewayFields({ su: `${PUBLIC_URL}/esewa-success?lang=ne` }));
    expect(new URL(location ?? '').searchParams.get('lang')).toBe('ne');
  });

  it.each([
    ['a wrong password', { esewa_id: SANDBOX_ESEWA_IDS[1], password: 'nepal@123' }],
    ['an unknown eSewa ID', { esewa_id: '9800000000', password: TEST_ACCOUNT.password }],
    ['no credentials', {}],
  ])('shows the page again with an error for %s, keeping the fields, booking nothing', async (_case, credentials) => {
    const fields = gatewayFields();
    const before = (await sandboxPayments()).length;
    const { answer, location, form } = await throughSandbox(app, fields, { choice: 'pay', ...credentials });
    expect(answer.status).toBe(200);
    expect(location).toBeNull();
    expect(answer.html).toContain('<p class="error" role="alert">Invalid eSewa ID or password. Use one of the test accounts below.</p>');
    expect(answer.html).toContain(`value="${'esewa_id' in credentials ? credentials.esewa_id : ''}"`);
    expect(answer.html).not.toContain(`value="${'password' in credentials ? credentials.password : 'Nepal@123'}"`);
    expect(pageForm(answer.html, form.action)).toEqual(form);
    expect(await sandboxPayments()).toHaveLength(before);
  });

  it('sends the browser to fu with the pid on cancel, booking nothing', async () => {
    const fields = gatewayFields();
    const before = (await sandboxPayments()).length;
    const { answer, location } = await throughSandbox(app, fields, { choice: 'cancel' });
    expect(answer.status).toBe(303);
    expect(location).toBe(`${PUBLIC_URL}/esewa-failure?pid=${fields.pid}`);
    expect(await sandboxPayments()).toHaveLength(before);
  });

  it('refuses to redirect anywhere but this shop, even when posted to directly', async () => {
    for (const choice of [{ choice: 'pay', ...TEST_ACCOUNT }, { choice: 'cancel' }]) {
      const { status, response } = await postForm(app, `${PUBLIC_URL}/api/payment/esewa/sandbox/pay`, {
        ...gatewayFields({ su: 'https://evil.example.net/x', fu: 'http://momo.example.com/esewa-failure' }),
        ...choice,
      });
      expect(status).toBe(400);
      expect(response.headers.get('Location')).toBeNull();
    }
  });
});

describe("the sandbox's transaction check", () => {
  it("answers Success in eSewa's XML only for a payment it took, with the same pid, amount and merchant", async () => {
    const fields = gatewayFields();
    const { location } = await throughSandbox(app, fields);
    const rid = new URL(location ?? '').searchParams.get('refId') ?? '';
    const genuine = { amt: '1041.5', rid, pid: String(fields.pid), scd: 'EPAYTEST' };
    const success = await transrec(genuine);
    expect(success.status).toBe(200);
    expect(success.response.headers.get('Content-Type')).toMatch(/^application\/xml/);
    expect(success.html).toBe('<response>\n<response_code>\nSuccess\n</response_code>\n</response>\n');
    expect((await transrec({ ...genuine, amt: '1041.50' })).html).toContain('Success');
    for (const forged of [
      { ...genuine, amt: '1041.49' },
      { ...genuine, rid: 'SBX0' },
      { ...genuine, pid: 'TXN1' },
      { ...genuine, scd: 'OTHER' },
      { pid: genuine.pid },
    ]) {
      expect((await transrec(forged)).html).toBe('<response>\n<response_code>\nfailure\n</response_code>\n</response>\n');
    }
  });
});

describe('outside sandbox mode', () => {
  it('has no sandbox: its paths are 404 JSON', async () => {
    const { app: real } = makeTestApp(t.db, { ...t.env, esewaMode: 'test' });
    for (const path of ['form', 'pay', 'transrec']) {
      const { status, html } = await postForm(real, `${PUBLIC_URL}/api/payment/esewa/sandbox/${path}`, gatewayFields());
      expect(status).toBe(404);
      expect(JSON.parse(html)).toEqual({ detail: 'Not found.' });
    }
  });
});
