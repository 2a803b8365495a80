import { describe, expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import type { ChangePasswordRequest } from '../../contract/account';
import { SOMETHING_WENT_WRONG } from '../../contract/errors';
import type { PasswordChanged } from './account-api';
import {
  changePasswordMachine,
  selectChangePassword,
  type ChangePasswordEvent,
  type PasswordField,
} from './change-password.machine';
import { formHarness, formRules, saw, type FormWorld } from '../shared/testing/form-harness';
import { failure, ok, type Result } from '../shared/result';
import { answersOf, endings } from '../shared/testing/fake-calls';
import { edgesOf, type Rule } from '../shared/testing/graph-replay';
import { answered, either, itReplaysEveryRule, sent, toast } from '../shared/testing/rules';
import { LOGIN_FIRST } from '../shared/testing/spec-texts';

const [DONE, ERROR] = answersOf(changePasswordMachine, 'changePassword.submitting');

// docs/rules/texts.md#validation-texts and docs/rules/texts.md#error-catalogue, word for word.
const TEXT = {
  currentRequired: 'Current password is required',
  tooShort: 'Password must be at least 6 characters',
  mismatch: 'Passwords must match',
  changed: 'Password changed successfully!',
  failed: 'Failed to change password.',
  loginFirst: LOGIN_FIRST,
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
      ? endings(
          [DONE, ERROR],
          [ok(answer), failure(WRONG_PASSWORD, 400), failure(SOMETHING_WENT_WRONG, 500), failure(SOMETHING_WENT_WRONG)],
          'changePassword',
        )
      : []),
  ],
});

const harness = formHarness(changePasswordMachine, { tells: 'auth' });
const view = (snapshot: AnyMachineSnapshot) =>
  selectChangePassword(snapshot as Parameters<typeof selectChangePassword>[0]);
const valuesOf = (snapshot: AnyMachineSnapshot) => snapshot.context.values as ChangePasswordRequest;

/**
 * docs/rules/validation.md#change-password 'Change password', written out independently of the contract the machine
 * checks with.
 */
function expectedErrors({ password, new_password, confirm_password }: ChangePasswordRequest) {
  const errors: Partial<Record<PasswordField, string>> = {};
  if (password === '') errors.password = TEXT.currentRequired;
  if (new_password.length < 6) errors.new_password = TEXT.tooShort;
  if (confirm_password !== new_password) errors.confirm_password = TEXT.mismatch;
  return errors;
}
const empty = { values: { password: '', new_password: '', confirm_password: '' }, errors: {}, submitting: false };
const opened = (signedIn: boolean) => (_: unknown, event: { type: string; signedIn?: unknown }) =>
  event.type === 'changePassword.open' && event.signedIn === signedIn;
/** The server explained its refusal (a wrong current password), or it did not. */
const explained = (output: Result<unknown>) => !output.ok && output.message !== SOMETHING_WENT_WRONG;

const rules: Rule<FormWorld>[] = [
  {
    title: 'change password: opening the screen signed in starts an empty form (a change in flight is dropped)',
    applies: opened(true),
    holds: (_, __, to, world) => {
      expect(view(to)).toEqual(empty);
      expect(world).toEqual(saw({}));
    },
  },
  {
    title: "change password: a visitor gets 'please login first..' and is sent to /",
    applies: opened(false),
    holds: (_, __, to, world) => {
      expect(view(to)).toEqual(empty);
      expect(world).toEqual(
        saw({
          toasts: [toast('warning', TEXT.loginFirst)],
          navigations: [{ type: 'navigate', to: '/', replace: true }],
        }),
      );
    },
  },
  ...formRules({
    id: 'changePassword',
    expectedErrors,
    view,
    titles: {
      typing: 'change password: typing changes only that field; once sent, the errors follow what is typed',
      invalid:
        "change password: submit with an error shows the docs/rules/validation.md#change-password texts ('Password must be at least 6 characters', 'Passwords must match') and sends nothing",
      valid: 'change password: submit of a valid form sends current, new and confirmed password',
      busy: 'change password: while it is being sent, typing or submitting again changes nothing',
    },
  }),
  {
    title: "change password: success keeps the new tokens, toasts 'Password changed successfully!' and goes to /",
    applies: answered(DONE, (output) => output.ok),
    holds: (_, __, to, world) => {
      expect(view(to)).toEqual(empty);
      expect(world).toEqual(
        saw({
          toasts: [toast('success', TEXT.changed)],
          navigations: [{ type: 'navigate', to: '/' }],
          told: [{ type: 'auth.tokensRenewed', tokens: answer.tokens }],
        }),
      );
    },
  },
  {
    title: 'change password: a refusal the server explained toasts its message; the form keeps what was typed',
    applies: answered(DONE, explained),
    holds: (from, _, to, world) => {
      expect(valuesOf(to)).toEqual(valuesOf(from));
      expect(world).toEqual(saw({ toasts: [toast('error', WRONG_PASSWORD)] }));
    },
  },
  {
    title: "change password: any other failure toasts 'Failed to change password.'",
    applies: either(
      sent(ERROR),
      answered(DONE, (output) => !output.ok && !explained(output)),
    ),
    holds: (from, _, to, world) => {
      expect(to.value).toBe('editing');
      expect(valuesOf(to)).toEqual(valuesOf(from));
      expect(world).toEqual(saw({ toasts: [toast('error', TEXT.failed)] }));
    },
  },
];

describe('changePasswordMachine, every edge of its graph replayed into a real actor', () => {
  itReplaysEveryRule(edges, rules, harness);
});
