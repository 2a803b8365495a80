import type { $Fetch } from 'ofetch';
import * as z from 'zod/mini';
import { cartItem, cartList } from '../../contract/cart';
import { serviceSettings } from '../../contract/fulfilment';
import { checkout } from '../../contract/order';
import type { CartApi, PaymentApi } from '../../machines/cart-api';
import { ok } from '../../machines/result';
import { submitGatewayForm } from './gateway-form';
import { rememberedTable } from './table-visit';
import { request } from './http';

/** DELETE /cart/delete/{id}/ answers `{message}`; an answer without one is still a removal. */
const removed = z.object({ message: z.optional(z.string()) });

/** The cart screen's calls (spec §7 'Cart') and paying (decisions §5), loaded with the cart screen. */
export function createCartApi(http: $Fetch): Pick<CartApi, 'listCart' | 'removeFromCart' | 'chooseInCart'> & PaymentApi {
  return {
    listCart: () => request(http, cartList, '/cart/cart/'),
    async removeFromCart(mealId) {
      const answer = await request(http, removed, `/cart/delete/${mealId}/`, { method: 'DELETE' });
      return answer.ok ? ok(answer.data.message ?? null) : answer;
    },
    chooseInCart: (mealId, choices) => request(http, cartItem, `/cart/cart/${mealId}/`, { method: 'PUT', body: choices }),
    createOrder: (order) => request(http, checkout, '/orders/', { method: 'POST', body: order }),
    async checkoutSetup() {
      const settings = await request(http, serviceSettings, '/about/service/');
      return settings.ok ? ok({ settings: settings.data, table: rememberedTable() }) : settings;
    },
    submitGatewayForm: (form) => submitGatewayForm(form),
  };
}
