import type { ChangePasswordRequest, LoginRequest, OtpType, Profile, SignupRequest } from '../../contract/account';
import type { Language } from '../../contract/language';
import type { StaffRole } from '../../contract/permissions';
import type { UserRow } from '../db/schema';
import { findUserById, findUserByPhone, insertUser, replaceProfilePicture, updateUser } from '../db/repositories/users';
import { mediaOf } from '../media/create-store';
import { deleteImage, saveImage } from '../media/image-store';
import type { AccountContext } from './account-context';
import { judgePassword, proveAddress } from './login-limits';
import { OTP_SECONDS, issueOtp, keepOtpUsable, useOtp } from './otp';
import { hashPassword, verifyPassword } from './passwords';
import { toProfile } from './profiles';
import { addressSendLimit, extraSendLimit, numberSendLimit, takeSlot } from './rate-limits';
import { type Tokens, endAllSessions, startSession } from './sessions';
import { codeText } from './sms';

export type SendCodeResult = 'sent' | 'already-sent' | 'registered' | 'too-many' | 'not-delivered';

/**
 * Texts a code for the purpose. A customer sign-up needs an unregistered number; a password reset answers the same
 * whether the number is registered or not (so numbers cannot be probed) but only texts registered ones.
 *
 * Past the number's sends for the hour (rate-limits.ts) a stranger may have used them up, and the codes they asked
 * for reached the owner's phone all the same: the newest one is kept usable and the caller told a code was already
 * sent. Only when it was used or killed is a fresh one texted, at most 3 such a day.
 */
export async function sendCode(
  ctx: AccountContext,
  request: { phoneNumber: string; purpose: OtpType; clientAddress: string; language?: Language | null },
): Promise<SendCodeResult> {
  const { phoneNumber, purpose } = request;
  const account = await findUserByPhone(ctx.db, phoneNumber);
  const registered = account !== undefined;
  if (registered && purpose !== 'password_reset') return 'registered';
  if (!(await takeSlot(ctx, [addressSendLimit(request.clientAddress)]))) return 'too-many';
  const texted = purpose !== 'password_reset' || registered;
  if (!(await takeSlot(ctx, [numberSendLimit(phoneNumber)]))) {
    // An unknown number has no code to keep: it answers as a registered one whose code is kept.
    if (!texted) return 'already-sent';
    // 'none': requests racing for the hour's last sends, whose codes are not written yet.
    if ((await keepOtpUsable(ctx, phoneNumber, purpose)) !== 'dead') return 'already-sent';
    if (!(await takeSlot(ctx, [extraSendLimit(phoneNumber)]))) return 'too-many';
  }
  if (!texted) return 'sent';

  const code = await issueOtp(ctx, phoneNumber, purpose);
  try {
    // Worded as the asking screen is shown; a number with no account yet has no language of its own.
    const language = request.language ?? account?.language;
    await ctx.sms.sendSms(phoneNumber, await codeText(ctx.db, code, OTP_SECONDS, language));
  } catch {
    return 'not-delivered';
  }
  return 'sent';
}

export type RegisterResult =
  | { ok: true; user: Profile }
  | { ok: false; reason: 'registered' | 'invalid-code' }
  | { ok: false; reason: 'wait'; waitMinutes: number };

/**
 * A new account of the role for a number with a live code texted for that role. No session: a customer's sign-up
 * starts one, an admin creating another admin stays themselves.
 */
export async function registerAccount(
  ctx: AccountContext,
  request: Pick<SignupRequest, 'name' | 'phone_number' | 'password' | 'userotp'> & { language?: Language | null },
  role: 'customer' | 'admin',
  clientAddress: string,
  /**
   * The new member of staff's role (docs/rules/roles.md#staff-roles); the owner when not said, as every admin was
   * before roles.
   */
  staffRole: StaffRole = 'owner',
): Promise<RegisterResult> {
  if (await findUserByPhone(ctx.db, request.phone_number)) return { ok: false, reason: 'registered' };
  const use = await useOtp(ctx, {
    phoneNumber: request.phone_number,
    purpose: role,
    code: request.userotp,
    clientAddress,
  });
  if (typeof use === 'object') return { ok: false, reason: 'wait', waitMinutes: use.waitMinutes };
  if (use !== 'used') return { ok: false, reason: 'invalid-code' };
  let userId: number;
  try {
    userId = await insertUser(ctx.db, {
      name: request.name,
      phone_number: request.phone_number,
      password_hash: await hashPassword(request.password),
      is_admin: role === 'admin' ? 1 : 0,
      staff_role: role === 'admin' ? staffRole : null,
      created_at: ctx.clock().toISOString(),
      ...(request.language ? { language: request.language } : {}),
    });
  } catch (error) {
    // Two sign-ups for one number at the same moment: the unique index lets one through.
    if (await findUserByPhone(ctx.db, request.phone_number)) return { ok: false, reason: 'registered' };
    throw error;
  }
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new Error('The new user vanished');
  return { ok: true, user: toProfile(user) };
}

export type SignupResult = { ok: true; tokens: Tokens; user: Profile } | Exclude<RegisterResult, { ok: true }>;

/** Creates a customer: `account_type` is not read, a sign-up never makes an admin. */
export async function signUp(
  ctx: AccountContext,
  request: SignupRequest & { language?: Language | null },
  clientAddress: string,
): Promise<SignupResult> {
  const result = await registerAccount(ctx, request, 'customer', clientAddress);
  return result.ok ? { ...result, tokens: await startSession(ctx, result.user.id) } : result;
}

export type LoginResult =
  | { ok: true; tokens: Tokens; user: Profile }
  | { ok: false; reason: 'invalid' | 'throttled' }
  | { ok: false; reason: 'held'; waitMinutes: number };

// Verified against when the number is unknown, so an unknown number takes as long to refuse as a wrong password.
let decoyHash: Promise<string> | undefined;

/**
 * Checks the password under the failed-login limits (login-limits.ts). An unknown number counts, waits and answers
 * exactly like a wrong password.
 */
export async function logIn(
  ctx: AccountContext,
  request: LoginRequest & { language?: Language | null },
  clientAddress: string,
): Promise<LoginResult> {
  const user = await findUserByPhone(ctx.db, request.phone_number);
  const guess = { phoneNumber: request.phone_number, clientAddress, signedIn: false, registered: user !== undefined };
  const verdict = await judgePassword(ctx, guess, async () =>
    user
      ? verifyPassword(user.password_hash, request.password)
      : verifyPassword(await (decoyHash ??= hashPassword('not anyone password')), request.password).then(() => false),
  );
  if (typeof verdict === 'object') return { ok: false, reason: 'held', waitMinutes: verdict.waitMinutes };
  if (verdict !== 'right' || !user) return { ok: false, reason: verdict === 'throttled' ? 'throttled' : 'invalid' };
  await keepLanguage(ctx, user, request.language);
  return { ok: true, tokens: await startSession(ctx, user.id), user: toProfile(user) };
}

/** The account's texts are worded from now on as the app it was last used in was shown (when it said so). */
export async function keepLanguage(
  ctx: AccountContext,
  user: Pick<UserRow, 'id' | 'language'>,
  language: Language | null | undefined,
): Promise<void> {
  if (language && language !== user.language) await updateUser(ctx.db, user.id, { language });
}

export async function profileOf(ctx: AccountContext, userId: number): Promise<Profile | null> {
  const user = await findUserById(ctx.db, userId);
  return user ? toProfile(user) : null;
}

/** Name and picture only: the phone number is the account's identity and never changes here. */
export async function updateProfile(
  ctx: AccountContext,
  userId: number,
  changes: { name?: string; picture?: Buffer },
): Promise<void> {
  // The picture is stored first: if it cannot be, nothing of the change is kept.
  const picture = changes.picture ? await saveImage(mediaOf(ctx), 'profiles', changes.picture) : null;
  if (changes.name !== undefined) await updateUser(ctx.db, userId, { name: changes.name });
  if (picture === null) return;
  // The replaced picture's files go with it: nobody else links to a profile picture.
  for (;;) {
    const user = await findUserById(ctx.db, userId);
    if (!user) return deleteImage(mediaOf(ctx), picture);
    if (await replaceProfilePicture(ctx.db, userId, user.profile_picture, picture)) {
      return deleteImage(mediaOf(ctx), user.profile_picture);
    }
  }
}

export type ChangePasswordResult = { ok: true; tokens: Tokens } | { ok: false; reason: 'wrong-password' | 'throttled' };

/**
 * Every session of the user ends (a thief holding one is out); this device gets a new one. Wrong current passwords
 * count as failed logins, so a stolen access token cannot be used to guess the password.
 */
export async function changePassword(
  ctx: AccountContext,
  userId: number,
  request: ChangePasswordRequest,
  clientAddress: string,
): Promise<ChangePasswordResult> {
  const user = await findUserById(ctx.db, userId);
  if (!user) return { ok: false, reason: 'wrong-password' };
  // A signed-in caller: the account's count does not hold them back, their address's limits do.
  const guess = { phoneNumber: user.phone_number, clientAddress, signedIn: true, registered: true };
  const verdict = await judgePassword(ctx, guess, () => verifyPassword(user.password_hash, request.password));
  if (verdict !== 'right') return { ok: false, reason: verdict === 'wrong' ? 'wrong-password' : 'throttled' };
  await updateUser(ctx.db, userId, { password_hash: await hashPassword(request.new_password) });
  await endAllSessions(ctx, userId);
  return { ok: true, tokens: await startSession(ctx, userId) };
}

/**
 * Sets a new password with a password_reset code; every session of the account ends. The caller's address proved
 * control of the number: for the next hour the account's failed-login count does not hold it back.
 */
export async function resetPassword(
  ctx: AccountContext,
  request: { phone_number: string; userotp: string; new_password: string },
  clientAddress: string,
): Promise<true | 'invalid-code' | { waitMinutes: number }> {
  const user = await findUserByPhone(ctx.db, request.phone_number);
  if (!user) return 'invalid-code';
  const use = await useOtp(ctx, {
    phoneNumber: request.phone_number,
    purpose: 'password_reset',
    code: request.userotp,
    clientAddress,
  });
  if (use !== 'used') return use === 'wrong' ? 'invalid-code' : use;
  await updateUser(ctx.db, user.id, { password_hash: await hashPassword(request.new_password) });
  await endAllSessions(ctx, user.id);
  await proveAddress(ctx, user.phone_number, clientAddress);
  return true;
}
