import { describe, expect, it } from 'vitest';
import { EMPTY_DRAFT } from '../account/signup-draft.machine';
import { addAdminMachine, validateAddAdmin } from './add-admin.machine';
import { itFollowsTheSignupForm } from '../shared/testing/signup-form-model';

/**
 * The sign-up form wired for Add User: the same graph and rules as the customer's, with the admin's
 * docs/rules/validation.md#add-admin rules.
 */
describe('addAdminMachine, every edge of its graph replayed into a real actor', () => {
  itFollowsTheSignupForm({
    machine: addAdminMachine,
    name: 'add admin',
    empty: { ...EMPTY_DRAFT, account_type: 'admin' },
    saved: {
      name: 'Nima Sherpa',
      phone_number: '+977 9812345678',
      password: 'Kitchen#2026',
      confirm_password: 'Kitchen#2026',
      account_type: 'admin',
    },
    validate: validateAddAdmin,
    sentMessage: 'OTP sent successfully to 9812345678',
    takenMessage: 'An account with this phone number already exists.',
    // The least a member of staff may do (docs/rules/roles.md#staff-roles): a cook is never created as an owner first.
    startRole: 'kitchen',
  });
});

describe('add admin: the docs/rules/validation.md#add-admin rules, in the contract words the server also answers with', () => {
  const valid = { name: 'Nima Sherpa', phone_number: '9812345678', password: 'Kitchen#2026', confirm_password: 'Kitchen#2026' };
  it.each([
    ['name trimmed to under 3', { name: '  Ab  ' }, { name: 'Name must be at least 3 characters' }],
    ['name over 50', { name: 'N'.repeat(51) }, { name: 'Name must be at most 50 characters' }],
    ['phone of 9 digits', { phone_number: '981234567' }, { phone_number: 'Enter a valid phone number' }],
    ['phone with letters', { phone_number: '+977 98123456ab' }, { phone_number: 'Enter a valid phone number' }],
    ['password without a special character', { password: 'Kitchen2026', confirm_password: 'Kitchen2026' }, {
      password:
        'Password must be at least 8 characters and include an uppercase letter, a lowercase letter, a number and a special character',
    }],
    ['confirm that differs', { confirm_password: 'Kitchen#2027' }, { confirm_password: 'Passwords must match' }],
  ])('%s', (_, change, errors) => {
    expect(validateAddAdmin({ ...valid, ...change })).toEqual(errors);
  });

  it('accepts a country code before the 10 digits', () => {
    expect(validateAddAdmin({ ...valid, phone_number: '+977 9812345678' })).toEqual({});
    expect(validateAddAdmin({ ...valid, phone_number: '+9779812345678' })).toEqual({});
  });
});
