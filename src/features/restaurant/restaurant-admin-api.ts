import type { $Fetch } from 'ofetch';
import { restaurantInfo } from '../../../contract/about';
import { dashboard } from '../../../contract/dashboard';
import { serviceSettings } from '../../../contract/fulfilment';
import { billingSettings } from '../../../contract/billing';
import type { RestaurantAdminApi, RestaurantInfoSubmission } from '../../../machines/restaurant/restaurant-admin-api';
import { ok } from '../../../machines/shared/result';
import { request } from '../../api/http';
import { write } from '../../api/write';

function multipart({ fields, image }: RestaurantInfoSubmission): FormData {
  const form = new FormData();
  for (const [field, value] of Object.entries(fields)) form.set(field, value.trim());
  if (image) form.set('image', image);
  return form;
}

/** The real calls behind the Update Restaurant Info form and the dashboard. */
export function createRestaurantAdminApi(http: $Fetch): RestaurantAdminApi {
  return {
    async loadRestaurantInfo() {
      const answer = await request(http, restaurantInfo, '/about/about/');
      // Not set up yet: the form starts empty rather than failing.
      return !answer.ok && answer.status === 404 ? ok(null) : answer;
    },
    saveRestaurantInfo: (submission) =>
      write(http, restaurantInfo, '/about/about/', { method: 'POST', body: multipart(submission) }),
    loadDashboard: () => request(http, dashboard, '/dashboard/'),
    loadService: () => request(http, serviceSettings, '/about/service/'),
    saveService: (settings) => write(http, serviceSettings, '/about/service/', { method: 'PUT', body: settings }),
    loadBilling: () => request(http, billingSettings, '/about/billing/'),
    saveBilling: (settings) => write(http, billingSettings, '/about/billing/', { method: 'PUT', body: settings }),
    loadPayments: () => request(http, serviceSettings, '/about/service/'),
    savePayments: (settings) => write(http, serviceSettings, '/about/payments/', { method: 'PUT', body: settings }),
  };
}
