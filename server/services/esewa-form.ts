import type { PaymentForm } from '../../contract/order';
import type { Env } from '../env';
import { paisaToRupeeText } from './esewa-gateway';
import { V2_FORM_URLS, v2FormFields } from './esewa-v2';
import { paisaToRupees } from './money';

/** eSewa ePay (v1) form endpoints, the gateway whose fields spec §7 lists (ESEWA_API=v1). */
export const ESEWA_FORM_URLS = {
  test: 'https://uat.esewa.com.np/epay/main',
  production: 'https://esewa.com.np/epay/main',
} as const;

/** Where the server's own stand-ins for eSewa's forms live with ESEWA_MODE=sandbox (decisions §5). */
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

/**
 * The form the browser posts to the gateway for one payment attempt; amounts are the order's own, priced by the
 * server. v2 signs it with the merchant's secret key; its failure return carries our pid, as eSewa adds nothing.
 */
export function esewaForm(settings: PaymentSettings, attempt: { pid: string; totalPaisa: number }): PaymentForm {
  const action = formAction(settings);
  if (settings.esewaApi === 'v2') {
    return {
      action,
      fields: v2FormFields(settings.esewaSecretKey, {
        totalAmount: paisaToRupeeText(attempt.totalPaisa),
        transactionUuid: attempt.pid,
        productCode: settings.esewaMerchantCode,
        successUrl: `${settings.publicUrl}/esewa-success`,
        failureUrl: `${settings.publicUrl}/esewa-failure?pid=${encodeURIComponent(attempt.pid)}`,
      }),
    };
  }
  const total = paisaToRupees(attempt.totalPaisa);
  return {
    action,
    fields: {
      amt: total,
      psc: 0,
      pdc: 0,
      txAmt: 0,
      tAmt: total,
      pid: attempt.pid,
      scd: settings.esewaMerchantCode,
      su: `${settings.publicUrl}/esewa-success`,
      fu: `${settings.publicUrl}/esewa-failure`,
    },
  };
}
