import { describe, expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { SOMETHING_WENT_WRONG } from '../../contract/errors';
import { ROLE_MESSAGES, type StaffMember, type StaffRole } from '../../contract/permissions';
import type { NotifyEvent } from '../shared/notify';
import { failure, ok, type Result } from '../shared/result';
import { edgesOf, type GraphEvent, type Rule } from '../shared/testing/graph-replay';
import { doneOf, errorOf, fakeCall, invocationOf } from '../shared/testing/fake-calls';
import { into, replayHarness } from '../shared/testing/replay-harness';
import { itReplaysEveryRule } from '../shared/testing/rules';
import { roleChangeMachine, selectRoleChange } from './role-change.machine';
import type { RoleChanged } from './user-admin-api';

const loading = invocationOf(roleChangeMachine, 'roleChange.loading');
const saving = invocationOf(roleChangeMachine, 'roleChange.saving');
const cook: StaffMember = {
  id: 7,
  name: 'Ram Thapa',
  phone_number: '9800000007',
  role: 'kitchen',
};
const ownerMember: StaffMember = {
  id: 7,
  name: 'Ram Thapa',
  phone_number: '9800000007',
  role: 'owner',
};

const edges = edgesOf(roleChangeMachine, {
  events: (state) => [
    { type: 'roleChange.open', id: 7 },
    { type: 'roleChange.pick', role: 'counter' },
    { type: 'roleChange.pick', role: 'kitchen' },
    ...(state.matches('loading')
      ? [
          { type: doneOf(loading), output: ok([cook]) },
          { type: doneOf(loading), output: ok([ownerMember]) },
          { type: doneOf(loading), output: ok([]) },
          { type: doneOf(loading), output: failure(SOMETHING_WENT_WRONG, 500) },
          { type: errorOf(loading), error: new Error('loadStaff threw') },
        ]
      : []),
    ...(state.matches('saving')
      ? [
          {
            type: doneOf(saving),
            output: ok({
              message: ROLE_MESSAGES.changed,
              member: { ...cook, role: 'counter' },
            }),
          },
          {
            type: doneOf(saving),
            output: failure(ROLE_MESSAGES.lastOwner, 409),
          },
          { type: doneOf(saving), output: failure(SOMETHING_WENT_WRONG, 500) },
          { type: errorOf(saving), error: new Error('changeRole threw') },
        ]
      : []),
  ],
});

interface World {
  loads: number;
  changes: { id: number; role: StaffRole }[];
  toasts: NotifyEvent[];
}
const nothing = (): World => ({ loads: 0, changes: [], toasts: [] });

const harness = replayHarness<World>({
  nothing,
  logic: ({ world, calls }) =>
    roleChangeMachine.provide({
      actors: {
        loadStaff: fakeCall<Result<StaffMember[]>>(calls, () => (world().loads += 1)),
        changeRole: fakeCall<Result<RoleChanged>, { id: number; role: StaffRole }>(calls, (input) => world().changes.push(input)),
      },
    }),
  emitted: { notify: into('toasts') },
});

const view = (snapshot: AnyMachineSnapshot) => selectRoleChange(snapshot as unknown as Parameters<typeof selectRoleChange>[0]);
const is = (event: GraphEvent, type: string, okAnswer?: boolean) =>
  event.type === type && (okAnswer === undefined || (event.output as Result<unknown>).ok === okAnswer);
const unchanged = (from: AnyMachineSnapshot, to: AnyMachineSnapshot, world: World) => {
  expect({ value: to.value, context: to.context }).toEqual({
    value: from.value,
    context: from.context,
  });
  expect(world).toEqual(nothing());
};

const rules: Rule<World>[] = [
  {
    title: "role change: opening a user's page reads the staff list (GET /account/staff/)",
    applies: (_, event) => event.type === 'roleChange.open',
    holds: (_, __, to, world) => {
      expect(to.value).toBe('loading');
      expect(view(to)).toEqual({ role: null, shown: null, saving: false });
      expect(world).toEqual({ ...nothing(), loads: 1 });
    },
  },
  {
    title: "role change: the list gives the member's role; a customer (not on it) has none to change",
    applies: (_, event) => is(event, doneOf(loading), true),
    holds: (_, event, to, world) => {
      const member = (event.output as { data: StaffMember[] }).data[0];
      expect(to.value).toBe('ready');
      expect(view(to).role).toBe(member?.role ?? null);
      expect(world).toEqual(nothing());
    },
  },
  {
    title: 'role change: a list that cannot be read shows no role picker',
    applies: (_, event) => is(event, doneOf(loading), false) || event.type === errorOf(loading),
    holds: (_, __, to, world) => {
      expect(to.value).toBe('failed');
      expect(view(to).role).toBeNull();
      expect(world).toEqual(nothing());
    },
  },
  {
    title: 'role change: picking another role sends it at once (PUT /account/users/{id}/role/) and shows it meanwhile',
    applies: (from, event) =>
      from.matches('ready') && event.type === 'roleChange.pick' && from.context.role !== null && event.role !== from.context.role,
    holds: (_, event, to, world) => {
      expect(to.value).toBe('saving');
      expect(view(to)).toMatchObject({ shown: event.role, saving: true });
      expect(world).toEqual({
        ...nothing(),
        changes: [{ id: 7, role: event.role }],
      });
    },
  },
  {
    title: 'role change: picking the same role, a customer, or while reading or saving changes nothing',
    applies: (from, event) =>
      event.type === 'roleChange.pick' &&
      !(from.matches('ready') && from.context.role !== null && event.role !== from.context.role),
    holds: (from, _, to, world) => unchanged(from, to, world),
  },
  {
    title: "role change: the server's yes shows the new role and its message 'Role changed.'",
    applies: (_, event) => is(event, doneOf(saving), true),
    holds: (_, __, to, world) => {
      expect(view(to)).toEqual({
        role: 'counter',
        shown: 'counter',
        saving: false,
      });
      expect(world).toEqual({
        ...nothing(),
        toasts: [{ type: 'notify', level: 'success', message: ROLE_MESSAGES.changed }],
      });
    },
  },
  {
    title: "role change: a refusal keeps the role and says the server's reason ('The last owner cannot be demoted.')",
    applies: (_, event) => is(event, doneOf(saving), false) || event.type === errorOf(saving),
    holds: (from, event, to, world) => {
      expect(view(to)).toEqual({
        role: from.context.role,
        shown: from.context.role,
        saving: false,
      });
      const message = is(event, doneOf(saving), false) ? (event.output as { message: string }).message : SOMETHING_WENT_WRONG;
      expect(world).toEqual({
        ...nothing(),
        toasts: [{ type: 'notify', level: 'error', message }],
      });
    },
  },
];

describe('roleChangeMachine, every edge of its graph replayed into a real actor', () => {
  itReplaysEveryRule(edges, rules, harness);
});
