import type { $Fetch } from 'ofetch';
import { createAdminResponse } from '../../../contract/users';
import type { AddAdminApi } from '../../../machines/account/add-admin-api';
import { request } from '../../api/http';

/** The real add-admin call, parsed by the contract; src/api/app-api.ts loads it on first use. */
export function createAddAdminApi(http: $Fetch): AddAdminApi {
  return {
    createAdmin: (body) => request(http, createAdminResponse, '/account/users/', { method: 'POST', body }),
  };
}
