import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../schema';

/**
 * An order's bill as placed (its tax split) and the restaurant's PAN/VAT number, printed on every VAT bill, read from
 * the one row of `billing_settings`: the columns the order reads select beside the rest.
 */
export const BILL_COLUMNS = [
  'orders.bill_base_paisa',
  'orders.bill_service_paisa',
  'orders.bill_vat_paisa',
  'orders.bill_service_percent',
  (eb: ExpressionBuilder<Database, 'orders'>) =>
    eb.selectFrom('billing_settings').select('billing_settings.pan_number').where('billing_settings.id', '=', 1).as('bill_pan'),
] as const;
