import { assign, emit, fromPromise, sendTo, setup } from 'xstate';
import { changePasswordRequest, type ChangePasswordRequest } from '../../contract/account';
import { SOMETHING_WENT_WRONG } from '../../contract/errors';
import type { AccountApi, PasswordChanged } from './account-api';
import type { AuthEvent } from './auth.machine';
import { fieldErrors, type FieldErrors } from '../shared/form-errors';
import { navigate, type NavigateEvent } from '../shared/navigate';
import { notify, type NotifyEvent } from '../shared/notify';
import { okData } from '../shared/ok-data';
import { LOGIN_FIRST } from './profile.machine';
import type { Result } from '../shared/result';

// Spec §8, word for word.
export const PASSWORD_CHANGED = 'Password changed successfully!';
export const PASSWORD_CHANGE_FAILED = 'Failed to change password.';

export type PasswordField = keyof ChangePasswordRequest;

export type ChangePasswordEvent =
  | { type: 'changePassword.open'; signedIn: boolean }
  | { type: 'changePassword.change'; field: PasswordField; value: string }
  | { type: 'changePassword.submit' };

interface ChangePasswordContext {
  values: ChangePasswordRequest;
  /** Errors show once the user has tried to send the form, then follow the typing. */
  submitted: boolean;
}

const fresh = (): ChangePasswordContext => ({
  values: { password: '', new_password: '', confirm_password: '' },
  submitted: false,
});

/** A refusal the server explained reads as its words (a wrong current password); anything else as the fallback. */
const failureText = (output: Result<unknown>) =>
  !output.ok && output.status !== undefined && output.message !== SOMETHING_WENT_WRONG
    ? output.message
    : PASSWORD_CHANGE_FAILED;

/**
 * /change-password (spec §2, §5, §8): current, new and confirmed password, checked with the spec's texts. The server
 * ends every other session; this device keeps going on the new tokens it answers, then goes home.
 */
export const changePasswordMachine = setup({
  types: {
    context: {} as ChangePasswordContext,
    events: {} as ChangePasswordEvent,
    emitted: {} as NotifyEvent | NavigateEvent,
  },
  actors: {
    changePassword: fromPromise<Result<PasswordChanged>, ChangePasswordRequest>(async () => {
      throw new Error('changePassword is provided at the app boundary');
    }),
  },
  guards: {
    isVisitor: ({ event }) => event.type === 'changePassword.open' && !event.signedIn,
    isValid: ({ context }) => Object.keys(fieldErrors(changePasswordRequest, context.values)).length === 0,
    answeredOk: (_, result: Result<unknown>) => result.ok,
  },
  actions: {
    // The auth actor by its system id; tests replace this with a recorder.
    tellAuth: sendTo(({ system }) => system.get('auth'), (_, event: AuthEvent) => event),
    reset: assign(fresh),
    markSubmitted: assign({ submitted: true }),
  },
}).createMachine({
  id: 'changePassword',
  context: fresh,
  initial: 'editing',
  on: {
    'changePassword.open': [
      {
        guard: 'isVisitor',
        target: '.editing',
        actions: ['reset', emit(notify('warning', LOGIN_FIRST)), emit(navigate('/', { replace: true }))],
      },
      { target: '.editing', actions: 'reset' },
    ],
  },
  states: {
    editing: {
      on: {
        'changePassword.change': {
          actions: assign({ values: ({ context, event }) => ({ ...context.values, [event.field]: event.value }) }),
        },
        'changePassword.submit': [
          { guard: 'isValid', target: 'submitting', actions: 'markSubmitted' },
          { actions: 'markSubmitted' },
        ],
      },
    },
    submitting: {
      invoke: {
        src: 'changePassword',
        input: ({ context }) => context.values,
        onDone: [
          {
            guard: { type: 'answeredOk', params: ({ event }) => event.output },
            target: 'editing',
            actions: [
              { type: 'tellAuth', params: ({ event }) => ({ type: 'auth.tokensRenewed', tokens: okData(event.output).tokens }) },
              'reset',
              emit(notify('success', PASSWORD_CHANGED)),
              emit(navigate('/')),
            ],
          },
          { target: 'editing', actions: emit(({ event }) => notify('error', failureText(event.output))) },
        ],
        onError: { target: 'editing', actions: emit(notify('error', PASSWORD_CHANGE_FAILED)) },
      },
    },
  },
});

export interface ChangePasswordView {
  values: ChangePasswordRequest;
  errors: FieldErrors<PasswordField>;
  submitting: boolean;
}

export function selectChangePassword(snapshot: {
  context: ChangePasswordContext;
  matches: (state: 'submitting') => boolean;
}): ChangePasswordView {
  const { values, submitted } = snapshot.context;
  return {
    values,
    errors: submitted ? fieldErrors(changePasswordRequest, values) : {},
    submitting: snapshot.matches('submitting'),
  };
}

/** The flow on real (or fake) calls; its screen starts it when first shown. */
export const createChangePasswordLogic = (api: Pick<AccountApi, 'changePassword'>) =>
  changePasswordMachine.provide({ actors: { changePassword: fromPromise(({ input }) => api.changePassword(input)) } });
