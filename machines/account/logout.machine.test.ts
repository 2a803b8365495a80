import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { AuthEvent } from './auth.machine';
import { logoutMachine } from './logout.machine';
import type { NavigateEvent } from '../shared/navigate';
import type { NotifyEvent } from '../shared/notify';
import { failure, ok, type Result } from '../shared/result';
import { checkRule, edgesOf, unclaimedOrContested, type GraphEvent, type Harness, type Rule } from '../shared/testing/graph-replay';

const invocation = logoutMachine.getStateNodeById('logout.leaving').invoke[0]!.id;
const DONE = `xstate.done.actor.${invocation}`;
const ERROR = `xstate.error.actor.${invocation}`;

const edges = edgesOf(logoutMachine, {
  events: (state) => [
    { type: 'logout.open' },
    ...(state.matches('leaving')
      ? [
          { type: DONE, output: ok({ message: 'Logout successfully...' }) },
          { type: DONE, output: failure('Token is invalid or expired', 401) },
          { type: DONE, output: failure('Something went wrong') },
          { type: ERROR, error: new Error('logOut threw') },
        ]
      : []),
  ],
});

interface World {
  calls: number;
  toasts: NotifyEvent[];
  navigations: NavigateEvent[];
  auth: AuthEvent[];
}
const nothing = (): World => ({ calls: 0, toasts: [], navigations: [], auth: [] });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function harness(): Harness<World> {
  let world = nothing();
  let pending: { resolve: (value: Result<unknown>) => void; reject: (error: unknown) => void } | null = null;
  const actor = createActor(
    logoutMachine.provide({
      actors: {
        logOut: fromPromise<Result<unknown>>(() => {
          world.calls += 1;
          return new Promise((resolve, reject) => (pending = { resolve, reject }));
        }),
      },
      actions: { tellAuth: (_, event) => void world.auth.push(event) },
    }),
  );
  actor.on('notify', (toast) => world.toasts.push(toast));
  actor.on('navigate', (to) => world.navigations.push(to));
  actor.start();
  return {
    snapshot: () => actor.getSnapshot(),
    async perform(event: GraphEvent) {
      if (event.type === DONE || event.type === ERROR) {
        if (!pending) throw new Error(`${event.type} without a logout in flight`);
        if (event.type === DONE) pending.resolve(event.output as Result<unknown>);
        else pending.reject(event.error);
        pending = null;
        await settle();
      } else {
        actor.send({ type: 'logout.open' });
      }
    },
    take: () => {
      const seen = world;
      world = nothing();
      return seen;
    },
    stop: () => actor.stop(),
  };
}

const rules: Rule<World>[] = [
  {
    title: 'logout: opening /logout ends the session on the server (POST /account/logout/)',
    applies: (from, event) => from.matches('idle') && event.type === 'logout.open',
    holds: (_, __, to, world) => {
      expect(to.value).toBe('leaving');
      expect(world).toEqual({ ...nothing(), calls: 1 });
    },
  },
  {
    title: 'logout: opening it again while leaving makes no second call',
    applies: (from, event) => from.matches('leaving') && event.type === 'logout.open',
    holds: (_, __, to, world) => {
      expect(to.value).toBe('leaving');
      expect(world).toEqual(nothing());
    },
  },
  {
    title:
      "auth: logout sets authenticated and admin false (auth.logout clears the cookies), toasts 'Logout successfully...' and goes to /, whatever the server answered",
    applies: (_, event) => event.type === DONE || event.type === ERROR,
    holds: (_, __, to, world) => {
      expect(to.value).toBe('idle');
      expect(world).toEqual({
        calls: 0,
        toasts: [{ type: 'notify', level: 'success', message: 'Logout successfully...' }],
        navigations: [{ type: 'navigate', to: '/', replace: true }],
        auth: [{ type: 'auth.logout' }],
      });
    },
  },
];

describe('logoutMachine, every edge of its graph replayed into a real actor', () => {
  it('claims each edge with exactly one spec rule', () => {
    expect(unclaimedOrContested(edges, rules)).toEqual([]);
  });

  it.each(rules.map((rule) => [rule.title, rule] as const))('%s', async (_, rule) => {
    await checkRule(edges, rule, harness);
  });
});
