import type { KhaltiRedirect } from '../../contract/khalti';
import type { OrderRecord } from '../db/repositories/orders';
import { getRestaurantInfo } from '../db/repositories/restaurant-info';
import type { KhaltiInitiation } from './khalti-gateway';
import type { OrderContext } from './orders';

/** Where Khalti sends the customer back (the app's return page, which hands the query to the server). */
export const KHALTI_RETURN_PATH = '/khalti-return';

/** A bill's parts as stored on the order (0010): base, service charge and VAT; null when the bill has no split. */
export interface BillSplit {
  basePaisa: number | null;
  servicePaisa: number | null;
  vatPaisa: number | null;
}

/**
 * Khalti's amount_breakdown: the bill's split when it has one (base, service charge, VAT), else the food, and the
 * delivery fee on a line of its own. The lines always add up to the amount (Khalti checks that they do).
 */
export function khaltiBreakdown(totalPaisa: number, feePaisa: number, split?: BillSplit): Array<{ label: string; amount: number }> {
  const food = totalPaisa - feePaisa;
  const lines =
    split && split.basePaisa !== null && split.basePaisa + (split.servicePaisa ?? 0) + (split.vatPaisa ?? 0) === food
      ? [
          { label: 'Food', amount: split.basePaisa },
          { label: 'Service charge', amount: split.servicePaisa ?? 0 },
          { label: 'VAT', amount: split.vatPaisa ?? 0 },
        ].filter((line) => line.amount > 0 || line.label === 'Food')
      : [{ label: 'Food', amount: food }];
  return feePaisa > 0 ? [...lines, { label: 'Delivery charge', amount: feePaisa }] : lines;
}

export interface KhaltiStart {
  pid: string;
  totalPaisa: number;
  feePaisa: number;
  split?: BillSplit;
  customer: { name: string; phone_number: string };
}

/**
 * Initiates one attempt with Khalti before it is stored: an attempt is kept only once Khalti has given it a pidx, so
 * none waits on a payment that was never opened. undefined: Khalti is off or did not answer with a payment.
 */
export async function initiateKhalti(
  ctx: OrderContext,
  start: KhaltiStart,
): Promise<{ pidx: string; redirect: KhaltiRedirect } | undefined> {
  if (!ctx.khalti) return undefined;
  const restaurant = (await getRestaurantInfo(ctx.db))?.name ?? 'Restaurant';
  const initiation: KhaltiInitiation = {
    returnUrl: `${ctx.payment.publicUrl}${KHALTI_RETURN_PATH}`,
    websiteUrl: ctx.payment.publicUrl,
    amountPaisa: start.totalPaisa,
    purchaseOrderId: start.pid,
    purchaseOrderName: `${restaurant} order`.slice(0, 100),
    customer: { name: start.customer.name, phone: start.customer.phone_number },
    breakdown: khaltiBreakdown(start.totalPaisa, start.feePaisa, start.split),
  };
  const started = await ctx.khalti.initiate(initiation);
  return started.ok ? { pidx: started.pidx, redirect: { gateway: 'khalti', payment_url: started.paymentUrl } } : undefined;
}

/** What Khalti is told when an order is paid again: its own amount, fee and bill split as placed. */
export const khaltiStartOf = (
  record: Pick<OrderRecord, 'total_paisa' | 'delivery_fee_paisa'> & Partial<Record<'bill_base_paisa' | 'bill_service_paisa' | 'bill_vat_paisa', number | null>>,
  pid: string,
  customer: KhaltiStart['customer'],
): KhaltiStart => ({
  pid,
  totalPaisa: record.total_paisa,
  feePaisa: record.delivery_fee_paisa ?? 0,
  // The bill's split once orders carry it (orderColumns); until then the food and the fee.
  split: {
    basePaisa: record.bill_base_paisa ?? null,
    servicePaisa: record.bill_service_paisa ?? null,
    vatPaisa: record.bill_vat_paisa ?? null,
  },
  customer,
});
