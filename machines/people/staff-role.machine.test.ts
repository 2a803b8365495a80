import { describe, expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import type { RoleResponse } from '../../contract/permissions';
import { failure, ok, type Result } from '../shared/result';
import { edgesOf, type GraphEvent, type Rule } from '../shared/testing/graph-replay';
import { doneOf, errorOf, fakeCall, invocationOf } from '../shared/testing/fake-calls';
import { replayHarness } from '../shared/testing/replay-harness';
import { itReplaysEveryRule, retryReadsAgain } from '../shared/testing/rules';
import { selectStaffRole, staffRoleMachine } from './staff-role.machine';

const invocation = invocationOf(staffRoleMachine, 'staffRole.loading');
const [DONE, ERROR] = [doneOf(invocation), errorOf(invocation)];
const kitchen: RoleResponse = { role: 'kitchen', permissions: ['orders.read', 'orders.move'] };
const owner: RoleResponse = { role: 'owner', permissions: ['staff.manage', 'audit.read'] };

const edges = edgesOf(staffRoleMachine, {
  events: (state) => [
    { type: 'staffRole.retry' },
    ...(state.matches('loading')
      ? [
          { type: DONE, output: ok(kitchen) },
          { type: DONE, output: ok(owner) },
          { type: DONE, output: failure('Something went wrong', 500) },
          { type: ERROR, error: new Error('loadRole threw') },
        ]
      : []),
  ],
});

interface World {
  /** Requests for GET /account/role/. */
  loads: number;
}
const nothing = (): World => ({ loads: 0 });

const harness = replayHarness<World>({
  nothing,
  logic: ({ world, calls }) =>
    staffRoleMachine.provide({ actors: { loadRole: fakeCall<Result<RoleResponse>>(calls, () => (world().loads += 1)) } }),
});

const view = (snapshot: AnyMachineSnapshot) => selectStaffRole(snapshot as unknown as Parameters<typeof selectStaffRole>[0]);
const answered = (event: GraphEvent) => event.type === DONE && (event.output as Result<RoleResponse>).ok;

const rules: Rule<World>[] = [
  {
    title: 'staff role: the answer of GET /account/role/ is the role the admin menu and routes go by',
    applies: (_, event) => answered(event),
    holds: (_, event, to, world) => {
      const answer = (event.output as { data: RoleResponse }).data;
      expect(view(to)).toEqual({ status: 'known', role: answer.role });
      expect(world).toEqual(nothing());
    },
  },
  {
    title: 'staff role: a refusal or a throw leaves no role (nothing is guessed) and offers a retry',
    applies: (_, event) => (event.type === DONE && !answered(event)) || event.type === ERROR,
    holds: (_, __, to, world) => {
      expect(view(to)).toEqual({ status: 'failed', role: null });
      expect(world).toEqual(nothing());
    },
  },
  retryReadsAgain('staff role: retrying after a failure asks again', 'staffRole.retry', nothing),
  {
    title: 'staff role: a retry while asking or once known changes nothing',
    applies: (from, event) => !from.matches('failed') && event.type === 'staffRole.retry',
    holds: (from, _, to, world) => {
      expect({ value: to.value, context: to.context }).toEqual({ value: from.value, context: from.context });
      expect(world).toEqual(nothing());
    },
  },
];

describe('staffRoleMachine, every edge of its graph replayed into a real actor', () => {
  itReplaysEveryRule(edges, rules, harness);
});
