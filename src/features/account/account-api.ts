import type { $Fetch } from 'ofetch';
import { changePasswordResponse, messageResponse, profile, sessionResponse } from '../../../contract/account';
import type { AccountApi } from '../../../machines/account/account-api';
import { ok } from '../../../machines/shared/result';
import { request } from '../../api/http';
import { write } from '../../api/write';
import { createSessionApi } from './session-api';
import { readSessionCookies } from './session-cookies';

/**
 * The real account calls of docs/rules/api.md#account (paths of docs/rules/accounts.md#sessions), the tokens kept in
 * cookies.
 */
export function createAccountApi(http: $Fetch): AccountApi {
  return {
    ...createSessionApi(http),
    logIn: (credentials) => request(http, sessionResponse, '/account/login/', { method: 'POST', body: credentials }),
    async logOut() {
      const { access, refresh } = readSessionCookies();
      // Without an access token the server would only answer 401: there is no session here to end.
      if (!access) return ok(null);
      return request(http, messageResponse, '/account/logout/', { method: 'POST', body: refresh ? { refresh } : {} });
    },
    loadProfile: () => request(http, profile, '/account/user-profile/'),
    async updateProfile({ name, picture }) {
      const form = new FormData();
      form.set('name', name);
      if (picture) form.set('profile_picture', picture);
      const answer = await write(http, messageResponse, '/account/user-profile/', { method: 'PUT', body: form });
      return answer.ok ? ok(answer.data.message) : answer;
    },
    async changePassword(body) {
      const answer = await request(http, changePasswordResponse, '/account/change-password/', { method: 'POST', body });
      if (!answer.ok) return answer;
      const { message, access_token, refresh_token } = answer.data;
      return ok({ message, tokens: { access: access_token, refresh: refresh_token } });
    },
  };
}
