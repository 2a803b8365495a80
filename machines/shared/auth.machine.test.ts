import { describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot } from 'xstate';
import type { Profile } from '../../contract/account';
import type { RefreshedSession, SessionTokens, TokenLifetimes, ValidatedSession } from '../account/account-api';
import {
  authMachine,
  REFRESHED_LIFETIMES,
  selectAuth,
  SESSION_LIFETIMES,
  type AuthEvent,
  type SessionUser,
  type SignedInSession,
} from './auth.machine';
import { failure, ok, type Result } from './result';
import { edgesOf, type GraphEvent, type Rule } from './testing/graph-replay';
import { endings, fakeCall } from './testing/fake-calls';
import { replayHarness } from './testing/replay-harness';
import { itReplaysEveryRule } from './testing/rules';

const VALIDATED = 'xstate.done.actor.validate';
const VALIDATE_THREW = 'xstate.error.actor.validate';
const REFRESHED = 'xstate.done.actor.refresh';
const REFRESH_THREW = 'xstate.error.actor.refresh';

const profile = (id: number, name: string, isAdmin: boolean): Profile => ({
  id,
  name,
  phone_number: `98${String(id).padStart(8, '0')}`,
  profile_picture: isAdmin ? '/media/profiles/ram.webp' : null,
  is_admin: isAdmin,
  created_at: '2026-01-01T00:00:00Z',
});
const sita = profile(2, 'Sita', false);
const ram = profile(1, 'Ram', true);
const sessionUser = (user: Profile): SessionUser => ({
  name: user.name,
  phoneNumber: user.phone_number,
  isAdmin: user.is_admin,
  profilePicture: user.profile_picture,
});

const login = (user: Profile): SignedInSession => ({
  access_token: `access-${user.id}`,
  refresh_token: `refresh-${user.id}`,
  is_admin: user.is_admin,
  user,
});
const rotated: SessionTokens = { access: 'access-rotated', refresh: 'refresh-rotated' };
const renewed: SessionTokens = { access: 'access-new-password', refresh: 'refresh-new-password' };
const renamed: Profile = { ...sita, name: 'Sita Sharma', profile_picture: '/media/profiles/sita.webp' };

const validated = (user: Profile): Result<ValidatedSession> => ok({ is_admin: user.is_admin, user });
const refreshed = (user: Profile): Result<RefreshedSession> => ok({ is_admin: user.is_admin, user, tokens: rotated });

/** How a session check can end: either user, refused (no access cookie, or a token refused), or no answer. */
const sessionAnswers = (done: string, threw: string, answer: (user: Profile) => Result<unknown>, call: string) =>
  endings([done, threw], [answer(sita), answer(ram), failure('Token is invalid or expired', 401)], call);

const edges = edgesOf(authMachine, {
  events: (state) => [
    { type: 'auth.signedIn', session: login(sita) },
    { type: 'auth.signedIn', session: login(ram) },
    { type: 'auth.unauthorized' },
    { type: 'auth.logout' },
    { type: 'auth.profileChanged', user: renamed },
    { type: 'auth.tokensRenewed', tokens: renewed },
    ...(state.matches({ checking: 'validating' })
      ? sessionAnswers(VALIDATED, VALIDATE_THREW, validated, 'validateSession')
      : []),
    ...(state.matches({ checking: 'refreshing' })
      ? sessionAnswers(REFRESHED, REFRESH_THREW, refreshed, 'refreshSession')
      : []),
  ],
});

type CookieWrite = { save: SessionTokens; lifetimes: TokenLifetimes } | 'clear';

interface World {
  /** The session checks the fakes were asked for, in order. */
  calls: Array<'validate' | 'refresh'>;
  cookies: CookieWrite[];
}

const harness = replayHarness<World>({
  nothing: () => ({ calls: [], cookies: [] }),
  logic: ({ world, calls }) => {
    const check = <T,>(name: 'validate' | 'refresh') => fakeCall<Result<T>>(calls, () => world().calls.push(name));
    return authMachine.provide({
      actors: { validateSession: check<ValidatedSession>('validate'), refreshSession: check<RefreshedSession>('refresh') },
      actions: {
        saveTokens: (_, { tokens, lifetimes }) => world().cookies.push({ save: tokens, lifetimes }),
        clearTokens: () => world().cookies.push('clear'),
      },
    });
  },
});

const view = (snapshot: AnyMachineSnapshot) => selectAuth(snapshot as Parameters<typeof selectAuth>[0]);
const sent = (type: AuthEvent['type']) => (_: AnyMachineSnapshot, event: GraphEvent) => event.type === type;
const answered =
  (type: string, test: (output: Result<{ user: Profile }>) => boolean) => (_: AnyMachineSnapshot, event: GraphEvent) =>
    event.type === type && test(event.output as Result<{ user: Profile }>);

const signedOutAfter =
  (cookies: CookieWrite[]): Rule<World>['holds'] =>
  (_, __, to, world) => {
    expect(view(to)).toEqual({ status: 'signedOut', role: 'visitor', user: null });
    expect(to.context.user).toBeNull();
    expect(world).toEqual({ calls: [], cookies });
  };

const signedInAs =
  (user: Profile, world: Partial<World> = {}): Rule<World>['holds'] =>
  (_, __, to, seen) => {
    expect(view(to)).toEqual({
      status: 'signedIn',
      role: user.is_admin ? 'admin' : 'customer',
      user: sessionUser(user),
    });
    expect(seen).toEqual({ calls: [], cookies: [], ...world });
  };

const rules: Rule<World>[] = [
  {
    title: 'app load: a valid access cookie signs the customer in (not admin), cookies untouched',
    applies: answered(VALIDATED, (output) => output.ok && !output.data.user.is_admin),
    holds: signedInAs(sita),
  },
  {
    title: 'app load: a valid access cookie of an admin signs in as admin (from is_admin)',
    applies: answered(VALIDATED, (output) => output.ok && output.data.user.is_admin),
    holds: signedInAs(ram),
  },
  {
    title: 'app load: when the access cookie fails, the refresh cookie is used',
    applies: (from, event) => answered(VALIDATED, (output) => !output.ok)(from, event) || event.type === VALIDATE_THREW,
    holds: (_, __, to, world) => {
      expect(to.value).toEqual({ checking: 'refreshing' });
      expect(view(to)).toEqual({ status: 'checking', role: 'visitor', user: null });
      expect(world).toEqual({ calls: ['refresh'], cookies: [] });
    },
  },
  {
    title:
      'app load: a refresh signs in and stores the new tokens (access cookie for one day, refresh for 18000 s)',
    applies: answered(REFRESHED, (output) => output.ok),
    holds: (from, event, to, world) => {
      const { user } = (event.output as { data: { user: Profile } }).data;
      signedInAs(user, { cookies: [{ save: rotated, lifetimes: REFRESHED_LIFETIMES }] })(from, event, to, world);
      expect(REFRESHED_LIFETIMES).toEqual({ access: 86_400, refresh: 18_000 });
    },
  },
  {
    title: 'app load: when both tokens fail the user is unauthenticated and not admin, both cookies cleared',
    applies: (from, event) => answered(REFRESHED, (output) => !output.ok)(from, event) || event.type === REFRESH_THREW,
    holds: signedOutAfter(['clear']),
  },
  {
    title: 'auth: login or sign-up (auth.signedIn) sets authenticated, admin from is_admin, cookies for 18000 s',
    applies: sent('auth.signedIn'),
    holds: (from, event, to, world) => {
      const session = event.session as SignedInSession;
      signedInAs(session.user, {
        cookies: [
          { save: { access: session.access_token, refresh: session.refresh_token }, lifetimes: SESSION_LIFETIMES },
        ],
      })(from, event, to, world);
      expect(SESSION_LIFETIMES).toEqual({ access: 18_000, refresh: 18_000 });
    },
  },
  {
    title: 'auth: any 401 (auth.unauthorized) sets authenticated and admin false and clears both cookies',
    applies: (from, event) => !from.matches('checking') && event.type === 'auth.unauthorized',
    holds: signedOutAfter(['clear']),
  },
  {
    title: "auth: a 401 while the session is being checked is the check's own; it goes on",
    applies: (from, event) => from.matches('checking') && event.type === 'auth.unauthorized',
    holds: (from, _, to, world) => {
      expect(to.value).toEqual(from.value);
      expect(world).toEqual({ calls: [], cookies: [] });
    },
  },
  {
    title: 'auth: logout sets authenticated and admin false and clears both cookies (also mid-check)',
    applies: sent('auth.logout'),
    holds: signedOutAfter(['clear']),
  },
  {
    title: 'auth: a changed profile (auth.profileChanged) updates the signed-in user',
    applies: (from, event) => from.matches('signedIn') && event.type === 'auth.profileChanged',
    holds: signedInAs(renamed),
  },
  {
    title: 'auth: a password change keeps this device signed in with the new tokens (auth.tokensRenewed)',
    applies: (from, event) => from.matches('signedIn') && event.type === 'auth.tokensRenewed',
    holds: (from, _, to, world) => {
      expect(to.context).toEqual(from.context);
      expect(world).toEqual({ calls: [], cookies: [{ save: renewed, lifetimes: SESSION_LIFETIMES }] });
    },
  },
  {
    title: 'auth: a profile change or new tokens mean nothing unless someone is signed in',
    applies: (from, event) =>
      !from.matches('signedIn') && (event.type === 'auth.profileChanged' || event.type === 'auth.tokensRenewed'),
    holds: (from, _, to, world) => {
      expect(to.value).toEqual(from.value);
      expect(to.context).toEqual(from.context);
      expect(world).toEqual({ calls: [], cookies: [] });
    },
  },
];

describe('authMachine, every edge of its graph replayed into a real actor', () => {
  it('app load: starts unauthenticated and non-admin, validating the access cookie once', () => {
    const real = harness();
    expect(view(real.snapshot())).toEqual({ status: 'checking', role: 'visitor', user: null });
    expect(real.take()).toEqual({ calls: ['validate'], cookies: [] });
    real.stop();
  });

  itReplaysEveryRule(edges, rules, harness);
});
