import { assign, setup } from 'xstate';
import type { RoleResponse, StaffRole } from '../../contract/permissions';
import { answeredOk, settleRead } from '../shared/answer';
import { providedCall } from '../shared/boundary';
import type { Result } from '../shared/result';

export type StaffRoleEvent = { type: 'staffRole.retry' };

/**
 * The signed-in member of staff's role (GET /account/role/), asked once as the admin area opens: the admin menu
 * shows the role only its screens and the admin routes send it away from the others. Until it answers, neither
 * guesses. The server refuses what the role may not do whatever this says.
 */
export const staffRoleMachine = setup({
  types: {
    context: {} as { role: StaffRole | null },
    events: {} as StaffRoleEvent,
  },
  actors: { loadRole: providedCall<Result<RoleResponse>>('loadRole') },
  guards: { answeredOk },
  actions: { store: assign((_, answer: RoleResponse) => ({ role: answer.role })) },
}).createMachine({
  id: 'staffRole',
  context: { role: null },
  initial: 'loading',
  states: {
    loading: { invoke: { src: 'loadRole', ...settleRead('store', 'known', 'failed') } },
    failed: { on: { 'staffRole.retry': 'loading' } },
    known: {},
  },
});

export interface StaffRoleView {
  status: 'loading' | 'failed' | 'known';
  role: StaffRole | null;
}

export function selectStaffRole(snapshot: { context: { role: StaffRole | null }; matches: (state: never) => boolean }): StaffRoleView {
  const is = (state: string) => snapshot.matches(state as never);
  return { status: is('loading') ? 'loading' : is('failed') ? 'failed' : 'known', role: snapshot.context.role };
}
