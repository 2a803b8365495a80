import { assign, emit, setup } from 'xstate';
import { SOMETHING_WENT_WRONG } from '../../contract/errors';
import type { StaffMember, StaffRole } from '../../contract/permissions';
import { answeredOk, explained, ifAnsweredOk, okOutput } from '../shared/answer';
import { providedCall } from '../shared/boundary';
import { okData } from '../shared/ok-data';
import { notify, type NotifyEvent } from '../shared/notify';
import type { Result } from '../shared/result';
import type { RoleChanged } from './user-admin-api';

export type RoleChangeEvent = { type: 'roleChange.open'; id: number } | { type: 'roleChange.pick'; role: StaffRole };

interface RoleChangeContext {
  id: number | null;
  /** The member's role as the server last said; null for a customer (who has none to change). */
  role: StaffRole | null;
  /** The role on its way to the server. */
  picked: StaffRole | null;
}

/**
 * The owner changes a member of staff's role on their page (docs/rules/roles.md#staff-roles): the role is read from GET
 * /account/staff/, a pick is sent at once (PUT /account/users/{id}/role/), and a refusal is shown in the server's words
 * (the last owner cannot be demoted) with the role left as it was.
 */
export const roleChangeMachine = setup({
  types: {
    context: {} as RoleChangeContext,
    events: {} as RoleChangeEvent,
    emitted: {} as NotifyEvent,
  },
  actors: {
    loadStaff: providedCall<Result<StaffMember[]>>('loadStaff'),
    changeRole: providedCall<Result<RoleChanged>, { id: number; role: StaffRole }>('changeRole'),
  },
  guards: {
    answeredOk,
    aChange: ({ context }, role: StaffRole) => context.role !== null && role !== context.role,
  },
  actions: {
    open: assign((_, id: number) => ({ id, role: null, picked: null })),
    store: assign(({ context }, staff: StaffMember[]) => ({
      role: staff.find((member) => member.id === context.id)?.role ?? null,
    })),
    pick: assign((_, role: StaffRole) => ({ picked: role })),
    changed: assign((_, answer: RoleChanged) => ({
      role: answer.member.role,
      picked: null,
    })),
    drop: assign({ picked: null }),
  },
}).createMachine({
  id: 'roleChange',
  context: { id: null, role: null, picked: null },
  initial: 'idle',
  on: {
    'roleChange.open': {
      target: '.loading',
      actions: { type: 'open', params: ({ event }) => event.id },
    },
  },
  states: {
    idle: {},
    loading: {
      invoke: {
        src: 'loadStaff',
        onDone: [
          {
            guard: ifAnsweredOk,
            target: 'ready',
            actions: { type: 'store', params: okOutput },
          },
          { target: 'failed' },
        ],
        onError: { target: 'failed' },
      },
    },
    failed: {},
    ready: {
      on: {
        'roleChange.pick': {
          guard: { type: 'aChange', params: ({ event }) => event.role },
          target: 'saving',
          actions: { type: 'pick', params: ({ event }) => event.role },
        },
      },
    },
    saving: {
      invoke: {
        src: 'changeRole',
        input: ({ context }) => ({
          id: context.id ?? 0,
          role: context.picked ?? 'owner',
        }),
        onDone: [
          {
            guard: ifAnsweredOk,
            target: 'ready',
            actions: [
              { type: 'changed', params: okOutput },
              emit(({ event }) => notify('success', okData(event.output).message)),
            ],
          },
          {
            target: 'ready',
            actions: ['drop', emit(({ event }) => notify('error', explained(event.output) ?? SOMETHING_WENT_WRONG))],
          },
        ],
        onError: {
          target: 'ready',
          actions: ['drop', emit(notify('error', SOMETHING_WENT_WRONG))],
        },
      },
    },
  },
});

export interface RoleChangeView {
  /** A staff member's role to show and change; null while reading, for a customer, or when it could not be read. */
  role: StaffRole | null;
  /** What the radio shows: the pick on its way, else the role. */
  shown: StaffRole | null;
  saving: boolean;
}

export function selectRoleChange(snapshot: { context: RoleChangeContext; matches: (state: never) => boolean }): RoleChangeView {
  const { role, picked } = snapshot.context;
  return {
    role,
    shown: picked ?? role,
    saving: snapshot.matches('saving' as never),
  };
}
