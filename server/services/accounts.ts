import type { ChangePasswordRequest, LoginRequest, OtpType, Profile, SignupRequest } from '../../contract/account';
import { findUserById, findUserByPhone, insertUser, replaceProfilePicture, updateUser } from '../db/repositories/users';
import { deleteImage, saveImage } from '../media/image-store';
import type { AccountContext } from './account-context';
import { OTP_SECONDS, issueOtp, useOtp } from './otp';
import { hashPassword, verifyPassword } from './passwords';
import { toProfile } from './profiles';
import {
  LOGIN_FAILURES,
  countAttempt,
  forgetEvents,
  loginClientKey,
  loginFailureKey,
  loginGuessKey,
  sendLimits,
  takeSlot,
} from './rate-limits';
import { type Tokens, endAllSessions, startSession } from './sessions';
import { codeText } from './sms';

export type SendCodeResult = 'sent' | 'registered' | 'too-many' | 'not-delivered';

/**
 * Texts a code for the purpose. A customer sign-up needs an unregistered number; a password reset answers the same
 * whether the number is registered or not (so numbers cannot be probed) but only texts registered ones.
 */
export async function sendCode(
  ctx: AccountContext,
  request: { phoneNumber: string; purpose: OtpType; clientAddress: string },
): Promise<SendCodeResult> {
  const { phoneNumber, purpose } = request;
  const registered = (await findUserByPhone(ctx.db, phoneNumber)) !== undefined;
  if (registered && purpose !== 'password_reset') return 'registered';
  if (!(await takeSlot(ctx, sendLimits(phoneNumber, request.clientAddress)))) return 'too-many';
  if (purpose === 'password_reset' && !registered) return 'sent';

  const code = await issueOtp(ctx, phoneNumber, purpose);
  try {
    await ctx.sms.sendSms(phoneNumber, await codeText(ctx.db, code, OTP_SECONDS));
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
  request: Pick<SignupRequest, 'name' | 'phone_number' | 'password' | 'userotp'>,
  role: 'customer' | 'admin',
): Promise<RegisterResult> {
  if (await findUserByPhone(ctx.db, request.phone_number)) return { ok: false, reason: 'registered' };
  const use = await useOtp(ctx, request.phone_number, role, request.userotp);
  if (typeof use === 'object') return { ok: false, reason: 'wait', waitMinutes: use.waitMinutes };
  if (use !== 'used') return { ok: false, reason: 'invalid-code' };
  let userId: number;
  try {
    userId = await insertUser(ctx.db, {
      name: request.name,
      phone_number: request.phone_number,
      password_hash: await hashPassword(request.password),
      is_admin: role === 'admin' ? 1 : 0,
      created_at: ctx.clock().toISOString(),
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
export async function signUp(ctx: AccountContext, request: SignupRequest): Promise<SignupResult> {
  const result = await registerAccount(ctx, request, 'customer');
  return result.ok ? { ...result, tokens: await startSession(ctx, result.user.id) } : result;
}

export type LoginResult = { ok: true; tokens: Tokens; user: Profile } | { ok: false; reason: 'invalid' | 'throttled' };

// Verified against when the number is unknown, so an unknown number takes as long to refuse as a wrong password.
let decoyHash: Promise<string> | undefined;

/**
 * Checks the password, slowing a number down after 5 failures in an hour, refusing a client after 20 on one number
 * (100 on any). An unknown number counts, waits and answers exactly like a wrong password.
 */
export async function logIn(ctx: AccountContext, request: LoginRequest, clientAddress: string): Promise<LoginResult> {
  const user = await findUserByPhone(ctx.db, request.phone_number);
  const verdict = await judgePassword(ctx, request.phone_number, clientAddress, async () =>
    user
      ? verifyPassword(user.password_hash, request.password)
      : verifyPassword(await (decoyHash ??= hashPassword('not anyone password')), request.password).then(() => false),
  );
  if (verdict !== 'right' || !user) return { ok: false, reason: verdict === 'throttled' ? 'throttled' : 'invalid' };
  return { ok: true, tokens: await startSession(ctx, user.id), user: toProfile(user) };
}

/**
 * A password guess under the failed-login limits. The attempt is counted before the password is checked, so guesses
 * sent at once each see those before them (counted after, 60 guesses sent together were all checked): a refused
 * attempt is taken back, a wrong one stays as a failure, a right one clears this client's failures on the number and
 * the number's slow-down. The hard limits are this client's own: a stranger's guesses only slow the owner down.
 */
async function judgePassword(
  ctx: AccountContext,
  phoneNumber: string,
  clientAddress: string,
  check: () => Promise<boolean>,
): Promise<'right' | 'wrong' | 'throttled'> {
  const { windowMs } = LOGIN_FAILURES;
  const [pair, client, number] = await Promise.all([
    countAttempt(ctx, loginGuessKey(phoneNumber, clientAddress), windowMs),
    countAttempt(ctx, loginClientKey(clientAddress), windowMs),
    countAttempt(ctx, loginFailureKey(phoneNumber), windowMs),
  ]);
  if (pair.count > LOGIN_FAILURES.refuseAfter || client.count > LOGIN_FAILURES.refuseClientAfter) {
    await Promise.all([pair.takeBack(), client.takeBack(), number.takeBack()]);
    return 'throttled';
  }
  if (number.count > LOGIN_FAILURES.slowAfter) await ctx.sleep(LOGIN_FAILURES.delayMs);
  if (!(await check())) return 'wrong';
  await Promise.all([
    forgetEvents(ctx, loginGuessKey(phoneNumber, clientAddress)),
    forgetEvents(ctx, loginFailureKey(phoneNumber)),
    client.takeBack(),
  ]);
  return 'right';
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
  const picture = changes.picture ? await saveImage(ctx.dataDir, 'profiles', changes.picture) : null;
  if (changes.name !== undefined) await updateUser(ctx.db, userId, { name: changes.name });
  if (picture === null) return;
  // The replaced picture's files go with it: nobody else links to a profile picture.
  for (;;) {
    const user = await findUserById(ctx.db, userId);
    if (!user) return deleteImage(ctx.dataDir, picture);
    if (await replaceProfilePicture(ctx.db, userId, user.profile_picture, picture)) {
      return deleteImage(ctx.dataDir, user.profile_picture);
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
  const verdict = await judgePassword(ctx, user.phone_number, clientAddress, () =>
    verifyPassword(user.password_hash, request.password),
  );
  if (verdict !== 'right') return { ok: false, reason: verdict === 'throttled' ? 'throttled' : 'wrong-password' };
  await updateUser(ctx.db, userId, { password_hash: await hashPassword(request.new_password) });
  await endAllSessions(ctx, userId);
  return { ok: true, tokens: await startSession(ctx, userId) };
}

/** Sets a new password with a password_reset code; every session of the account ends. */
export async function resetPassword(
  ctx: AccountContext,
  request: { phone_number: string; userotp: string; new_password: string },
): Promise<true | 'invalid-code' | { waitMinutes: number }> {
  const user = await findUserByPhone(ctx.db, request.phone_number);
  if (!user) return 'invalid-code';
  const use = await useOtp(ctx, request.phone_number, 'password_reset', request.userotp);
  if (use !== 'used') return use === 'wrong' ? 'invalid-code' : use;
  await updateUser(ctx.db, user.id, { password_hash: await hashPassword(request.new_password) });
  await endAllSessions(ctx, user.id);
  // The owner proved the number is theirs: its slow-down ends (each client's own count stays).
  await forgetEvents(ctx, loginFailureKey(user.phone_number));
  return true;
}
