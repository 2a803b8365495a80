import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { RestaurantInfo } from '../../../contract/about';
import type { MealAdminApi } from '../../../machines/admin/meal-admin-api';
import type { OrderAdminApi } from '../../../machines/admin/order-admin-api';
import type { RestaurantAdminApi } from '../../../machines/admin/restaurant-admin-api';
import { ok } from '../../../machines/shared/result';
import type { UserAdminApi } from '../../../machines/admin/user-admin-api';
import { createAdminLogic } from './admin-logic';

const info: RestaurantInfo = {
  name: 'Himalayan Hearth',
  description: 'Hand-folded momo and slow dal bhat.',
  contact_number: '9801234567',
  email: 'hello@hearth.example',
  image: '/media/about/hearth.webp',
  opening_time: '10:00',
  closing_time: '22:00',
  time_zone: 'Asia/Kathmandu',
  facebook_url: null,
  instagram_url: null,
  tiktok_url: null,
  latitude: null,
  longitude: null,
  open_now: true,
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function logicWith(save: RestaurantAdminApi['saveRestaurantInfo']) {
  let changed = 0;
  const restaurant: RestaurantAdminApi = {
    loadRestaurantInfo: async () => ok(info),
    saveRestaurantInfo: save,
    loadDashboard: () => new Promise(() => {}),
    loadService: () => new Promise(() => {}),
    saveService: () => new Promise(() => {}),
  };
  const logic = createAdminLogic({} as MealAdminApi, () => {}, {} as OrderAdminApi, {} as UserAdminApi, {
    api: restaurant,
    changed: () => (changed += 1),
  });
  return { logic, changed: () => changed };
}

describe('after the restaurant info is saved', () => {
  it("the app's restaurant (home, /about) is asked for again", async () => {
    const { logic, changed } = logicWith(async () => ok(info));
    const form = createActor(logic.restaurantInfoForm).start();
    await settle();
    form.send({ type: 'restaurantInfo.submit' });
    await settle();
    expect(changed()).toBe(1);
  });

  it('a refused save changes nothing the visitor sees', async () => {
    const { logic, changed } = logicWith(async () => ({
      ok: false,
      message: 'Enter a valid email address',
      status: 400,
    }));
    const form = createActor(logic.restaurantInfoForm).start();
    await settle();
    form.send({ type: 'restaurantInfo.submit' });
    await settle();
    expect(changed()).toBe(0);
  });
});
