import { assign, emit, fromPromise, sendTo, setup } from 'xstate';
import { providedCall } from '../shared/boundary';
import type { SendOtpRequest } from '../../contract/account';
import { SOMETHING_WENT_WRONG } from '../../contract/errors';
import { navigate } from '../shared/navigate';
import { notify } from '../shared/notify';
import type { Result } from '../shared/result';
import type { MessageOutput, SignupApi } from './signup-api';
import type { StaffRole } from '../../contract/permissions';
import { EMPTY_DRAFT, type SignupDraft, type SignupDraftEvent } from './signup-draft.machine';
import { validateSignup, type FieldErrors, type SignupField, type SignupFields } from './signup-validation';
import { screenTypes } from '../shared/screen-types';

export const SEND_OTP_FAILED = /*i18n*/ 'Failed to send OTP.';

export type SignupEvent =
  | { type: 'signup.open'; draft: SignupDraft }
  | { type: 'signup.change'; field: SignupField; value: string }
  | { type: 'signup.submit' }
  /** The add-admin form's role picker. */
  | { type: 'signup.role'; role: StaffRole };

export interface SignupContext {
  fields: SignupFields;
  accountType: SignupDraft['account_type'];
  /** The new member of staff's role (add-admin only; null on a customer's sign-up). */
  role: StaffRole | null;
  errors: FieldErrors<SignupField>;
  /** Errors show from the first submit on, and then follow every keystroke. */
  submitted: boolean;
}

const fieldsOf = ({ name, phone_number, password, confirm_password }: SignupDraft): SignupFields => ({
  name,
  phone_number,
  password,
  confirm_password,
});

export const contextFrom = (draft: SignupDraft): SignupContext => ({
  fields: fieldsOf(draft),
  accountType: draft.account_type,
  role: draft.role ?? null,
  errors: {},
  submitted: false,
});

/** A refusal the server explained reads as its words; anything else as the spec's fallback. */
export const serverMessageOr = (output: Result<unknown>, fallback: string) =>
  !output.ok && output.status !== undefined && output.message !== SOMETHING_WENT_WRONG ? output.message : fallback;

/**
 * /signup (docs/rules/screens.md#signup and docs/rules/states.md#signup and docs/rules/validation.md#signup): the form
 * checks every field, keeps what was typed as the sign-up draft, asks the server to text a code to the number, and
 * moves on to /otp once it has. Opening the screen again shows the draft, so Cancel on /otp comes back to a filled
 * form.
 */
export const signupMachine = setup({
  types: screenTypes<SignupContext, SignupEvent>(),
  actors: {
    sendOtp: providedCall<Result<MessageOutput>, SendOtpRequest>('sendOtp'),
  },
  guards: {
    isValid: ({ context }) => Object.keys(validateSignup(context.fields)).length === 0,
    // A customer's sign-up has no role to pick.
    picksRole: ({ context }) => context.role !== null,
  },
  actions: {
    open: assign((_, draft: SignupDraft) => contextFrom(draft)),
    change: assign(({ context }, { field, value }: { field: SignupField; value: string }) => {
      const fields = { ...context.fields, [field]: value };
      return { fields, errors: context.submitted ? validateSignup(fields) : context.errors };
    }),
    check: assign(({ context }) => ({ errors: validateSignup(context.fields), submitted: true })),
    storeDraft: sendTo(
      ({ system }) => system.get('signupDraft'),
      ({ context }): SignupDraftEvent => ({
        type: 'signup.draft.update',
        values: { ...context.fields, account_type: context.accountType, ...(context.role && { role: context.role }) },
      }),
    ),
  },
}).createMachine({
  id: 'signup',
  context: contextFrom(EMPTY_DRAFT),
  initial: 'editing',
  on: {
    'signup.open': { target: '.editing', actions: { type: 'open', params: ({ event }) => event.draft } },
  },
  states: {
    editing: {
      on: {
        'signup.change': { actions: { type: 'change', params: ({ event }) => event } },
        'signup.role': { guard: 'picksRole', actions: assign({ role: ({ event }) => event.role }) },
        'signup.submit': [
          { guard: 'isValid', target: 'sending', actions: ['check', 'storeDraft'] },
          { actions: 'check' },
        ],
      },
    },
    sending: {
      invoke: {
        src: 'sendOtp',
        input: ({ context }) => ({ phone_number: context.fields.phone_number, otp_type: context.accountType }),
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'editing',
            actions: [
              emit(({ event }) => notify('success', event.output.ok ? event.output.data.message : '')),
              emit(navigate('/otp')),
            ],
          },
          {
            target: 'editing',
            actions: emit(({ event }) => notify('error', serverMessageOr(event.output, SEND_OTP_FAILED))),
          },
        ],
        onError: { target: 'editing', actions: emit(notify('error', SEND_OTP_FAILED)) },
      },
    },
  },
});

export interface SignupView {
  fields: SignupFields;
  role: StaffRole | null;
  errors: FieldErrors<SignupField>;
  sending: boolean;
}

export const selectSignup = (snapshot: {
  context: SignupContext;
  matches: (state: 'sending') => boolean;
}): SignupView => ({
  fields: snapshot.context.fields,
  role: snapshot.context.role,
  errors: snapshot.context.errors,
  sending: snapshot.matches('sending'),
});

/** The flow on real (or fake) calls; its screen starts it when first shown. */
export const createSignupLogic = (api: Pick<SignupApi, 'sendOtp'>) =>
  signupMachine.provide({ actors: { sendOtp: fromPromise(({ input }) => api.sendOtp(input)) } });
