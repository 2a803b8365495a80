import type { $Fetch } from 'ofetch';
import { SOMETHING_WENT_WRONG } from '../../../contract/errors';
import type { AccountApi } from '../../../machines/account/account-api';
import { failure, ok } from '../../../machines/shared/result';
import { request } from '../../api/http';
import { clearSessionCookies, readSessionCookies, saveSessionCookies } from './session-cookies';

const NOT_SIGNED_IN = 'Not signed in';

// A visitor has no session cookie, so the schemas these answers parse by load only when there is a session to check.
// Not loaded (offline, a new deployment), it reads as a call that never reached the server.
const accountContract = () => import('../../../contract/account').catch(() => null);

export type SessionApi = Pick<AccountApi, 'validateSession' | 'refreshSession' | 'saveTokens' | 'clearTokens'>;

/** The calls the auth actor makes on every visit: kept apart from the account screens, which load on demand. */
export function createSessionApi(http: $Fetch): SessionApi {
  return {
    async validateSession() {
      const { access } = readSessionCookies();
      if (!access) return failure(NOT_SIGNED_IN);
      const contract = await accountContract();
      if (!contract) return failure(SOMETHING_WENT_WRONG);
      return request(http, contract.validateTokenResponse, '/account/validate-token/', {
        method: 'POST',
        body: { access },
      });
    },
    async refreshSession() {
      const { refresh } = readSessionCookies();
      if (!refresh) return failure(NOT_SIGNED_IN);
      const contract = await accountContract();
      if (!contract) return failure(SOMETHING_WENT_WRONG);
      const answer = await request(http, contract.refreshTokenResponse, '/account/refresh-token/', {
        method: 'POST',
        body: { refresh },
      });
      if (!answer.ok) return answer;
      const { access, refresh: rotated, is_admin, user } = answer.data;
      return ok({ tokens: { access, refresh: rotated }, is_admin, user });
    },
    saveTokens: saveSessionCookies,
    clearTokens: clearSessionCookies,
  };
}
