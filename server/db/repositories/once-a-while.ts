import type { Db } from '../database';

/**
 * Claims `name` for one caller per window: true for the caller whose minute `now` is at least `windowMinutes` after
 * the last claim (or the first ever), false for every other. The row is made at 0 once (a racer waits on the key,
 * then finds it); the conditional update is one statement on one row, so of callers racing on any number of
 * instances exactly one sees its update land; the others re-read the row it wrote and match nothing.
 */
export async function claimOnceAWhile(db: Db, name: string, nowMinute: number, windowMinutes: number): Promise<boolean> {
  await db
    .insertInto('counters')
    .values({ name, value: 0 })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const result = await db
    .updateTable('counters')
    .set({ value: nowMinute })
    .where('name', '=', name)
    .where('value', '<=', nowMinute - windowMinutes)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
