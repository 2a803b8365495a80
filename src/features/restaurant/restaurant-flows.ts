import { fromPromise } from 'xstate';
import type { AdminFlowMakers } from '../../../machines/flows';
import { billingSettingsMachine } from '../../../machines/restaurant/billing-settings.machine';
import { dashboardMachine, dashboardNews } from '../../../machines/restaurant/dashboard.machine';
import type { OrderAdminApi } from '../../../machines/orders/order-admin-api';
import { paymentSettingsMachine } from '../../../machines/restaurant/payment-settings.machine';
import type { RestaurantAdminApi } from '../../../machines/restaurant/restaurant-admin-api';
import { restaurantInfoFormMachine } from '../../../machines/restaurant/restaurant-info-form.machine';
import { serviceSettingsMachine } from '../../../machines/restaurant/service-settings.machine';
import { whenOk } from '../../../machines/shared/result';

/** The restaurant's calls: its info, hours and settings, its dashboard, and the live orders the dashboard counts. */
export interface RestaurantApi {
  restaurant: RestaurantAdminApi;
  watchOrders: OrderAdminApi['watchOrders'];
}

/** A settings section's two calls, as its machine's `load` and `save` actors. */
function readAndSave<Read, Input, Saved>(load: () => Promise<Read>, save: (input: Input) => Promise<Saved>) {
  return {
    actors: {
      load: fromPromise(() => load()),
      save: fromPromise(({ input }: { input: Input }) => save(input)),
    },
  };
}

type RestaurantFlowId = 'restaurantInfoForm' | 'serviceSettings' | 'billingSettings' | 'paymentSettings' | 'dashboard';

/** The restaurant's screens' flows; `restaurantChanged` runs after its info is saved, for home and /about. */
export function createRestaurantFlows({ restaurant: api, watchOrders }: RestaurantApi, restaurantChanged: () => void): Pick<AdminFlowMakers, RestaurantFlowId> {
  return {
    restaurantInfoForm: () =>
      restaurantInfoFormMachine.provide({
        actors: {
          load: fromPromise(() => api.loadRestaurantInfo()),
          save: fromPromise(({ input }) => whenOk(api.saveRestaurantInfo(input), restaurantChanged)),
        },
      }),
    serviceSettings: () => serviceSettingsMachine.provide(readAndSave(api.loadService, api.saveService)),
    billingSettings: () => billingSettingsMachine.provide(readAndSave(api.loadBilling, api.saveBilling)),
    paymentSettings: () => paymentSettingsMachine.provide(readAndSave(api.loadPayments, api.savePayments)),
    dashboard: () =>
      dashboardMachine.provide({
        actors: {
          load: fromPromise(() => api.loadDashboard()),
          watchOrders: dashboardNews(watchOrders),
        },
      }),
  };
}
