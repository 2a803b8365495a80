import type { PaceApi } from '../shared/pace.machine';
import type { AuditApi } from './audit-api';
import type { MealAdminApi } from './meal-admin-api';
import type { MoneyApi } from './money-api';
import type { OrderAdminApi } from './order-admin-api';
import type { RestaurantAdminApi } from './restaurant-admin-api';
import type { SoldOutAdminApi } from './sold-out-admin-api';
import type { UserAdminApi } from './user-admin-api';

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
