import { type Kysely, type Migration, sql } from 'kysely';
import type { DatabaseDialect } from '../database';

/**
 * Costs that do not grow with history (docs/rules/limits.md#growth). Counting orders and summing sales read every
 * order ever written; these tables hold the sums instead, kept by triggers as orders and lines are written, so every
 * writer (any instance, any code path) keeps them right in the same transaction:
 * - order_tallies: how many orders share a status, paid or not, cash or not, refund due or not. Every count of the
 *   order list's tabs and badges is a sum over these few rows (server/services/order-tallies.ts).
 * - sales_quarters: the orders paid (and not cancelled since) and their money per quarter hour of paid_at (UTC).
 *   Every time zone's midnight falls on a quarter hour, so the dashboard's days are whole quarters.
 * - meal_sales: those orders' lines per meal, each counted in quarter hours, hours and UTC days alike, so a fortnight
 *   reads whole days and only its edges by the hour and quarter (server/db/repositories/sales-sums.ts).
 * Orders and their lines are never deleted (the restaurant keeps every order), so a deleted order's lines are not
 * taken back out of the meals' sales; every other change is.
 * Indexes: the order list's newest-first order, alone and for the refund-due tab.
 */

/** The spans meal_sales keeps, in seconds. */
export const SPANS = [900, 3600, 86_400] as const;

/** Both dialects' SQL for a flag, a span's bucket of an ISO instant, and a `set x = x + excluded.x` upsert. */
function dialectSql(dialect: DatabaseDialect) {
  const flag = (condition: string) => `(case when ${condition} then 1 else 0 end)`;
  const bucket = (at: string, seconds: number) =>
    dialect === 'postgres'
      ? `floor(extract(epoch from (${at})::timestamptz) / ${seconds})::bigint`
      : `(cast(strftime('%s', ${at}) as integer) / ${seconds})`;
  const adding = (table: string, columns: string[]) =>
    columns.map((column) => `${column} = ${table}.${column} + excluded.${column}`).join(', ');
  return { flag, bucket, adding };
}

const counted = (row: string) => `${row}.paid_at is not null and ${row}.status <> 'cancelled'`;
const MEAL_SALES_KEY = 'on conflict (span, bucket, meal_id, name) do update set';

function statements(dialect: DatabaseDialect) {
  const { flag, bucket, adding } = dialectSql(dialect);
  const tally = (row: string, delta: number, when: string) => `
    insert into order_tallies (status, paid, cash, refund_due, count)
    select ${row}.status, ${flag(`${row}.paid_at is not null`)}, ${flag(`${row}.payment_method = 'cash'`)},
      ${flag(`${row}.refund_status = 'due'`)}, ${delta}
    where ${when}
    on conflict (status, paid, cash, refund_due) do update set ${adding('order_tallies', ['count'])};`;
  const revenue = (row: string, sign: number, when: string) => `
    insert into sales_quarters (quarter, orders, paisa)
    select ${bucket(`${row}.paid_at`, 900)}, ${sign}, ${sign} * ${row}.total_paisa
    where ${counted(row)} and ${when}
    on conflict (quarter) do update set ${adding('sales_quarters', ['orders', 'paisa'])};`;
  const mealSums = adding('meal_sales', ['quantity', 'sales_paisa']);
  const orderLines = (row: string, sign: number, when: string) =>
    SPANS.map(
      (span) => `
    insert into meal_sales (span, bucket, meal_id, name, quantity, sales_paisa)
    select ${span}, ${bucket(`${row}.paid_at`, span)}, coalesce(meal_id, 0), name, ${sign} * sum(quantity),
      ${sign} * sum(line_total_paisa)
    from order_lines where order_id = ${row}.id and ${counted(row)} and ${when}
    group by coalesce(meal_id, 0), name
    ${MEAL_SALES_KEY} ${mealSums};`,
    ).join('\n');
  const line = (row: string, sign: number) =>
    SPANS.map(
      (span) => `
    insert into meal_sales (span, bucket, meal_id, name, quantity, sales_paisa)
    select ${span}, ${bucket('orders.paid_at', span)}, coalesce(${row}.meal_id, 0), ${row}.name, ${sign} * ${row}.quantity,
      ${sign} * ${row}.line_total_paisa
    from orders where orders.id = ${row}.order_id and ${counted('orders')}
    ${MEAL_SALES_KEY} ${mealSums};`,
    ).join('\n');

  const keyChanged = `(old.status <> new.status or ${flag('old.paid_at is not null')} <> ${flag('new.paid_at is not null')}
    or old.payment_method <> new.payment_method or ${flag("old.refund_status = 'due'")} <> ${flag("new.refund_status = 'due'")})`;
  const salesChanged = `(${flag(counted('old'))} <> ${flag(counted('new'))} or old.paid_at <> new.paid_at
    or old.total_paisa <> new.total_paisa)`;
  return {
    orderInsert: [tally('new', 1, 'true'), revenue('new', 1, 'true'), orderLines('new', 1, 'true')],
    orderUpdate: [
      tally('old', -1, keyChanged),
      tally('new', 1, keyChanged),
      revenue('old', -1, salesChanged),
      orderLines('old', -1, salesChanged),
      revenue('new', 1, salesChanged),
      orderLines('new', 1, salesChanged),
    ],
    orderDelete: [tally('old', -1, 'true'), revenue('old', -1, 'true')],
    lineInsert: [line('new', 1)],
    lineUpdate: [line('old', -1), line('new', 1)],
    lineDelete: [line('old', -1)],
  };
}

const TRIGGERS = [
  ['orders', 'insert', 'orderInsert'],
  ['orders', 'update', 'orderUpdate'],
  ['orders', 'delete', 'orderDelete'],
  ['order_lines', 'insert', 'lineInsert'],
  ['order_lines', 'update', 'lineUpdate'],
  ['order_lines', 'delete', 'lineDelete'],
] as const;

async function createTriggers(db: Kysely<unknown>, dialect: DatabaseDialect) {
  const made = statements(dialect);
  for (const [table, event, name] of TRIGGERS) {
    const body = made[name].join('\n');
    const trigger = `${table}_tallies_${event}`;
    if (dialect === 'postgres') {
      await sql
        .raw(`create function ${trigger}() returns trigger language plpgsql as $$ begin ${body} return null; end $$`)
        .execute(db);
      await sql
        .raw(`create trigger ${trigger} after ${event} on ${table} for each row execute function ${trigger}()`)
        .execute(db);
    } else {
      await sql.raw(`create trigger ${trigger} after ${event} on ${table} begin ${body} end`).execute(db);
    }
  }
}

/** The sums of the orders already written, as the triggers would have kept them. */
async function fill(db: Kysely<unknown>, dialect: DatabaseDialect) {
  const { flag, bucket } = dialectSql(dialect);
  await sql
    .raw(
      `insert into order_tallies (status, paid, cash, refund_due, count)
      select status, ${flag('paid_at is not null')}, ${flag("payment_method = 'cash'")}, ${flag("refund_status = 'due'")}, count(*)
      from orders group by 1, 2, 3, 4`,
    )
    .execute(db);
  await sql
    .raw(
      `insert into sales_quarters (quarter, orders, paisa)
      select ${bucket('paid_at', 900)}, count(*), sum(total_paisa) from orders where ${counted('orders')} group by 1`,
    )
    .execute(db);
  for (const span of SPANS)
    await sql
      .raw(
        `insert into meal_sales (span, bucket, meal_id, name, quantity, sales_paisa)
      select ${span}, ${bucket('orders.paid_at', span)}, coalesce(order_lines.meal_id, 0), order_lines.name,
        sum(order_lines.quantity), sum(order_lines.line_total_paisa)
      from order_lines join orders on orders.id = order_lines.order_id where ${counted('orders')} group by 1, 2, 3, 4`,
      )
      .execute(db);
}

export const orderTalliesMigration = (dialect: DatabaseDialect): Migration => ({
  async up(db: Kysely<unknown>) {
    const bigint = dialect === 'postgres' ? 'bigint' : 'integer';
    await db.schema
      .createTable('order_tallies')
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('paid', 'integer', (c) => c.notNull())
      .addColumn('cash', 'integer', (c) => c.notNull())
      .addColumn('refund_due', 'integer', (c) => c.notNull())
      .addColumn('count', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('order_tallies_key', ['status', 'paid', 'cash', 'refund_due'])
      .execute();
    await db.schema
      .createTable('sales_quarters')
      .addColumn('quarter', bigint, (c) => c.primaryKey())
      .addColumn('orders', 'integer', (c) => c.notNull())
      .addColumn('paisa', bigint, (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('meal_sales')
      // span: seconds (SPANS); bucket: epoch seconds of paid_at / span.
      .addColumn('span', 'integer', (c) => c.notNull())
      .addColumn('bucket', bigint, (c) => c.notNull())
      // 0: the line's meal was deleted (its lines keep their own name).
      .addColumn('meal_id', 'integer', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('quantity', 'integer', (c) => c.notNull())
      .addColumn('sales_paisa', bigint, (c) => c.notNull())
      .addPrimaryKeyConstraint('meal_sales_key', ['span', 'bucket', 'meal_id', 'name'])
      .execute();
    await fill(db, dialect);
    await createTriggers(db, dialect);
    await db.schema.createIndex('orders_created').on('orders').columns(['created_at', 'id']).execute();
    await db.schema
      .createIndex('orders_refund_created')
      .on('orders')
      .columns(['refund_status', 'created_at', 'id'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const [table, event] of TRIGGERS) {
      const trigger = `${table}_tallies_${event}`;
      await sql.raw(`drop trigger if exists ${trigger}${dialect === 'postgres' ? ` on ${table}` : ''}`).execute(db);
      if (dialect === 'postgres') await sql.raw(`drop function if exists ${trigger}()`).execute(db);
    }
    await db.schema.dropIndex('orders_refund_created').execute();
    await db.schema.dropIndex('orders_created').execute();
    for (const table of ['meal_sales', 'sales_quarters', 'order_tallies']) await db.schema.dropTable(table).execute();
  },
});
