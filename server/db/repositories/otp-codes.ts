import type { OtpType } from '../../../contract/account';
import type { Db } from '../database';
import type { OtpCodeRow } from '../schema';

/**
 * Every earlier code for the number and purpose dies with this one's arrival, as do all codes that expired before
 * `forgetExpiredBefore` (a code that expired since may still be kept usable, see extendOtpCode).
 */
export async function replaceOtpCode(
  db: Db,
  code: { phone_number: string; purpose: OtpType; code_hash: string; created_at: string; expires_at: string },
  forgetExpiredBefore: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('otp_codes')
      .where((eb) =>
        eb.or([
          eb.and([eb('phone_number', '=', code.phone_number), eb('purpose', '=', code.purpose)]),
          eb('expires_at', '<', forgetExpiredBefore),
        ]),
      )
      .execute();
    await trx
      .insertInto('otp_codes')
      .values({ ...code, attempts: 0 })
      .execute();
  });
}

/** The newest code for the number and purpose that is unused, unexpired and has tries left. */
export function findLiveOtpCode(
  db: Db,
  phoneNumber: string,
  purpose: OtpType,
  at: string,
  maxAttempts: number,
): Promise<OtpCodeRow | undefined> {
  return db
    .selectFrom('otp_codes')
    .selectAll()
    .where('phone_number', '=', phoneNumber)
    .where('purpose', '=', purpose)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', at)
    .where('attempts', '<', maxAttempts)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/**
 * Takes one of the code's tries, in one conditional UPDATE: false when none is left (or it was used meanwhile), so
 * guesses sent at once each need a try of their own and no more than `maxAttempts` of them are ever compared.
 */
export async function takeOtpAttempt(db: Db, id: number, maxAttempts: number): Promise<boolean> {
  const result = await db
    .updateTable('otp_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('attempts', '<', maxAttempts)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Uses the code up; false when a concurrent request used it first. */
export async function consumeOtpCode(db: Db, id: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('otp_codes')
    .set({ consumed_at: at })
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Keeps the number's newest code for the purpose usable until `expiresAt`, when it is neither used nor out of tries:
 * 'extended', or 'dead' (used or out of tries), or 'none' when the number has no code for the purpose.
 */
export async function extendOtpCode(
  db: Db,
  phoneNumber: string,
  purpose: OtpType,
  expiresAt: string,
  maxAttempts: number,
): Promise<'extended' | 'dead' | 'none'> {
  // A code replaced (deleted and its successor written, in one transaction) between reading the newest and extending
  // it is not dead: its successor is read and extended instead. Answering 'dead' there texted a fresh code past the
  // number's sends for the hour when requests raced (tests/server/security/code-and-login-bursts.test.ts).
  for (;;) {
    const newest = await db
      .selectFrom('otp_codes')
      .select('id')
      .where('phone_number', '=', phoneNumber)
      .where('purpose', '=', purpose)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    if (!newest) return 'none';
    const result = await db
      .updateTable('otp_codes')
      .set({ expires_at: expiresAt })
      .where('id', '=', newest.id)
      .where('attempts', '<', maxAttempts)
      .where('consumed_at', 'is', null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) return 'extended';
    const still = await db.selectFrom('otp_codes').select('id').where('id', '=', newest.id).executeTakeFirst();
    if (still) return 'dead';
  }
}

/** Gives back a try taken by a guess that was then held back without being compared. */
export async function returnOtpAttempt(db: Db, id: number): Promise<void> {
  await db
    .updateTable('otp_codes')
    .set((eb) => ({ attempts: eb('attempts', '-', 1) }))
    .where('id', '=', id)
    .where('attempts', '>', 0)
    .execute();
}
