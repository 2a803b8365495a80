import { emit, fromPromise, sendTo, setup } from 'xstate';
import { providedCall } from '../shared/boundary';
import type { AuthEvent } from '../shared/auth.machine';
import { navigate, type NavigateEvent } from '../shared/navigate';
import { notify, type NotifyEvent } from '../shared/notify';
import type { Result } from '../shared/result';
import type { AccountApi } from './account-api';

// docs/rules/texts.md#screen-texts and docs/rules/texts.md#error-catalogue, word for word.
export const LOGGED_OUT = /*i18n*/ 'Logout successfully...';

export type LogoutEvent = { type: 'logout.open' };

/**
 * /logout (docs/rules/screens.md#logout): ends the session on the server (best effort: an unreachable server must not
 * keep anyone signed in on this device), clears both cookies, signs out, says so and goes home.
 */
export const logoutMachine = setup({
  types: {
    events: {} as LogoutEvent,
    emitted: {} as NotifyEvent | NavigateEvent,
  },
  actors: {
    logOut: providedCall<Result<unknown>>('logOut'),
  },
  actions: {
    // The auth actor by its system id; tests replace this with a recorder.
    tellAuth: sendTo(({ system }) => system.get('auth'), (_, event: AuthEvent) => event),
    said: emit(notify('success', LOGGED_OUT)),
    goHome: emit(navigate('/', { replace: true })),
  },
}).createMachine({
  id: 'logout',
  initial: 'idle',
  states: {
    idle: {
      on: { 'logout.open': 'leaving' },
    },
    leaving: {
      invoke: {
        src: 'logOut',
        onDone: { target: 'idle', actions: [{ type: 'tellAuth', params: { type: 'auth.logout' } }, 'said', 'goHome'] },
        onError: { target: 'idle', actions: [{ type: 'tellAuth', params: { type: 'auth.logout' } }, 'said', 'goHome'] },
      },
    },
  },
});

/** The flow on real (or fake) calls; its screen starts it when first shown. */
export const createLogoutLogic = (api: Pick<AccountApi, 'logOut'>) =>
  logoutMachine.provide({ actors: { logOut: fromPromise(() => api.logOut()) } });
