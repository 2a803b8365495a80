import { type Kysely, type Migration, sql } from 'kysely';

/**
 * Sold out (contract/sold-out.ts): one row per dish (option_id 0) or per option of a dish the kitchen stopped.
 * `until_at` null: until someone undoes it; otherwise the instant of the next opening, after which the row reads
 * as not sold out (nothing has to run then). Option ids are unique within their meal only (meals.option_groups),
 * hence the pair as the key; the rows go with their meal.
 */
export const soldOutMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('sold_out')
      .addColumn('meal_id', 'integer', (c) => c.notNull().references('meals.id').onDelete('cascade'))
      .addColumn('option_id', 'integer', (c) => c.notNull().defaultTo(0).check(sql`option_id >= 0`))
      .addColumn('until_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('sold_out_pk', ['meal_id', 'option_id'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('sold_out').execute();
  },
};
