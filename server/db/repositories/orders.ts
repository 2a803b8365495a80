import type { Insertable } from 'kysely';
import type { Db } from '../database';
import type { OrderLinesTable, OrderStatus, OrdersTable } from '../schema';

export function findMealPrices(db: Db, ids: number[]) {
  return db.selectFrom('meals').select(['id', 'name', 'price_paisa']).where('id', 'in', ids).execute();
}

/** The order and its lines, all or nothing. Throws the database's unique violation when the pid is taken. */
export async function insertOrder(
  db: Db,
  order: Insertable<OrdersTable>,
  lines: Array<Omit<Insertable<OrderLinesTable>, 'order_id'>>,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const { id } = await trx.insertInto('orders').values(order).returning('id').executeTakeFirstOrThrow();
    await trx
      .insertInto('order_lines')
      .values(lines.map((line) => ({ ...line, order_id: id })))
      .execute();
    return id;
  });
}

/** Unique-constraint violation, as better-sqlite3 and pg report it. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}

export interface OrderFilter {
  /** Only this user's orders; undefined: everyone's. */
  userId?: number;
  status?: OrderStatus;
}

const ordersWhere = (db: Db, filter: OrderFilter) => {
  let query = db.selectFrom('orders').leftJoin('users', 'users.id', 'orders.user_id');
  if (filter.userId !== undefined) query = query.where('orders.user_id', '=', filter.userId);
  if (filter.status !== undefined) query = query.where('orders.status', '=', filter.status);
  return query;
};

const orderColumns = [
  'orders.id',
  'orders.pid',
  'orders.status',
  'orders.total_paisa',
  'orders.created_at',
  'orders.user_id',
  'users.name as customer_name',
  'users.phone_number as customer_phone',
] as const;

export async function countOrders(db: Db, filter: OrderFilter): Promise<number> {
  const row = await ordersWhere(db, filter)
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Newest first. */
export function listOrders(db: Db, filter: OrderFilter, window: { limit: number; offset: number }) {
  return ordersWhere(db, filter)
    .select(orderColumns)
    .orderBy('orders.created_at', 'desc')
    .orderBy('orders.id', 'desc')
    .limit(window.limit)
    .offset(window.offset)
    .execute();
}

export function findOrder(db: Db, id: number) {
  return ordersWhere(db, {}).select(orderColumns).where('orders.id', '=', id).executeTakeFirst();
}

export type OrderRecord = NonNullable<Awaited<ReturnType<typeof findOrder>>>;

/** The lines of these orders, in the order they were placed. */
export async function linesOfOrders(db: Db, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  return db
    .selectFrom('order_lines')
    .select(['order_id', 'meal_id', 'name', 'unit_price_paisa', 'quantity', 'line_total_paisa'])
    .where('order_id', 'in', orderIds)
    .orderBy('order_id')
    .orderBy('id')
    .execute();
}

/**
 * Moves one order from any of `from` to `to` in a single conditional UPDATE, so concurrent moves of one order
 * (ten replays of a verification, two admins) change it at most once. True when this call made the change.
 */
export async function moveOrder(
  db: Db,
  id: number,
  from: readonly OrderStatus[],
  to: OrderStatus,
  patch: Partial<Pick<OrdersTable, 'esewa_ref_id' | 'paid_at'>> & { updated_at: string },
): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({ ...patch, status: to })
    .where('id', '=', id)
    .where('status', 'in', [...from])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function findOrderByPid(db: Db, pid: string) {
  return ordersWhere(db, {}).select([...orderColumns, 'orders.esewa_ref_id']).where('orders.pid', '=', pid).executeTakeFirst();
}

/** How many orders sit in each status that has any; counts come back as text from PostgreSQL. */
export function countOrdersByStatus(db: Db) {
  return db
    .selectFrom('orders')
    .select((eb) => ['status', eb.fn.countAll().as('count')])
    .groupBy('status')
    .execute();
}
