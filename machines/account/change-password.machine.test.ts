import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyMachineSnapshot } from 'xstate';
import type { ChangePasswordRequest } from '../../contract/account';
import { SOMETHING_WENT_WRONG } from '../../contract/errors';
import type { PasswordChanged } from './account-api';
import type { AuthEvent } from './auth.machine';
import {
  changePasswordMachine,
  selectChangePassword,
  type ChangePasswordEvent,
  type PasswordField,
} from './change-password.machine';
import type { NavigateEvent } from '../shared/navigate';
import type { NotifyEvent } from '../shared/notify';
import { failure, ok, type Result } from '../shared/result';
import { checkRule, edgesOf, unclaimedOrContested, type GraphEvent, type Harness, type Rule } from '../shared/testing/graph-replay';

const invocation = changePasswordMachine.getStateNodeById('changePassword.submitting').invoke[0]!.id;
const DONE = `xstate.done.actor.${invocation}`;
const ERROR = `xstate.error.actor.${invocation}`;

// Spec §5 and §8, word for word.
const TEXT = {
  currentRequired: 'Current password is required',
  tooShort: 'Password must be at least 6 characters',
  mismatch: 'Passwords must match',
  changed: 'Password changed successfully!',
  failed: 'Failed to change password.',
  loginFirst: 'please login first..',
};

const WRONG_PASSWORD = 'Current password is incorrect.';
const answer: PasswordChanged = { message: TEXT.changed, tokens: { access: 'access-2', refresh: 'refresh-2' } };

const change = (field: PasswordField, value: string): ChangePasswordEvent => ({
  type: 'changePassword.change',
  field,
  value,
});

const edges = edgesOf(changePasswordMachine, {
  events: (state) => [
    { type: 'changePassword.open', signedIn: true },
    { type: 'changePassword.open', signedIn: false },
    change('password', ''),
    change('password', 'Demo@1234'),
    change('new_password', ''),
    change('new_password', 'abc'),
    change('new_password', 'Better@99'),
    change('confirm_password', ''),
    change('confirm_password', 'Better@99'),
    { type: 'changePassword.submit' },
    ...(state.matches('submitting')
      ? [
          { type: DONE, output: ok(answer) },
          { type: DONE, output: failure(WRONG_PASSWORD, 400) },
          { type: DONE, output: failure(SOMETHING_WENT_WRONG, 500) },
          { type: DONE, output: failure(SOMETHING_WENT_WRONG) },
          { type: ERROR, error: new Error('changePassword threw') },
        ]
      : []),
  ],
});

interface World {
  calls: ChangePasswordRequest[];
  toasts: NotifyEvent[];
  navigations: NavigateEvent[];
  auth: AuthEvent[];
}
const nothing = (): World => ({ calls: [], toasts: [], navigations: [], auth: [] });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function harness(): Harness<World> {
  let world = nothing();
  let pending: { resolve: (value: Result<PasswordChanged>) => void; reject: (error: unknown) => void } | null = null;
  const actor = createActor(
    changePasswordMachine.provide({
      actors: {
        changePassword: fromPromise<Result<PasswordChanged>, ChangePasswordRequest>(({ input }) => {
          world.calls.push(input);
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
    async perform(event) {
      if (event.type === DONE || event.type === ERROR) {
        if (!pending) throw new Error(`${event.type} without a change in flight`);
        if (event.type === DONE) pending.resolve(event.output as Result<PasswordChanged>);
        else pending.reject(event.error);
        pending = null;
        await settle();
      } else {
        actor.send(event as ChangePasswordEvent);
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

const view = (snapshot: AnyMachineSnapshot) =>
  selectChangePassword(snapshot as unknown as Parameters<typeof selectChangePassword>[0]);
const valuesOf = (snapshot: AnyMachineSnapshot) => snapshot.context.values as ChangePasswordRequest;

/** Spec §5 'Change password', written out independently of the contract the machine checks with. */
function expectedErrors({ password, new_password, confirm_password }: ChangePasswordRequest) {
  const errors: Partial<Record<PasswordField, string>> = {};
  if (password === '') errors.password = TEXT.currentRequired;
  if (new_password.length < 6) errors.new_password = TEXT.tooShort;
  if (confirm_password !== new_password) errors.confirm_password = TEXT.mismatch;
  return errors;
}
const isValid = (values: ChangePasswordRequest) => Object.keys(expectedErrors(values)).length === 0;
const editing = (type: ChangePasswordEvent['type']) => (from: AnyMachineSnapshot, event: GraphEvent) =>
  from.matches('editing') && event.type === type;
const empty = { values: { password: '', new_password: '', confirm_password: '' }, errors: {}, submitting: false };

const rules: Rule<World>[] = [
  {
    title: 'change password: opening the screen signed in starts an empty form (a change in flight is dropped)',
    applies: (_, event) => event.type === 'changePassword.open' && event.signedIn === true,
    holds: (_, __, to, world) => {
      expect(view(to)).toEqual(empty);
      expect(world).toEqual(nothing());
    },
  },
  {
    title: "change password: a visitor gets 'please login first..' and is sent to /",
    applies: (_, event) => event.type === 'changePassword.open' && event.signedIn === false,
    holds: (_, __, to, world) => {
      expect(view(to)).toEqual(empty);
      expect(world).toEqual({
        ...nothing(),
        toasts: [{ type: 'notify', level: 'warning', message: TEXT.loginFirst }],
        navigations: [{ type: 'navigate', to: '/', replace: true }],
      });
    },
  },
  {
    title: 'change password: typing changes only that field; once sent, the errors follow what is typed',
    applies: editing('changePassword.change'),
    holds: (from, event, to, world) => {
      expect(valuesOf(to)).toEqual({ ...valuesOf(from), [event.field as PasswordField]: event.value });
      expect(view(to).errors).toEqual(from.context.submitted ? expectedErrors(valuesOf(to)) : {});
      expect(world).toEqual(nothing());
    },
  },
  {
    title:
      "change password: submit with an error shows the spec §5 texts ('Password must be at least 6 characters', 'Passwords must match') and sends nothing",
    applies: (from, event) => editing('changePassword.submit')(from, event) && !isValid(valuesOf(from)),
    holds: (_, __, to, world) => {
      expect(to.value).toBe('editing');
      expect(view(to).errors).toEqual(expectedErrors(valuesOf(to)));
      expect(world).toEqual(nothing());
    },
  },
  {
    title: 'change password: submit of a valid form sends current, new and confirmed password',
    applies: (from, event) => editing('changePassword.submit')(from, event) && isValid(valuesOf(from)),
    holds: (from, _, to, world) => {
      expect(view(to)).toMatchObject({ submitting: true, errors: {} });
      expect(world).toEqual({ ...nothing(), calls: [valuesOf(from)] });
    },
  },
  {
    title: 'change password: while it is being sent, typing or submitting again changes nothing',
    applies: (from, event) =>
      from.matches('submitting') && ['changePassword.change', 'changePassword.submit'].includes(event.type),
    holds: (from, _, to, world) => {
      expect(to.context).toEqual(from.context);
      expect(world).toEqual(nothing());
    },
  },
  {
    title: "change password: success keeps the new tokens, toasts 'Password changed successfully!' and goes to /",
    applies: (_, event) => event.type === DONE && (event.output as Result<unknown>).ok,
    holds: (_, __, to, world) => {
      expect(view(to)).toEqual(empty);
      expect(world).toEqual({
        calls: [],
        toasts: [{ type: 'notify', level: 'success', message: TEXT.changed }],
        navigations: [{ type: 'navigate', to: '/' }],
        auth: [{ type: 'auth.tokensRenewed', tokens: answer.tokens }],
      });
    },
  },
  {
    title: "change password: a refusal the server explained toasts its message; the form keeps what was typed",
    applies: (_, event) => {
      const output = event.output as Result<unknown> | undefined;
      return event.type === DONE && !!output && !output.ok && output.message !== SOMETHING_WENT_WRONG;
    },
    holds: (from, _, to, world) => {
      expect(valuesOf(to)).toEqual(valuesOf(from));
      expect(world).toEqual({ ...nothing(), toasts: [{ type: 'notify', level: 'error', message: WRONG_PASSWORD }] });
    },
  },
  {
    title: "change password: any other failure toasts 'Failed to change password.'",
    applies: (_, event) => {
      const output = event.output as Result<unknown> | undefined;
      return event.type === ERROR || (event.type === DONE && !!output && !output.ok && output.message === SOMETHING_WENT_WRONG);
    },
    holds: (from, _, to, world) => {
      expect(to.value).toBe('editing');
      expect(valuesOf(to)).toEqual(valuesOf(from));
      expect(world).toEqual({ ...nothing(), toasts: [{ type: 'notify', level: 'error', message: TEXT.failed }] });
    },
  },
];

describe('changePasswordMachine, every edge of its graph replayed into a real actor', () => {
  it('claims each edge with exactly one spec rule', () => {
    expect(unclaimedOrContested(edges, rules)).toEqual([]);
  });

  it.each(rules.map((rule) => [rule.title, rule] as const))('%s', async (_, rule) => {
    await checkRule(edges, rule, harness);
  });
});
