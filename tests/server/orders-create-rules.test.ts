import { PLAIN_PICKUP } from '../../contract/fulfilment';
import { checkout } from '../../contract/order';
import { apiClient, signedUpCustomer } from './support/account-client';
import { plainLine } from './support/meal-fixtures';
import * as world from './support/orders-create-world';
import { describe, expect, it } from 'vitest';

world.useOrdersCreateWorld();

// Placing an order: who may, what it costs, and the bodies refused.

describe('permissions', () => {
  it('answers 401 to a visitor and 403 with the admin warning to an admin, storing nothing', async () => {
    const before = await world.orderCount();
    const json = { items: [{ meal: world.mealId('Sel Roti'), quantity: 1 }] };
    expect((await world.order(json, '')).status).toBe(401);
    expect(await world.order(json, world.tokens.admin)).toMatchObject({
      status: 403,
      body: { detail: "you can't perform this action as admin..." },
    });
    expect(await world.orderCount()).toBe(before);
  });
});

describe('a new order', () => {
  it('is priced from the database whatever price-like fields the body carries', async () => {
    const response = await world.order({
      items: [
        { meal: world.mealId('Chicken Momo'), quantity: 2, price: 1, unit_price: 1, line_total: 2 },
        { meal: String(world.mealId('Veg Momo')), quantity: 3, price: '0.01' },
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
      pid: expect.stringMatching(/^TXN[0-9A-HJKMNP-TV-Z]{20}$/),
      status: 'pending_payment',
      total: 1041.5,
      created_at: world.ELEVEN_45_IN_KATHMANDU,
      // ORDER_PAY_MINUTES (30) after it was placed.
      pay_until: new Date(Date.parse(world.ELEVEN_45_IN_KATHMANDU) + 30 * 60_000).toISOString(),
      payment_ref: null,
      refund: null,
      customer: { id: world.tokens.customerId, name: 'Ram Thapa', phone_number: expect.stringMatching(/^\d{10}$/) },
      // Nothing chosen (docs/rules/orders.md#options): full plates, no options, no notes.
      items: [
        plainLine(world.mealId('Chicken Momo'), 'Chicken Momo', 250, 2),
        plainLine(world.mealId('Veg Momo'), 'Veg Momo', 180.5, 3),
      ],
      // No way chosen (the spec's call): a pickup order, nothing added, no note, paid by eSewa.
      ...PLAIN_PICKUP,
      payment_method: 'esewa',
      cash_collected_at: null,
      cash_collected_by: null,
      // No attempt of its payment is waiting on eSewa.
      payment_pending: false,
      // No bill settings saved: not VAT registered, no service charge, so the whole menu total is the base.
      bill: { base: 1041.5, service_charge: 0, service_percent: 0, vat: null, vat_registered: false, pan: null },
      // No kitchen has acknowledged its alert (docs/rules/orders.md#new-order-alert).
      kitchen_acknowledged_at: null,
      kitchen_acknowledged_by: null,
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

    const stored = await world.t.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', answer.order.id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      user_id: world.tokens.customerId,
      pid: answer.order.pid,
      status: 'pending_payment',
      total_paisa: 104_150,
      esewa_ref_id: null,
      paid_at: null,
    });
    const lines = await world.t.db
      .selectFrom('order_lines')
      .select(['meal_id', 'name', 'unit_price_paisa', 'quantity', 'line_total_paisa'])
      .where('order_id', '=', answer.order.id)
      .orderBy('id')
      .execute();
    expect(lines).toEqual([
      {
        meal_id: world.mealId('Chicken Momo'),
        name: 'Chicken Momo',
        unit_price_paisa: 25_000,
        quantity: 2,
        line_total_paisa: 50_000,
      },
      {
        meal_id: world.mealId('Veg Momo'),
        name: 'Veg Momo',
        unit_price_paisa: 18_050,
        quantity: 3,
        line_total_paisa: 54_150,
      },
    ]);
  });

  it('keeps its own copy of each line when the menu changes later', async () => {
    const answer = checkout.parse(
      (await world.order({ items: [{ meal: world.mealId('Sel Roti'), quantity: 4 }] })).body,
    );
    await world.t.db
      .updateTable('meals')
      .set({ price_paisa: 9_900, name: 'Sel Roti (new)' })
      .where('id', '=', world.mealId('Sel Roti'))
      .execute();
    try {
      const line = await world.t.db
        .selectFrom('order_lines')
        .selectAll()
        .where('order_id', '=', answer.order.id)
        .executeTakeFirstOrThrow();
      expect(line).toMatchObject({ name: 'Sel Roti', unit_price_paisa: 4_000, quantity: 4, line_total_paisa: 16_000 });
    } finally {
      await world.t.db
        .updateTable('meals')
        .set({ price_paisa: 4_000, name: 'Sel Roti' })
        .where('id', '=', world.mealId('Sel Roti'))
        .execute();
    }
  });

  it('belongs to the customer who placed it, whatever user the body names', async () => {
    const other = await signedUpCustomer(apiClient(world.app), world.t.db);
    const answer = checkout.parse(
      (
        await world.order(
          { items: [{ meal: world.mealId('Sel Roti'), quantity: 1 }], user: world.tokens.customerId },
          other.access,
        )
      ).body,
    );
    const stored = await world.t.db
      .selectFrom('orders')
      .select('user_id')
      .where('id', '=', answer.order.id)
      .executeTakeFirstOrThrow();
    expect(stored.user_id).toBe(other.user.id);
  });
});

describe('validation', () => {
  it.each<[string, unknown, Record<string, string[]>]>([
    ['no body fields', {}, { items: ['Add at least one meal to your order.'] }],
    ['no items', { items: [] }, { items: ['Add at least one meal to your order.'] }],
    ['quantity 0', { items: [{ meal: 1, quantity: 0 }] }, { 'items.0.quantity': ['Quantity must be at least 1.'] }],
    ['quantity 100', { items: [{ meal: 1, quantity: 100 }] }, { 'items.0.quantity': ['Quantity cannot exceed 99.'] }],
    [
      'a negative quantity',
      { items: [{ meal: 1, quantity: -2 }] },
      { 'items.0.quantity': ['Quantity must be at least 1.'] },
    ],
    [
      'a fractional quantity',
      { items: [{ meal: 1, quantity: 1.5 }] },
      { 'items.0.quantity': ['Quantity must be a whole number.'] },
    ],
    ['a quantity as text', { items: [{ meal: 1, quantity: '2' }] }, { 'items.0.quantity': ['Quantity is required'] }],
    ['no quantity', { items: [{ meal: 1 }] }, { 'items.0.quantity': ['Quantity is required'] }],
    ['no meal', { items: [{ quantity: 1 }] }, { 'items.0.meal': ['Meal is required'] }],
    [
      'the same meal twice with the same choices',
      {
        items: [
          { meal: 1, quantity: 1 },
          { meal: '1', quantity: 2 },
        ],
      },
      { items: ['The same meal with the same choices can appear only once in an order.'] },
    ],
    [
      'more than 100 lines',
      { items: Array.from({ length: 101 }, (_, index) => ({ meal: index + 1, quantity: 1 })) },
      { items: ['An order can hold at most 100 different meals.'] },
    ],
  ])('refuses %s with a field message and stores nothing', async (_case, json, errors) => {
    const before = await world.orderCount();
    expect(await world.order(json)).toMatchObject({ status: 400, body: errors });
    expect(await world.orderCount()).toBe(before);
  });

  it('names each line whose meal does not exist', async () => {
    const before = await world.orderCount();
    const response = await world.order({
      items: [
        { meal: world.mealId('Sel Roti'), quantity: 1 },
        { meal: 999_998, quantity: 1 },
        { meal: 999_999, quantity: 1 },
      ],
    });
    expect(response).toMatchObject({
      status: 400,
      body: { 'items.1.meal': ['Meal does not exist'], 'items.2.meal': ['Meal does not exist'] },
    });
    expect(await world.orderCount()).toBe(before);
  });

  it('takes the bounds 1 and 99 themselves', async () => {
    const response = await world.order({
      items: [
        { meal: world.mealId('Sel Roti'), quantity: 1 },
        { meal: world.mealId('Veg Momo'), quantity: 99 },
      ],
    });
    expect(response.status).toBe(201);
    // 40 + 99 × 180.50 = 17909.50
    expect(checkout.parse(response.body).order.total).toBe(17_909.5);
  });
});
