import { type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { DatabaseDialect, Db } from './database';
import { initialMigration } from './migrations/0001-initial';
import { accountsMigration } from './migrations/0002-accounts';
import { mealSearchMigration } from './migrations/0003-meal-search';
import { paymentsMigration } from './migrations/0004-payments';
import { mealSearchPrefixesMigration } from './migrations/0005-meal-search-prefixes';
import { paymentAttemptsMigration } from './migrations/0006-payment-attempts';
import { fulfilmentMigration } from './migrations/0007-fulfilment';
import { mealOptionsMigration } from './migrations/0008-meal-options';
import { sessionGraceMigration } from './migrations/0009-session-grace';
import { paymentsAndBillsMigration } from './migrations/0010-payments-and-bills';
import { soldOutMigration } from './migrations/0015-sold-out';
import { orderPaceMigration } from './migrations/0016-order-pace';
import { paymentChoicesMigration } from './migrations/0012-payment-choices';
import { khaltiMigration } from './migrations/0013-khalti';
import { receiptsMigration } from './migrations/0014-receipts';
import { staffRolesAndAuditMigration } from './migrations/0017-staff-roles-and-audit';
import { cartLinesMigration } from './migrations/0023-cart-lines';
import { accountLanguageMigration } from './migrations/0024-account-language';
import { orderTalliesMigration } from './migrations/0025-order-tallies';
import { kitchenAcknowledgedMigration } from './migrations/0026-kitchen-acknowledged';
import { mediaMigration } from './migrations/0027-media';

/** In code rather than read from a folder, so it works the same under tsx, vitest and a bundler. */
const migrations = (dialect: DatabaseDialect): Record<string, Migration> => ({
  '0001-initial': initialMigration(dialect),
  '0002-accounts': accountsMigration(dialect),
  '0003-meal-search': mealSearchMigration(dialect),
  '0004-payments': paymentsMigration,
  '0005-meal-search-prefixes': mealSearchPrefixesMigration(dialect),
  '0006-payment-attempts': paymentAttemptsMigration(dialect),
  '0007-fulfilment': fulfilmentMigration,
  '0008-meal-options': mealOptionsMigration,
  '0009-session-grace': sessionGraceMigration,
  '0010-payments-and-bills': paymentsAndBillsMigration,
  '0015-sold-out': soldOutMigration,
  '0016-order-pace': orderPaceMigration,
  '0012-payment-choices': paymentChoicesMigration,
  '0013-khalti': khaltiMigration(dialect),
  '0014-receipts': receiptsMigration(dialect),
  '0017-staff-roles-and-audit': staffRolesAndAuditMigration(dialect),
  '0023-cart-lines': cartLinesMigration(dialect),
  '0024-account-language': accountLanguageMigration,
  '0025-order-tallies': orderTalliesMigration(dialect),
  '0026-kitchen-acknowledged': kitchenAcknowledgedMigration,
  '0027-media': mediaMigration(dialect),
});

export async function migrateToLatest(db: Db, dialect: DatabaseDialect): Promise<string[]> {
  const provider: MigrationProvider = { getMigrations: async () => migrations(dialect) };
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(`Migration failed: ${String(error)}`);
  return (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName);
}

/** Up to and including `name` only: the upgrade tests start from an earlier schema with data of its time. */
export async function migrateTo(db: Db, dialect: DatabaseDialect, name: string): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => migrations(dialect) };
  const { error } = await new Migrator({ db, provider }).migrateTo(name);
  if (error) throw error instanceof Error ? error : new Error(`Migration failed: ${String(error)}`);
}
