import { fromPromise } from 'xstate';
import type { AdminFlowMakers } from '../../../machines/flows';
import { adminOrdersMachine, liveOrders, orderCountsMachine } from '../../../machines/orders/admin-orders.machine';
import type { OrderAdminApi } from '../../../machines/orders/order-admin-api';

/** The Order List's flow on the staff's order calls; its live orders and tab counts too. */
export function createOrderListFlows(orders: OrderAdminApi): Pick<AdminFlowMakers, 'adminOrders'> {
  return {
    adminOrders: () =>
      adminOrdersMachine.provide({
        actors: {
          loadPage: fromPromise(({ input }) => orders.orderPage(input.filter, input.page)),
          moveOrder: fromPromise(({ input }) => orders.moveOrder(input.id, input.to, input.reason)),
          recordRefund: fromPromise(({ input }) => orders.recordRefund(input.id, input.reference)),
          receiveCash: fromPromise(({ input }) => orders.receiveCash(input.id)),
          watchOrders: liveOrders(orders.watchOrders),
          counts: orderCountsMachine.provide({
            actors: { loadCounts: fromPromise(() => orders.orderCounts()) },
          }),
        },
      }),
  };
}
