import { assign, emit, fromPromise, setup } from 'xstate';
import type { Profile } from '../../contract/account';
import { USER_MESSAGES, USERS_PAGE_SIZE, type UserPage } from '../../contract/users';
import { notify, type NotifyEvent } from '../shared/notify';
import { okData } from '../shared/ok-data';
import type { Result } from '../shared/result';
import { deleteRefusal } from './user-admin-api';

export type UserListEvent =
  | { type: 'userList.open' }
  | { type: 'userList.page'; page: number }
  | { type: 'userList.search'; text: string }
  | { type: 'userList.retry' }
  | { type: 'userList.delete'; id: number }
  | { type: 'userList.delete.confirm' }
  | { type: 'userList.delete.cancel' };

interface UserListContext {
  page: number;
  search: string;
  users: Profile[];
  /** Users in the whole list (paging), or the number found (searching). */
  count: number;
  selected: number | null;
}

const fresh = (): UserListContext => ({ page: 1, search: '', users: [], count: 0, selected: null });
const searching = (context: UserListContext) => context.search.trim() !== '';
/** The last user of a later page gone: show the page before it. */
const pageAfterDelete = (context: UserListContext) =>
  context.users.length === 1 && context.page > 1 ? context.page - 1 : context.page;

/**
 * /route/admin/user-list (spec §2, §4, §8): pages of 8 users, or, while the search box holds text, every match with
 * paging off. A new page or a new search drops the answer still on its way. Delete asks first; a user someone else
 * deleted meanwhile (404) reloads the list, which was out of date.
 */
export const userListMachine = setup({
  types: {
    context: {} as UserListContext,
    events: {} as UserListEvent,
    emitted: {} as NotifyEvent,
  },
  actors: {
    loadPage: fromPromise<Result<UserPage>, { page: number }>(async () => {
      throw new Error('loadPage is provided at the app boundary');
    }),
    search: fromPromise<Result<Profile[]>, { text: string }>(async () => {
      throw new Error('search is provided at the app boundary');
    }),
    remove: fromPromise<Result<string>, { id: number }>(async () => {
      throw new Error('remove is provided at the app boundary');
    }),
  },
  guards: {
    searching: ({ context }) => searching(context),
    answeredOk: (_, result: Result<unknown>) => result.ok,
    alreadyGone: (_, result: Result<unknown>) => !result.ok && result.status === 404,
  },
}).createMachine({
  id: 'userList',
  context: fresh,
  initial: 'loading',
  on: {
    'userList.open': { target: '.loading', reenter: true, actions: assign(fresh) },
    'userList.search': { target: '.loading', reenter: true, actions: assign({ search: ({ event }) => event.text }) },
  },
  states: {
    // Which read answers depends on the search box.
    loading: {
      always: [{ guard: 'searching', target: 'searching' }, { target: 'paging' }],
    },
    paging: {
      invoke: {
        src: 'loadPage',
        input: ({ context }) => ({ page: context.page }),
        onDone: [
          {
            guard: { type: 'answeredOk', params: ({ event }) => event.output },
            target: 'ready',
            actions: assign(({ event }) => {
              const { count, results } = okData(event.output);
              return { count, users: results };
            }),
          },
          { target: 'failed' },
        ],
        onError: 'failed',
      },
    },
    searching: {
      invoke: {
        src: 'search',
        input: ({ context }) => ({ text: context.search.trim() }),
        onDone: [
          {
            guard: { type: 'answeredOk', params: ({ event }) => event.output },
            target: 'ready',
            actions: assign(({ event }) => {
              const users = okData(event.output);
              return { users, count: users.length };
            }),
          },
          { target: 'failed' },
        ],
        onError: 'failed',
      },
    },
    failed: {
      on: { 'userList.retry': 'loading' },
    },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'userList.page': {
              guard: ({ context }) => !searching(context),
              target: '#userList.loading',
              actions: assign({ page: ({ event }) => event.page }),
            },
            'userList.delete': { target: 'confirming', actions: assign({ selected: ({ event }) => event.id }) },
          },
        },
        confirming: {
          on: {
            'userList.delete.confirm': 'deleting',
            'userList.delete.cancel': { target: 'idle', actions: assign({ selected: null }) },
          },
        },
        deleting: {
          invoke: {
            src: 'remove',
            input: ({ context }) => ({ id: context.selected ?? 0 }),
            onDone: [
              {
                guard: { type: 'answeredOk', params: ({ event }) => event.output },
                target: '#userList.loading',
                actions: [
                  assign(({ context }) => ({ selected: null, page: pageAfterDelete(context) })),
                  emit(notify('success', USER_MESSAGES.deleted)),
                ],
              },
              {
                guard: { type: 'alreadyGone', params: ({ event }) => event.output },
                target: '#userList.loading',
                actions: [
                  assign(({ context }) => ({ selected: null, page: pageAfterDelete(context) })),
                  emit(({ event }) => notify('error', deleteRefusal(event.output))),
                ],
              },
              {
                target: 'idle',
                actions: [assign({ selected: null }), emit(({ event }) => notify('error', deleteRefusal(event.output)))],
              },
            ],
            onError: {
              target: 'idle',
              actions: [assign({ selected: null }), emit(notify('error', USER_MESSAGES.deleteFailed))],
            },
          },
        },
      },
    },
  },
});

export interface UserListView {
  status: 'loading' | 'failed' | 'ready';
  search: string;
  /** Paging is off while searching (spec §4). */
  paging: { page: number; count: number; pageSize: number } | null;
  users: Profile[];
  confirmDelete: { id: number; name: string; deleting: boolean } | null;
}

type Snapshot = { context: UserListContext; matches: (state: never) => boolean };

export function selectUserList(snapshot: Snapshot): UserListView {
  const { context } = snapshot;
  const is = (state: string) => snapshot.matches(state as never);
  const confirming = is('ready.confirming') || is('ready.deleting');
  return {
    status: is('paging') || is('searching') ? 'loading' : is('failed') ? 'failed' : 'ready',
    search: context.search,
    paging: searching(context) ? null : { page: context.page, count: context.count, pageSize: USERS_PAGE_SIZE },
    users: context.users,
    confirmDelete:
      confirming && context.selected !== null
        ? {
            id: context.selected,
            name: context.users.find((user) => user.id === context.selected)?.name ?? '',
            deleting: is('ready.deleting'),
          }
        : null,
  };
}
