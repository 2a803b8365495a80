import { type Kysely, type Migration, sql } from 'kysely';

/**
 * The language an account's texts are worded in (contract/language.ts): English for every account written before,
 * as every text they were sent was.
 */
export const accountLanguageMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('users')
      .addColumn('language', 'text', (c) => c.notNull().defaultTo('en').check(sql`language in ('en', 'ne')`))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('users').dropColumn('language').execute();
  },
};
