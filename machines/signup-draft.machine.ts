import { assign, setup } from 'xstate';
import type { AccountType } from './signup-validation';

/** What a sign-up carries from the form to the code screen (spec §3 'Signup draft'); held only in the browser. */
export interface SignupDraft {
  name: string;
  phone_number: string;
  password: string;
  confirm_password: string;
  account_type: AccountType;
}

export const EMPTY_DRAFT: SignupDraft = {
  name: '',
  phone_number: '',
  password: '',
  confirm_password: '',
  account_type: 'customer',
};

export type SignupDraftEvent =
  | { type: 'signup.draft.update'; values: Partial<SignupDraft> }
  | { type: 'signup.draft.reset' };

/** Spec §4: the draft is updated in bulk or reset to empty; a customer's unless told otherwise. */
export const signupDraftMachine = setup({
  types: {
    context: {} as SignupDraft,
    events: {} as SignupDraftEvent,
  },
  actions: {
    update: assign((_, values: Partial<SignupDraft>) => values),
    reset: assign(() => ({ ...EMPTY_DRAFT })),
  },
}).createMachine({
  id: 'signupDraft',
  context: { ...EMPTY_DRAFT },
  on: {
    'signup.draft.update': { actions: { type: 'update', params: ({ event }) => event.values } },
    'signup.draft.reset': { actions: 'reset' },
  },
});

export const selectSignupDraft = (snapshot: { context: SignupDraft }) => snapshot.context;
