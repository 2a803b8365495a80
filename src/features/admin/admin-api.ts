import type { $Fetch } from 'ofetch';
import type { AdminApi } from '../../../machines/admin/admin-api';
import { API_BASE } from '../../api/api-base';
import { shareWatch } from '../../lib/share-watch';
import { createPaceApi } from '../../lib/pace-api';
import { readCookie } from '../account/cookies';
import { createOrderStream } from '../orders/order-stream';
import { createAuditApi } from './audit-api';
import { createMealAdminApi } from './meal-admin-api';
import { createMoneyApi } from './money-api';
import { createOrderAdminApi } from './order-admin-api';
import { createRestaurantAdminApi } from './restaurant-admin-api';
import { createSoldOutAdminApi } from './sold-out-admin-api';
import { createUserAdminApi } from './user-admin-api';

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
