import { fromPromise } from 'xstate';
import { changePasswordRequest, type ChangePasswordRequest } from '../../contract/account';
import { SOMETHING_WENT_WRONG } from '../../contract/errors';
import type { AccountApi, PasswordChanged } from './account-api';
import type { AuthEvent } from '../shared/auth.machine';
import { fieldErrors } from '../shared/form-errors';
import { createFormMachine, formView, type FormEvent, type FormView } from '../shared/form.machine';
import { navigate } from '../shared/navigate';
import { notify } from '../shared/notify';
import { LOGIN_FIRST } from './profile.machine';
import type { WriteFailure } from '../shared/result';

// docs/rules/texts.md#error-catalogue, word for word.
export const PASSWORD_CHANGED = /*i18n*/ 'Password changed successfully!';
export const PASSWORD_CHANGE_FAILED = /*i18n*/ 'Failed to change password.';

export type PasswordField = keyof ChangePasswordRequest;
/** The screen opens the form once the session check has answered, saying whether anyone is signed in. */
export type ChangePasswordEvent = FormEvent<'changePassword', ChangePasswordRequest, { signedIn: boolean }>;

const check = (values: ChangePasswordRequest) => fieldErrors(changePasswordRequest, values);

/** A refusal the server explained reads as its words (a wrong current password); anything else as the fallback. */
const failureText = (failure: WriteFailure) =>
  failure.status !== undefined && failure.message !== SOMETHING_WENT_WRONG ? failure.message : PASSWORD_CHANGE_FAILED;

/**
 * /change-password (docs/rules/screens.md#change-password and docs/rules/validation.md#change-password and
 * docs/rules/texts.md#error-catalogue): current, new and confirmed password, checked with the spec's texts. The server
 * ends every other session; this device keeps going on the new tokens it answers, then goes home.
 */
export const changePasswordMachine = createFormMachine<
  'changePassword',
  ChangePasswordRequest,
  PasswordChanged,
  { signedIn: boolean }
>({
  id: 'changePassword',
  empty: () => ({ password: '', new_password: '', confirm_password: '' }),
  check,
  opened: ({ signedIn }) =>
    signedIn ? {} : { notify: notify('warning', LOGIN_FIRST), navigate: navigate('/', { replace: true }) },
  saved: ({ tokens }) => ({
    tell: { type: 'auth.tokensRenewed', tokens } satisfies AuthEvent,
    reset: true,
    notify: notify('success', PASSWORD_CHANGED),
    navigate: navigate('/'),
  }),
  refused: (failure) => ({ notify: notify('error', failureText(failure)) }),
  crashed: { notify: notify('error', PASSWORD_CHANGE_FAILED) },
});

export type ChangePasswordView = FormView<ChangePasswordRequest>;
export const selectChangePassword = formView(check);

/** The flow on real (or fake) calls; its screen starts it when first shown. */
export const createChangePasswordLogic = (api: Pick<AccountApi, 'changePassword'>) =>
  changePasswordMachine.provide({ actors: { submit: fromPromise(({ input }) => api.changePassword(input)) } });
