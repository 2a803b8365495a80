import { fromPromise } from 'xstate';
import { loginRequest, type LoginRequest, type SessionResponse } from '../../contract/account';
import { SOMETHING_WENT_WRONG } from '../../contract/errors';
import type { AuthEvent } from '../shared/auth.machine';
import { fieldErrors } from '../shared/form-errors';
import { createFormMachine, formView, type FormEvent, type FormView } from '../shared/form.machine';
import { navigate } from '../shared/navigate';
import { notify } from '../shared/notify';
import type { AccountApi } from './account-api';

export type LoginField = keyof LoginRequest;
export type LoginEvent = FormEvent<'login', LoginRequest>;

const check = (values: LoginRequest) => fieldErrors(loginRequest, values);
// A failed login leaves nobody signed in: authenticated and admin false.
const unauthorized: AuthEvent = { type: 'auth.unauthorized' };

/**
 * /login (docs/rules/screens.md#login and docs/rules/states.md#auth and docs/rules/validation.md#login): the form
 * checks both fields with the spec's texts, sends them, and on success starts the session and goes home. A refusal
 * shows the docs/rules/texts.md#auth-error-text auth error text and leaves nobody signed in.
 */
export const loginMachine = createFormMachine<'login', LoginRequest, SessionResponse>({
  id: 'login',
  empty: () => ({ phone_number: '', password: '' }),
  check,
  saved: ({ access_token, refresh_token, is_admin, user, message }) => ({
    tell: { type: 'auth.signedIn', session: { access_token, refresh_token, is_admin, user } } satisfies AuthEvent,
    notify: notify('success', message),
    navigate: navigate('/'),
  }),
  refused: ({ message }) => ({ tell: unauthorized, notify: notify('error', message) }),
  crashed: { tell: unauthorized, notify: notify('error', SOMETHING_WENT_WRONG) },
});

export type LoginView = FormView<LoginRequest>;
export const selectLogin = formView(check);

/** The flow on real (or fake) calls; its screen starts it when first shown. */
export const createLoginLogic = (api: Pick<AccountApi, 'logIn'>) =>
  loginMachine.provide({ actors: { submit: fromPromise(({ input }) => api.logIn(input)) } });
