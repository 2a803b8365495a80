import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyMachineSnapshot } from 'xstate';
import { authMachine, selectAuth, type SessionUser } from './auth.machine';
import { failure, ok, type Result } from './result';
import { checkRule, edgesOf, unclaimedOrContested, type GraphEvent, type Harness, type Rule } from './testing/graph-replay';

const invocation = authMachine.getStateNodeById('auth.checking').invoke[0]!.id;
const DONE = `xstate.done.actor.${invocation}`;
const ERROR = `xstate.error.actor.${invocation}`;

const customer: SessionUser = { name: 'Sita', isAdmin: false, profilePicture: null };
const admin: SessionUser = { name: 'Ram', isAdmin: true, profilePicture: '/media/profiles/ram.webp' };

const edges = edgesOf(authMachine, {
  events: (state) => [
    { type: 'auth.unauthorized' },
    { type: 'auth.logout' },
    ...(state.matches('checking')
      ? [
          { type: DONE, output: ok(customer) },
          { type: DONE, output: ok(admin) },
          // Access and refresh token both refused.
          { type: DONE, output: failure('Token is invalid or expired', 401) },
          { type: ERROR, error: new Error('restoreSession threw') },
        ]
      : []),
  ],
});

interface World {
  /** How many times the fake asked the server to restore the session. */
  restores: number;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function harness(): Harness<World> {
  let world: World = { restores: 0 };
  let pending: { resolve: (value: Result<SessionUser>) => void; reject: (error: unknown) => void } | null = null;
  const actor = createActor(
    authMachine.provide({
      actors: {
        restoreSession: fromPromise<Result<SessionUser>>(() => {
          world.restores += 1;
          return new Promise((resolve, reject) => (pending = { resolve, reject }));
        }),
      },
    }),
  );
  actor.start();
  return {
    snapshot: () => actor.getSnapshot(),
    async perform(event) {
      if (event.type === DONE || event.type === ERROR) {
        if (!pending) throw new Error(`${event.type} without a session check in flight`);
        if (event.type === DONE) pending.resolve(event.output as Result<SessionUser>);
        else pending.reject(event.error);
        pending = null;
        await settle();
      } else {
        actor.send(event as never);
      }
    },
    take: () => {
      const seen = world;
      world = { restores: 0 };
      return seen;
    },
    stop: () => actor.stop(),
  };
}

const restored = (test: (output: Result<SessionUser>) => boolean) => (from: AnyMachineSnapshot, event: GraphEvent) =>
  from.matches('checking') && event.type === DONE && test(event.output as Result<SessionUser>);
const view = (snapshot: AnyMachineSnapshot) => selectAuth(snapshot as Parameters<typeof selectAuth>[0]);

const signedOut: Rule<World>['holds'] = (_, __, to, world) => {
  expect(view(to)).toEqual({ status: 'signedOut', role: 'visitor', user: null });
  expect(to.context.user).toBeNull();
  expect(world.restores).toBe(0);
};

const rules: Rule<World>[] = [
  {
    title: 'auth: app load with a valid session sets authenticated, not admin (a customer)',
    applies: restored((output) => output.ok && !output.data.isAdmin),
    holds: (_, __, to) => expect(view(to)).toEqual({ status: 'signedIn', role: 'customer', user: customer }),
  },
  {
    title: 'auth: app load with a valid admin session sets authenticated and admin',
    applies: restored((output) => output.ok && output.data.isAdmin),
    holds: (_, __, to) => expect(view(to)).toEqual({ status: 'signedIn', role: 'admin', user: admin }),
  },
  {
    title: 'auth: app load where both tokens fail leaves the user unauthenticated and not admin',
    applies: (from, event) => restored((output) => !output.ok)(from, event) || event.type === ERROR,
    holds: signedOut,
  },
  {
    title: 'auth: any 401 (auth.unauthorized) sets authenticated false',
    applies: (from, event) => from.matches('signedIn') && event.type === 'auth.unauthorized',
    holds: signedOut,
  },
  {
    title: 'auth: logout sets authenticated and admin false',
    applies: (from, event) => from.matches('signedIn') && event.type === 'auth.logout',
    holds: signedOut,
  },
  {
    title: 'auth: a 401 or logout while checking or signed out changes nothing',
    applies: (from, event) =>
      !from.matches('signedIn') && (event.type === 'auth.unauthorized' || event.type === 'auth.logout'),
    holds: (from, _, to, world) => {
      expect(to.value).toEqual(from.value);
      expect(to.context).toEqual(from.context);
      expect(world.restores).toBe(0);
    },
  },
];

describe('authMachine, every edge of its graph replayed into a real actor', () => {
  it('starts unauthenticated and non-admin, checking the session once', () => {
    const real = harness();
    expect(view(real.snapshot())).toEqual({ status: 'checking', role: 'visitor', user: null });
    expect(real.take().restores).toBe(1);
    real.stop();
  });

  it('claims each edge with exactly one spec rule', () => {
    expect(unclaimedOrContested(edges, rules)).toEqual([]);
  });

  it.each(rules.map((rule) => [rule.title, rule] as const))('%s', async (_, rule) => {
    await checkRule(edges, rule, harness);
  });
});
