import { type Kysely, type Migration, sql } from 'kysely';
import type { DatabaseDialect } from '../database';

/**
 * Khalti's ePayment (KPG-2) beside eSewa (docs/khalti.md).
 * - A payment attempt may be Khalti's: its `pid` is the purchase_order_id we send, `pidx` the id Khalti gives back at
 *   initiate, which the return carries and the lookup API is asked with.
 * - The offline stand-in for Khalti (KHALTI_MODE=sandbox) keeps its own book of initiated payments.
 */
export function khaltiMigration(dialect: DatabaseDialect): Migration {
  const apiCheck = sql`api in ('v1', 'v2', 'khalti')`;
  return {
    async up(db: Kysely<unknown>) {
      if (dialect === 'postgres') {
        await sql`alter table payment_attempts drop constraint payment_attempts_api`.execute(db);
        await sql`alter table payment_attempts add constraint payment_attempts_api check (${apiCheck})`.execute(db);
        await sql`alter table payment_attempts add column pidx text`.execute(db);
      } else {
        await rebuildSqliteAttempts(db, apiCheck);
      }
      await sql`create unique index payment_attempts_pidx on payment_attempts (pidx)`.execute(db);

      await db.schema
        .createTable('khalti_sandbox_payments')
        .addColumn('pidx', 'text', (c) => c.primaryKey())
        .addColumn('purchase_order_id', 'text', (c) => c.notNull())
        .addColumn('purchase_order_name', 'text', (c) => c.notNull())
        .addColumn('amount_paisa', 'integer', (c) => c.notNull())
        .addColumn('return_url', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('Initiated'))
        .addColumn('transaction_id', 'text')
        .addColumn('mobile', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
    },
  };
}

/**
 * SQLite cannot change a CHECK constraint: the table is made anew and the rows copied. Nothing references
 * payment_attempts, so dropping the old one takes nothing with it.
 */
async function rebuildSqliteAttempts(db: Kysely<unknown>, apiCheck: ReturnType<typeof sql>) {
  await db.transaction().execute(async (trx) => {
    await sql`create table payment_attempts_new (
      id integer primary key autoincrement,
      order_id integer not null references orders(id) on delete cascade,
      pid text not null unique,
      api text not null,
      amount_paisa integer not null,
      state text not null,
      gateway_ref text,
      last_answer text,
      checks integer not null default 0,
      next_check_at text,
      claimed_until text,
      checked_at text,
      created_at text not null,
      settled_at text,
      pidx text,
      constraint payment_attempts_state check (state in ('open', 'pending', 'complete', 'failed')),
      constraint payment_attempts_api check (${apiCheck})
    )`.execute(trx);
    await sql`insert into payment_attempts_new (id, order_id, pid, api, amount_paisa, state, gateway_ref, last_answer,
        checks, next_check_at, claimed_until, checked_at, created_at, settled_at)
      select id, order_id, pid, api, amount_paisa, state, gateway_ref, last_answer, checks, next_check_at,
        claimed_until, checked_at, created_at, settled_at
      from payment_attempts`.execute(trx);
    await sql`drop table payment_attempts`.execute(trx);
    await sql`alter table payment_attempts_new rename to payment_attempts`.execute(trx);
    await sql`create index payment_attempts_order on payment_attempts (order_id)`.execute(trx);
    await sql`create index payment_attempts_due on payment_attempts (state, next_check_at)`.execute(trx);
  });
}
