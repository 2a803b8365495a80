import { describe, expect, it } from 'vitest';
import { validateSignup, type SignupFields } from './signup-validation';

const valid: SignupFields = {
  name: 'Asha Gurung',
  phone_number: '9812345678',
  password: 'secret1',
  confirm_password: 'secret1',
};

describe('validateSignup: docs/rules/validation.md#signup, word for word', () => {
  it('accepts a complete form', () => {
    expect(validateSignup(valid)).toEqual({});
  });

  it.each<[string, Partial<SignupFields>, Record<string, string>]>([
    ['an empty name', { name: '' }, { name: 'firstname is required' }],
    ['a name of spaces', { name: '   ' }, { name: 'firstname is required' }],
    ['a 1-letter name', { name: 'A' }, { name: 'firstname must be at least 2 characters' }],
    ['a 26-letter name', { name: 'A'.repeat(26) }, { name: 'firstname must be at most 25 characters' }],
    ['no contact number', { phone_number: '' }, { phone_number: 'contact number required' }],
    ['9 digits', { phone_number: '981234567' }, { phone_number: 'contact number must be 10 digits' }],
    [
      '10 characters, not all digits',
      { phone_number: '98123x5678' },
      { phone_number: 'contact number must be 10 digits' },
    ],
    ['11 digits', { phone_number: '98123456789' }, { phone_number: 'contact number should be 10 digit' }],
    [
      'no password',
      { password: '', confirm_password: '' },
      { password: 'password is required', confirm_password: 'confirm password is required.' },
    ],
    [
      '5 characters',
      { password: 'abcde', confirm_password: 'abcde' },
      { password: 'password must be more than 6 or 6 character' },
    ],
    [
      '11 characters',
      { password: 'abcdefghijk', confirm_password: 'abcdefghijk' },
      { password: 'password must be less than 10 or 10 character' },
    ],
    ['no confirmation', { confirm_password: '' }, { confirm_password: 'confirm password is required.' }],
    ['a different confirmation', { confirm_password: 'secret2' }, { confirm_password: 'password must match' }],
  ])('%s', (_, change, errors) => {
    expect(validateSignup({ ...valid, ...change })).toEqual(errors);
  });

  it('takes 2 and 25 letters, 6 and 10 characters', () => {
    expect(validateSignup({ ...valid, name: 'Al' })).toEqual({});
    expect(validateSignup({ ...valid, name: 'A'.repeat(25) })).toEqual({});
    expect(validateSignup({ ...valid, password: 'abcdef', confirm_password: 'abcdef' })).toEqual({});
    expect(validateSignup({ ...valid, password: 'abcdefghij', confirm_password: 'abcdefghij' })).toEqual({});
  });
});
