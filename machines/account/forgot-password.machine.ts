import { assign, emit, fromPromise, setup } from 'xstate';
import { resetPasswordRequest } from '../../contract/account';
import { fieldErrors, type FieldErrors } from '../shared/form-errors';
import { navigate } from '../shared/navigate';
import { notify } from '../shared/notify';
import { VERIFY_UNEXPECTED } from './otp.machine';
import type { Result } from '../shared/result';
import type { MessageOutput, ResetPasswordRequest, SignupApi } from './signup-api';
import { SEND_OTP_FAILED, serverMessageOr } from './signup.machine';
import { isPhoneNumber } from './signup-validation';
import { text, type Text } from '../shared/text';
import { providedCall } from '../shared/boundary';
import { screenTypes } from '../shared/screen-types';

// docs/rules/screens.md#forgot-password 'Forgot password' and the contract's reset messages.
export const INVALID_PHONE = /*i18n*/ 'Please enter a valid 10-digit phone number.';
export const codeSentTo = (phone: string): Text => text(/*i18n*/ 'OTP sent successfully to {phone}', { phone });

export type ResetFields = Omit<ResetPasswordRequest, 'phone_number'>;
export type ResetField = keyof ResetFields;

/**
 * Step 2's rules, by the contract's own schema so the inline texts match the server's 400 ('Enter the 4-digit code',
 * 'Password must be at least 6 characters', 'Passwords must match'). The number was checked by step 1.
 */
export function validateReset(fields: ResetFields, phone: string): FieldErrors<ResetField> {
  const { phone_number: _checked, ...errors } = fieldErrors(resetPasswordRequest, { phone_number: phone, ...fields });
  return errors;
}

export type ForgotPasswordEvent =
  | { type: 'forgot.open' }
  | { type: 'forgot.phone'; value: string }
  | { type: 'forgot.send' }
  | { type: 'forgot.change'; field: ResetField; value: string }
  | { type: 'forgot.reset' };

export interface ForgotPasswordContext {
  phone: string;
  fields: ResetFields;
  errors: FieldErrors<ResetField>;
  /** Step 2's errors show from its first submit on, then follow every keystroke. */
  submitted: boolean;
}

const EMPTY: ForgotPasswordContext = {
  phone: '',
  fields: { userotp: '', new_password: '', confirm_password: '' },
  errors: {},
  submitted: false,
};

/**
 * /forget-password, made real by docs/rules/accounts.md#phone-numbers-and-passwords: step 1 texts a code to the number,
 * step 2 sets a new password with it on the same screen, and then the user logs in.
 */
export const forgotPasswordMachine = setup({
  types: screenTypes<ForgotPasswordContext, ForgotPasswordEvent>(),
  actors: {
    forgotPassword: providedCall<Result<MessageOutput>, { phone_number: string }>('forgotPassword'),
    resetPassword: providedCall<Result<MessageOutput>, ResetPasswordRequest>('resetPassword'),
  },
  guards: {
    isPhoneNumber: ({ context }) => isPhoneNumber(context.phone),
    isValid: ({ context }) => Object.keys(validateReset(context.fields, context.phone)).length === 0,
  },
  actions: {
    clear: assign(() => structuredClone(EMPTY)),
    check: assign(({ context }) => ({ errors: validateReset(context.fields, context.phone), submitted: true })),
    change: assign(({ context }, { field, value }: { field: ResetField; value: string }) => {
      const fields = { ...context.fields, [field]: value };
      return { fields, errors: context.submitted ? validateReset(fields, context.phone) : context.errors };
    }),
  },
}).createMachine({
  id: 'forgotPassword',
  context: structuredClone(EMPTY),
  initial: 'request',
  on: {
    'forgot.open': { target: '.request', actions: 'clear' },
  },
  states: {
    request: {
      on: {
        'forgot.phone': { actions: assign({ phone: ({ event }) => event.value }) },
        'forgot.send': [
          { guard: 'isPhoneNumber', target: 'sending' },
          { actions: emit(notify('error', INVALID_PHONE)) },
        ],
      },
    },
    sending: {
      invoke: {
        src: 'forgotPassword',
        input: ({ context }) => ({ phone_number: context.phone }),
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'reset',
            actions: emit(({ context }) => notify('success', codeSentTo(context.phone))),
          },
          {
            target: 'request',
            actions: emit(({ event }) => notify('error', serverMessageOr(event.output, SEND_OTP_FAILED))),
          },
        ],
        onError: { target: 'request', actions: emit(notify('error', SEND_OTP_FAILED)) },
      },
    },
    reset: {
      on: {
        'forgot.change': { actions: { type: 'change', params: ({ event }) => event } },
        'forgot.reset': [{ guard: 'isValid', target: 'resetting', actions: 'check' }, { actions: 'check' }],
      },
    },
    resetting: {
      invoke: {
        src: 'resetPassword',
        input: ({ context }) => ({ phone_number: context.phone, ...context.fields }),
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'request',
            actions: [
              'clear',
              emit(({ event }) => notify('success', event.output.ok ? event.output.data.message : '')),
              emit(navigate('/login')),
            ],
          },
          {
            target: 'reset',
            // The docs/rules/texts.md#auth-error-text auth error text of the refusal ('Invalid or expired code.'); a
            // new code must be typed.
            actions: [
              assign({ fields: ({ context }) => ({ ...context.fields, userotp: '' }) }),
              emit(({ event }) => notify('error', event.output.ok ? '' : event.output.message)),
            ],
          },
        ],
        onError: { target: 'reset', actions: emit(notify('error', VERIFY_UNEXPECTED)) },
      },
    },
  },
});

export interface ForgotPasswordView {
  step: 'request' | 'reset';
  phone: string;
  fields: ResetFields;
  errors: FieldErrors<ResetField>;
  busy: boolean;
}

export function selectForgotPassword(snapshot: {
  context: ForgotPasswordContext;
  matches: (state: 'request' | 'sending' | 'reset' | 'resetting') => boolean;
}): ForgotPasswordView {
  const { phone, fields, errors } = snapshot.context;
  const resetStep = snapshot.matches('reset') || snapshot.matches('resetting');
  return {
    step: resetStep ? 'reset' : 'request',
    phone,
    fields,
    errors,
    busy: snapshot.matches('sending') || snapshot.matches('resetting'),
  };
}

/** The flow on real (or fake) calls; its screen starts it when first shown. */
export const createForgotPasswordLogic = (api: Pick<SignupApi, 'forgotPassword' | 'resetPassword'>) =>
  forgotPasswordMachine.provide({
    actors: {
      forgotPassword: fromPromise(({ input }) => api.forgotPassword(input)),
      resetPassword: fromPromise(({ input }) => api.resetPassword(input)),
    },
  });
