import type { Kysely, Migration } from 'kysely';

/**
 * docs/rules/robustness.md#sessions: a refresh token presented twice within the grace window gets the very pair the
 * first presentation got, not a session of its own. The replaced session keeps that pair, encrypted with the signing
 * secret, until the grace window is over (cleared then, or when the session family is revoked).
 */
export const sessionGraceMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('sessions').addColumn('successor_tokens', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('sessions').dropColumn('successor_tokens').execute();
  },
};
