import type { Profile } from '../contract/account';
import type { AccountApi } from '../machines/account/account-api';
import { failure, ok } from '../machines/shared/result';
import { asha } from '../src/api/testing/fixtures';

/** The demo accounts as the fake server knows them. */
export const PROFILES: Record<'customer' | 'admin', Profile> = {
  customer: asha,
  admin: {
    ...asha,
    id: 1,
    name: 'Bikash Admin',
    phone_number: '9800000000',
    is_admin: true,
    created_at: '2026-01-01T08:00:00Z',
  },
};

const never = <T>() => new Promise<T>(() => {});

/**
 * The account calls with no network: a session for `who` ('checking' never answers, as if the server were slow),
 * logins that succeed as the customer, and cookies kept nowhere.
 */
export function createFakeAccountApi(who: 'checking' | 'visitor' | 'customer' | 'admin'): AccountApi {
  let signedIn: Profile | null = who === 'customer' || who === 'admin' ? PROFILES[who] : null;
  return {
    validateSession: async () => {
      if (who === 'checking') return never();
      return signedIn ? ok({ is_admin: signedIn.is_admin, user: signedIn }) : failure('Not signed in');
    },
    refreshSession: async () => failure('Not signed in'),
    saveTokens: () => {},
    clearTokens: () => {},
    logIn: async () => {
      signedIn = PROFILES.customer;
      return ok({
        access_token: 'story-access',
        refresh_token: 'story-refresh',
        is_admin: false,
        message: 'Login successful',
        user: signedIn,
      });
    },
    logOut: async () => {
      signedIn = null;
      return ok({ message: 'Logout successfully...' });
    },
    loadProfile: async () => (signedIn ? ok(signedIn) : failure('Authentication credentials were not provided.', 401)),
    updateProfile: async ({ name }) => {
      if (signedIn) signedIn = { ...signedIn, name };
      return ok('Profile updated successfully!');
    },
    changePassword: async () =>
      ok({ message: 'Password changed successfully!', tokens: { access: 'story-access-2', refresh: 'story-refresh-2' } }),
  };
}

/** Stand-ins for one call at a time, for the stories of each screen's states. */
export const slow = <T>(): (() => Promise<T>) => never;
export const refused =
  (message: string, status = 400) =>
  async () =>
    failure(message, status);
