import { type Order, type OrderListQuery, type OrderPage, ORDERS_PAGE_SIZE, PAYABLE_STATUSES } from '../../contract/order';
import type { Db } from '../db/database';
import { countOf, readTallies } from './order-tallies';
import { countOrders, findOrder, linesOfOrders, listOrders, type OrderRecord } from '../db/repositories/orders';
import { ordersPaymentPending } from '../db/repositories/payment-attempts';
import type { Clock } from './account-context';
import type { OrderEvents } from './order-events';
import type { PaymentSettings } from './esewa-form';
import type { EsewaGateway } from './esewa-gateway';
import type { KhaltiGateway } from './khalti-gateway';
import { paisaToRupees } from './money';
import { billOf } from '../../contract/billing';
import { storedArray } from './meal-options';
import type { FulfilmentColumns } from './service-settings';

/*
 * Orders as they are shown: the context every order service shares, a row and its lines as the contract's Order,
 * and the reads of one order or a page of them. Placing an order lives in order-create.ts.
 */

export interface OrderContext {
  db: Db;
  clock: Clock;
  payment: PaymentSettings;
  /** A new payment id (payment-ids.ts). */
  nextPid: () => string;
  /** Every status change is told here, for the live views. */
  events: OrderEvents;
  /** eSewa: the v1 transaction check and the v2 status API. */
  gateway: EsewaGateway;
  /** Khalti's initiate and lookup APIs (khalti-gateway.ts); absent when KHALTI_MODE=off. */
  khalti?: KhaltiGateway;
  /** Texts the customer as the kitchen moves their order; a text that fails is logged, never the move's failure. */
  tellCustomer?: (order: Order) => void;
}

/** What an order shows before any payment or refund; order-create.ts starts every new order from it. */
export const NO_PAYMENT = { payment_ref: null, refund: null, payment_pending: false } as const;

/** The column is this service's own JSON; a line written before options existed reads as none. */
const choiceLabelsOf = (json: string): string[] =>
  storedArray(json, (label): label is string => typeof label === 'string');

type LineRow = Awaited<ReturnType<typeof linesOfOrders>>[number];

export const toOrderLine = (line: Omit<LineRow, 'order_id'>): Order['items'][number] => ({
  meal: line.meal_id,
  name: line.name,
  unit_price: paisaToRupees(line.unit_price_paisa),
  quantity: line.quantity,
  line_total: paisaToRupees(line.line_total_paisa),
  choices: choiceLabelsOf(line.choices),
  note: line.note,
});

/** `pending`: the orders whose payment the gateway is still processing (ordersPaymentPending). */
export const toOrder = (record: OrderRecord, lines: LineRow[], pending: ReadonlySet<number> = new Set()): Order => ({
  id: record.id,
  number: record.number,
  pid: record.pid,
  status: record.status,
  total: paisaToRupees(record.total_paisa),
  created_at: record.created_at,
  pay_until: PAYABLE_STATUSES.includes(record.status) ? record.expires_at : null,
  payment_pending: PAYABLE_STATUSES.includes(record.status) && pending.has(record.id),
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
  payment_method: record.payment_method,
  cash_collected_at: record.cash_collected_at,
  cash_collected_by: record.cash_collected_at === null ? null : record.cash_collector_name,
  bill: billView(record),
  kitchen_acknowledged_at: record.kitchen_acknowledged_at,
  kitchen_acknowledged_by: record.kitchen_acknowledged_at === null ? null : record.kitchen_acknowledger_name,
});

/** The bill's split as placed; null for an order from before bills were split. */
export function billView(
  record: Pick<OrderRecord, 'bill_base_paisa' | 'bill_service_paisa' | 'bill_vat_paisa' | 'bill_service_percent' | 'bill_pan'>,
): Order['bill'] {
  if (record.bill_base_paisa === null || record.bill_service_paisa === null) return null;
  return billOf(
    {
      basePaisa: record.bill_base_paisa,
      servicePaisa: record.bill_service_paisa,
      vatPaisa: record.bill_vat_paisa,
      servicePercent: record.bill_service_percent ?? 0,
    },
    record.bill_pan,
  );
}

/** An order's way to its customer as the screens show it, and what delivery added. */
export function fulfilmentView(
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

/** Who may read which orders (docs/rules/roles.md#permissions): a customer their own, an admin everyone's. */
export interface OrderReader {
  id: number;
  is_admin: boolean;
}

export async function orderPage(db: Db, reader: OrderReader, query: OrderListQuery): Promise<OrderPage> {
  const filter = { userId: reader.is_admin ? undefined : reader.id, status: query.status, group: query.group };
  const pageSize = query.page_size ?? ORDERS_PAGE_SIZE;
  const [count, records] = await Promise.all([
    // Everyone's orders are counted from the kept tallies; a customer's few by their own index.
    filter.userId === undefined ? readTallies(db).then((tallies) => countOf(tallies, filter)) : countOrders(db, filter),
    listOrders(db, filter, { limit: pageSize, offset: ((query.page ?? 1) - 1) * pageSize }),
  ]);
  const ids = records.map((record) => record.id);
  const [lines, pending] = await Promise.all([linesOfOrders(db, ids), ordersPaymentPending(db, ids)]);
  return { count, results: records.map((record) => toOrder(record, lines, pending)) };
}

/** The order as it now is, with its lines. */
export async function orderOf(db: Db, record: OrderRecord): Promise<Order> {
  const [lines, pending] = await Promise.all([linesOfOrders(db, [record.id]), ordersPaymentPending(db, [record.id])]);
  return toOrder(record, lines, pending);
}

/** undefined when there is no such order or it is another customer's (a 404 either way: ids reveal nothing). */
export async function orderById(db: Db, reader: OrderReader, id: number): Promise<Order | undefined> {
  const record = await findOrder(db, id);
  if (!record || (!reader.is_admin && record.user_id !== reader.id)) return undefined;
  return orderOf(db, record);
}
