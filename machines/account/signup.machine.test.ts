import { describe } from 'vitest';
import { EMPTY_DRAFT } from './signup-draft.machine';
import { signupMachine } from './signup.machine';
import { validateSignup } from './signup-validation';
import { itFollowsTheSignupForm } from '../shared/testing/signup-form-model';

/**
 * Every docs/rules/validation.md#add-admin text is in signup-validation.test.ts; the graph and its rules are shared
 * with the admin's Add User.
 */
describe('signupMachine, every edge of its graph replayed into a real actor', () => {
  itFollowsTheSignupForm({
    machine: signupMachine,
    name: 'signup',
    empty: EMPTY_DRAFT,
    saved: {
      name: 'Asha Gurung',
      phone_number: '9812345678',
      password: 'secret1',
      confirm_password: 'secret1',
      account_type: 'customer',
    },
    validate: validateSignup,
    sentMessage: 'OTP sent successfully.',
    takenMessage: 'An account with this phone number already exists.',
    startRole: null,
  });
});
