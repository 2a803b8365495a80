import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { RestaurantAdminApi } from '../../../machines/restaurant/restaurant-admin-api';
import { ok } from '../../../machines/shared/result';
import { hearthInfo as info } from '../../api/testing/fixtures';
import { createRestaurantFlows } from './restaurant-flows';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function logicWith(save: RestaurantAdminApi['saveRestaurantInfo']) {
  let changed = 0;
  const restaurant: RestaurantAdminApi = {
    loadRestaurantInfo: async () => ok(info),
    saveRestaurantInfo: save,
    loadDashboard: () => new Promise(() => {}),
    loadService: () => new Promise(() => {}),
    saveService: () => new Promise(() => {}),
    loadBilling: () => new Promise(() => {}),
    saveBilling: () => new Promise(() => {}),
    loadPayments: () => new Promise(() => {}),
    savePayments: () => new Promise(() => {}),
  };
  const flows = createRestaurantFlows({ restaurant, watchOrders: () => () => {} }, () => (changed += 1));
  return { flows, changed: () => changed };
}

describe('after the restaurant info is saved', () => {
  it("the app's restaurant (home, /about) is asked for again", async () => {
    const { flows, changed } = logicWith(async () => ok(info));
    const form = createActor(flows.restaurantInfoForm()).start();
    await settle();
    form.send({ type: 'restaurantInfo.submit' });
    await settle();
    expect(changed()).toBe(1);
  });

  it('a refused save changes nothing the visitor sees', async () => {
    const { flows, changed } = logicWith(async () => ({
      ok: false,
      message: 'Enter a valid email address',
      status: 400,
    }));
    const form = createActor(flows.restaurantInfoForm()).start();
    await settle();
    form.send({ type: 'restaurantInfo.submit' });
    await settle();
    expect(changed()).toBe(0);
  });
});
