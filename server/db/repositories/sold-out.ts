import type { Db } from '../database';

/** option_id of the row that stops the whole dish (option ids start at 1). */
export const WHOLE_DISH = 0;

export interface SoldOutRow {
  meal_id: number;
  option_id: number;
  until_at: string | null;
}

/** The rows still in force at `at` (ISO): for good, or until a later instant. */
export function listSoldOut(db: Db, at: string): Promise<SoldOutRow[]> {
  return db
    .selectFrom('sold_out')
    .select(['meal_id', 'option_id', 'until_at'])
    .where((eb) => eb.or([eb('until_at', 'is', null), eb('until_at', '>', at)]))
    .orderBy('meal_id')
    .orderBy('option_id')
    .execute();
}

/** Marks it sold out (again, with the new end): one row per dish or option, whoever taps twice. */
export async function markSoldOut(db: Db, row: SoldOutRow, createdAt: string): Promise<void> {
  await db
    .insertInto('sold_out')
    .values({ ...row, created_at: createdAt })
    .onConflict((conflict) =>
      conflict.columns(['meal_id', 'option_id']).doUpdateSet({ until_at: row.until_at, created_at: createdAt }),
    )
    .execute();
}

export async function clearSoldOut(db: Db, mealId: number, optionId: number): Promise<void> {
  await db.deleteFrom('sold_out').where('meal_id', '=', mealId).where('option_id', '=', optionId).execute();
}
