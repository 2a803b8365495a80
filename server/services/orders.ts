import {
  type Checkout,
  type CreateOrderRequest,
  type Order,
  type OrderCustomer,
  type OrderListQuery,
  type OrderPage,
  ORDERS_PAGE_SIZE,
  PAYABLE_STATUSES,
} from '../../contract/order';
import type { Db } from '../db/database';
import {
  countOrders,
  countPayableOrders,
  findOrder,
  insertOrder,
  isUniqueViolation,
  linesOfOrders,
  listOrders,
  type OrderRecord,
} from '../db/repositories/orders';
import { getRestaurantInfo } from '../db/repositories/restaurant-info';
import { type Clock, isoAt } from './account-context';
import type { OrderEvents } from './order-events';
import { esewaForm, type PaymentSettings } from './esewa-form';
import type { EsewaGateway } from './esewa-gateway';
import { paisaToRupees } from './money';
import { priceLine, storedArray } from './meal-options';
import { findMealsForPricing } from '../db/repositories/meals';
import { isOpenAt } from '../../contract/local-time';
import { scheduleSlots, slotInstant } from '../../contract/schedule';
import { type FulfilmentColumns, fulfilmentOf, serviceSettings } from './service-settings';

export interface OrderContext {
  db: Db;
  clock: Clock;
  payment: PaymentSettings;
  /** The next payment id to try; see pidSequence. */
  nextPid: () => string;
  /** Every status change is told here, for the live views. */
  events: OrderEvents;
  /** eSewa: the v1 transaction check and the v2 status API. */
  gateway: EsewaGateway;
  /** Texts the customer as the kitchen moves their order; a text that fails is logged, never the move's failure. */
  tellCustomer?: (order: Order) => void;
}

/**
 * 'TXN' + milliseconds (spec §7). Never the same twice from one server, even within a millisecond or when the
 * clock steps back; another instance sharing the database can still take one first, which createOrder retries.
 */
export function pidSequence(clock: Clock): () => string {
  let last = 0;
  return () => {
    last = Math.max(clock().getTime(), last + 1);
    return `TXN${last}`;
  };
}

export const PID_ATTEMPTS = 5;

export type CreateOrderResult =
  | { kind: 'created'; checkout: Checkout }
  | { kind: 'not-open-yet' }
  | { kind: 'closed'; opening: string; closing: string }
  | { kind: 'too-many-unpaid'; limit: number }
  /** Indexes into the request's items. */
  | { kind: 'unknown-meals'; indexes: number[] }
  /** Not a way the restaurant serves, a table it lacks, a delivery under its minimum. */
  | { kind: 'fulfilment-refused'; field: string; message: string }
  | { kind: 'choice-refused'; field: string; message: string }
  | { kind: 'schedule-refused' };

/** Whether the restaurant takes orders now; the refusal to answer when it does not. */
export async function openNow(
  ctx: Pick<OrderContext, 'db' | 'clock'>,
): Promise<{ kind: 'open' } | { kind: 'not-open-yet' } | { kind: 'closed'; opening: string; closing: string }> {
  const info = await getRestaurantInfo(ctx.db);
  if (!info) return { kind: 'not-open-yet' };
  if (!isOpenAt(info, ctx.clock())) return { kind: 'closed', opening: info.opening_time, closing: info.closing_time };
  return { kind: 'open' };
}

/**
 * When the kitchen serves an order: now, while the restaurant is open; or (issue 13) at a time later today the
 * customer chose from scheduleSlots, open or closed now.
 */
export async function whenToServe(
  ctx: Pick<OrderContext, 'db' | 'clock'>,
  slot: string | undefined,
): Promise<
  | { kind: 'open'; scheduledFor: string | null }
  | { kind: 'not-open-yet' }
  | { kind: 'closed'; opening: string; closing: string }
  | { kind: 'schedule-refused' }
> {
  if (slot === undefined) {
    const open = await openNow(ctx);
    return open.kind === 'open' ? { kind: 'open', scheduledFor: null } : open;
  }
  const info = await getRestaurantInfo(ctx.db);
  if (!info) return { kind: 'not-open-yet' };
  const now = ctx.clock();
  const at = scheduleSlots(info, now).includes(slot) ? slotInstant(info, now, slot) : null;
  return at ? { kind: 'open', scheduledFor: isoAt(at) } : { kind: 'schedule-refused' };
}

export const payUntil = (ctx: Pick<OrderContext, 'payment'>, from: Date) =>
  isoAt(new Date(from.getTime() + ctx.payment.orderPayMinutes * 60_000));

/** The first look at an attempt's fate, if its return never comes: eSewa asks merchants to wait five minutes. */
export const FIRST_CHECK_MINUTES = 5;
export const firstCheckAt = (from: Date) => isoAt(new Date(from.getTime() + FIRST_CHECK_MINUTES * 60_000));

/**
 * A pending order priced from the database, never from the request (decisions §5), with a copy of each line's name
 * and unit price so the order outlives menu changes, its first payment attempt, and the gateway form to pay it.
 * It can be paid for `ORDER_PAY_MINUTES`; a customer holds at most `MAX_UNPAID_ORDERS` that can still be paid.
 */
export async function createOrder(
  ctx: OrderContext,
  customer: OrderCustomer,
  request: CreateOrderRequest,
): Promise<CreateOrderResult> {
  const now = ctx.clock();
  const when = await whenToServe(ctx, request.scheduled_for);
  if (when.kind !== 'open') return when;
  const createdAt = isoAt(now);
  if ((await countPayableOrders(ctx.db, customer.id, createdAt)) >= ctx.payment.maxUnpaidOrders)
    return { kind: 'too-many-unpaid', limit: ctx.payment.maxUnpaidOrders };

  const meals = new Map((await findMealsForPricing(ctx.db, request.items.map((item) => item.meal))).map((m) => [m.id, m]));
  const unknown = request.items.flatMap((item, index) => (meals.has(item.meal) ? [] : [index]));
  if (unknown.length > 0) return { kind: 'unknown-meals', indexes: unknown };

  // Each line priced as chosen (issue 13): the portion's price plus every option's, never the browser's figure.
  const lines = [];
  for (const [index, item] of request.items.entries()) {
    const meal = meals.get(item.meal) as NonNullable<ReturnType<typeof meals.get>>;
    const priced = priceLine(meal, item, true);
    if (!priced.ok) return { kind: 'choice-refused', field: `items.${index}.${priced.field}`, message: priced.message };
    const { unitPaisa, portion, labels, note } = priced.line;
    lines.push({
      meal_id: meal.id,
      name: meal.name,
      unit_price_paisa: unitPaisa,
      quantity: item.quantity,
      line_total_paisa: unitPaisa * item.quantity,
      portion,
      choices: JSON.stringify(labels),
      note,
    });
  }
  const subtotalPaisa = lines.reduce((sum, line) => sum + line.line_total_paisa, 0);
  const fulfilment = fulfilmentOf(await serviceSettings(ctx.db), request.fulfilment ?? { type: 'pickup' }, subtotalPaisa);
  if (!fulfilment.ok) return { kind: 'fulfilment-refused', field: fulfilment.field, message: fulfilment.message };
  const totalPaisa = subtotalPaisa + fulfilment.columns.delivery_fee_paisa;
  const note = request.note || null;
  const expiresAt = payUntil(ctx, now);

  for (let attempt = 1; ; attempt += 1) {
    const pid = ctx.nextPid();
    try {
      const { id, number } = await insertOrder(
        ctx.db,
        {
          user_id: customer.id,
          pid,
          status: 'pending_payment',
          total_paisa: totalPaisa,
          esewa_ref_id: null,
          created_at: createdAt,
          updated_at: createdAt,
          paid_at: null,
          expires_at: expiresAt,
          ...fulfilment.columns,
          order_note: note,
          scheduled_for: when.scheduledFor,
        },
        lines,
        {
          pid,
          api: ctx.payment.esewaApi,
          amount_paisa: totalPaisa,
          state: 'open',
          created_at: createdAt,
          next_check_at: firstCheckAt(now),
        },
      );
      const order: Order = {
        ...NO_PAYMENT,
        id,
        number,
        pid,
        status: 'pending_payment',
        total: paisaToRupees(totalPaisa),
        created_at: createdAt,
        pay_until: expiresAt,
        customer: { id: customer.id, name: customer.name, phone_number: customer.phone_number },
        items: lines.map(toOrderLine),
        ...fulfilmentView({ ...fulfilment.columns, ready_at: null }),
        note,
        scheduled_for: when.scheduledFor,
      };
      return { kind: 'created', checkout: { order, payment: esewaForm(ctx.payment, { pid, totalPaisa }) } };
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= PID_ATTEMPTS) throw error;
    }
  }
}

const NO_PAYMENT = { payment_ref: null, refund: null } as const;

/** The column is this service's own JSON; a line written before options existed reads as none. */
const choiceLabelsOf = (json: string): string[] =>
  storedArray(json, (label): label is string => typeof label === 'string');

type LineRow = Awaited<ReturnType<typeof linesOfOrders>>[number];

const toOrderLine = (line: Omit<LineRow, 'order_id'>): Order['items'][number] => ({
  meal: line.meal_id,
  name: line.name,
  unit_price: paisaToRupees(line.unit_price_paisa),
  quantity: line.quantity,
  line_total: paisaToRupees(line.line_total_paisa),
  choices: choiceLabelsOf(line.choices),
  note: line.note,
});

export const toOrder = (record: OrderRecord, lines: LineRow[]): Order => ({
  id: record.id,
  number: record.number,
  pid: record.pid,
  status: record.status,
  total: paisaToRupees(record.total_paisa),
  created_at: record.created_at,
  pay_until: PAYABLE_STATUSES.includes(record.status) ? record.expires_at : null,
  payment_ref: record.esewa_ref_id,
  refund:
    record.refund_status === null
      ? null
      : {
          status: record.refund_status,
          amount: paisaToRupees(record.refund_amount_paisa ?? 0),
          reason: record.refund_reason ?? '',
          reference: record.refund_reference,
          refunded_at: record.refunded_at,
        },
  customer:
    record.user_id !== null && record.customer_name !== null && record.customer_phone !== null
      ? { id: record.user_id, name: record.customer_name, phone_number: record.customer_phone }
      : null,
  items: lines.filter((line) => line.order_id === record.id).map(toOrderLine),
  ...fulfilmentView(record),
  note: record.order_note,
  scheduled_for: record.scheduled_for,
});

/** An order's way to its customer as the screens show it, and what delivery added. */
function fulfilmentView(
  record: FulfilmentColumns & Pick<OrderRecord, 'ready_at'>,
): Pick<Order, 'fulfilment' | 'delivery_fee'> {
  return {
    fulfilment: {
      type: record.fulfilment_type,
      table: record.table_number,
      address: record.delivery_address,
      landmark: record.delivery_landmark,
      phone: record.contact_phone,
      ready_at: record.ready_at,
    },
    delivery_fee: paisaToRupees(record.delivery_fee_paisa),
  };
}

/** Who may read which orders (decisions §3): a customer their own, an admin everyone's. */
export interface OrderReader {
  id: number;
  is_admin: boolean;
}

export async function orderPage(db: Db, reader: OrderReader, query: OrderListQuery): Promise<OrderPage> {
  const filter = { userId: reader.is_admin ? undefined : reader.id, status: query.status, group: query.group };
  const pageSize = query.page_size ?? ORDERS_PAGE_SIZE;
  const [count, records] = await Promise.all([
    countOrders(db, filter),
    listOrders(db, filter, { limit: pageSize, offset: ((query.page ?? 1) - 1) * pageSize }),
  ]);
  const lines = await linesOfOrders(db, records.map((record) => record.id));
  return { count, results: records.map((record) => toOrder(record, lines)) };
}

/** The order as it now is, with its lines. */
export async function orderOf(db: Db, record: OrderRecord): Promise<Order> {
  return toOrder(record, await linesOfOrders(db, [record.id]));
}

/** undefined when there is no such order or it is another customer's (a 404 either way: ids reveal nothing). */
export async function orderById(db: Db, reader: OrderReader, id: number): Promise<Order | undefined> {
  const record = await findOrder(db, id);
  if (!record || (!reader.is_admin && record.user_id !== reader.id)) return undefined;
  return orderOf(db, record);
}
