import type { $Fetch } from 'ofetch';
import { readCookie } from '../features/account/cookies';
import { API_BASE } from './api-base';
import { createHttp } from './http';

let signOut = () => {};

/**
 * The app's one HTTP client: the customer's calls and, once an admin opens their area, the admin screens' calls go
 * through it, with the same bearer and the same sign-out on a 401.
 */
export const appHttp: $Fetch = createHttp({
  baseURL: API_BASE,
  getAccessToken: () => readCookie('access'),
  onUnauthorized: () => signOut(),
});

/** What a 401 on any call does: the running app's auth actor hears it (set once the app starts). */
export function onUnauthorized(handler: () => void) {
  signOut = handler;
}
