import { describe, expect } from 'vitest';
import type { AuthEvent } from '../shared/auth.machine';
import { logoutMachine } from './logout.machine';
import type { NavigateEvent } from '../shared/navigate';
import type { NotifyEvent } from '../shared/notify';
import { failure, ok, type Result } from '../shared/result';
import { edgesOf, type Rule } from '../shared/testing/graph-replay';
import { doneOf, errorOf, fakeCall, invocationOf } from '../shared/testing/fake-calls';
import { into, replayHarness } from '../shared/testing/replay-harness';
import { itReplaysEveryRule } from '../shared/testing/rules';

const invocation = invocationOf(logoutMachine, 'logout.leaving');
const [DONE, ERROR] = [doneOf(invocation), errorOf(invocation)];

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

const harness = replayHarness<World>({
  nothing,
  logic: ({ world, calls }) =>
    logoutMachine.provide({
      actors: { logOut: fakeCall<Result<unknown>>(calls, () => (world().calls += 1)) },
      actions: { tellAuth: (_, event) => void world().auth.push(event) },
    }),
  emitted: { notify: into('toasts'), navigate: into('navigations') },
});

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
  itReplaysEveryRule(edges, rules, harness);
});
