import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLING_MESSAGES, billingSettings, DEFAULT_BILLING } from '../../contract/billing';
import { DEFAULT_SERVICE, serviceSettings } from '../../contract/fulfilment';
import { taxSplit, toPaisa } from '../../contract/money';
import { gatewayCheckout, order as orderSchema } from '../../contract/order';
import { send } from './support/meal-fixtures';
import { postForm, PUBLIC_URL } from './support/sandbox-esewa';
import { openSeededApp, type SeededApp } from './support/seeded-app';

/**
 * Prices include VAT and service charge; the bill shows the split (docs/money.md). The owner's bill settings, the
 * split worked once when an order is placed and kept as placed, shown on the order, and carried by eSewa's fields.
 */
// The tiny catalog's restaurant opens 10:00–22:00 in Asia/Kathmandu; this is 11:45 there.
const clock = () => new Date('2026-03-02T06:00:00.000Z');

let t: SeededApp['t'];
let app: SeededApp['app'];
let tokens: SeededApp['tokens'];
let meals: SeededApp['meals'];

beforeAll(async () => {
  ({ t, app, tokens, meals } = await openSeededApp({ PUBLIC_URL, ESEWA_API: 'v2', MAX_UNPAID_ORDERS: '50' }, { clock }));
  const service = { ...DEFAULT_SERVICE, delivery: true, delivery_fee: 60, delivery_minimum: 0 };
  expect((await send(app, 'PUT', '/about/service/', { token: tokens.admin, json: service })).status).toBe(200);
});
afterAll(() => t.destroy());

const REGISTERED = {
  vat_registered: true,
  pan_number: '301234567',
  address: 'Jhamsikhel, Lalitpur',
  service_percent_dine_in: 10,
  service_percent_pickup: 5,
  service_percent_delivery: 0,
};
const saveBilling = (json: Record<string, unknown>, token = tokens.admin) =>
  send(app, 'PUT', '/about/billing/', { token, json });
const momo = (quantity: number) => ({ meal: meals['Chicken Momo'] as number, quantity });
const place = (json: Record<string, unknown>) => send(app, 'POST', '/orders/', { token: tokens.customer, json });
const storedBill = (id: number) =>
  t.db
    .selectFrom('orders')
    .select(['total_paisa', 'delivery_fee_paisa', 'bill_base_paisa', 'bill_service_paisa', 'bill_vat_paisa', 'bill_service_percent'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('the bill settings', () => {
  it('are the defaults (not VAT registered, no service charge) until saved, and only admins read or write them', async () => {
    expect((await send(app, 'GET', '/about/billing/', { token: tokens.admin })).body).toEqual(DEFAULT_BILLING);
    expect((await send(app, 'GET', '/about/billing/', { token: tokens.customer })).status).toBe(403);
    expect((await send(app, 'GET', '/about/billing/')).status).toBe(401);
    expect((await saveBilling(REGISTERED, tokens.customer)).status).toBe(403);
  });

  it('refuse a VAT registration without a 9-digit PAN/VAT number and a service charge outside 0–10 %, naming the field', async () => {
    const noPan = await saveBilling({ ...REGISTERED, pan_number: '' });
    expect(noPan).toMatchObject({ status: 400, body: { pan_number: [BILLING_MESSAGES.panRequired] } });
    const shortPan = await saveBilling({ ...REGISTERED, pan_number: '12345' });
    expect(shortPan).toMatchObject({ status: 400, body: { pan_number: [BILLING_MESSAGES.panInvalid] } });
    const tooMuch = await saveBilling({ ...REGISTERED, service_percent_pickup: 11 });
    expect(tooMuch).toMatchObject({ status: 400, body: { service_percent_pickup: [BILLING_MESSAGES.percentInvalid] } });
    const fraction = await saveBilling({ ...REGISTERED, service_percent_dine_in: 2.5 });
    expect(fraction).toMatchObject({ status: 400, body: { service_percent_dine_in: [BILLING_MESSAGES.percentInvalid] } });
    const negative = await saveBilling({ ...REGISTERED, service_percent_delivery: -1 });
    expect(negative).toMatchObject({ status: 400, body: { service_percent_delivery: [BILLING_MESSAGES.percentInvalid] } });
    const longAddress = await saveBilling({ ...REGISTERED, address: 'x'.repeat(201) });
    expect(longAddress).toMatchObject({ status: 400, body: { address: [BILLING_MESSAGES.addressLength] } });
  });

  it('save what the owner sets; the cart reads everything but the address with the ways of ordering', async () => {
    const saved = await saveBilling(REGISTERED);
    expect(saved).toMatchObject({ status: 200, body: REGISTERED });
    expect(billingSettings.parse((await send(app, 'GET', '/about/billing/', { token: tokens.admin })).body)).toEqual(REGISTERED);
    const { address: _address, ...terms } = REGISTERED;
    expect(serviceSettings.parse((await send(app, 'GET', '/about/service/')).body).billing).toEqual(terms);
  });
});

describe('the split on the bill', () => {
  it('is worked once over the menu total, stored as placed, and shown on the order to its customer and the admin', async () => {
    expect((await saveBilling(REGISTERED)).status).toBe(200);
    const placed = await place({ items: [momo(3)], fulfilment: { type: 'dine_in', table: 4 } });
    expect(placed.status).toBe(201);
    const { order } = gatewayCheckout.parse(placed.body);
    const split = taxSplit(toPaisa(order.total), 10, true);
    const row = await storedBill(order.id);
    expect(row).toMatchObject({
      bill_base_paisa: split.basePaisa,
      bill_service_paisa: split.servicePaisa,
      bill_vat_paisa: split.vatPaisa,
      bill_service_percent: 10,
    });
    expect((row.bill_base_paisa ?? 0) + (row.bill_service_paisa ?? 0) + (row.bill_vat_paisa ?? 0)).toBe(row.total_paisa);
    const bill = {
      base: split.basePaisa / 100,
      service_charge: split.servicePaisa / 100,
      service_percent: 10,
      vat: (split.vatPaisa ?? 0) / 100,
      vat_registered: true,
      pan: '301234567',
    };
    expect(order.bill).toEqual(bill);
    expect(orderSchema.parse((await send(app, 'GET', `/orders/${order.id}/`, { token: tokens.customer })).body).bill).toEqual(bill);
    expect(orderSchema.parse((await send(app, 'GET', `/orders/${order.id}/`, { token: tokens.admin })).body).bill).toEqual(bill);

    // Settings changed later do not change a bill already placed.
    expect((await saveBilling({ ...REGISTERED, service_percent_dine_in: 0 })).status).toBe(200);
    expect(orderSchema.parse((await send(app, 'GET', `/orders/${order.id}/`, { token: tokens.customer })).body).bill).toEqual(bill);
  });

  it("puts the delivery fee outside the split; eSewa's fields carry the same numbers and add up to total_amount", async () => {
    expect((await saveBilling({ ...REGISTERED, service_percent_delivery: 10 })).status).toBe(200);
    const placed = await place({
      items: [momo(2)],
      fulfilment: { type: 'delivery', address: 'Jhamsikhel Road 14', phone: '9801234567' },
    });
    expect(placed.status).toBe(201);
    const { order, payment } = gatewayCheckout.parse(placed.body);
    const row = await storedBill(order.id);
    expect(row.delivery_fee_paisa).toBe(6_000);
    expect((row.bill_base_paisa ?? 0) + (row.bill_service_paisa ?? 0) + (row.bill_vat_paisa ?? 0)).toBe(row.total_paisa - 6_000);
    const fields = payment.fields as Record<string, string>;
    const paisa = (name: string) => toPaisa(Number(fields[name]));
    expect(paisa('tax_amount')).toBe(row.bill_vat_paisa);
    expect(paisa('product_service_charge')).toBe(row.bill_service_paisa);
    expect(paisa('product_delivery_charge')).toBe(6_000);
    expect(paisa('amount')).toBe(row.bill_base_paisa);
    expect(paisa('amount') + paisa('tax_amount') + paisa('product_service_charge') + paisa('product_delivery_charge')).toBe(
      paisa('total_amount'),
    );
    expect(paisa('total_amount')).toBe(row.total_paisa);
    // The sandbox stand-in, which checks the sum and the signature over total_amount as eSewa does, takes the form.
    const page = await postForm(app, payment.action, fields);
    expect(page.status).toBe(200);
  });

  it('shows no VAT for a restaurant not registered for VAT: the menu total is base plus service charge', async () => {
    expect((await saveBilling({ ...REGISTERED, vat_registered: false })).status).toBe(200);
    const placed = await place({ items: [momo(1)] });
    expect(placed.status).toBe(201);
    const { order, payment } = gatewayCheckout.parse(placed.body);
    expect(order.bill).toMatchObject({ vat: null, vat_registered: false, pan: null, service_percent: 5 });
    const row = await storedBill(order.id);
    expect(row.bill_vat_paisa).toBeNull();
    expect((row.bill_base_paisa ?? 0) + (row.bill_service_paisa ?? 0)).toBe(row.total_paisa);
    expect(payment.fields).toMatchObject({ tax_amount: '0' });
  });
});
