import { PLAIN_PICKUP } from '../../contract/fulfilment';
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mealList } from '../../contract/meal';
import { checkout } from '../../contract/order';
import { seedDatabase } from '../../server/demo/seed';
import { esewaForm } from '../../server/services/esewa-form';
import { apiClient, signedUpCustomer } from './support/account-client';
import { roles, send } from './support/meal-fixtures';
import { makeTestApp } from './support/test-app';
import { openTestDatabase, type TestDatabase } from './support/test-database';
import { loadTinyCatalog } from './support/tiny-catalog';

// The tiny catalog's restaurant opens 10:00–22:00 in Asia/Kathmandu (UTC+05:45).
const ELEVEN_45_IN_KATHMANDU = '2026-03-02T06:00:00.000Z';

let time = new Date(ELEVEN_45_IN_KATHMANDU).getTime();
const clock = () => new Date(time);
const setLocalTime = (iso: string) => {
  time = new Date(iso).getTime();
};

let t: TestDatabase;
let app: ReturnType<typeof makeTestApp>['app'];
let tokens: Awaited<ReturnType<typeof roles>>;
let meals: Record<string, number>;

beforeAll(async () => {
  t = await openTestDatabase({ DEMO_DATA: '1', PUBLIC_URL: 'https://momo.example.com/' });
  await seedDatabase(t.db, t.env, { dialect: t.dialect, catalog: loadTinyCatalog });
  ({ app } = makeTestApp(t.db, t.env, { clock }));
  tokens = await roles(app, t.db, t.env);
  meals = Object.fromEntries(mealList.parse((await send(app, 'GET', '/meal/meals/')).body).map((m) => [m.name, m.id]));
});
afterAll(async () => {
  await t.destroy();
});
beforeEach(async () => {
  setLocalTime(ELEVEN_45_IN_KATHMANDU);
  await t.db.updateTable('restaurant_info').set({ opening_time: '10:00', closing_time: '22:00' }).execute();
});

const mealId = (name: string) => {
  const found = meals[name];
  if (found === undefined) throw new Error(`no meal ${name}`);
  return found;
};
const order = (json: unknown, token = tokens.customer, onApp = app) => send(onApp, 'POST', '/orders/', { token, json });
let regular: Awaited<ReturnType<typeof signedUpCustomer>> | undefined;
/** A fresh access token of one customer, for tests that move the clock further than a token lives. */
const signInNow = async () => {
  regular ??= await signedUpCustomer(apiClient(app), t.db);
  const login = await apiClient(app).post('/account/login/', {
    phone_number: regular.phoneNumber,
    password: regular.password,
  });
  expect(login.status).toBe(200);
  return String(login.body.access_token);
};
const orderCount = async () =>
  Number((await t.db.selectFrom('orders').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('permissions', () => {
  it('answers 401 to a visitor and 403 with the admin warning to an admin, storing nothing', async () => {
    const before = await orderCount();
    const json = { items: [{ meal: mealId('Sel Roti'), quantity: 1 }] };
    expect((await order(json, '')).status).toBe(401);
    expect(await order(json, tokens.admin)).toMatchObject({
      status: 403,
      body: { detail: "you can't perform this action as admin..." },
    });
    expect(await orderCount()).toBe(before);
  });
});

describe('a new order', () => {
  it('is priced from the database whatever price-like fields the body carries', async () => {
    const response = await order({
      items: [
        { meal: mealId('Chicken Momo'), quantity: 2, price: 1, unit_price: 1, line_total: 2 },
        { meal: String(mealId('Veg Momo')), quantity: 3, price: '0.01' },
      ],
      total: 1,
      amt: 1,
      tAmt: 1,
    });
    expect(response.status).toBe(201);
    const answer = checkout.parse(response.body);
    // 2 × 250 + 3 × 180.50 = 1041.50
    expect(answer.order).toEqual({
      id: expect.any(Number),
      number: 1001,
      pid: `TXN${time}`,
      status: 'pending_payment',
      total: 1041.5,
      created_at: ELEVEN_45_IN_KATHMANDU,
      // ORDER_PAY_MINUTES (30) after it was placed.
      pay_until: new Date(Date.parse(ELEVEN_45_IN_KATHMANDU) + 30 * 60_000).toISOString(),
      payment_ref: null,
      refund: null,
      customer: { id: tokens.customerId, name: 'Ram Thapa', phone_number: expect.stringMatching(/^\d{10}$/) },
      // Nothing chosen (issue 13): full plates, no options, no notes.
      items: [
        { meal: mealId('Chicken Momo'), name: 'Chicken Momo', unit_price: 250, quantity: 2, line_total: 500, choices: [], note: null },
        { meal: mealId('Veg Momo'), name: 'Veg Momo', unit_price: 180.5, quantity: 3, line_total: 541.5, choices: [], note: null },
      ],
      // No way chosen (the spec's call): a pickup order, nothing added, no note.
      ...PLAIN_PICKUP,
    });
    expect(answer.payment).toEqual({
      action: 'https://momo.example.com/api/payment/esewa/sandbox/form',
      fields: {
        amt: 1041.5,
        psc: 0,
        pdc: 0,
        txAmt: 0,
        tAmt: 1041.5,
        pid: answer.order.pid,
        scd: 'EPAYTEST',
        su: 'https://momo.example.com/esewa-success',
        fu: 'https://momo.example.com/esewa-failure',
      },
    });

    const stored = await t.db.selectFrom('orders').selectAll().where('id', '=', answer.order.id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      user_id: tokens.customerId,
      pid: answer.order.pid,
      status: 'pending_payment',
      total_paisa: 104_150,
      esewa_ref_id: null,
      paid_at: null,
    });
    const lines = await t.db
      .selectFrom('order_lines')
      .select(['meal_id', 'name', 'unit_price_paisa', 'quantity', 'line_total_paisa'])
      .where('order_id', '=', answer.order.id)
      .orderBy('id')
      .execute();
    expect(lines).toEqual([
      { meal_id: mealId('Chicken Momo'), name: 'Chicken Momo', unit_price_paisa: 25_000, quantity: 2, line_total_paisa: 50_000 },
      { meal_id: mealId('Veg Momo'), name: 'Veg Momo', unit_price_paisa: 18_050, quantity: 3, line_total_paisa: 54_150 },
    ]);
  });

  it('keeps its own copy of each line when the menu changes later', async () => {
    const answer = checkout.parse((await order({ items: [{ meal: mealId('Sel Roti'), quantity: 4 }] })).body);
    await t.db.updateTable('meals').set({ price_paisa: 9_900, name: 'Sel Roti (new)' }).where('id', '=', mealId('Sel Roti')).execute();
    try {
      const line = await t.db.selectFrom('order_lines').selectAll().where('order_id', '=', answer.order.id).executeTakeFirstOrThrow();
      expect(line).toMatchObject({ name: 'Sel Roti', unit_price_paisa: 4_000, quantity: 4, line_total_paisa: 16_000 });
    } finally {
      await t.db.updateTable('meals').set({ price_paisa: 4_000, name: 'Sel Roti' }).where('id', '=', mealId('Sel Roti')).execute();
    }
  });

  it('belongs to the customer who placed it, whatever user the body names', async () => {
    const other = await signedUpCustomer(apiClient(app), t.db);
    const answer = checkout.parse(
      (await order({ items: [{ meal: mealId('Sel Roti'), quantity: 1 }], user: tokens.customerId }, other.access)).body,
    );
    const stored = await t.db.selectFrom('orders').select('user_id').where('id', '=', answer.order.id).executeTakeFirstOrThrow();
    expect(stored.user_id).toBe(other.user.id);
  });
});

describe('validation', () => {
  it.each<[string, unknown, Record<string, string[]>]>([
    ['no body fields', {}, { items: ['Add at least one meal to your order.'] }],
    ['no items', { items: [] }, { items: ['Add at least one meal to your order.'] }],
    ['quantity 0', { items: [{ meal: 1, quantity: 0 }] }, { 'items.0.quantity': ['Quantity must be at least 1.'] }],
    ['quantity 100', { items: [{ meal: 1, quantity: 100 }] }, { 'items.0.quantity': ['Quantity cannot exceed 99.'] }],
    ['a negative quantity', { items: [{ meal: 1, quantity: -2 }] }, { 'items.0.quantity': ['Quantity must be at least 1.'] }],
    ['a fractional quantity', { items: [{ meal: 1, quantity: 1.5 }] }, { 'items.0.quantity': ['Quantity must be a whole number.'] }],
    ['a quantity as text', { items: [{ meal: 1, quantity: '2' }] }, { 'items.0.quantity': ['Quantity is required'] }],
    ['no quantity', { items: [{ meal: 1 }] }, { 'items.0.quantity': ['Quantity is required'] }],
    ['no meal', { items: [{ quantity: 1 }] }, { 'items.0.meal': ['Meal is required'] }],
    [
      'the same meal twice',
      { items: [{ meal: 1, quantity: 1 }, { meal: '1', quantity: 2 }] },
      { items: ['Each meal can appear only once in an order.'] },
    ],
    [
      'more than 100 lines',
      { items: Array.from({ length: 101 }, (_, index) => ({ meal: index + 1, quantity: 1 })) },
      { items: ['An order can hold at most 100 different meals.'] },
    ],
  ])('refuses %s with a field message and stores nothing', async (_case, json, errors) => {
    const before = await orderCount();
    expect(await order(json)).toMatchObject({ status: 400, body: errors });
    expect(await orderCount()).toBe(before);
  });

  it('names each line whose meal does not exist', async () => {
    const before = await orderCount();
    const response = await order({
      items: [
        { meal: mealId('Sel Roti'), quantity: 1 },
        { meal: 999_998, quantity: 1 },
        { meal: 999_999, quantity: 1 },
      ],
    });
    expect(response).toMatchObject({
      status: 400,
      body: { 'items.1.meal': ['Meal does not exist'], 'items.2.meal': ['Meal does not exist'] },
    });
    expect(await orderCount()).toBe(before);
  });

  it('takes the bounds 1 and 99 themselves', async () => {
    const response = await order({
      items: [
        { meal: mealId('Sel Roti'), quantity: 1 },
        { meal: mealId('Veg Momo'), quantity: 99 },
      ],
    });
    expect(response.status).toBe(201);
    // 40 + 99 × 180.50 = 17909.50
    expect(checkout.parse(response.body).order.total).toBe(17_909.5);
  });
});

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

  // Each test starts its own app (a server with its own pid sequence) at a moment no other order was placed.
  it('are TXN plus milliseconds, unique even within one millisecond and under concurrent checkouts', async () => {
    setLocalTime('2026-03-02T07:00:00.000Z');
    const { app: server } = makeTestApp(t.db, t.env, { clock });
    const token = await signInNow();
    const first = pidOf(await order(oneRoti(), token, server));
    expect(first).toBe(`TXN${Date.parse('2026-03-02T07:00:00.000Z')}`);
    const concurrent = await Promise.all(Array.from({ length: 10 }, () => order(oneRoti(), token, server)));
    const pids = [first, ...concurrent.map(pidOf)];
    expect(new Set(pids).size).toBe(11);
    for (const pid of pids) expect(pid).toMatch(/^TXN\d{13}$/);
  });

  it('moves on to the next millisecond when another server took the pid first', async () => {
    setLocalTime('2026-03-02T08:00:00.000Z');
    const { app: one } = makeTestApp(t.db, t.env, { clock });
    const { app: other } = makeTestApp(t.db, t.env, { clock });
    const token = await signInNow();
    const taken = pidOf(await order(oneRoti(), token, one));
    const next = pidOf(await order(oneRoti(), token, other));
    expect(taken).toBe(`TXN${time}`);
    expect(next).toBe(`TXN${time + 1}`);
  });
});

describe('the gateway form outside the sandbox', () => {
  const order = { pid: 'TXN1767225600000', totalPaisa: 62_050 };
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
