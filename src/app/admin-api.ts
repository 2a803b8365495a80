import type { $Fetch } from 'ofetch';
import type { AdminApi } from './admin-logic';
import { API_BASE } from '../api/api-base';
import { shareWatch } from '../lib/share-watch';
import { createPaceApi } from '../lib/pace-api';
import { readCookie } from '../features/account/cookies';
import { createOrderStream } from '../features/orders/order-stream';
import { createAuditApi } from '../features/people/audit-api';
import { createMealAdminApi } from '../features/catalogue/meal-admin-api';
import { createMoneyApi } from '../features/money/money-api';
import { createOrderAdminApi } from '../features/orders/order-admin-api';
import { createRestaurantAdminApi } from '../features/restaurant/restaurant-admin-api';
import { createSoldOutAdminApi } from '../features/catalogue/sold-out-admin-api';
import { createUserAdminApi } from '../features/people/user-admin-api';

/** The real admin calls, on the app's HTTP client; the screens' live orders share one stream. */
export function createAdminApi(http: $Fetch): AdminApi {
  const watchOrders = shareWatch(createOrderStream(`${API_BASE}/orders/events/`, () => readCookie('access')));
  return {
    meals: createMealAdminApi(http),
    orders: createOrderAdminApi(http, watchOrders),
    users: createUserAdminApi(http),
    restaurant: createRestaurantAdminApi(http),
    soldOut: createSoldOutAdminApi(http),
    audit: createAuditApi(http),
    money: createMoneyApi(http),
    pace: createPaceApi(http),
  };
}
