import { createHmac } from 'node:crypto';
import { checkout } from '../../contract/order';
import { esewaForm } from '../../server/services/esewa-form';
import { makeTestApp } from './support/test-app';
import {
  ELEVEN_45_IN_KATHMANDU,
  clock,
  setLocalTime,
  t,
  mealId,
  order,
  signInNow,
  orderCount,
  useOrdersCreateWorld,
} from './support/orders-create-world';
import { describe, expect, it } from 'vitest';

useOrdersCreateWorld();

// When orders are taken, their payment ids, and the gateway form outside the sandbox.

describe('opening hours', () => {
  /** An order of one Sel Roti at a moment of the restaurant day. */
  const orderAt = async (iso: string) => {
    setLocalTime(iso);
    return order({ items: [{ meal: mealId('Sel Roti'), quantity: 1 }] }, await signInNow());
  };

  it('refuses an order before opening and at closing time, on the restaurant clock', async () => {
    const before = await orderCount();
    // 09:59 in Kathmandu
    expect(await orderAt('2026-03-02T04:14:00Z')).toMatchObject({
      status: 409,
      body: { detail: 'Sorry, we are closed right now. We take orders from 10:00 AM to 10:00 PM.' },
    });
    expect((await orderAt('2026-03-02T16:15:00Z')).status).toBe(409); // 22:00
    expect((await orderAt('2026-03-02T16:14:00Z')).status).toBe(201); // 21:59
    expect(await orderCount()).toBe(before + 1);
    expect((await orderAt('2026-03-03T04:15:00Z')).status).toBe(201); // 10:00 the next day
  });

  it('takes orders after midnight when the hours pass it', async () => {
    await t.db.updateTable('restaurant_info').set({ opening_time: '18:00', closing_time: '02:00' }).execute();
    expect((await orderAt('2026-03-02T18:45:00Z')).status).toBe(201); // 00:30 in Kathmandu
    expect((await orderAt('2026-03-02T12:30:00Z')).status).toBe(201); // 18:15
    // 03:00
    expect(await orderAt('2026-03-02T21:15:00Z')).toMatchObject({
      status: 409,
      body: { detail: 'Sorry, we are closed right now. We take orders from 06:00 PM to 02:00 AM.' },
    });
    expect((await orderAt('2026-03-03T06:00:00Z')).status).toBe(409); // 11:45
  });

  it('refuses orders while the restaurant has no information set up', async () => {
    const info = await t.db.selectFrom('restaurant_info').selectAll().executeTakeFirstOrThrow();
    await t.db.deleteFrom('restaurant_info').execute();
    try {
      expect(await orderAt(ELEVEN_45_IN_KATHMANDU)).toMatchObject({
        status: 409,
        body: { detail: 'The restaurant is not taking orders yet.' },
      });
    } finally {
      await t.db.insertInto('restaurant_info').values(info).execute();
    }
  });
});

describe('payment ids', () => {
  const oneRoti = () => ({ items: [{ meal: mealId('Sel Roti'), quantity: 1 }] });
  const pidOf = (response: { body: unknown }) => checkout.parse(response.body).order.pid;

  // Random ids (docs/rules/payments.md#esewa: 'TXN' + milliseconds could be guessed): unique under concurrent checkouts
  // on one server and on two servers sharing the database, whose ids no longer come from one clock.
  it('are TXN and 20 random characters, unique within one millisecond and under concurrent checkouts', async () => {
    setLocalTime('2026-03-02T07:00:00.000Z');
    const { app: server } = makeTestApp(t.db, t.env, { clock });
    const token = await signInNow();
    const first = pidOf(await order(oneRoti(), token, server));
    const concurrent = await Promise.all(Array.from({ length: 10 }, () => order(oneRoti(), token, server)));
    const pids = [first, ...concurrent.map(pidOf)];
    expect(new Set(pids).size).toBe(11);
    for (const pid of pids) expect(pid).toMatch(/^TXN[0-9A-HJKMNP-TV-Z]{20}$/);
  });

  it('are unique across two servers sharing the database at one instant', async () => {
    setLocalTime('2026-03-02T08:00:00.000Z');
    const { app: one } = makeTestApp(t.db, t.env, { clock });
    const { app: other } = makeTestApp(t.db, t.env, { clock });
    const token = await signInNow();
    const placed = await Promise.all([one, other, one, other].map((server) => order(oneRoti(), token, server)));
    expect(new Set(placed.map(pidOf)).size).toBe(4);
  });
});

describe('the gateway form outside the sandbox', () => {
  const order = { pid: 'TXN1767225600000', bill: { totalPaisa: 62_050, vatPaisa: 0, servicePaisa: 0, deliveryPaisa: 0 } };
  // Rs 1,130.00 of menu at 10 % service, VAT registered (docs/money.md's example), delivered for Rs 60.
  const taxed = { pid: 'TXN1767225600001', bill: { totalPaisa: 119_000, vatPaisa: 13_000, servicePaisa: 9_091, deliveryPaisa: 6_000 } };

  it('v2: carries the bill’s VAT, service charge and delivery fee apart; the parts add up to the signed total', () => {
    const form = esewaForm(settings('test', 'v2', 'EPAYTEST'), taxed);
    expect(form.fields).toMatchObject({
      amount: '909.09',
      tax_amount: '130',
      product_service_charge: '90.91',
      product_delivery_charge: '60',
      total_amount: '1190',
      signed_field_names: 'total_amount,transaction_uuid,product_code',
    });
  });

  it('v1: carries them in txAmt, psc and pdc; amt + txAmt + psc + pdc = tAmt', () => {
    const form = esewaForm(settings('test', 'v1', 'EPAYTEST'), taxed);
    expect(form.fields).toMatchObject({ amt: 909.09, txAmt: 130, psc: 90.91, pdc: 60, tAmt: 1190 });
  });

  const settings = (esewaMode: 'test' | 'production', esewaApi: 'v1' | 'v2', esewaMerchantCode: string) => ({
    esewaMode,
    esewaApi,
    esewaMerchantCode,
    esewaSecretKey: '8gBm/:&EnhH.1/q',
    publicUrl: 'https://momo.example.com',
    orderPayMinutes: 30,
    maxUnpaidOrders: 3,
  });

  it("v2: posts eSewa's signed form to its test address with the configured product code", () => {
    const form = esewaForm(settings('test', 'v2', 'EPAYTEST'), order);
    expect(form.action).toBe('https://rc-epay.esewa.com.np/api/epay/main/v2/form');
    const expected = {
      amount: '620.5',
      tax_amount: '0',
      total_amount: '620.5',
      transaction_uuid: 'TXN1767225600000',
      product_code: 'EPAYTEST',
      product_service_charge: '0',
      product_delivery_charge: '0',
      success_url: 'https://momo.example.com/esewa-success',
      failure_url: 'https://momo.example.com/esewa-failure?pid=TXN1767225600000',
      signed_field_names: 'total_amount,transaction_uuid,product_code',
    };
    // HMAC-SHA256 with eSewa's UAT key over total_amount, transaction_uuid and product_code, in that order, base64.
    const signature = createHmac('sha256', '8gBm/:&EnhH.1/q')
      .update('total_amount=620.5,transaction_uuid=TXN1767225600000,product_code=EPAYTEST')
      .digest('base64');
    expect(form.fields).toEqual({ ...expected, signature });
  });

  it("v2: posts to eSewa's production form, signed with the merchant's own key", () => {
    const form = esewaForm({ ...settings('production', 'v2', 'HIMALAYAN_01'), esewaSecretKey: 'merchant-key' }, order);
    expect(form.action).toBe('https://epay.esewa.com.np/api/epay/main/v2/form');
    expect(form.fields).toMatchObject({ product_code: 'HIMALAYAN_01' });
    expect('signature' in form.fields && form.fields.signature).toBe(
      createHmac('sha256', 'merchant-key')
        .update('total_amount=620.5,transaction_uuid=TXN1767225600000,product_code=HIMALAYAN_01')
        .digest('base64'),
    );
  });

  it("v1: posts to eSewa's test form with the configured merchant code", () => {
    const form = esewaForm(settings('test', 'v1', 'EPAYTEST'), order);
    expect(form).toEqual({
      action: 'https://uat.esewa.com.np/epay/main',
      fields: {
        amt: 620.5,
        psc: 0,
        pdc: 0,
        txAmt: 0,
        tAmt: 620.5,
        pid: 'TXN1767225600000',
        scd: 'EPAYTEST',
        su: 'https://momo.example.com/esewa-success',
        fu: 'https://momo.example.com/esewa-failure',
      },
    });
  });

  it("v1: posts to eSewa's production form with the restaurant's merchant code", () => {
    const form = esewaForm(settings('production', 'v1', 'HIMALAYAN_01'), order);
    expect(form.action).toBe('https://esewa.com.np/epay/main');
    expect(form.fields).toMatchObject({ scd: 'HIMALAYAN_01' });
  });
});
