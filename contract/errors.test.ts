import { describe, expect, it } from 'vitest';
import { errorText, SOMETHING_WENT_WRONG } from './errors';

describe("errorText: the docs/rules/texts.md#auth-error-text 'Auth error text' rule", () => {
  it.each([
    ['undefined', undefined],
    ['null', null],
    ['an empty string', ''],
    ['an empty object', {}],
    ['a number', 502],
    ['a boolean', true],
  ])("no data (%s) gives 'Something went wrong'", (_, data) => {
    expect(errorText(data)).toBe(SOMETHING_WENT_WRONG);
  });

  it('joins every field message of a validation body with commas, in field order', () => {
    const body = {
      phone_number: ['Phone number must be exactly 10 digits'],
      password: ['Password must be at least 6 characters', 'Please enter your password'],
    };
    expect(errorText(body)).toBe(
      'Phone number must be exactly 10 digits, Password must be at least 6 characters, Please enter your password',
    );
  });

  it('reads a field given one message instead of a list', () => {
    expect(errorText({ name: 'Category name can\'t be empty' })).toBe("Category name can't be empty");
  });

  it('ignores fields without a message', () => {
    expect(errorText({ name: null, phone_number: [] })).toBe(SOMETHING_WENT_WRONG);
  });

  it('joins the values of a message object', () => {
    expect(errorText({ message: { phone_number: ['Already registered'], otp: 'Invalid code' } })).toBe(
      'Already registered, Invalid code',
    );
  });

  it("falls back to 'Something went wrong' for an empty message object", () => {
    expect(errorText({ message: {} })).toBe(SOMETHING_WENT_WRONG);
  });

  it('otherwise reads detail', () => {
    expect(errorText({ detail: 'Not found.' })).toBe('Not found.');
  });

  it('prefers detail to a string message', () => {
    expect(errorText({ detail: 'Not found.', message: 'Other' })).toBe('Not found.');
  });

  it('prefers a message object to detail', () => {
    expect(errorText({ detail: 'Not found.', message: { otp: 'Invalid code' } })).toBe('Invalid code');
  });

  it('then reads a string message', () => {
    expect(errorText({ message: 'OTP expired' })).toBe('OTP expired');
  });

  it('reads a body that is only a string as the message', () => {
    expect(errorText('Token is invalid')).toBe('Token is invalid');
  });
});
