import { assign, emit, enqueueActions, fromCallback, fromPromise, sendTo, setup, type EventObject } from 'xstate';
import { okOutput } from '../shared/answer';
import { providedCall } from '../shared/boundary';
import type { SendOtpRequest, SessionResponse, SignupRequest } from '../../contract/account';
import type { CreateAdminResponse } from '../../contract/users';
import { navigate } from '../shared/navigate';
import { notify } from '../shared/notify';
import type { AddAdminApi } from './add-admin-api';
import type { AuthEvent } from '../shared/auth.machine';
import type { Result } from '../shared/result';
import type { SignupDraft, SignupDraftEvent } from './signup-draft.machine';
import type { MessageOutput, SignupApi } from './signup-api';
import { serverMessageOr } from './signup.machine';
import { screenTypes } from '../shared/screen-types';

/** docs/rules/limits.md#codes: a code lives 300 s; the countdown turns red at 60 s or less. */
export const OTP_SECONDS = 300;
export const OTP_WARNING_SECONDS = 60;
export const OTP_LENGTH = 4;
export const RESEND_FAILED = /*i18n*/ 'Failed to resend OTP. Try again later.';
export const VERIFY_UNEXPECTED = /*i18n*/ 'An unexpected error occurred. Please try again.';
/** The contract's words for a code that is not four digits. */
export const CODE_INCOMPLETE = /*i18n*/ 'Enter the 4-digit code';

/** What Verify gets back: a sign-up's new session, or the admin a signed-in admin created. */
export type VerifiedAnswer = SessionResponse | CreateAdminResponse;

export type OtpEvent =
  | { type: 'otp.open'; draft: SignupDraft }
  | { type: 'otp.change'; code: string }
  | { type: 'otp.verify' }
  | { type: 'otp.resend' }
  | { type: 'otp.cancel' }
  /** From the countdown: the whole seconds left on the code. */
  | { type: 'otp.tick'; remaining: number };

export interface OtpContext {
  draft: SignupDraft | null;
  code: string;
  remaining: number;
  /**
   * Why the code was not taken: an incomplete code, or the server's words for a wrong or expired one (shown at the
   * boxes, which are marked invalid, rather than in a toast that is gone by the time a screen reader gets there).
   */
  error: string | null;
}

const IDLE: OtpContext = { draft: null, code: '', remaining: OTP_SECONDS, error: null };
const CODE = new RegExp(`^\\d{${OTP_LENGTH}}$`);

/**
 * Counts down to zero, once a second. The seconds left are measured from the start rather than counted, so a
 * background tab whose timers the browser slows still shows the right time when it comes back.
 */
export const countdown = fromCallback<EventObject, { seconds: number }>(({ sendBack, input }) => {
  const ends = Date.now() + input.seconds * 1000;
  const timer = setInterval(() => {
    const remaining = Math.max(0, Math.round((ends - Date.now()) / 1000));
    sendBack({ type: 'otp.tick', remaining } satisfies OtpEvent);
    if (remaining === 0) clearInterval(timer);
  }, 1000);
  return () => clearInterval(timer);
});

/** The data of a result a guard has already found ok. */
function okData<T>(result: Result<T>): T {
  if (!result.ok) throw new Error('a guard let a failed result through');
  return result.data;
}

/** A failure the server explained (a wrong or expired code) is shown in its words; anything else is unexpected. */
const isExpectedFailure = (output: Result<unknown>) => !output.ok && output.status !== undefined && output.status < 500;

/**
 * /otp (docs/rules/screens.md#otp and docs/rules/states.md#signup): the code texted for the sign-up draft. Verify sends
 * the draft with the code and signs the user in; the countdown runs from 300 s, and at 0 Verify gives way to 'Resend
 * OTP', whose success starts it again.
 * Without a phone number in the draft there is nothing to verify, so the screen goes back to /signup.
 */
export const otpMachine = setup({
  types: screenTypes<OtpContext, OtpEvent>(),
  actors: {
    countdown,
    signup: providedCall<Result<VerifiedAnswer>, SignupRequest>('signup'),
    resendOtp: providedCall<Result<MessageOutput>, SendOtpRequest>('resendOtp'),
  },
  guards: {
    hasPhone: ({ event }) => event.type === 'otp.open' && event.draft.phone_number !== '',
    isComplete: ({ context }) => CODE.test(context.code),
    isOver: ({ context }) => context.remaining <= 0,
  },
  actions: {
    open: assign((_, draft: SignupDraft) => ({ ...IDLE, draft })),
    close: assign(() => ({ ...IDLE })),
    restart: assign({ code: '', remaining: OTP_SECONDS, error: null }),
    /** The boxes emptied for another try, the server's words kept at them. */
    codeRefused: assign((_, message: string) => ({ code: '', error: message })),
    /** A sign-up's answer signs the new customer in; an admin creation's carries no tokens and signs no one in. */
    verified: enqueueActions(({ enqueue, system }, answer: VerifiedAnswer) => {
      if ('access_token' in answer) {
        const signedIn: AuthEvent = { type: 'auth.signedIn', session: answer };
        enqueue.sendTo(system.get('auth'), signedIn);
      }
    }),
    /**
     * docs/rules/states.md#auth: a failed sign-up leaves the visitor signed out; a failed admin creation is no sign-up
     * of its admin.
     */
    signupFailed: enqueueActions(({ enqueue, system, context }) => {
      if (context.draft?.account_type === 'admin') return;
      enqueue.sendTo(system.get('auth'), { type: 'auth.unauthorized' } satisfies AuthEvent);
    }),
    leaveVerified: emit(navigate('/')),
    leaveCancelled: emit(navigate('/signup')),
    leaveWithoutDraft: emit(navigate('/signup', { replace: true })),
  },
}).createMachine({
  id: 'otp',
  context: { ...IDLE },
  initial: 'idle',
  on: {
    'otp.open': [
      {
        guard: 'hasPhone',
        target: '.active',
        reenter: true,
        actions: { type: 'open', params: ({ event }) => event.draft },
      },
      { target: '.idle', actions: ['close', 'leaveWithoutDraft'] },
    ],
  },
  states: {
    idle: {},
    active: {
      initial: 'counting',
      on: {
        'otp.change': { actions: assign({ code: ({ event }) => event.code, error: null }) },
        // The draft stays: the form comes back filled.
        'otp.cancel': { target: 'idle', actions: ['close', 'leaveCancelled'] },
      },
      states: {
        counting: {
          entry: 'restart',
          invoke: { src: 'countdown', input: { seconds: OTP_SECONDS } },
          on: {
            // Time only runs down: a late tick never winds the clock back.
            'otp.tick': {
              guard: ({ context, event }) => event.remaining < context.remaining,
              actions: assign({ remaining: ({ event }) => Math.max(0, event.remaining) }),
            },
          },
          initial: 'entering',
          states: {
            entering: {
              always: { guard: 'isOver', target: '#otp.active.expired' },
              on: {
                'otp.verify': [
                  { guard: 'isComplete', target: 'verifying' },
                  { actions: assign({ error: CODE_INCOMPLETE }) },
                ],
              },
            },
            verifying: {
              invoke: {
                src: 'signup',
                input: ({ context }) => ({ ...context.draft!, userotp: context.code }),
                onDone: [
                  {
                    guard: ({ event }) => event.output.ok,
                    target: '#otp.idle',
                    actions: [
                      { type: 'verified', params: okOutput },
                      sendTo(({ system }) => system.get('signupDraft'), {
                        type: 'signup.draft.reset',
                      } satisfies SignupDraftEvent),
                      'close',
                      emit(({ event }) => notify('success', okData(event.output).message)),
                      'leaveVerified',
                    ],
                  },
                  {
                    guard: ({ event }) => isExpectedFailure(event.output),
                    target: 'entering',
                    actions: [
                      'signupFailed',
                      { type: 'codeRefused', params: ({ event }) => (event.output.ok ? '' : event.output.message) },
                    ],
                  },
                  { target: 'entering', actions: ['signupFailed', emit(notify('error', VERIFY_UNEXPECTED))] },
                ],
                onError: { target: 'entering', actions: ['signupFailed', emit(notify('error', VERIFY_UNEXPECTED))] },
              },
            },
          },
        },
        expired: {
          on: { 'otp.resend': 'resending' },
        },
        resending: {
          invoke: {
            src: 'resendOtp',
            input: ({ context }) => ({
              phone_number: context.draft?.phone_number ?? '',
              otp_type: context.draft?.account_type ?? 'customer',
            }),
            onDone: [
              {
                guard: ({ event }) => event.output.ok,
                target: 'counting',
                actions: emit(({ event }) => notify('success', okData(event.output).message)),
              },
              {
                target: 'expired',
                actions: emit(({ event }) => notify('error', serverMessageOr(event.output, RESEND_FAILED))),
              },
            ],
            onError: { target: 'expired', actions: emit(notify('error', RESEND_FAILED)) },
          },
        },
      },
    },
  },
});

export interface OtpView {
  open: boolean;
  phoneNumber: string;
  code: string;
  error: string | null;
  remaining: number;
  /** mm:ss */
  clock: string;
  urgent: boolean;
  /** At 0 Verify is replaced by 'Resend OTP'. */
  expired: boolean;
  verifying: boolean;
  resending: boolean;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');
export const formatClock = (seconds: number) => `${twoDigits(Math.floor(seconds / 60))}:${twoDigits(seconds % 60)}`;

export function selectOtp(snapshot: {
  context: OtpContext;
  matches: (state: 'idle' | { active: 'expired' | 'resending' | { counting: 'verifying' } }) => boolean;
}): OtpView {
  const { draft, code, error, remaining } = snapshot.context;
  const resending = snapshot.matches({ active: 'resending' });
  return {
    open: !snapshot.matches('idle'),
    phoneNumber: draft?.phone_number ?? '',
    code,
    error,
    remaining,
    clock: formatClock(remaining),
    urgent: remaining <= OTP_WARNING_SECONDS,
    expired: snapshot.matches({ active: 'expired' }) || resending,
    verifying: snapshot.matches({ active: { counting: 'verifying' } }),
    resending,
  };
}

/**
 * The same screen for a new admin (docs/rules/states.md#add-admin add-admin, docs/rules/accounts.md#admins): Verify
 * creates the admin with the kept form and the code, the admin who asked stays signed in as themselves (nothing reaches
 * the auth actor), and the screen goes to the user list; Cancel (or a draft with no number to verify) goes back to the
 * Add User form.
 */
export const adminOtpMachine = otpMachine.provide({
  actions: {
    leaveVerified: emit(navigate('/route/admin/user-list')),
    leaveCancelled: emit(navigate('/route/admin/add-admin')),
    leaveWithoutDraft: emit(navigate('/route/admin/add-admin', { replace: true })),
  },
});

export const createAdminOtpLogic = (api: AddAdminApi & Pick<SignupApi, 'resendOtp'>) =>
  adminOtpMachine.provide({
    actors: {
      // The draft carries the admin's form; the server answers the new admin's profile and its message.
      signup: fromPromise(({ input }) => api.createAdmin({ ...input, account_type: 'admin' })),
      resendOtp: fromPromise(({ input }) => api.resendOtp(input)),
    },
  });

/** The flow on real (or fake) calls; its screen starts it when first shown. */
export const createOtpLogic = (api: Pick<SignupApi, 'signUp' | 'resendOtp'>) =>
  otpMachine.provide({
    actors: {
      signup: fromPromise(({ input }) => api.signUp(input)),
      resendOtp: fromPromise(({ input }) => api.resendOtp(input)),
    },
  });
