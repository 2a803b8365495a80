import { assign, fromPromise, setup } from 'xstate';
import type { Role } from './cart-count.machine';
import type { Result } from './result';

export interface SessionUser {
  name: string;
  isAdmin: boolean;
  profilePicture: string | null;
}

export type AuthEvent = { type: 'auth.unauthorized' } | { type: 'auth.logout' };

/**
 * Who is using the app. On boot it restores the session kept in cookies (spec §4 'App load'); until that
 * answers, screens that depend on the role wait instead of guessing.
 */
export const authMachine = setup({
  types: {
    context: {} as { user: SessionUser | null },
    events: {} as AuthEvent,
  },
  actors: {
    restoreSession: fromPromise<Result<SessionUser>>(async () => {
      throw new Error('restoreSession is provided at the app boundary');
    }),
  },
  actions: {
    forget: assign({ user: null }),
  },
}).createMachine({
  id: 'auth',
  context: { user: null },
  initial: 'checking',
  states: {
    checking: {
      invoke: {
        src: 'restoreSession',
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'signedIn',
            actions: assign({ user: ({ event }) => (event.output.ok ? event.output.data : null) }),
          },
          { target: 'signedOut' },
        ],
        onError: { target: 'signedOut' },
      },
    },
    signedIn: {
      on: {
        'auth.unauthorized': { target: 'signedOut', actions: 'forget' },
        'auth.logout': { target: 'signedOut', actions: 'forget' },
      },
    },
    signedOut: {},
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
