import type { AdminFlowMakers } from '../../machines/flows';
import type { AuditApi } from '../../machines/people/audit-api';
import type { MealAdminApi } from '../../machines/catalogue/meal-admin-api';
import type { MoneyApi } from '../../machines/money/money-api';
import type { OrderAdminApi } from '../../machines/orders/order-admin-api';
import type { RestaurantAdminApi } from '../../machines/restaurant/restaurant-admin-api';
import type { SoldOutAdminApi } from '../../machines/catalogue/sold-out-admin-api';
import type { UserAdminApi } from '../../machines/people/user-admin-api';
import type { PaceApi } from '../../machines/shared/pace.machine';
import { createCatalogueFlows } from '../features/catalogue/catalogue-flows';
import { createKitchenAlert, createKitchenFlows } from '../features/kitchen/kitchen-flows';
import { createMoneyFlows } from '../features/money/money-flows';
import { createOrderListFlows } from '../features/orders/admin-orders-flows';
import { createPeopleFlows, createStaffRole } from '../features/people/people-flows';
import { createRestaurantFlows } from '../features/restaurant/restaurant-flows';

/** Everything the admin screens ask of the server, by what it is about; the real one speaks HTTP, stories fake it. */
export interface AdminApi {
  meals: MealAdminApi;
  orders: OrderAdminApi;
  users: UserAdminApi;
  restaurant: RestaurantAdminApi;
  soldOut: SoldOutAdminApi;
  audit: AuditApi;
  money: MoneyApi;
  /** The kitchen's pause, busy minutes and slot caps. */
  pace: PaceApi;
}

/** What an admin's write changes elsewhere in the app: the menu, the restaurant's info, the pace banner. */
export interface AdminEffects {
  menuChanged: () => void;
  restaurantChanged: () => void;
  paceChanged: () => void;
}

/**
 * The admin area's registry: each feature hands in the makers of its own flows (machines/flows.ts's AdminFlows),
 * made when a screen first starts one, and the two actors the area keeps while it is open. This shell is the one
 * place that knows every feature, as the app's routes are; no feature knows another's calls.
 */
export function createAdminLogic(api: AdminApi, effects: AdminEffects) {
  const flows: AdminFlowMakers = {
    ...createCatalogueFlows(api, effects.menuChanged),
    ...createKitchenFlows(api, effects.paceChanged),
    ...createOrderListFlows(api.orders),
    ...createRestaurantFlows({ restaurant: api.restaurant, watchOrders: api.orders.watchOrders }, effects.restaurantChanged),
    ...createPeopleFlows(api),
    ...createMoneyFlows(api.money),
  };
  const area = { kitchenAlert: createKitchenAlert(api.orders), staffRole: createStaffRole(api.users) };
  return { flows, area };
}

export type AdminLogic = ReturnType<typeof createAdminLogic>;
