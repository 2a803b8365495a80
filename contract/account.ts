import * as z from 'zod/mini';
import { id } from './common';

/**
 * Account calls (docs/rules/api.md#account, docs/rules/accounts.md#accounts-codes-and-sessions). Field messages are the
 * spec's own (docs/rules/validation.md#validation-rules) so that the server's 400 and the form's inline error read the
 * same.
 */
export const ACCOUNT_TYPES = ['customer', 'admin'] as const;
/** What a code is for: creating an account of a type, or resetting a password. */
export const OTP_TYPES = ['customer', 'admin', 'password_reset'] as const;
export type OtpType = (typeof OTP_TYPES)[number];

/** Confirm must equal the new password; the message is the screen's own. */
const matching = <T extends Record<K, string> & { confirm_password: string }, K extends string>(
  field: K,
  message: string,
) => z.refine<T>((value) => value.confirm_password === value[field], { message, path: ['confirm_password'] });

export const phoneNumber = z.string().check(
  z.minLength(1, 'contact number required'),
  z.regex(/^\d{10}$/, 'contact number must be 10 digits'),
);
export const otpCode = z.string().check(z.regex(/^\d{4}$/, /*i18n*/ 'Enter the 4-digit code'));

export const sendOtpRequest = z.object({ phone_number: phoneNumber, otp_type: z.enum(OTP_TYPES) });
export type SendOtpRequest = z.infer<typeof sendOtpRequest>;

export const signupRequest = z.object({
  name: z.string().check(
    z.trim(),
    z.minLength(1, 'firstname is required'),
    z.minLength(2, 'firstname must be at least 2 characters'),
    z.maxLength(25, 'firstname must be at most 25 characters'),
  ),
  phone_number: phoneNumber,
  password: z.string().check(
    z.minLength(1, 'password is required'),
    z.minLength(6, 'password must be more than 6 or 6 character'),
    z.maxLength(10, 'password must be less than 10 or 10 character'),
  ),
  confirm_password: z.string().check(z.minLength(1, 'confirm password is required.')),
  userotp: otpCode,
  /** Accepted for the spec's sake; a sign-up only ever makes a customer. */
  account_type: z.optional(z.enum(ACCOUNT_TYPES)),
}).check(matching('password', 'password must match'));
export type SignupRequest = z.infer<typeof signupRequest>;

export const loginRequest = z.object({
  phone_number: z.string().check(
    z.minLength(1, /*i18n*/ 'Please enter your phone number'),
    z.regex(/^\d{10}$/, /*i18n*/ 'Phone number must be exactly 10 digits'),
  ),
  password: z.string().check(
    z.minLength(1, /*i18n*/ 'Please enter your password'),
    z.minLength(6, /*i18n*/ 'Password must be at least 6 characters'),
  ),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const profile = z.object({
  id,
  name: z.string(),
  phone_number: z.string(),
  profile_picture: z.nullable(z.string()),
  is_admin: z.boolean(),
  created_at: z.string(),
});
export type Profile = z.infer<typeof profile>;

/** Login and sign-up both answer with a fresh session. */
export const sessionResponse = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  is_admin: z.boolean(),
  message: z.string(),
  user: profile,
});
export type SessionResponse = z.infer<typeof sessionResponse>;

export const validateTokenRequest = z.object({ access: z.string() });
export const validateTokenResponse = z.object({ is_admin: z.boolean(), user: profile });

export const refreshTokenRequest = z.object({ refresh: z.string() });
/** Refresh tokens rotate: the answer carries the next one, the one sent is dead. */
export const refreshTokenResponse = z.object({
  access: z.string(),
  refresh: z.string(),
  is_admin: z.boolean(),
  user: profile,
});

export const logoutRequest = z.object({ refresh: z.optional(z.string()) });

export const changePasswordRequest = z.object({
  password: z.string().check(z.minLength(1, /*i18n*/ 'Current password is required')),
  new_password: z.string().check(z.minLength(6, /*i18n*/ 'Password must be at least 6 characters')),
  confirm_password: z.string(),
}).check(matching('new_password', /*i18n*/ 'Passwords must match'));
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;
/** Every session of the user ends; this device gets a new one so it stays signed in. */
export const changePasswordResponse = z.object({
  message: z.string(),
  access_token: z.string(),
  refresh_token: z.string(),
});

export const forgotPasswordRequest = z.object({
  phone_number: z.string().check(z.regex(/^\d{10}$/, /*i18n*/ 'Please enter a valid 10-digit phone number.')),
});
export const resetPasswordRequest = z.object({
  phone_number: phoneNumber,
  userotp: otpCode,
  new_password: z.string().check(z.minLength(6, /*i18n*/ 'Password must be at least 6 characters')),
  confirm_password: z.string(),
}).check(matching('new_password', /*i18n*/ 'Passwords must match'));

export const messageResponse = z.object({ message: z.string() });
/** POST /account/verify/ (signed in, no body): the bearer's account is confirmed. */
export const verifyResponse = z.object({ message: z.string(), is_admin: z.boolean() });

/** The outbox of docs/rules/system.md#sms-outbox: what the sandbox SMS provider "sent", newest first. */
export const outboxMessage = z.object({ to: z.string(), text: z.string(), sent_at: z.string() });
export const outbox = z.array(outboxMessage);
