import type { Health } from '../../contract/common';
import type { DatabaseDialect, Db } from '../db/database';
import { pingDatabase } from '../db/repositories/health';

/** Throws when the database does not answer; the route turns that into a 503. */
export async function health(db: Db, dialect: DatabaseDialect): Promise<Health> {
  await pingDatabase(db);
  return { status: 'ok', database: dialect };
}
