import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayCheckout as checkout, type GatewayCheckout as Checkout } from '../../contract/order';
import { apiClient, signedUpCustomer } from './support/account-client';
import { send } from './support/meal-fixtures';
import { PUBLIC_URL, TEST_ACCOUNT, throughSandboxV2 } from './support/sandbox-esewa';
import { openSeededApp, type SeededApp } from './support/seeded-app';
import { TEST_DEMO_KEY } from './support/test-database';

/**
 * In the demo start the sandbox stand-in for eSewa must not be a way to pay for free or to read another customer's
 * payment (docs/rules/system.md#demo-and-production): settling a PENDING payment and the status API answer only the
 * demo key or an admin, and the transaction ids they take cannot be guessed. The customer's own payment pages stay
 * open.
 */
const OPEN = new Date('2026-03-02T06:00:00.000Z');
let t: SeededApp['t'];
let app: SeededApp['app'];
let customer: string;
let other: string;
let admin: string;
let meal: number;

beforeAll(async () => {
  const seeded = await openSeededApp({ PUBLIC_URL, ESEWA_API: 'v2' }, { clock: () => OPEN });
  ({ t, app } = seeded);
  ({ customer, admin } = seeded.tokens);
  other = (await signedUpCustomer(apiClient(app), t.db)).access;
  meal = Object.values(seeded.meals)[0]!;
});
afterAll(async () => {
  await t.destroy();
});

async function placeOrder(token = customer): Promise<Checkout> {
  const response = await send(app, 'POST', '/orders/', { token, json: { items: [{ meal, quantity: 1 }] } });
  expect(response.status).toBe(201);
  return checkout.parse(response.body);
}
const fieldsOf = (placed: Checkout) => placed.payment.fields as Record<string, string>;
/** A payment the customer left PENDING on the sandbox's page, as its v2 fields. */
async function pendingPayment() {
  const fields = fieldsOf(await placeOrder());
  await throughSandboxV2(app, fields, { choice: 'pay', ...TEST_ACCOUNT, outcome: 'pending' });
  return fields;
}
const statusPath = (fields: Record<string, string>, extra = '') =>
  `/payment/esewa/sandbox/v2/status/?${new URLSearchParams({
    product_code: fields.product_code!,
    total_amount: fields.total_amount!,
    transaction_uuid: fields.transaction_uuid!,
  })}${extra}`;
const settle = (fields: Record<string, string>, options: { token?: string; headers?: Record<string, string> } = {}) =>
  send(app, 'POST', '/payment/esewa/sandbox/v2/settle', {
    ...options,
    json: { transaction_uuid: fields.transaction_uuid, status: 'COMPLETE' },
  });
const orderOf = async (fields: Record<string, string>) =>
  (await t.db.selectFrom('orders').select('status').where('pid', '=', fields.transaction_uuid!).executeTakeFirstOrThrow())
    .status;

describe('settling a PENDING payment by hand', () => {
  it('is refused without the demo key, to a visitor and to customers, and completes nothing', async () => {
    const fields = await pendingPayment();
    for (const options of [{}, { token: customer }, { token: other }, { headers: { 'X-Demo-Key': 'wrong' } }]) {
      expect(await settle(fields, options), JSON.stringify(options)).toMatchObject({
        status: 404,
        body: { detail: 'Not found.' },
      });
    }
    expect((await send(app, 'GET', statusPath(fields, `&key=${TEST_DEMO_KEY}`))).body).toMatchObject({
      status: 'PENDING',
    });
    expect(await orderOf(fields)).toBe('pending_payment');
  });

  it('is done with the demo key or by an admin', async () => {
    const byKey = await pendingPayment();
    expect((await settle(byKey, { headers: { 'X-Demo-Key': TEST_DEMO_KEY } })).status).toBe(200);
    const byAdmin = await pendingPayment();
    expect((await settle(byAdmin, { token: admin })).status).toBe(200);
    for (const fields of [byKey, byAdmin]) {
      expect((await send(app, 'GET', statusPath(fields), { token: admin })).body).toMatchObject({ status: 'COMPLETE' });
    }
  });
});

describe("the sandbox's status API", () => {
  it("shows no one else's eSewa reference without the demo key", async () => {
    const placed = await placeOrder();
    const { location } = await throughSandboxV2(app, fieldsOf(placed));
    expect(location).toMatch(/esewa-success/);
    for (const token of [undefined, customer, other]) {
      const answer = await send(app, 'GET', statusPath(fieldsOf(placed)), { token });
      expect(answer, String(token)).toMatchObject({ status: 404, body: { detail: 'Not found.' } });
      expect(JSON.stringify(answer.body)).not.toMatch(/ref_id/);
    }
    for (const [path, options] of [
      [statusPath(fieldsOf(placed), `&key=${TEST_DEMO_KEY}`), {}],
      [statusPath(fieldsOf(placed)), { headers: { 'X-Demo-Key': TEST_DEMO_KEY } }],
      [statusPath(fieldsOf(placed)), { token: admin }],
    ] as const) {
      expect((await send(app, 'GET', path, options)).body).toMatchObject({ status: 'COMPLETE', ref_id: expect.any(String) });
    }
  });

  it("still pays the customer's order: the server reads the stand-in's book itself, with no key", async () => {
    const placed = await placeOrder();
    const { data } = await throughSandboxV2(app, fieldsOf(placed));
    const verified = await send(app, 'POST', '/payment/esewa/verify/', { token: customer, json: { data } });
    expect(verified.status).toBe(200);
    expect(await orderOf(fieldsOf(placed))).toBe('paid');
  });
});

describe('transaction ids', () => {
  it('cannot be guessed from the one before: no shared time prefix, and at least 96 bits of chance each', async () => {
    const pids = [];
    for (let index = 0; index < 8; index += 1) pids.push((await placeOrder(other)).order.pid);
    // Placed at one instant of the test clock: a time-based id would share its prefix, or count up by one.
    for (const pid of pids) expect(pid).toMatch(/^TXN[0-9A-HJKMNP-TV-Z]{20}$/);
    for (const [index, pid] of pids.slice(1).entries()) {
      const before = pids[index]!;
      expect(pid.slice(3, 9), `${before} then ${pid}`).not.toBe(before.slice(3, 9));
    }
    // 20 characters of a 32-letter alphabet: 100 bits.
    expect(20 * Math.log2(32)).toBeGreaterThanOrEqual(96);
  });
});
