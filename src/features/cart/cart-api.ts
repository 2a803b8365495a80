import type { $Fetch } from 'ofetch';
import * as z from 'zod/mini';
import { cartItem, cartList } from '../../../contract/cart';
import { serviceSettings } from '../../../contract/fulfilment';
import { restaurantInfo } from '../../../contract/restaurant-info';
import { scheduleSlots } from '../../../contract/schedule';
import { paceState } from '../../../contract/pace';
import { checkoutAnswer } from '../../../contract/order';
import type { CartApi, PaymentApi } from '../../../machines/cart/cart-api';
import { ok } from '../../../machines/shared/result';
import { submitGatewayForm } from './gateway-form';
import { rememberedTable } from './table-visit';
import { request } from '../../api/http';

/** DELETE /cart/lines/{id}/ answers `{message}`; an answer without one is still a removal. */
const removed = z.object({ message: z.optional(z.string()) });

/**
 * The cart screen's calls (docs/rules/api.md#cart) and paying (docs/rules/payments.md#esewa), loaded with the cart
 * screen.
 */
export function createCartApi(http: $Fetch): Pick<CartApi, 'listCart' | 'removeFromCart' | 'chooseInCart'> & PaymentApi {
  return {
    listCart: () => request(http, cartList, '/cart/cart/'),
    // One line, by its own id: a meal may be in the cart several times (docs/rules/orders.md#cart-lines).
    async removeFromCart(lineId) {
      const answer = await request(http, removed, `/cart/lines/${lineId}/`, { method: 'DELETE' });
      return answer.ok ? ok(answer.data.message ?? null) : answer;
    },
    chooseInCart: (lineId, choices) => request(http, cartItem, `/cart/lines/${lineId}/`, { method: 'PUT', body: choices }),
    createOrder: (order) => request(http, checkoutAnswer, '/orders/', { method: 'POST', body: order }),
    async checkoutSetup() {
      const [settings, info, pace] = await Promise.all([
        request(http, serviceSettings, '/about/service/'),
        request(http, restaurantInfo, '/about/about/'),
        request(http, paceState, '/about/pace/'),
      ]);
      if (!settings.ok) return settings;
      // docs/rules/orders.md#later-today: while closed, the times left today; the hours unread, nothing to offer (the
      // server decides anyway).
      // Full slots are left out for their way; unread, the server still refuses a full one and names a free one.
      const full = pace.ok ? pace.data.full_slots : undefined;
      const schedule = info.ok ? { open: info.data.open_now, slots: scheduleSlots(info.data, new Date()), full } : undefined;
      // A busy kitchen's extra minutes are in the ready time the cart promises, as they are in the one paid for.
      const busy = pace.ok ? pace.data.busy_minutes : 0;
      const paced = { ...settings.data, pickup_minutes: settings.data.pickup_minutes + busy };
      return ok({ settings: paced, table: rememberedTable(), schedule });
    },
    submitGatewayForm: (form) => submitGatewayForm(form),
  };
}
