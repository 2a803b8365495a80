import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyMachineSnapshot } from 'xstate';
import type { Profile } from '../../contract/account';
import { USER_MESSAGES } from '../../contract/users';
import type { NavigateEvent } from '../shared/navigate';
import type { NotifyEvent } from '../shared/notify';
import { failure, ok, type Result } from '../shared/result';
import { asha } from '../shared/testing/fixtures';
import { edgesOf, type GraphEvent, type Rule } from '../shared/testing/graph-replay';
import { selectUserView, USER_LIST_PATH, userViewMachine } from './user-view.machine';
import { answersOf, fakeCall, settle } from '../shared/testing/fake-calls';
import { into, replayHarness } from '../shared/testing/replay-harness';
import { itReplaysEveryRule, toast } from '../shared/testing/rules';

const eventsOf = (state: string) => {
  const [done, error] = answersOf(userViewMachine, `userView.${state}`);
  return { done, error };
};
const LOAD = eventsOf('loading');
const REMOVE = eventsOf('ready.deleting');

const YOURSELF = 'You cannot delete your own account.';

const edges = edgesOf(userViewMachine, {
  events: (state) => [
    { type: 'userView.open', id: 2 },
    ...(state.matches('loading')
      ? [
          { type: LOAD.done, output: ok(asha) },
          { type: LOAD.done, output: failure(USER_MESSAGES.userUnknown, 404) },
          { type: LOAD.done, output: failure('Something went wrong', 500) },
          { type: LOAD.error, error: new Error('threw') },
        ]
      : []),
    ...(state.matches('failed') ? [{ type: 'userView.retry' }] : []),
    ...(state.matches({ ready: 'idle' }) ? [{ type: 'userView.delete' }] : []),
    ...(state.matches({ ready: 'confirming' }) ? [{ type: 'userView.delete.confirm' }, { type: 'userView.delete.cancel' }] : []),
    ...(state.matches({ ready: 'deleting' })
      ? [
          { type: REMOVE.done, output: ok('User deleted successfully...') },
          { type: REMOVE.done, output: failure(USER_MESSAGES.userUnknown, 404) },
          { type: REMOVE.done, output: failure(YOURSELF, 409) },
          { type: REMOVE.done, output: failure('Something went wrong', 500) },
          { type: REMOVE.error, error: new Error('threw') },
        ]
      : []),
  ],
});

interface World {
  loads: number[];
  removes: number[];
  toasts: NotifyEvent[];
  went: string[];
}
const nothing = (): World => ({ loads: [], removes: [], toasts: [], went: [] });

const harness = replayHarness<World>({
  nothing,
  logic: ({ world, calls }) =>
    userViewMachine.provide({
      actors: {
        load: fakeCall<Result<Profile>, { id: number }>(calls, (input) => world().loads.push(input.id)),
        remove: fakeCall<Result<string>, { id: number }>(calls, (input) => world().removes.push(input.id)),
      },
    }),
  emitted: { notify: into('toasts'), navigate: (world, { to }: NavigateEvent) => world.went.push(to) },
});

type Snapshot = Parameters<typeof selectUserView>[0];
const view = (snapshot: AnyMachineSnapshot) => selectUserView(snapshot as unknown as Snapshot);
const quiet = (world: World) => expect(world).toEqual(nothing());
const at = (state: object | string, ...types: string[]) => (from: AnyMachineSnapshot, event: GraphEvent) =>
  from.matches(state) && types.includes(event.type);
const answer = (event: GraphEvent) => event.output as Result<unknown> | undefined;
const answeredOk = (event: GraphEvent) => answer(event)?.ok === true;
const refusedWith = (event: GraphEvent, status: number) => {
  const output = answer(event);
  return output?.ok === false && output.status === status;
};

const rules: Rule<World>[] = [
  {
    title: 'view user: opening /route/admin/view-user/{id} asks GET /account/users/{id}/, whatever was shown before',
    applies: (_, event) => event.type === 'userView.open',
    holds: (_, __, to, world) => {
      expect(view(to)).toEqual({ status: 'loading', user: null, confirmDelete: null });
      expect(world).toEqual({ ...nothing(), loads: [2] });
    },
  },
  {
    title: 'view user: the user arrives, read-only',
    applies: (from, event) => at('loading', LOAD.done)(from, event) && answeredOk(event),
    holds: (_, __, to, world) => {
      expect(view(to)).toEqual({ status: 'ready', user: asha, confirmDelete: null });
      quiet(world);
    },
  },
  {
    title: "view user: no such user (404) shows 'User not found.'",
    applies: (from, event) => at('loading', LOAD.done)(from, event) && refusedWith(event, 404),
    holds: (_, __, to, world) => {
      expect(view(to)).toMatchObject({ status: 'notFound', user: null });
      quiet(world);
    },
  },
  {
    title: "view user: any other failed read shows 'Error loading users...' (status failed); retry asks again",
    applies: (from, event) =>
      (at('loading', LOAD.done)(from, event) && !answeredOk(event) && !refusedWith(event, 404)) ||
      at('loading', LOAD.error)(from, event) ||
      at('failed', 'userView.retry')(from, event),
    holds: (_, event, to, world) => {
      if (event.type === 'userView.retry') {
        expect(view(to).status).toBe('loading');
        expect(world).toEqual({ ...nothing(), loads: [2] });
      } else {
        expect(view(to).status).toBe('failed');
        quiet(world);
      }
    },
  },
  {
    title: "view user: delete asks 'Are you sure you want to delete this User?' first; cancel deletes nothing",
    applies: (from, event) =>
      at({ ready: 'idle' }, 'userView.delete')(from, event) || at({ ready: 'confirming' }, 'userView.delete.cancel')(from, event),
    holds: (_, event, to, world) => {
      expect(view(to).confirmDelete).toEqual(event.type === 'userView.delete' ? { deleting: false } : null);
      expect(view(to).user).toEqual(asha);
      quiet(world);
    },
  },
  {
    title: 'view user: yes sends DELETE /account/{id}/delete/',
    applies: at({ ready: 'confirming' }, 'userView.delete.confirm'),
    holds: (_, __, to, world) => {
      expect(view(to).confirmDelete).toEqual({ deleting: true });
      expect(world).toEqual({ ...nothing(), removes: [2] });
    },
  },
  {
    title: "view user: deleted ('User deleted successfully...'), or already gone (the server's 404 message): back to the list",
    applies: (from, event) =>
      at({ ready: 'deleting' }, REMOVE.done)(from, event) && (answeredOk(event) || refusedWith(event, 404)),
    holds: (_, event, to, world) => {
      expect(view(to)).toMatchObject({ status: 'gone', confirmDelete: null });
      const said = answeredOk(event) ? toast('success', USER_MESSAGES.deleted) : toast('error', USER_MESSAGES.userUnknown);
      expect(world).toEqual({ ...nothing(), toasts: [said], went: [USER_LIST_PATH] });
    },
  },
  {
    title: "view user: a refusal (409) shows the server's reason, anything else 'Error deleting user. Please try again.'; the user stays shown",
    applies: (from, event) =>
      (at({ ready: 'deleting' }, REMOVE.done)(from, event) && !answeredOk(event) && !refusedWith(event, 404)) ||
      at({ ready: 'deleting' }, REMOVE.error)(from, event),
    holds: (_, event, to, world) => {
      expect(view(to)).toEqual({ status: 'ready', user: asha, confirmDelete: null });
      const text = refusedWith(event, 409) ? YOURSELF : USER_MESSAGES.deleteFailed;
      expect(world).toEqual({ ...nothing(), toasts: [toast('error', text)] });
    },
  },
];

describe('userViewMachine, every edge of its graph replayed into a real actor', () => {
  itReplaysEveryRule(edges, rules, harness);
});

describe('the user page', () => {
  it('drops the answer about the user it showed before another was opened', async () => {
    const answers = new Map<number, (value: Result<Profile>) => void>();
    const actor = createActor(
      userViewMachine.provide({
        actors: {
          load: fromPromise<Result<Profile>, { id: number }>(({ input }) => new Promise((resolve) => answers.set(input.id, resolve))),
        },
      }),
    ).start();
    actor.send({ type: 'userView.open', id: 2 });
    actor.send({ type: 'userView.open', id: 5 });
    answers.get(2)!(ok(asha));
    await settle();
    expect(selectUserView(actor.getSnapshot()).status).toBe('loading');
    const bikash = { ...asha, id: 5, name: 'Bikash Thapa' };
    answers.get(5)!(ok(bikash));
    await settle();
    expect(selectUserView(actor.getSnapshot()).user).toEqual(bikash);
    actor.stop();
  });
});
