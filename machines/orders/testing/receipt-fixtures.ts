import type { ReceiptDocument } from '../../../contract/receipt';

/** Receipts as the server answers them, for the receipt machine's test and the receipt screen's stories alike. */

/** A VAT-registered restaurant's receipt for a pickup paid by eSewa: Rs 780 with 10 % service charge inside it. */
export const paidReceipt: ReceiptDocument = {
  kind: 'receipt',
  number: '2083/84-000001',
  fiscal_year: '2083/84',
  issued_at: '2026-11-27T10:15:00.000Z',
  date_bs: '2083-08-11',
  date_ad: '2026-11-27',
  times_printed: 0,
  credit_for: null,
  credited_by: null,
  snapshot: {
    restaurant: { name: 'Himalayan Hearth', address: 'Jhamsikhel, Lalitpur', pan_number: '301234567', vat_registered: true },
    order: { id: 42, number: 1042, fulfilment: 'pickup', table_number: null },
    customer: { name: 'Sita Sharma', phone: '9811111111' },
    lines: [
      { name: 'Chicken Steamed Momo', portion: 'half', choices: ['Half plate', 'Spice level: Hot', 'Extras: Cheese'], quantity: 1, unit_paisa: 23_000, total_paisa: 23_000 },
      { name: 'Himalayan Veg Thali', portion: 'full', choices: [], quantity: 1, unit_paisa: 55_000, total_paisa: 55_000 },
    ],
    split: { base_paisa: 62_752, service_paisa: 6_275, service_percent: 10, vat_paisa: 8_973 },
    delivery_fee_paisa: 0,
    total_paisa: 78_000,
    payment: { method: 'esewa', reference: '000F065F73DD0B2' },
    credit: null,
  },
};

/** A restaurant not registered for VAT: a delivery paid in cash, no split, its PAN only. */
export const cashReceipt: ReceiptDocument = {
  ...paidReceipt,
  number: '2083/84-000002',
  snapshot: {
    ...paidReceipt.snapshot,
    restaurant: { ...paidReceipt.snapshot.restaurant, pan_number: '301234567', vat_registered: false },
    order: { id: 43, number: 1043, fulfilment: 'delivery', table_number: null },
    split: { base_paisa: 78_000, service_paisa: 0, service_percent: 0, vat_paisa: null },
    delivery_fee_paisa: 5_000,
    total_paisa: 83_000,
    payment: { method: 'cash', reference: null },
  },
};

/** The credit note of the paid receipt, after the kitchen cancelled the order. */
export const creditNote: ReceiptDocument = {
  ...paidReceipt,
  kind: 'credit_note',
  number: 'CN-2083/84-000001',
  credit_for: paidReceipt.number,
  snapshot: { ...paidReceipt.snapshot, credit: { amount_paisa: 78_000, reason: 'The momo ran out' } },
};
