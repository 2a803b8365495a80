import type { PaymentForm } from '../../contract/order';
import type { Env } from '../env';
import { paisaToRupees } from './money';

/** eSewa ePay (v1) form endpoints, the gateway whose fields spec §7 lists. */
export const ESEWA_FORM_URLS = {
  test: 'https://uat.esewa.com.np/epay/main',
  production: 'https://esewa.com.np/epay/main',
} as const;

/** Where the server's own stand-in for eSewa's form lives with ESEWA_MODE=sandbox (decisions §5). */
export const SANDBOX_FORM_PATH = '/api/payment/esewa/sandbox/form';

export type PaymentSettings = Pick<Env, 'esewaMode' | 'esewaMerchantCode' | 'publicUrl'>;

/** The form the browser posts to the gateway; amounts are the order's own, priced by the server. */
export function esewaForm(settings: PaymentSettings, order: { pid: string; totalPaisa: number }): PaymentForm {
  const total = paisaToRupees(order.totalPaisa);
  return {
    action:
      settings.esewaMode === 'sandbox' ? `${settings.publicUrl}${SANDBOX_FORM_PATH}` : ESEWA_FORM_URLS[settings.esewaMode],
    fields: {
      amt: total,
      psc: 0,
      pdc: 0,
      txAmt: 0,
      tAmt: total,
      pid: order.pid,
      scd: settings.esewaMerchantCode,
      su: `${settings.publicUrl}/esewa-success`,
      fu: `${settings.publicUrl}/esewa-failure`,
    },
  };
}
