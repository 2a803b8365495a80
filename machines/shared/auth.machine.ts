import { assign, fromPromise, setup } from 'xstate';
import type { Profile, SessionResponse } from '../../contract/account';
import type { RefreshedSession, Role, SessionTokens, TokenLifetimes, ValidatedSession } from './session';
import { okData } from './ok-data';
import type { Result } from './result';

export interface SessionUser {
  name: string;
  phoneNumber: string;
  isAdmin: boolean;
  profilePicture: string | null;
}

/** What login and sign-up hand over: the server's answer without its message. */
export type SignedInSession = Pick<SessionResponse, 'access_token' | 'refresh_token' | 'is_admin' | 'user'>;

export type AuthEvent =
  | { type: 'auth.signedIn'; session: SignedInSession }
  | { type: 'auth.unauthorized' }
  | { type: 'auth.logout' }
  | { type: 'auth.profileChanged'; user: Profile }
  /** A password change ended every session but this device's, which got a new pair of tokens. */
  | { type: 'auth.tokensRenewed'; tokens: SessionTokens };

/**
 * Cookie lifetimes of docs/rules/limits.md#sessions: a login's cookies last 5 hours; an access token got by refreshing
 * lasts a day.
 */
export const SESSION_LIFETIMES: TokenLifetimes = { access: 18_000, refresh: 18_000 };
export const REFRESHED_LIFETIMES: TokenLifetimes = { access: 86_400, refresh: 18_000 };

export const toSessionUser = (user: Profile, isAdmin: boolean): SessionUser => ({
  name: user.name,
  phoneNumber: user.phone_number,
  isAdmin,
  profilePicture: user.profile_picture,
});

/** A login's or sign-up's tokens, kept for as long as docs/rules/limits.md#sessions says. */
const keptTokens = (session: SignedInSession) => ({
  tokens: { access: session.access_token, refresh: session.refresh_token },
  lifetimes: SESSION_LIFETIMES,
});

/**
 * Who is using the app (docs/rules/states.md#auth and docs/rules/states.md#app-load). On boot it validates the `access`
 * cookie, else refreshes with the `refresh` cookie (keeping the new tokens), else the visitor is signed out and both
 * cookies go. Until the check answers, screens that depend on the role wait instead of guessing. Cookies are written
 * only through the
 * `saveTokens` and `clearTokens` actions the app boundary provides.
 */
export const authMachine = setup({
  types: {
    context: {} as { user: SessionUser | null },
    events: {} as AuthEvent,
  },
  actors: {
    validateSession: fromPromise<Result<ValidatedSession>>(async () => {
      throw new Error('validateSession is provided at the app boundary');
    }),
    refreshSession: fromPromise<Result<RefreshedSession>>(async () => {
      throw new Error('refreshSession is provided at the app boundary');
    }),
  },
  guards: {
    answeredOk: (_, result: Result<unknown>) => result.ok,
  },
  actions: {
    saveTokens: (_, _params: { tokens: SessionTokens; lifetimes: TokenLifetimes }) => {
      throw new Error('saveTokens is provided at the app boundary');
    },
    clearTokens: () => {
      throw new Error('clearTokens is provided at the app boundary');
    },
    setUser: assign({ user: (_, user: SessionUser) => user }),
    forget: assign({ user: null }),
  },
}).createMachine({
  id: 'auth',
  context: { user: null },
  initial: 'checking',
  on: {
    // Login and sign-up start a session whatever came before.
    'auth.signedIn': {
      target: '.signedIn',
      actions: [
        { type: 'saveTokens', params: ({ event }) => keptTokens(event.session) },
        { type: 'setUser', params: ({ event }) => toSessionUser(event.session.user, event.session.is_admin) },
      ],
    },
  },
  states: {
    checking: {
      initial: 'validating',
      on: {
        // The checks' own 401s arrive here too (every 401 is reported): the check itself decides.
        'auth.logout': { target: 'signedOut', actions: ['clearTokens', 'forget'] },
      },
      states: {
        validating: {
          invoke: {
            id: 'validate',
            src: 'validateSession',
            onDone: [
              {
                guard: { type: 'answeredOk', params: ({ event }) => event.output },
                target: '#auth.signedIn',
                actions: {
                  type: 'setUser',
                  params: ({ event }) => {
                    const { user, is_admin } = okData(event.output);
                    return toSessionUser(user, is_admin);
                  },
                },
              },
              { target: 'refreshing' },
            ],
            onError: { target: 'refreshing' },
          },
        },
        refreshing: {
          invoke: {
            id: 'refresh',
            src: 'refreshSession',
            onDone: [
              {
                guard: { type: 'answeredOk', params: ({ event }) => event.output },
                target: '#auth.signedIn',
                actions: [
                  {
                    type: 'saveTokens',
                    params: ({ event }) => ({ tokens: okData(event.output).tokens, lifetimes: REFRESHED_LIFETIMES }),
                  },
                  {
                    type: 'setUser',
                    params: ({ event }) => toSessionUser(okData(event.output).user, okData(event.output).is_admin),
                  },
                ],
              },
              { target: '#auth.signedOut', actions: ['clearTokens', 'forget'] },
            ],
            onError: { target: '#auth.signedOut', actions: ['clearTokens', 'forget'] },
          },
        },
      },
    },
    signedIn: {
      on: {
        'auth.unauthorized': { target: 'signedOut', actions: ['clearTokens', 'forget'] },
        'auth.logout': { target: 'signedOut', actions: ['clearTokens', 'forget'] },
        'auth.profileChanged': {
          actions: { type: 'setUser', params: ({ event }) => toSessionUser(event.user, event.user.is_admin) },
        },
        'auth.tokensRenewed': {
          actions: { type: 'saveTokens', params: ({ event }) => ({ tokens: event.tokens, lifetimes: SESSION_LIFETIMES }) },
        },
      },
    },
    signedOut: {
      on: {
        // A failed login clears both cookies even when nobody was signed in: stale ones may be left.
        'auth.unauthorized': { actions: ['clearTokens', 'forget'] },
        'auth.logout': { actions: ['clearTokens', 'forget'] },
      },
    },
  },
});

export interface AuthView {
  status: 'checking' | 'signedIn' | 'signedOut';
  role: Role;
  user: SessionUser | null;
}

export function selectAuth(snapshot: {
  context: { user: SessionUser | null };
  matches: (state: 'checking' | 'signedIn') => boolean;
}): AuthView {
  const { user } = snapshot.context;
  const status = snapshot.matches('checking') ? 'checking' : snapshot.matches('signedIn') ? 'signedIn' : 'signedOut';
  const role: Role = status !== 'signedIn' || !user ? 'visitor' : user.isAdmin ? 'admin' : 'customer';
  return { status, role, user: status === 'signedIn' ? user : null };
}
