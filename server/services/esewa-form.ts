import type { PaymentForm } from '../../contract/order';
import type { Env } from '../env';
import { paisaToRupeeText } from './esewa-gateway';
import { V2_FORM_URLS, v2FormFields } from './esewa-v2';
import { paisaToRupees } from './money';

/**
 * eSewa ePay (v1) form endpoints, the gateway whose fields docs/rules/api.md#orders-and-payment lists (ESEWA_API=v1).
 */
export const ESEWA_FORM_URLS = {
  test: 'https://uat.esewa.com.np/epay/main',
  production: 'https://esewa.com.np/epay/main',
} as const;

/** Where the server's own stand-ins for eSewa's forms live with ESEWA_MODE=sandbox (docs/rules/payments.md#sandbox). */
export const SANDBOX_FORM_PATH = '/api/payment/esewa/sandbox/form';
export const SANDBOX_V2_FORM_PATH = '/api/payment/esewa/sandbox/v2/form';

export type PaymentSettings = Pick<
  Env,
  'esewaMode' | 'esewaApi' | 'esewaMerchantCode' | 'esewaSecretKey' | 'publicUrl' | 'orderPayMinutes' | 'maxUnpaidOrders'
>;

/** Where the browser posts the form, for the configured mode and API. */
export function formAction(settings: Pick<Env, 'esewaMode' | 'esewaApi' | 'publicUrl'>): string {
  if (settings.esewaMode === 'sandbox')
    return `${settings.publicUrl}${settings.esewaApi === 'v2' ? SANDBOX_V2_FORM_PATH : SANDBOX_FORM_PATH}`;
  return (settings.esewaApi === 'v2' ? V2_FORM_URLS : ESEWA_FORM_URLS)[settings.esewaMode];
}

/** An order's bill as the gateway's fields carry it (paisa): VAT, service charge and delivery fee beside the total. */
export interface GatewayBill {
  totalPaisa: number;
  vatPaisa: number;
  servicePaisa: number;
  deliveryPaisa: number;
}

/**
 * The parts of an order's total from its row: the bill's split as placed (an order from before bills were split, or
 * not VAT registered, has none of that part) and the delivery fee; the amount is what is left, so the parts add up.
 */
export const gatewayBill = (record: {
  total_paisa: number;
  delivery_fee_paisa: number;
  bill_vat_paisa: number | null;
  bill_service_paisa: number | null;
}): GatewayBill => ({
  totalPaisa: record.total_paisa,
  vatPaisa: record.bill_vat_paisa ?? 0,
  servicePaisa: record.bill_service_paisa ?? 0,
  deliveryPaisa: record.delivery_fee_paisa,
});

const amountPaisa = (bill: GatewayBill) => bill.totalPaisa - bill.vatPaisa - bill.servicePaisa - bill.deliveryPaisa;

/**
 * The form the browser posts to the gateway for one payment attempt; amounts are the order's own, priced by the
 * server, split as its bill is (eSewa shows tax, service charge and delivery apart). v2 signs it with the merchant's
 * secret key over total_amount; its failure return carries our pid, as eSewa adds nothing.
 */
export function esewaForm(settings: PaymentSettings, attempt: { pid: string; bill: GatewayBill }): PaymentForm {
  const action = formAction(settings);
  const bill = attempt.bill;
  if (settings.esewaApi === 'v2') {
    return {
      action,
      fields: v2FormFields(settings.esewaSecretKey, {
        totalAmount: paisaToRupeeText(bill.totalPaisa),
        parts: {
          amount: paisaToRupeeText(amountPaisa(bill)),
          tax: paisaToRupeeText(bill.vatPaisa),
          serviceCharge: paisaToRupeeText(bill.servicePaisa),
          delivery: paisaToRupeeText(bill.deliveryPaisa),
        },
        transactionUuid: attempt.pid,
        productCode: settings.esewaMerchantCode,
        successUrl: `${settings.publicUrl}/esewa-success`,
        failureUrl: `${settings.publicUrl}/esewa-failure?pid=${encodeURIComponent(attempt.pid)}`,
      }),
    };
  }
  return {
    action,
    fields: {
      amt: paisaToRupees(amountPaisa(bill)),
      psc: paisaToRupees(bill.servicePaisa),
      pdc: paisaToRupees(bill.deliveryPaisa),
      txAmt: paisaToRupees(bill.vatPaisa),
      tAmt: paisaToRupees(bill.totalPaisa),
      pid: attempt.pid,
      scd: settings.esewaMerchantCode,
      su: `${settings.publicUrl}/esewa-success`,
      fu: `${settings.publicUrl}/esewa-failure`,
    },
  };
}
