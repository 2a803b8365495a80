import type { OtpType } from '../../../contract/account';
import type { Db } from '../database';
import type { OtpCodeRow } from '../schema';

/** Every earlier code for the number and purpose dies with this one's arrival, as do all expired codes. */
export async function replaceOtpCode(
  db: Db,
  code: { phone_number: string; purpose: OtpType; code_hash: string; created_at: string; expires_at: string },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('otp_codes')
      .where((eb) =>
        eb.or([
          eb.and([eb('phone_number', '=', code.phone_number), eb('purpose', '=', code.purpose)]),
          eb('expires_at', '<', code.created_at),
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
