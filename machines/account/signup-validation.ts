import type { ACCOUNT_TYPES } from '../../contract/account';

export type AccountType = (typeof ACCOUNT_TYPES)[number];

/** The sign-up form's fields, as typed. */
export interface SignupFields {
  name: string;
  phone_number: string;
  password: string;
  confirm_password: string;
}
export type SignupField = keyof SignupFields;
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

// docs/rules/texts.md#validation-texts, word for word. The name's length messages are the contract's (the spec gives
// the rule, not the text).
export const SIGNUP_TEXT = {
  nameRequired: /*i18n*/ 'firstname is required',
  nameShort: /*i18n*/ 'firstname must be at least 2 characters',
  nameLong: /*i18n*/ 'firstname must be at most 25 characters',
  phoneRequired: /*i18n*/ 'contact number required',
  phoneShort: /*i18n*/ 'contact number must be 10 digits',
  phoneLong: /*i18n*/ 'contact number should be 10 digit',
  passwordRequired: /*i18n*/ 'password is required',
  passwordShort: /*i18n*/ 'password must be more than 6 or 6 character',
  passwordLong: /*i18n*/ 'password must be less than 10 or 10 character',
  confirmRequired: /*i18n*/ 'confirm password is required.',
  confirmMismatch: /*i18n*/ 'password must match',
} as const;

export const NAME_LIMITS = { min: 2, max: 25 } as const;
export const PASSWORD_LIMITS = { min: 6, max: 10 } as const;
export const PHONE_DIGITS = 10;
const TEN_DIGITS = /^\d{10}$/;

export const isPhoneNumber = (value: string) => TEN_DIGITS.test(value);

function nameError(value: string) {
  const name = value.trim();
  if (name.length === 0) return SIGNUP_TEXT.nameRequired;
  if (name.length < NAME_LIMITS.min) return SIGNUP_TEXT.nameShort;
  if (name.length > NAME_LIMITS.max) return SIGNUP_TEXT.nameLong;
  return undefined;
}

/** Too long reads 'should be 10 digit'; too short or not all digits reads 'must be 10 digits'. */
function phoneError(value: string) {
  if (value.length === 0) return SIGNUP_TEXT.phoneRequired;
  if (value.length > PHONE_DIGITS) return SIGNUP_TEXT.phoneLong;
  if (!isPhoneNumber(value)) return SIGNUP_TEXT.phoneShort;
  return undefined;
}

function passwordError(value: string) {
  if (value.length === 0) return SIGNUP_TEXT.passwordRequired;
  if (value.length < PASSWORD_LIMITS.min) return SIGNUP_TEXT.passwordShort;
  if (value.length > PASSWORD_LIMITS.max) return SIGNUP_TEXT.passwordLong;
  return undefined;
}

function confirmError(confirm: string, password: string) {
  if (confirm.length === 0) return SIGNUP_TEXT.confirmRequired;
  if (confirm !== password) return SIGNUP_TEXT.confirmMismatch;
  return undefined;
}

const compact = <F extends string>(errors: Record<F, string | undefined>): FieldErrors<F> =>
  Object.fromEntries(Object.entries(errors).filter(([, message]) => message !== undefined)) as FieldErrors<F>;

/**
 * Each field's first broken rule of docs/rules/validation.md#validation-rules; an empty object when the form may be
 * sent.
 */
export function validateSignup(fields: SignupFields): FieldErrors<SignupField> {
  return compact({
    name: nameError(fields.name),
    phone_number: phoneError(fields.phone_number),
    password: passwordError(fields.password),
    confirm_password: confirmError(fields.confirm_password, fields.password),
  });
}
