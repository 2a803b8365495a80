import type { RestaurantInfo } from '../../contract/about';
import type { Dashboard } from '../../contract/dashboard';
import type { WriteResult } from '../catalogue/meal-admin-api';
import type { Result } from '../shared/result';
import type { ServiceApi } from './service-settings.machine';
import type { BillingApi } from './billing-settings.machine';
import type { PaymentsApi } from './payment-settings.machine';

/** The Update Restaurant Info form's text fields as typed; multipart sends each as text. */
export interface RestaurantInfoValues {
  name: string;
  description: string;
  contact_number: string;
  email: string;
  opening_time: string;
  closing_time: string;
  time_zone: string;
  facebook_url: string;
  instagram_url: string;
  tiktok_url: string;
}

/** One multipart body: the fields to write and the picture chosen this time (an update keeps the stored one). */
export interface RestaurantInfoSubmission {
  fields: Partial<RestaurantInfoValues>;
  image: File | null;
}

/**
 * The admin's restaurant page and dashboard calls (docs/rules/validation.md#restaurant-info and
 * docs/rules/api.md#the-api), loaded only with the admin screens.
 */
export interface RestaurantAdminApi extends ServiceApi, BillingApi, PaymentsApi {
  /** GET /about/about/ — null while the restaurant has not been set up (the server's 404). */
  loadRestaurantInfo(): Promise<Result<RestaurantInfo | null>>;
  /** POST /about/about/ (multipart, create or update): the info as now stored, or 400 with each refused field. */
  saveRestaurantInfo(submission: RestaurantInfoSubmission): Promise<WriteResult<RestaurantInfo>>;
  /** GET /dashboard/ */
  loadDashboard(): Promise<Result<Dashboard>>;
}
