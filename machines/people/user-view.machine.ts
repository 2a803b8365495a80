import { assign, emit, setup } from 'xstate';
import { answeredOk, ifAnsweredOk } from '../shared/answer';
import { providedCall } from '../shared/boundary';
import type { Profile } from '../../contract/account';
import { USER_MESSAGES } from '../../contract/users';
import { navigate, type NavigateEvent } from '../shared/navigate';
import { notify, type NotifyEvent } from '../shared/notify';
import { okData } from '../shared/ok-data';
import type { Result } from '../shared/result';
import { deleteRefusal } from './user-admin-api';

export const USER_LIST_PATH = '/route/admin/user-list';

export type UserViewEvent =
  | { type: 'userView.open'; id: number }
  | { type: 'userView.retry' }
  | { type: 'userView.delete' }
  | { type: 'userView.delete.confirm' }
  | { type: 'userView.delete.cancel' };

interface UserViewContext {
  id: number | null;
  user: Profile | null;
}

const isGone = (result: Result<unknown>) => !result.ok && result.status === 404;

/**
 * /route/admin/view-user/{id} (docs/rules/departures.md#where-the-app-differs-from-the-original-description: a
 * read-only user page): the user, 'User not found.' when there is none, and the list's delete with the same question;
 * once the user is gone the admin is back on the list.
 */
export const userViewMachine = setup({
  types: {
    context: {} as UserViewContext,
    events: {} as UserViewEvent,
    emitted: {} as NotifyEvent | NavigateEvent,
  },
  actors: {
    load: providedCall<Result<Profile>, { id: number }>('load'),
    remove: providedCall<Result<string>, { id: number }>('remove'),
  },
  guards: {
    answeredOk,
    notFound: (_, result: Result<unknown>) => isGone(result),
  },
}).createMachine({
  id: 'userView',
  context: { id: null, user: null },
  // The screen says which user once it has read its route.
  initial: 'waiting',
  on: {
    'userView.open': {
      target: '.loading',
      reenter: true,
      actions: assign({ id: ({ event }) => event.id, user: null }),
    },
  },
  states: {
    waiting: {},
    loading: {
      invoke: {
        src: 'load',
        input: ({ context }) => ({ id: context.id ?? 0 }),
        onDone: [
          {
            guard: ifAnsweredOk,
            target: 'ready',
            actions: assign({ user: ({ event }) => okData(event.output) }),
          },
          { guard: { type: 'notFound', params: ({ event }) => event.output }, target: 'notFound' },
          { target: 'failed' },
        ],
        onError: 'failed',
      },
    },
    failed: {
      on: { 'userView.retry': 'loading' },
    },
    notFound: {},
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: { 'userView.delete': 'confirming' },
        },
        confirming: {
          on: {
            'userView.delete.confirm': 'deleting',
            'userView.delete.cancel': 'idle',
          },
        },
        deleting: {
          invoke: {
            src: 'remove',
            input: ({ context }) => ({ id: context.id ?? 0 }),
            onDone: [
              {
                guard: ifAnsweredOk,
                target: '#userView.gone',
                actions: [emit(notify('success', USER_MESSAGES.deleted)), emit(navigate(USER_LIST_PATH))],
              },
              {
                // Someone else deleted them meanwhile: nothing left to show here either.
                guard: { type: 'notFound', params: ({ event }) => event.output },
                target: '#userView.gone',
                actions: [
                  emit(({ event }) => notify('error', deleteRefusal(event.output))),
                  emit(navigate(USER_LIST_PATH)),
                ],
              },
              { target: 'idle', actions: emit(({ event }) => notify('error', deleteRefusal(event.output))) },
            ],
            onError: { target: 'idle', actions: emit(notify('error', USER_MESSAGES.deleteFailed)) },
          },
        },
      },
    },
    gone: {},
  },
});

export interface UserViewModel {
  status: 'loading' | 'failed' | 'notFound' | 'ready' | 'gone';
  user: Profile | null;
  confirmDelete: { deleting: boolean } | null;
}

type Snapshot = { context: UserViewContext; matches: (state: never) => boolean };

export function selectUserView(snapshot: Snapshot): UserViewModel {
  const is = (state: string) => snapshot.matches(state as never);
  const status = is('failed') ? 'failed' : is('notFound') ? 'notFound' : is('ready') ? 'ready' : is('gone') ? 'gone' : 'loading';
  return {
    status,
    user: snapshot.context.user,
    confirmDelete: is('ready.confirming') || is('ready.deleting') ? { deleting: is('ready.deleting') } : null,
  };
}
