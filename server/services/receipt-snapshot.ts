import type { ReceiptSnapshot } from '../../contract/receipt';
import type { Db } from '../db/database';
import { linesOfOrders } from '../db/repositories/orders';
import { getRestaurantInfo } from '../db/repositories/restaurant-info';
import { storedArray } from './meal-options';

/** What a receipt needs of an order: the money as placed and how it was paid. */
export function billOf(db: Db, orderId: number) {
  return db
    .selectFrom('orders')
    .leftJoin('users', 'users.id', 'orders.user_id')
    .select([
      'orders.id',
      'orders.number',
      'orders.status',
      'orders.total_paisa',
      'orders.delivery_fee_paisa',
      'orders.fulfilment_type',
      'orders.table_number',
      'orders.contact_phone',
      'orders.payment_method',
      'orders.esewa_ref_id',
      'orders.paid_at',
      'orders.cash_collected_at',
      'orders.refund_status',
      'orders.refund_amount_paisa',
      'orders.refund_reason',
      'orders.bill_base_paisa',
      'orders.bill_service_paisa',
      'orders.bill_vat_paisa',
      'orders.bill_service_percent',
      'users.name as customer_name',
      'users.phone_number as customer_phone',
    ])
    .where('orders.id', '=', orderId)
    .executeTakeFirst();
}

export type BillRecord = NonNullable<Awaited<ReturnType<typeof billOf>>>;

/** Paid online, or its cash taken at the counter or by the rider: the moment a receipt is owed. */
export const isSettled = (bill: Pick<BillRecord, 'paid_at' | 'cash_collected_at'>) =>
  bill.paid_at !== null || bill.cash_collected_at !== null;

/**
 * Everything the paper shows, read once when the receipt is issued: the restaurant's name from its public page, its
 * address, PAN/VAT number and VAT registration from the billing settings (none saved yet: blank, not registered),
 * the lines and the split as the order was placed.
 */
export async function snapshotOf(db: Db, bill: BillRecord, credit: ReceiptSnapshot['credit']): Promise<ReceiptSnapshot> {
  const info = await getRestaurantInfo(db);
  const billing = await db
    .selectFrom('billing_settings')
    .select(['vat_registered', 'pan_number', 'address'])
    .where('id', '=', 1)
    .executeTakeFirst();
  const lines = await linesOfOrders(db, [bill.id]);
  const split =
    bill.bill_base_paisa === null || bill.bill_service_paisa === null
      ? null
      : {
          base_paisa: Number(bill.bill_base_paisa),
          service_paisa: Number(bill.bill_service_paisa),
          service_percent: Number(bill.bill_service_percent ?? 0),
          vat_paisa: bill.bill_vat_paisa === null ? null : Number(bill.bill_vat_paisa),
        };
  return {
    restaurant: {
      name: info?.name ?? '',
      address: billing?.address ?? '',
      pan_number: billing?.pan_number?.trim() ? billing.pan_number.trim() : null,
      vat_registered: Number(billing?.vat_registered ?? 0) === 1,
    },
    order: {
      id: bill.id,
      number: bill.number,
      fulfilment: bill.fulfilment_type,
      table_number: bill.table_number,
    },
    customer: { name: bill.customer_name ?? null, phone: bill.customer_phone ?? bill.contact_phone },
    lines: lines.map((line) => ({
      name: line.name,
      portion: line.portion,
      choices: storedArray(line.choices, (label): label is string => typeof label === 'string'),
      quantity: line.quantity,
      unit_paisa: line.unit_price_paisa,
      total_paisa: line.line_total_paisa,
    })),
    split,
    delivery_fee_paisa: bill.delivery_fee_paisa,
    total_paisa: bill.total_paisa,
    payment: {
      method: bill.payment_method,
      reference: bill.payment_method === 'cash' ? null : bill.esewa_ref_id,
    },
    credit,
  };
}
