import { uploadGate } from '../http/upload-gate';
import { englishOf, refusal } from '../../contract/refusals';
import { Hono } from 'hono';
import { may } from '../../contract/permissions';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createFactory } from 'hono/factory';
import * as z from 'zod/mini';
import {
  changePasswordRequest,
  forgotPasswordRequest,
  loginRequest,
  logoutRequest,
  refreshTokenRequest,
  resetPasswordRequest,
  sendOtpRequest,
  signupRequest,
  validateTokenRequest,
} from '../../contract/account';
import type { FieldErrors } from '../../contract/common';
import { sendAdminOtpRequest } from '../../contract/users';
import { type AuthEnv, INVALID_TOKEN, NOT_AUTHENTICATED, NOT_PERMITTED, bearerToken, requireUser, spokenLanguage } from '../http/auth';
import { clientAddress } from '../http/client-address';
import { detail } from '../http/errors';
import { validate } from '../http/validation';
import { checkImage } from '../media/image-check';
import type { AccountContext } from '../services/account-context';
import {
  type SendCodeResult,
  changePassword,
  logIn,
  profileOf,
  resetPassword,
  sendCode,
  signUp,
  updateProfile,
} from '../services/accounts';
import { authenticate, endSession, rotateSession } from '../services/sessions';

/** docs/rules/validation.md#meal-form and docs/rules/limits.md#forms: images up to 40 MB. */
export const MAX_IMAGE_BYTES = 41_943_040;
// The multipart envelope around the picture: boundaries, part headers and the name field.
const FORM_OVERHEAD_BYTES = 64 * 1024;

export const ACCOUNT_EXISTS = 'An account with this phone number already exists.';
export const INVALID_CODE = 'Invalid or expired code.';
export const TOO_MANY_CODES = 'Too many codes requested. Please try again later.';
/**
 * docs/rules/robustness.md#limits: after 10 wrong codes for a number in a day, each further try waits (15 minutes, then
 * doubling).
 */
export const WAIT_FOR_CODE = (minutes: number) => englishOf(refusal('waitForCode', { minutes }));
export const CODE_NOT_SENT = 'The code could not be sent. Please try again later.';
export const INVALID_LOGIN = 'Invalid phone number or password.';
export const TOO_MANY_LOGINS = 'Too many failed logins. Please try again later.';
/** An account under attack holds back the addresses guessing at it (server/services/login-limits.ts). */
export const ACCOUNT_HELD = (minutes: number) => englishOf(refusal('accountHeld', { minutes }));
export const WRONG_PASSWORD = 'Current password is incorrect.';
export const ONLY_IMAGES = 'Only image files are allowed';
export const IMAGE_TOO_LARGE = 'Image must be less than 40MB';
export const IMAGE_TOO_MANY_PIXELS = 'Image dimensions are too large';

const codeSentTo = (phoneNumber: string) => `OTP sent successfully to ${phoneNumber}`;
/** The number's sends for the hour are used up: its newest code is kept usable instead (services/accounts.ts). */
const codeAlreadySent = (phoneNumber: string) =>
  `A code was already sent to ${phoneNumber}. Please use the latest one.`;
const fields = (c: Context, field: string, message: string) =>
  c.json({ [field]: [message] } satisfies FieldErrors, 400);

/** Edit Profile: the name as sign-up checks it; a phone_number sent along is ignored (it cannot change). */
const profileForm = z.object({
  name: z.optional(signupRequest.shape.name),
  profile_picture: z.optional(z.unknown()),
});

/**
 * A new admin's number may carry a country code (docs/rules/validation.md#add-admin): normalised to the 10 digits, as
 * the add-admin form and POST /account/users/ do, so the code is bound to the number the account is created with.
 */
const sendOtpBody = z.discriminatedUnion('otp_type', [
  sendAdminOtpRequest,
  z.extend(sendOtpRequest, { otp_type: z.enum(['customer', 'password_reset']) }),
]);

/** `trustProxyHops`: TRUST_PROXY_HOPS, so the per-address limits see clients, not the proxy. */
export function accountRoutes(ctx: AccountContext, { trustProxyHops = 0 }: { trustProxyHops?: number } = {}) {
  const senderAddress = (c: Context) => clientAddress(c, trustProxyHops) ?? 'unknown';
  const answerSend = (c: Context, result: SendCodeResult, phoneNumber: string) => {
    switch (result) {
      case 'sent':
        return c.json({ message: codeSentTo(phoneNumber) });
      case 'already-sent':
        return c.json({ message: codeAlreadySent(phoneNumber) });
      case 'registered':
        return fields(c, 'phone_number', ACCOUNT_EXISTS);
      case 'too-many':
        return detail(c, 429, TOO_MANY_CODES);
      case 'not-delivered':
        return detail(c, 503, CODE_NOT_SENT);
    }
  };

  // send-otp and resend-otp are one call: either kills the code sent before.
  const sendOtp = createFactory().createHandlers(validate('json', sendOtpBody), async (c) => {
    const { phone_number, otp_type } = c.req.valid('json');
    // A code for a new admin is requested by an admin (docs/rules/accounts.md#admins), never by the public.
    if (otp_type === 'admin') {
      const token = bearerToken(c);
      if (token === undefined) return detail(c, 401, NOT_AUTHENTICATED);
      const auth = await authenticate(ctx, token);
      if (!auth) return detail(c, 401, INVALID_TOKEN);
      if (!may(auth.role, 'staff.manage')) return detail(c, 403, NOT_PERMITTED);
    }
    const result = await sendCode(ctx, {
      phoneNumber: phone_number,
      purpose: otp_type,
      clientAddress: senderAddress(c),
      language: spokenLanguage(c),
    });
    return answerSend(c, result, phone_number);
  });

  return new Hono<AuthEnv>()
    .post('/account/send-otp/', ...sendOtp)
    .post('/account/resend-otp/', ...sendOtp)

    .post('/account/signup/', validate('json', signupRequest), async (c) => {
      const language = spokenLanguage(c);
      const result = await signUp(ctx, { ...c.req.valid('json'), language }, senderAddress(c));
      if (!result.ok) {
        if (result.reason === 'wait') return detail(c, 429, refusal('waitForCode', { minutes: result.waitMinutes }));
        return result.reason === 'registered'
          ? fields(c, 'phone_number', ACCOUNT_EXISTS)
          : fields(c, 'userotp', INVALID_CODE);
      }
      return c.json(
        {
          access_token: result.tokens.access,
          refresh_token: result.tokens.refresh,
          is_admin: result.user.is_admin,
          message: 'Account created successfully',
          user: result.user,
        },
        201,
      );
    })

    .post('/account/login/', validate('json', loginRequest), async (c) => {
      const language = spokenLanguage(c);
      const result = await logIn(ctx, { ...c.req.valid('json'), language }, senderAddress(c));
      if (!result.ok) {
        if (result.reason === 'held') return detail(c, 429, refusal('accountHeld', { minutes: result.waitMinutes }));
        return result.reason === 'throttled' ? detail(c, 429, TOO_MANY_LOGINS) : detail(c, 401, INVALID_LOGIN);
      }
      return c.json({
        access_token: result.tokens.access,
        refresh_token: result.tokens.refresh,
        is_admin: result.user.is_admin,
        message: 'Login successful',
        user: result.user,
      });
    })

    .post('/account/validate-token/', validate('json', validateTokenRequest), async (c) => {
      const auth = await authenticate(ctx, c.req.valid('json').access);
      if (!auth) return detail(c, 401, INVALID_TOKEN);
      return c.json({ is_admin: auth.user.is_admin, user: auth.user });
    })

    .post('/account/refresh-token/', validate('json', refreshTokenRequest), async (c) => {
      const rotated = await rotateSession(ctx, c.req.valid('json').refresh);
      if (!rotated) return detail(c, 401, INVALID_TOKEN);
      return c.json({
        access: rotated.tokens.access,
        refresh: rotated.tokens.refresh,
        is_admin: rotated.user.is_admin,
        user: rotated.user,
      });
    })

    .post('/account/logout/', requireUser(ctx), validate('json', logoutRequest), async (c) => {
      await endSession(ctx, { user: c.var.user, sessionId: c.var.sessionId }, c.req.valid('json').refresh);
      return c.json({ message: 'Logout successfully...' });
    })

    .get('/account/user-profile/', requireUser(ctx), async (c) => {
      const profile = await profileOf(ctx, c.var.user.id);
      return profile ? c.json(profile) : detail(c, 401, INVALID_TOKEN);
    })

    .put(
      '/account/user-profile/',
      requireUser(ctx),
      uploadGate(ctx.uploads, (c) => clientAddress(c, trustProxyHops)),
      // Counted while the body streams in: a 2 GB upload is cut off at the limit, not buffered first.
      bodyLimit({ maxSize: MAX_IMAGE_BYTES + FORM_OVERHEAD_BYTES, onError: (c) => detail(c, 413, IMAGE_TOO_LARGE) }),
      validate('form', profileForm),
      async (c) => {
        const form = c.req.valid('form');
        let picture: Buffer | undefined;
        if (form.profile_picture instanceof File && form.profile_picture.size > 0) {
          if (form.profile_picture.size > MAX_IMAGE_BYTES) return detail(c, 413, IMAGE_TOO_LARGE);
          picture = Buffer.from(await form.profile_picture.arrayBuffer());
          const checked = await checkImage(picture);
          if (checked === 'not-an-image') return fields(c, 'profile_picture', ONLY_IMAGES);
          // A pixel bomb is a picture, just not one to decode: say so, as the meal and restaurant forms do.
          if (checked === 'too-many-pixels') return fields(c, 'profile_picture', IMAGE_TOO_MANY_PIXELS);
        } else if (form.profile_picture !== undefined && typeof form.profile_picture !== 'string') {
          return fields(c, 'profile_picture', ONLY_IMAGES);
        }
        await updateProfile(ctx, c.var.user.id, { name: form.name, picture });
        return c.json({ message: 'Profile updated successfully!' });
      },
    )

    .post('/account/change-password/', requireUser(ctx), validate('json', changePasswordRequest), async (c) => {
      const result = await changePassword(ctx, c.var.user.id, c.req.valid('json'), senderAddress(c));
      if (!result.ok) {
        return result.reason === 'throttled' ? detail(c, 429, TOO_MANY_LOGINS) : fields(c, 'password', WRONG_PASSWORD);
      }
      return c.json({
        message: 'Password changed successfully!',
        access_token: result.tokens.access,
        refresh_token: result.tokens.refresh,
      });
    })

    .post('/account/forgot-password/', validate('json', forgotPasswordRequest), async (c) => {
      const { phone_number } = c.req.valid('json');
      const result = await sendCode(ctx, {
        phoneNumber: phone_number,
        purpose: 'password_reset',
        clientAddress: senderAddress(c),
        language: spokenLanguage(c),
      });
      return answerSend(c, result, phone_number);
    })

    .post('/account/reset-password/', validate('json', resetPasswordRequest), async (c) => {
      const reset = await resetPassword(ctx, c.req.valid('json'), senderAddress(c));
      if (reset === 'invalid-code') return fields(c, 'userotp', INVALID_CODE);
      if (reset !== true) return detail(c, 429, refusal('waitForCode', { minutes: reset.waitMinutes }));
      return c.json({ message: 'Password reset successfully!' });
    });
}
