import { fromCallback, fromPromise } from 'xstate';
import type { AdminFlowMakers } from '../../../machines/flows';
import { kitchenAlertMachine } from '../../../machines/kitchen/kitchen-alert.machine';
import { kitchenScreenMachine } from '../../../machines/kitchen/kitchen-screen.machine';
import type { OrderAdminApi } from '../../../machines/orders/order-admin-api';
import { paceMachine, type PaceApi } from '../../../machines/shared/pace.machine';
import { whenOk } from '../../../machines/shared/result';
import { playChime } from './chime';
import { showSystemNotice } from './system-notice';
import { showUnseenInTitle } from './tab-title';

/** The kitchen's calls: the orders it cooks, and its pause, busy minutes and slot caps. */
export interface KitchenApi {
  orders: OrderAdminApi;
  pace: PaceApi;
}

/**
 * The kitchen screen's flows. A change of pace shows at once in this browser's own banner too (`paceChanged`), not
 * at its next read.
 */
export function createKitchenFlows({ orders, pace }: KitchenApi, paceChanged: () => void): Pick<AdminFlowMakers, 'kitchenScreen' | 'kitchenPace'> {
  return {
    kitchenScreen: () =>
      kitchenScreenMachine.provide({
        actors: {
          loadActive: fromPromise(() => orders.activeOrders()),
          moveOrder: fromPromise(({ input }) => orders.moveOrder(input.id, input.to)),
          delayOrder: fromPromise(({ input }) => orders.delayOrder(input.id, input.minutes)),
          watchOrders: fromCallback(({ sendBack }) =>
            orders.watchOrders((order) => sendBack({ type: 'kitchen.live', order })),
          ),
        },
      }),
    kitchenPace: () =>
      paceMachine.provide({
        actors: {
          loadPace: fromPromise(() => pace.loadPace()),
          changePace: fromPromise(({ input }) => whenOk(pace.changePace(input), paceChanged)),
        },
      }),
  };
}

/** The new-order alert, heard on every admin screen: a chime, the tab's title, a system notice in the background. */
export function createKitchenAlert(orders: OrderAdminApi) {
  return kitchenAlertMachine.provide({
    actions: {
      chime: () => playChime(),
      showUnseen: (_, count) => showUnseenInTitle(count),
      notifySystem: (_, message) => showSystemNotice(message),
    },
    actors: {
      watchOrders: fromCallback(({ sendBack }) =>
        orders.watchOrders((order) => sendBack({ type: 'kitchen.order', order })),
      ),
      loadWaiting: fromPromise(() => orders.activeOrders()),
      acknowledgeOrders: fromPromise(({ input }) => orders.acknowledgeOrders(input.orders)),
    },
  });
}
