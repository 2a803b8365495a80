import type { $Fetch } from 'ofetch';
import { checkoutAnswer, order, orderPage, reorderResult } from '../../../contract/order';
import { paymentResult } from '../../../contract/payment';
import type { OrdersApi } from '../../../machines/orders/orders-api';
import { API_BASE } from '../../api/api-base';
import { readCookie } from '../account/cookies';
import { request } from '../../api/http';
import { submitGatewayForm } from '../cart/gateway-form';
import { createOrderStream } from './order-stream';

/**
 * The customer's order calls (docs/rules/orders.md#checkout), every answer parsed by the contract. The live stream's
 * reader sits here too, so a visitor's first page carries none of it.
 */
export function createOrdersApi(http: $Fetch): OrdersApi {
  return {
    verifyPayment: (body) => request(http, paymentResult, '/payment/esewa/verify/', { method: 'POST', body }),
    verifyKhalti: (body) => request(http, paymentResult, '/payment/khalti/verify/', { method: 'POST', body }),
    reportPaymentFailure: (body) => request(http, paymentResult, '/payment/esewa/failure/', { method: 'POST', body }),
    listOrders: (page) => request(http, orderPage, '/orders/', { query: { page } }),
    // eSewa's form, or Khalti's page for an order paid by Khalti (the server pays again the way it was chosen).
    payAgain: (id) => request(http, checkoutAnswer, `/orders/${id}/pay/`, { method: 'POST' }),
    removeOrder: (id) => request(http, order, `/orders/${id}/cancel/`, { method: 'POST' }),
    reorder: (id) => request(http, reorderResult, `/orders/${id}/reorder/`, { method: 'POST' }),
    submitGatewayForm,
    watchOrders: createOrderStream(`${API_BASE}/orders/events/`, () => readCookie('access')),
  };
}
