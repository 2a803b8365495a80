import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyMachineSnapshot } from 'xstate';
import type { Profile } from '../../contract/account';
import { USER_MESSAGES, USERS_PAGE_SIZE, type UserPage } from '../../contract/users';
import type { NotifyEvent } from '../shared/notify';
import { failure, ok, type Result } from '../shared/result';
import { checkRule, edgesOf, unclaimedOrContested, type GraphEvent, type Harness, type Rule } from '../shared/testing/graph-replay';
import { selectUserList, userListMachine, type UserListEvent } from './user-list.machine';

const eventsOf = (state: string) => {
  const id = userListMachine.getStateNodeById(`userList.${state}`).invoke[0]!.id;
  return { done: `xstate.done.actor.${id}`, error: `xstate.error.actor.${id}` };
};
const PAGE = eventsOf('paging');
const SEARCH = eventsOf('searching');
const REMOVE = eventsOf('ready.deleting');

const user = (id: number, name: string, is_admin = false): Profile => ({
  id,
  name,
  phone_number: `98${String(id).padStart(8, '0')}`,
  profile_picture: null,
  is_admin,
  created_at: '2026-01-01T00:00:00Z',
});
const pageOne: UserPage = { count: 9, results: [user(1, 'Bikash Admin', true), user(2, 'Asha Gurung')] };
const pageTwo: UserPage = { count: 9, results: [user(9, 'Sita Rai')] };
const matches = [user(2, 'Asha Gurung')];

const LAST_ADMIN = 'The last admin cannot be deleted.';
const refusals = [
  failure(LAST_ADMIN, 409),
  failure(USER_MESSAGES.userUnknown, 404),
  failure('Something went wrong', 500),
];

const edges = edgesOf(userListMachine, {
  events: (state) => [
    { type: 'userList.open' },
    { type: 'userList.search', text: '' },
    { type: 'userList.search', text: ' asha ' },
    ...(state.matches('paging')
      ? [
          { type: PAGE.done, output: ok(state.context.page === 2 ? pageTwo : pageOne) },
          { type: PAGE.done, output: failure('Something went wrong', 500) },
          { type: PAGE.error, error: new Error('threw') },
        ]
      : []),
    ...(state.matches('searching')
      ? [
          { type: SEARCH.done, output: ok(matches) },
          { type: SEARCH.done, output: failure('Something went wrong', 500) },
          { type: SEARCH.error, error: new Error('threw') },
        ]
      : []),
    ...(state.matches('failed') ? [{ type: 'userList.retry' }] : []),
    ...(state.matches({ ready: 'idle' })
      ? [{ type: 'userList.page', page: 2 }, { type: 'userList.delete', id: state.context.users.at(-1)?.id ?? 1 }]
      : []),
    ...(state.matches({ ready: 'confirming' }) ? [{ type: 'userList.delete.confirm' }, { type: 'userList.delete.cancel' }] : []),
    ...(state.matches({ ready: 'deleting' })
      ? [
          { type: REMOVE.done, output: ok('User deleted successfully...') },
          ...refusals.map((output) => ({ type: REMOVE.done, output })),
          { type: REMOVE.error, error: new Error('threw') },
        ]
      : []),
  ],
});

interface World {
  pages: number[];
  searches: string[];
  removes: number[];
  toasts: NotifyEvent[];
}
const nothing = (): World => ({ pages: [], searches: [], removes: [], toasts: [] });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function harness(): Harness<World> {
  let world = nothing();
  const pending = new Map<string, { resolve: (value: unknown) => void; reject: (error: unknown) => void }>();
  const waitFor = <T,>(key: string) =>
    new Promise<T>((resolve, reject) => pending.set(key, { resolve: resolve as (value: unknown) => void, reject }));
  const actor = createActor(
    userListMachine.provide({
      actors: {
        loadPage: fromPromise<Result<UserPage>, { page: number }>(({ input }) => {
          world.pages.push(input.page);
          return waitFor(PAGE.done);
        }),
        search: fromPromise<Result<Profile[]>, { text: string }>(({ input }) => {
          world.searches.push(input.text);
          return waitFor(SEARCH.done);
        }),
        remove: fromPromise<Result<string>, { id: number }>(({ input }) => {
          world.removes.push(input.id);
          return waitFor(REMOVE.done);
        }),
      },
    }),
  );
  actor.on('notify', (toast) => world.toasts.push(toast));
  actor.start();
  return {
    snapshot: () => actor.getSnapshot(),
    async perform(event) {
      const key = event.type.replace('xstate.error.', 'xstate.done.');
      const answer = pending.get(key);
      if (key.startsWith('xstate.done.')) {
        if (!answer) throw new Error(`${event.type} with nothing in flight`);
        pending.delete(key);
        if (event.type === key) answer.resolve(event.output);
        else answer.reject(event.error);
        await settle();
      } else {
        actor.send(event as UserListEvent);
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

type Snapshot = Parameters<typeof selectUserList>[0];
const view = (snapshot: AnyMachineSnapshot) => selectUserList(snapshot as unknown as Snapshot);
const quiet = (world: World) => expect(world).toEqual(nothing());
const at = (state: object | string, ...types: string[]) => (from: AnyMachineSnapshot, event: GraphEvent) =>
  from.matches(state) && types.includes(event.type);
const answer = (event: GraphEvent) => event.output as Result<unknown> | undefined;
const answeredOk = (event: GraphEvent) => answer(event)?.ok === true;
const refusedWith = (event: GraphEvent, status: number) => {
  const output = answer(event);
  return output?.ok === false && output.status === status;
};
const searchingFor = (text: string) => text.trim() !== '';
const toast = (level: NotifyEvent['level'], message: string): NotifyEvent => ({ type: 'notify', level, message });
/** What the list asks again after a delete: the same search, or the page (the one before, if it emptied). */
const reloadAfterDelete = (from: AnyMachineSnapshot): Partial<World> =>
  searchingFor(from.context.search)
    ? { searches: ['asha'] }
    : { pages: [from.context.users.length === 1 && from.context.page > 1 ? from.context.page - 1 : from.context.page] };

const rules: Rule<World>[] = [
  {
    title: 'user list: opening it asks for page 1 of 8 (GET /account/users/?page=1&page_size=8)',
    applies: (_, event) => event.type === 'userList.open',
    holds: (_, __, to, world) => {
      expect(view(to)).toMatchObject({ status: 'loading', search: '', paging: { page: 1, pageSize: USERS_PAGE_SIZE } });
      expect(world).toEqual({ ...nothing(), pages: [1] });
    },
  },
  {
    title: 'user list: search text turns paging off and asks GET /account/search/?q= (trimmed); clearing it pages again',
    applies: (_, event) => event.type === 'userList.search',
    holds: (from, event, to, world) => {
      const text = event.text as string;
      expect(view(to).status).toBe('loading');
      expect(view(to).paging === null).toBe(searchingFor(text));
      // A new search drops the answer still on its way: whatever was asked before, only this one counts.
      expect(world).toEqual(
        searchingFor(text) ? { ...nothing(), searches: ['asha'] } : { ...nothing(), pages: [from.context.page] },
      );
    },
  },
  {
    title: 'user list: a page arrives with its count',
    applies: (from, event) => at('paging', PAGE.done)(from, event) && answeredOk(event),
    holds: (from, _, to, world) => {
      const expected = from.context.page === 2 ? pageTwo : pageOne;
      expect(view(to)).toMatchObject({ status: 'ready', users: expected.results, paging: { count: 9, page: from.context.page } });
      quiet(world);
    },
  },
  {
    title: 'user list: matches arrive, with no paging',
    applies: (from, event) => at('searching', SEARCH.done)(from, event) && answeredOk(event),
    holds: (_, __, to, world) => {
      expect(view(to)).toMatchObject({ status: 'ready', users: matches, paging: null });
      quiet(world);
    },
  },
  {
    title: "user list: a failed read shows 'Error loading users...' (status failed); retry asks again",
    applies: (from, event) =>
      (at('paging', PAGE.done)(from, event) && !answeredOk(event)) ||
      (at('searching', SEARCH.done)(from, event) && !answeredOk(event)) ||
      at('paging', PAGE.error)(from, event) ||
      at('searching', SEARCH.error)(from, event) ||
      at('failed', 'userList.retry')(from, event),
    holds: (from, event, to, world) => {
      if (event.type === 'userList.retry') {
        expect(view(to).status).toBe('loading');
        expect(world.pages.length + world.searches.length).toBe(1);
      } else {
        expect(view(to).status).toBe('failed');
        expect(view(to).search).toBe(from.context.search);
        quiet(world);
      }
    },
  },
  {
    title: 'user list: another page is asked for while paging; while searching there are no pages',
    applies: at({ ready: 'idle' }, 'userList.page'),
    holds: (from, _, to, world) => {
      if (searchingFor(from.context.search)) {
        expect(to.context).toEqual(from.context);
        quiet(world);
      } else {
        expect(view(to)).toMatchObject({ status: 'loading', paging: { page: 2 } });
        expect(world).toEqual({ ...nothing(), pages: [2] });
      }
    },
  },
  {
    title: "user list: delete asks 'Are you sure you want to delete this User?' first; cancel deletes nothing",
    applies: (from, event) =>
      at({ ready: 'idle' }, 'userList.delete')(from, event) || at({ ready: 'confirming' }, 'userList.delete.cancel')(from, event),
    holds: (from, event, to, world) => {
      if (event.type === 'userList.delete') {
        const name = from.context.users.find((one: Profile) => one.id === event.id)?.name;
        expect(view(to).confirmDelete).toEqual({ id: event.id, name, deleting: false });
      } else expect(view(to).confirmDelete).toBeNull();
      quiet(world);
    },
  },
  {
    title: 'user list: yes sends DELETE /account/{id}/delete/',
    applies: at({ ready: 'confirming' }, 'userList.delete.confirm'),
    holds: (from, _, to, world) => {
      expect(view(to).confirmDelete?.deleting).toBe(true);
      expect(world).toEqual({ ...nothing(), removes: [from.context.selected] });
    },
  },
  {
    title: "user list: 'User deleted successfully...' and the list reloads",
    applies: (from, event) => at({ ready: 'deleting' }, REMOVE.done)(from, event) && answeredOk(event),
    holds: (from, _, to, world) => {
      expect(view(to)).toMatchObject({ status: 'loading', confirmDelete: null });
      expect(world).toEqual({ ...nothing(), ...reloadAfterDelete(from), toasts: [toast('success', USER_MESSAGES.deleted)] });
    },
  },
  {
    title: "user list: a user already gone (404) shows the server's message and reloads the out-of-date list",
    applies: (from, event) => at({ ready: 'deleting' }, REMOVE.done)(from, event) && refusedWith(event, 404),
    holds: (from, _, to, world) => {
      expect(view(to)).toMatchObject({ status: 'loading', confirmDelete: null });
      expect(world).toEqual({ ...nothing(), ...reloadAfterDelete(from), toasts: [toast('error', USER_MESSAGES.userUnknown)] });
    },
  },
  {
    title: "user list: a refusal (409: oneself, the last admin) shows the server's reason, anything else 'Error deleting user. Please try again.'; the list stays",
    applies: (from, event) =>
      (at({ ready: 'deleting' }, REMOVE.done)(from, event) && !answeredOk(event) && !refusedWith(event, 404)) ||
      at({ ready: 'deleting' }, REMOVE.error)(from, event),
    holds: (from, event, to, world) => {
      expect(view(to)).toMatchObject({ status: 'ready', confirmDelete: null, users: from.context.users });
      const text = refusedWith(event, 409) ? LAST_ADMIN : USER_MESSAGES.deleteFailed;
      expect(world).toEqual({ ...nothing(), toasts: [toast('error', text)] });
    },
  },
];

describe('userListMachine, every edge of its graph replayed into a real actor', () => {
  it('claims each edge with exactly one spec rule', () => {
    expect(unclaimedOrContested(edges, rules)).toEqual([]);
  });

  it.each(rules.map((rule) => [rule.title, rule] as const))('%s', async (_, rule) => {
    await checkRule(edges, rule, harness);
  });
});

describe('the user list search', () => {
  it('drops an answer that arrives after a newer search was typed', async () => {
    const answers = new Map<string, (value: Result<Profile[]>) => void>();
    const actor = createActor(
      userListMachine.provide({
        actors: {
          loadPage: fromPromise(async () => ok(pageOne)),
          search: fromPromise<Result<Profile[]>, { text: string }>(
            ({ input }) => new Promise((resolve) => answers.set(input.text, resolve)),
          ),
        },
      }),
    ).start();
    actor.send({ type: 'userList.search', text: 'as' });
    actor.send({ type: 'userList.search', text: 'asha' });
    answers.get('asha')!(ok(matches));
    await settle();
    answers.get('as')!(ok([user(7, 'Asmita Shrestha')]));
    await settle();
    expect(selectUserList(actor.getSnapshot()).users).toEqual(matches);
    actor.stop();
  });
});
