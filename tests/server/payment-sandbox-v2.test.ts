import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayCheckout as checkout, type GatewayCheckout as Checkout } from '../../contract/order';
import { paymentResult } from '../../contract/payment';
import { decodeV2Return, signV2, v2ReturnSigned } from '../../server/services/esewa-v2';
import { send } from './support/meal-fixtures';
import { type Fields, postForm, PUBLIC_URL, SANDBOX_V2_FORM_URL, TEST_ACCOUNT, throughSandboxV2 } from './support/sandbox-esewa';
import { openSeededApp, type SeededApp } from './support/seeded-app';
import { makeTestApp } from './support/test-app';
import { openTestDatabase, TEST_DEMO_KEY } from './support/test-database';

/** The sandbox stand-in speaks ePay v2 as eSewa does: it checks the signed form, signs its answer, answers status. */
const OPEN = new Date('2026-03-02T06:00:00.000Z');
const KEY = '8gBm/:&EnhH.1/q';
let t: SeededApp['t'];
let app: SeededApp['app'];
let token: string;
let meal: number;

beforeAll(async () => {
  const seeded = await openSeededApp({ PUBLIC_URL, ESEWA_API: 'v2' }, { clock: () => OPEN });
  ({ t, app } = seeded);
  token = seeded.tokens.customer;
  // The menu's first meal, newest first as GET /meal/meals/ lists it.
  meal = Object.values(seeded.meals)[0]!;
});
afterAll(async () => {
  await t.destroy();
});

async function placeOrder(): Promise<Checkout> {
  const response = await send(app, 'POST', '/orders/', { token, json: { items: [{ meal, quantity: 2 }] } });
  expect(response.status).toBe(201);
  return checkout.parse(response.body);
}
const fieldsOf = (placed: Checkout) => placed.payment.fields as Record<string, string>;
/** The status API and settling answer the demo key only (payment-sandbox-demo-key.test.ts). */
const DEMO = { headers: { 'X-Demo-Key': TEST_DEMO_KEY } };
const status = (query: Record<string, string>) =>
  send(app, 'GET', `/payment/esewa/sandbox/v2/status/?${new URLSearchParams(query)}`, DEMO);
const statusOf = (fields: Record<string, string>) =>
  status({ product_code: fields.product_code!, total_amount: fields.total_amount!, transaction_uuid: fields.transaction_uuid! });
/** Fields re-signed with the key, as a merchant would after changing them. */
const resigned = (fields: Record<string, string>) => ({
  ...fields,
  signature: signV2(KEY, fields, ['total_amount', 'transaction_uuid', 'product_code']),
});

describe('the v2 form', () => {
  it('takes a signed form and shows the payment page with the sandbox choices', async () => {
    const placed = await placeOrder();
    const page = await postForm(app, placed.payment.action, fieldsOf(placed));
    expect(page.status).toBe(200);
    expect(page.html).toContain('Pay with eSewa');
    expect(page.html).toContain(fieldsOf(placed).transaction_uuid);
    expect(page.html).toContain('What eSewa does after you pay');
    expect(page.html).toMatch(/<input type="radio" name="outcome" value="lose">/);
  });

  it.each<[string, (fields: Record<string, string>) => Fields, RegExp]>([
    ['a forged signature', (f) => ({ ...f, signature: 'AAAA' }), /Invalid payload signature/],
    ['a total edited after signing', (f) => ({ ...f, total_amount: '1', amount: '1' }), /Invalid payload signature/],
    ['a missing field', (f) => ({ ...f, product_delivery_charge: '' }), /product_delivery_charge is missing/],
    ['amounts that do not add up', (f) => resigned({ ...f, tax_amount: '5' }), /total_amount must equal/],
    ['a uuid eSewa does not take', (f) => resigned({ ...f, transaction_uuid: 'TXN 1' }), /transaction_uuid must be/],
    ['a success address on another site', (f) => ({ ...f, success_url: 'https://evil.example/x' }), /success_url must be an address of this shop/],
    ['a failure address on another site', (f) => ({ ...f, failure_url: 'https://evil.example/x' }), /failure_url must be/],
    ['signed names leaving out a field', (f) => ({ ...f, signed_field_names: 'total_amount,transaction_uuid' }), /signed_field_names must include/],
  ])('refuses %s with a page naming the problem', async (_, edit, problem) => {
    const placed = await placeOrder();
    const page = await postForm(app, SANDBOX_V2_FORM_URL, edit(fieldsOf(placed)));
    expect(page.status).toBe(400);
    expect(page.html).toMatch(problem);
  });
});

describe('paying', () => {
  it('sends the browser back with data signed with the key, which the shop accepts', async () => {
    const placed = await placeOrder();
    const { answer, location, data } = await throughSandboxV2(app, fieldsOf(placed));
    expect(answer.status).toBe(303);
    expect(location).toMatch(new RegExp(`^${PUBLIC_URL}/esewa-success\\?data=`));
    const returned = decodeV2Return(data!)!;
    expect(returned).toMatchObject({
      status: 'COMPLETE',
      total_amount: fieldsOf(placed).total_amount,
      transaction_uuid: fieldsOf(placed).transaction_uuid,
      product_code: 'EPAYTEST',
    });
    expect(v2ReturnSigned(KEY, returned)).toBe(true);
    expect(v2ReturnSigned('another key', returned)).toBe(false);
    expect((await statusOf(fieldsOf(placed))).body).toMatchObject({ status: 'COMPLETE', ref_id: returned.transaction_code });
    const verified = await send(app, 'POST', '/payment/esewa/verify/', { token, json: { data } });
    expect(paymentResult.parse(verified.body).order.status).toBe('paid');
    // eSewa takes a transaction id once.
    const again = await postForm(app, SANDBOX_V2_FORM_URL, fieldsOf(placed));
    expect(again.status).toBe(400);
    expect(again.html).toContain('already paid');
  });

  it('cancel goes to the failure address, which carries the pid', async () => {
    const placed = await placeOrder();
    const { answer, location } = await throughSandboxV2(app, fieldsOf(placed), { choice: 'cancel' });
    expect(answer.status).toBe(303);
    expect(location).toBe(`${PUBLIC_URL}/esewa-failure?pid=${placed.order.pid}`);
    expect((await statusOf(fieldsOf(placed))).body).toMatchObject({ status: 'NOT_FOUND', ref_id: null });
  });

  it('wrong credentials show the page again with the error', async () => {
    const placed = await placeOrder();
    const { answer } = await throughSandboxV2(app, fieldsOf(placed), { choice: 'pay', esewa_id: '9800000000', password: 'x' });
    expect(answer.status).toBe(200);
    expect(answer.html).toContain('Invalid eSewa ID or password');
  });

  it('can take the money and lose the way back: no redirect, and the status API says COMPLETE', async () => {
    const placed = await placeOrder();
    const { answer, location } = await throughSandboxV2(app, fieldsOf(placed), { choice: 'pay', ...TEST_ACCOUNT, outcome: 'lose' });
    expect(answer.status).toBe(200);
    expect(location).toBeNull();
    expect(answer.html).toContain('lost on purpose');
    expect((await statusOf(fieldsOf(placed))).body).toMatchObject({ status: 'COMPLETE', ref_id: expect.any(String) });
  });

  it('can leave a payment PENDING, which settling completes', async () => {
    const placed = await placeOrder();
    const { answer } = await throughSandboxV2(app, fieldsOf(placed), { choice: 'pay', ...TEST_ACCOUNT, outcome: 'pending' });
    expect(answer.html).toContain('PENDING');
    expect((await statusOf(fieldsOf(placed))).body).toMatchObject({ status: 'PENDING', ref_id: null });
    const settle = (json: unknown) => send(app, 'POST', '/payment/esewa/sandbox/v2/settle', { ...DEMO, json });
    expect((await settle({ transaction_uuid: fieldsOf(placed).transaction_uuid, status: 'COMPLETE' })).status).toBe(200);
    expect((await statusOf(fieldsOf(placed))).body).toMatchObject({ status: 'COMPLETE' });
    expect((await settle({ transaction_uuid: 'nope', status: 'COMPLETE' })).status).toBe(404);
    expect((await settle({ transaction_uuid: 'x', status: 'DONE' })).status).toBe(400);
  });
});

describe('the status API', () => {
  it('answers NOT_FOUND for an unknown transaction or another amount, and 400 naming missing parameters', async () => {
    const placed = await placeOrder();
    await throughSandboxV2(app, fieldsOf(placed));
    expect((await statusOf({ ...fieldsOf(placed), total_amount: '1' })).body).toMatchObject({ status: 'NOT_FOUND' });
    expect((await statusOf({ ...fieldsOf(placed), transaction_uuid: 'TXN0' })).body).toMatchObject({ status: 'NOT_FOUND' });
    expect(await status({ product_code: 'EPAYTEST' })).toMatchObject({
      status: 400,
      body: { detail: 'Missing: total_amount, transaction_uuid.' },
    });
  });
});

describe('outside the sandbox', () => {
  it('no sandbox path exists, even to the demo key (ESEWA_MODE=test)', async () => {
    const other = await openTestDatabase({ ESEWA_MODE: 'test', ESEWA_API: 'v2' });
    try {
      const { app: real } = makeTestApp(other.db, other.env);
      for (const path of ['form', 'pay', 'transrec', 'v2/form', 'v2/pay', 'v2/settle']) {
        const response = await real.request(`/api/payment/esewa/sandbox/${path}`, { method: 'POST', ...DEMO });
        expect(response.status, path).toBe(404);
      }
      expect((await real.request(`/api/payment/esewa/sandbox/v2/status/?key=${TEST_DEMO_KEY}`)).status).toBe(404);
    } finally {
      await other.destroy();
    }
  });
});
