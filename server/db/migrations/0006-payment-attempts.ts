import { type ColumnDefinitionBuilder, type Kysely, type Migration, sql } from 'kysely';
import type { DatabaseDialect } from '../database';

/**
 * Money a restaurant can take (docs/rules/payments.md#unpaid-orders).
 * - Each time a customer is sent to eSewa is a payment attempt of its own, with its own id at the gateway (eSewa
 *   refuses a transaction_uuid twice), so an order can be paid again and every attempt can be asked about later.
 * - Orders get a short number people read out (#1001 on), a time after which they can no longer be paid, the status
 *   'expired', and a refund on record.
 * - The sandbox's book knows which API a payment came through and what eSewa's status API says of it.
 * Orders already there keep their pid as their first attempt; unpaid ones get the default 30 minutes from creation.
 */
const STATUSES = [
  'pending_payment',
  'paid',
  'preparing',
  'ready',
  'completed',
  'cancelled',
  'payment_failed',
  'expired',
];
const FIRST_NUMBER = 1001;
const PAY_MINUTES = 30;

export function paymentAttemptsMigration(dialect: DatabaseDialect): Migration {
  const id = (column: ColumnDefinitionBuilder) =>
    dialect === 'postgres' ? column.generatedByDefaultAsIdentity().primaryKey() : column.primaryKey().autoIncrement();
  const statusCheck = sql`status in (${sql.join(STATUSES.map((status) => sql.lit(status)))})`;

  return {
    async up(db: Kysely<unknown>) {
      if (dialect === 'postgres') {
        await sql`alter table orders drop constraint orders_status`.execute(db);
        await sql`alter table orders add constraint orders_status check (${statusCheck})`.execute(db);
        await sql`alter table orders add column number integer`.execute(db);
        await sql`update orders set number = id + ${FIRST_NUMBER - 1}`.execute(db);
        await sql`alter table orders alter column number set not null`.execute(db);
        for (const column of ['expires_at', 'refund_status', 'refund_reason', 'refund_reference', 'refunded_at'])
          await sql`alter table orders add column ${sql.ref(column)} text`.execute(db);
        await sql`alter table orders add column refund_amount_paisa integer`.execute(db);
      } else {
        await rebuildSqliteOrders(db, statusCheck);
      }
      await db.schema.createIndex('orders_number').on('orders').column('number').unique().execute();
      await sql`update orders set expires_at = ${expiresSql(dialect)} where status in ('pending_payment', 'payment_failed')`.execute(
        db,
      );

      await db.schema
        .createTable('payment_attempts')
        .addColumn('id', 'integer', id)
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('pid', 'text', (c) => c.notNull().unique())
        .addColumn('api', 'text', (c) => c.notNull())
        .addColumn('amount_paisa', 'integer', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('gateway_ref', 'text')
        .addColumn('last_answer', 'text')
        .addColumn('checks', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_check_at', 'text')
        .addColumn('claimed_until', 'text')
        .addColumn('checked_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('settled_at', 'text')
        .addCheckConstraint('payment_attempts_state', sql`state in ('open', 'pending', 'complete', 'failed')`)
        .addCheckConstraint('payment_attempts_api', sql`api in ('v1', 'v2')`)
        .execute();
      await db.schema.createIndex('payment_attempts_order').on('payment_attempts').column('order_id').execute();
      await db.schema
        .createIndex('payment_attempts_due')
        .on('payment_attempts')
        .columns(['state', 'next_check_at'])
        .execute();
      // Every order so far was one v1 attempt under its own pid.
      await sql`insert into payment_attempts (order_id, pid, api, amount_paisa, state, gateway_ref, checks, next_check_at, created_at, settled_at)
        select id, pid, 'v1', total_paisa,
          case when esewa_ref_id is not null then 'complete' when status = 'pending_payment' then 'open' else 'failed' end,
          esewa_ref_id, 0,
          case when esewa_ref_id is null and status = 'pending_payment' then expires_at else null end,
          created_at,
          case when esewa_ref_id is not null then paid_at when status = 'pending_payment' then null else updated_at end
        from orders`.execute(db);

      await db.schema
        .createTable('counters')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('value', 'integer', (c) => c.notNull())
        .execute();
      await sql`insert into counters (name, value)
        select 'order_number', coalesce(max(number), ${FIRST_NUMBER - 1}) from orders`.execute(db);

      await db.schema
        .alterTable('esewa_sandbox_payments')
        .addColumn('api', 'text', (c) => c.notNull().defaultTo('v1'))
        .execute();
      await db.schema
        .alterTable('esewa_sandbox_payments')
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('COMPLETE'))
        .execute();
      await db.schema.createIndex('esewa_sandbox_payments_pid').on('esewa_sandbox_payments').column('pid').execute();
    },
  };
}

/** created_at + 30 minutes as the same ISO text (…T…Z) on either dialect. */
function expiresSql(dialect: DatabaseDialect) {
  return dialect === 'postgres'
    ? sql`to_char((created_at::timestamptz + interval '${sql.lit(PAY_MINUTES)} minutes') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
    : sql`strftime('%Y-%m-%dT%H:%M:%fZ', created_at, '+${sql.lit(PAY_MINUTES)} minutes')`;
}

/**
 * SQLite cannot change a CHECK constraint: the table is made anew and the rows copied (SQLite's own twelve steps),
 * with foreign keys off so dropping the old table does not take the order lines with it.
 */
async function rebuildSqliteOrders(db: Kysely<unknown>, statusCheck: ReturnType<typeof sql>) {
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      await sql`create table orders_new (
        id integer primary key autoincrement,
        user_id integer references users(id) on delete set null,
        pid text not null unique,
        status text not null,
        total_paisa integer not null,
        esewa_ref_id text,
        created_at text not null,
        updated_at text not null,
        paid_at text,
        number integer not null,
        expires_at text,
        refund_status text,
        refund_amount_paisa integer,
        refund_reason text,
        refund_reference text,
        refunded_at text,
        constraint orders_status check (${statusCheck}),
        constraint orders_total_not_negative check (total_paisa >= 0)
      )`.execute(trx);
      await sql`insert into orders_new (id, user_id, pid, status, total_paisa, esewa_ref_id, created_at, updated_at, paid_at, number)
        select id, user_id, pid, status, total_paisa, esewa_ref_id, created_at, updated_at, paid_at, id + ${FIRST_NUMBER - 1}
        from orders`.execute(trx);
      await sql`drop table orders`.execute(trx);
      await sql`alter table orders_new rename to orders`.execute(trx);
      await sql`create index orders_user_created on orders (user_id, created_at)`.execute(trx);
      await sql`create index orders_status_created on orders (status, created_at)`.execute(trx);
      await sql`create unique index orders_esewa_ref_id on orders (esewa_ref_id) where esewa_ref_id is not null`.execute(
        trx,
      );
      const broken = await sql`pragma foreign_key_check`.execute(trx);
      if (broken.rows.length > 0) throw new Error('orders rebuild left broken foreign keys');
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}
