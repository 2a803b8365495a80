import { type Insertable, sql } from 'kysely';
import { ACTIVE_STATUSES, type OrderGroup, UNPAID_STATUSES } from '../../../contract/order';
import type { Db } from '../database';
import { removeOrderedMealsFromCart } from './payments';
import type { OrderLinesTable, OrderStatus, OrdersTable, PaymentAttemptsTable } from '../schema';
import { BILL_COLUMNS } from './order-bill-columns';

/**
 * The next short order number: one counter row moved in the caller's transaction, so numbers never repeat (on
 * PostgreSQL the row lock makes concurrent checkouts take turns for this one statement's lifetime).
 */
async function nextOrderNumber(db: Db): Promise<number> {
  const row = await db
    .updateTable('counters')
    .set((eb) => ({ value: eb('value', '+', 1) }))
    .where('name', '=', 'order_number')
    .returning('value')
    .executeTakeFirstOrThrow();
  return row.value;
}

/**
 * The order, its lines and its first payment attempt (none for cash: no gateway), all or nothing; answers its id and
 * number. An order placed without paying online empties `emptyCartOf`'s cart of its meals in the same commit. Throws
 * the database's unique violation when the pid is taken.
 */
export function insertOrder(db: Db, ...rows: NewOrderRows): Promise<{ id: number; number: number }> {
  return db.transaction().execute((trx) => insertOrderRows(trx, ...rows));
}

/** What insertOrder writes (the order numbered by the database), in the order insertOrderRows takes them. */
export type NewOrderRows = [
  order: Omit<Insertable<OrdersTable>, 'number'>,
  lines: Array<Omit<Insertable<OrderLinesTable>, 'order_id'>>,
  attempt: Omit<Insertable<PaymentAttemptsTable>, 'order_id'> | null,
  emptyCartOf?: number,
];

/** insertOrder's writes, in the caller's transaction (order-pace.ts checks a slot's count in the same one). */
export async function insertOrderRows(
  trx: Db,
  ...[order, lines, attempt, emptyCartOf]: NewOrderRows
): Promise<{ id: number; number: number }> {
  const number = await nextOrderNumber(trx);
  const { id } = await trx
    .insertInto('orders')
    .values({ ...order, number })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('order_lines')
    .values(lines.map((line) => ({ ...line, order_id: id })))
    .execute();
  if (attempt)
    await trx
      .insertInto('payment_attempts')
      .values({ ...attempt, order_id: id })
      .execute();
  if (emptyCartOf !== undefined) await removeOrderedMealsFromCart(trx, emptyCartOf, id);
  return { id, number };
}

/** Unique-constraint violation, as better-sqlite3 and pg report it. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}

export interface OrderFilter {
  /** Only this user's orders, less the ones they have nothing to do with; undefined: everyone's. */
  userId?: number;
  status?: OrderStatus;
  group?: OrderGroup;
}

const ordersWhere = (db: Db, filter: OrderFilter) => {
  let query = db
    .selectFrom('orders')
    .leftJoin('users', 'users.id', 'orders.user_id')
    .leftJoin('users as collectors', 'collectors.id', 'orders.cash_collected_by')
    .leftJoin('users as acknowledgers', 'acknowledgers.id', 'orders.kitchen_acknowledged_by');
  if (filter.userId !== undefined) {
    // Expired orders, and unpaid ones the customer removed or the kitchen dropped, are nobody's business of theirs.
    query = query
      .where('orders.user_id', '=', filter.userId)
      .where('orders.status', '!=', 'expired')
      .where((eb) =>
        eb.or([
          eb('orders.status', '!=', 'cancelled'),
          eb('orders.paid_at', 'is not', null),
          eb('orders.refund_status', 'is not', null),
          eb('orders.payment_method', '=', 'cash'),
        ]),
      );
  }
  if (filter.status !== undefined) query = query.where('orders.status', '=', filter.status);
  if (filter.group === 'kitchen')
    // A cash order is the kitchen's from the start: it is paid when the food is handed over.
    query = query
      .where('orders.status', 'not in', [...UNPAID_STATUSES])
      .where((eb) => eb.or([eb('orders.paid_at', 'is not', null), eb('orders.payment_method', '=', 'cash')]));
  if (filter.group === 'unpaid')
    query = query.where((eb) =>
      eb.or([
        eb('orders.status', 'in', [...UNPAID_STATUSES]),
        eb.and([eb('orders.status', '=', 'cancelled'), eb('orders.paid_at', 'is', null), eb('orders.payment_method', '!=', 'cash')]),
      ]),
    );
  if (filter.group === 'refund_due') query = query.where('orders.refund_status', '=', 'due');
  if (filter.group === 'active') query = query.where('orders.status', 'in', [...ACTIVE_STATUSES]);
  return query;
};

const orderColumns = [
  'orders.id',
  'orders.number',
  'orders.pid',
  'orders.status',
  'orders.total_paisa',
  'orders.created_at',
  'orders.paid_at',
  'orders.expires_at',
  'orders.esewa_ref_id',
  'orders.refund_status',
  'orders.refund_amount_paisa',
  'orders.refund_reason',
  'orders.refund_reference',
  'orders.refunded_at',
  'orders.fulfilment_type',
  'orders.table_number',
  'orders.delivery_address',
  'orders.delivery_landmark',
  'orders.contact_phone',
  'orders.delivery_fee_paisa',
  'orders.order_note',
  'orders.ready_at',
  'orders.scheduled_for',
  'orders.payment_method',
  'orders.cash_collected_at',
  'collectors.name as cash_collector_name',
  'orders.kitchen_acknowledged_at',
  'acknowledgers.name as kitchen_acknowledger_name',
  ...BILL_COLUMNS,
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
    .select(['order_id', 'meal_id', 'name', 'unit_price_paisa', 'quantity', 'line_total_paisa', 'portion', 'choices', 'note'])
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
  patch: Partial<Pick<OrdersTable, 'esewa_ref_id' | 'paid_at' | 'expires_at' | 'refund_status' | 'refund_reason'>> & {
    updated_at: string;
    refund_amount_paisa?: number;
  },
  onlyUnpaid = false, // a cancel owing nothing back loses to cash received a moment before
): Promise<boolean> {
  let query = db.updateTable('orders').set({ ...patch, status: to }).where('id', '=', id).where('status', 'in', [...from]);
  if (onlyUnpaid) query = query.where('paid_at', 'is', null);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * When a pickup order is expected ready; other orders have no ready time. True when the order is pickup (and, when
 * `statuses` is given, in one of them; when `was` is given, its estimate is still that one: nobody moved it meanwhile).
 */
export async function setReadyAt(
  db: Db,
  id: number,
  readyAt: string,
  statuses?: readonly OrderStatus[],
  was?: string | null,
): Promise<boolean> {
  let query = db.updateTable('orders').set({ ready_at: readyAt }).where('id', '=', id).where('fulfilment_type', '=', 'pickup');
  if (statuses) query = query.where('status', 'in', [...statuses]);
  if (was !== undefined) query = query.where('ready_at', was === null ? 'is' : '=', was);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The order a payment attempt with this pid belongs to (any attempt, not only the latest). */
export function findOrderByPid(db: Db, pid: string) {
  return ordersWhere(db, {})
    .select(orderColumns)
    .where('orders.id', '=', (eb) => eb.selectFrom('payment_attempts').select('order_id').where('pid', '=', pid))
    .executeTakeFirst();
}

/** Unpaid orders of a customer that can still be paid at `now`: the limit counts these. */
export async function countPayableOrders(db: Db, userId: number, now: string): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('user_id', '=', userId)
    .where('status', 'in', ['pending_payment', 'payment_failed'])
    .where('expires_at', '>', now)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Unpaid orders whose time to pay has run out and that are not yet marked expired, oldest first. */
export function ordersPastPayTime(db: Db, now: string, limit: number) {
  return db
    .selectFrom('orders')
    .select(['id', 'status'])
    .where('status', 'in', ['pending_payment', 'payment_failed'])
    .where('expires_at', '<=', now)
    .orderBy('expires_at')
    .limit(limit)
    .execute();
}

/** A fresh attempt becomes the order's payment id (and a failed order is awaiting payment again). */
export async function startNewAttempt(
  db: Db,
  orderId: number,
  from: readonly OrderStatus[],
  attempt: Omit<Insertable<PaymentAttemptsTable>, 'order_id'>,
): Promise<boolean> {
  return db.transaction().execute((trx) => startAttemptRows(trx, orderId, from, attempt));
}

/** startNewAttempt's writes, in the caller's transaction (order-pace.ts re-checks a slot in the same one). */
export async function startAttemptRows(
  trx: Db,
  orderId: number,
  from: readonly OrderStatus[],
  attempt: Omit<Insertable<PaymentAttemptsTable>, 'order_id'>,
): Promise<boolean> {
  const result = await trx
    .updateTable('orders')
    .set({ pid: attempt.pid, status: 'pending_payment', updated_at: attempt.created_at })
    .where('id', '=', orderId)
    .where('status', 'in', [...from])
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  await trx
    .insertInto('payment_attempts')
    .values({ ...attempt, order_id: orderId })
    .execute();
  return true;
}

/**
 * Money that came in for an order that can no longer take it (cancelled, expired, or paid already by another
 * attempt): added to what is owed back, the reason kept. The order keeps the first payment reference it got.
 */
export async function addRefundDue(
  db: Db,
  id: number,
  due: { amount_paisa: number; reason: string; gateway_ref: string | null; at: string },
): Promise<void> {
  await db
    .updateTable('orders')
    .set((eb) => ({
      refund_status: 'due',
      refund_amount_paisa: sql<number>`case when ${eb.ref('refund_status')} = 'due' then ${eb.ref('refund_amount_paisa')} + ${due.amount_paisa} else ${due.amount_paisa} end`,
      refund_reason: sql<string>`case when ${eb.ref('refund_status')} = 'due' then ${eb.ref('refund_reason')} || '; ' || ${due.reason} else ${due.reason} end`,
      refund_reference: null,
      refunded_at: null,
      esewa_ref_id: sql<string | null>`coalesce(${eb.ref('esewa_ref_id')}, ${due.gateway_ref})`,
      updated_at: due.at,
    }))
    .where('id', '=', id)
    .execute();
}

/** Due → refunded with the admin's reference, once: true when this call recorded it. */
export async function markRefunded(db: Db, id: number, reference: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({ refund_status: 'refunded', refund_reference: reference, refunded_at: at, updated_at: at })
    .where('id', '=', id)
    .where('refund_status', '=', 'due')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
