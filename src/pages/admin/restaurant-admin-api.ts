import { FetchError, type $Fetch, type FetchOptions } from 'ofetch';
import * as z from 'zod/mini';
import { restaurantInfo } from '../../../contract/about';
import { dashboard } from '../../../contract/dashboard';
import { errorText, SOMETHING_WENT_WRONG } from '../../../contract/errors';
import type { WriteResult } from '../../../machines/meal-admin-api';
import type { RestaurantAdminApi, RestaurantInfoSubmission } from '../../../machines/restaurant-admin-api';
import { ok } from '../../../machines/result';
import { request } from '../../api/http';

const fieldBody = z.record(z.string(), z.array(z.string()));

interface Parser<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false };
}

/** A write whose answer is checked by the contract; a 400 also brings each refused field's first message. */
async function write<T>(
  http: $Fetch,
  schema: Parser<T>,
  path: string,
  options: FetchOptions<'json'>,
): Promise<WriteResult<T>> {
  try {
    const parsed = schema.safeParse(await http(path, options));
    return parsed.success ? ok(parsed.data) : { ok: false, message: SOMETHING_WENT_WRONG };
  } catch (error) {
    if (!(error instanceof FetchError) || !error.response) return { ok: false, message: SOMETHING_WENT_WRONG };
    const fromApi = error.response.headers.get('content-type')?.includes('json') ?? false;
    const body = fromApi ? error.data : undefined;
    const fields = error.response.status === 400 ? fieldBody.safeParse(body) : null;
    return {
      ok: false,
      message: errorText(body),
      status: error.response.status,
      ...(fields?.success && {
        fields: Object.fromEntries(Object.entries(fields.data).map(([field, [first]]) => [field, first])),
      }),
    };
  }
}

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
  };
}
