import { assign, emit, fromPromise, sendTo, setup } from 'xstate';
import { loginRequest, type LoginRequest, type SessionResponse } from '../../contract/account';
import { SOMETHING_WENT_WRONG } from '../../contract/errors';
import type { AuthEvent } from './auth.machine';
import { fieldErrors, type FieldErrors } from '../shared/form-errors';
import { navigate, type NavigateEvent } from '../shared/navigate';
import { notify, type NotifyEvent } from '../shared/notify';
import { okData } from '../shared/ok-data';
import type { Result } from '../shared/result';
import type { AccountApi } from './account-api';

export type LoginField = keyof LoginRequest;

export type LoginEvent =
  | { type: 'login.open' }
  | { type: 'login.change'; field: LoginField; value: string }
  | { type: 'login.submit' };

interface LoginContext {
  values: LoginRequest;
  /** Errors show once the user has tried to send the form, then follow the typing. */
  submitted: boolean;
}

const fresh = (): LoginContext => ({ values: { phone_number: '', password: '' }, submitted: false });

/**
 * /login (spec §2, §4, §5): the form checks both fields with the spec's texts, sends them, and on success starts the
 * session and goes home. A refusal shows the §8 auth error text and leaves nobody signed in (a failed login sets
 * authenticated and admin false).
 */
export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    emitted: {} as NotifyEvent | NavigateEvent,
  },
  actors: {
    logIn: fromPromise<Result<SessionResponse>, LoginRequest>(async () => {
      throw new Error('logIn is provided at the app boundary');
    }),
  },
  guards: {
    isValid: ({ context }) => Object.keys(fieldErrors(loginRequest, context.values)).length === 0,
    answeredOk: (_, result: Result<unknown>) => result.ok,
  },
  actions: {
    // The auth actor by its system id; tests replace this with a recorder.
    tellAuth: sendTo(({ system }) => system.get('auth'), (_, event: AuthEvent) => event),
    reset: assign(fresh),
    markSubmitted: assign({ submitted: true }),
  },
}).createMachine({
  id: 'login',
  context: fresh,
  initial: 'editing',
  on: {
    'login.open': { target: '.editing', actions: 'reset' },
  },
  states: {
    editing: {
      on: {
        'login.change': {
          actions: assign({ values: ({ context, event }) => ({ ...context.values, [event.field]: event.value }) }),
        },
        'login.submit': [{ guard: 'isValid', target: 'submitting', actions: 'markSubmitted' }, { actions: 'markSubmitted' }],
      },
    },
    submitting: {
      invoke: {
        src: 'logIn',
        input: ({ context }) => context.values,
        onDone: [
          {
            guard: { type: 'answeredOk', params: ({ event }) => event.output },
            target: 'editing',
            actions: [
              {
                type: 'tellAuth',
                params: ({ event }) => {
                  const { access_token, refresh_token, is_admin, user } = okData(event.output);
                  return { type: 'auth.signedIn', session: { access_token, refresh_token, is_admin, user } } as const;
                },
              },
              emit(({ event }) => notify('success', okData(event.output).message)),
              emit(navigate('/')),
            ],
          },
          {
            target: 'editing',
            actions: [
              emit(({ event }) => notify('error', event.output.ok ? SOMETHING_WENT_WRONG : event.output.message)),
              { type: 'tellAuth', params: { type: 'auth.unauthorized' } },
            ],
          },
        ],
        onError: {
          target: 'editing',
          actions: [
            emit(notify('error', SOMETHING_WENT_WRONG)),
            { type: 'tellAuth', params: { type: 'auth.unauthorized' } },
          ],
        },
      },
    },
  },
});

export interface LoginView {
  values: LoginRequest;
  errors: FieldErrors<LoginField>;
  submitting: boolean;
}

export function selectLogin(snapshot: { context: LoginContext; matches: (state: 'submitting') => boolean }): LoginView {
  const { values, submitted } = snapshot.context;
  return {
    values,
    errors: submitted ? fieldErrors(loginRequest, values) : {},
    submitting: snapshot.matches('submitting'),
  };
}

/** The flow on real (or fake) calls; its screen starts it when first shown. */
export const createLoginLogic = (api: Pick<AccountApi, 'logIn'>) =>
  loginMachine.provide({ actors: { logIn: fromPromise(({ input }) => api.logIn(input)) } });
