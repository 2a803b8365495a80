import { describe, expect, it } from 'vitest';
import { CASH_MESSAGES, DEFAULT_PAYMENT_METHODS } from '../../contract/cash';
import { DEFAULT_SERVICE, serviceSettings } from '../../contract/fulfilment';
import { PAYMENT_SETTINGS_MESSAGES } from '../../contract/payment-settings';
import { send } from './support/meal-fixtures';
import { signedInStaff } from './support/staff-fixtures';
import { admin, app, t, useOrderLifetimeWorld } from './support/order-lifetime-world';

useOrderLifetimeWorld();

// The ways to pay and the bound on open cash orders are money settings (docs/rules/roles.md#staff-roles): the owner's
// alone. The manager still runs the service settings (ways of ordering, fees, tables) but cannot change how the
// restaurant is paid through them.

const stored = async () => serviceSettings.parse((await send(app, 'GET', '/about/service/')).body);
const CASH_ONLY = { pickup: ['cash'], dine_in: ['cash'], delivery: ['cash'] };

describe('payment-method settings', () => {
  it("refuse a manager's PUT /about/service/ that changes the ways to pay or the bound, and keep them", async () => {
    const manager = (await signedInStaff(app, t.db, 'manager')).access;
    const before = await stored();
    const changed = await send(app, 'PUT', '/about/service/', {
      token: manager,
      json: { ...DEFAULT_SERVICE, payment_methods: CASH_ONLY, max_cash_orders: 9 },
    });
    expect(changed).toMatchObject({ status: 403, body: { detail: PAYMENT_SETTINGS_MESSAGES.ownerOnly } });
    const bound = await send(app, 'PUT', '/about/service/', { token: manager, json: { ...DEFAULT_SERVICE, max_cash_orders: 9 } });
    expect(bound.status).toBe(403);
    expect(await stored()).toMatchObject({ payment_methods: before.payment_methods, max_cash_orders: before.max_cash_orders });
    // The rest of the service settings stay the manager's, sent with the ways to pay as they are or without them.
    const same = await send(app, 'PUT', '/about/service/', {
      token: manager,
      json: { ...DEFAULT_SERVICE, tables: 12, payment_methods: before.payment_methods, max_cash_orders: before.max_cash_orders },
    });
    expect(same.status).toBe(200);
    expect((await send(app, 'PUT', '/about/service/', { token: manager, json: { ...DEFAULT_SERVICE, tables: 14 } })).status).toBe(200);
    expect(await stored()).toMatchObject({ tables: 14, payment_methods: before.payment_methods });
    // Nor through the owner's own route.
    expect((await send(app, 'PUT', '/about/payments/', { token: manager, json: { payment_methods: CASH_ONLY, max_cash_orders: 3 } })).status).toBe(403);
  });

  it("are the owner's through PUT /about/payments/, validated like the rest, the service settings left alone", async () => {
    const saved = await send(app, 'PUT', '/about/payments/', {
      token: admin,
      json: { payment_methods: { ...DEFAULT_PAYMENT_METHODS, delivery: ['cash', 'esewa'] }, max_cash_orders: 3 },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ payment_methods: { delivery: ['esewa', 'cash'] }, max_cash_orders: 3, tables: 14 });
    const none = await send(app, 'PUT', '/about/payments/', {
      token: admin,
      json: { payment_methods: { ...DEFAULT_PAYMENT_METHODS, pickup: [] }, max_cash_orders: 3 },
    });
    expect(none.status).toBe(400);
    expect(JSON.stringify(none.body)).toContain(CASH_MESSAGES.methodsRequired);
    expect(await send(app, 'PUT', '/about/payments/', { token: admin, json: { payment_methods: DEFAULT_PAYMENT_METHODS, max_cash_orders: 0 } })).toMatchObject({
      status: 400,
      body: { max_cash_orders: [CASH_MESSAGES.capInvalid] },
    });
    expect(await stored()).toMatchObject({ max_cash_orders: 3, tables: 14 });
  });
});
