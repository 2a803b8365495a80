import type { Order } from '../../contract/order';
import { type ChangeBus, createLocalBus } from './change-bus';

export type OrderListener = (order: Order) => void;

/**
 * Order changes as they happen, for the live kitchen and customer views (GET /orders/events/). Carried by the
 * change bus, so a change made on one instance reaches the streams of every instance sharing the database.
 */
export interface OrderEvents {
  publish(order: Order): void;
  /** Returns the unsubscribe. */
  subscribe(listener: OrderListener): () => void;
}

/** Order events on a bus of their own, in-process: for tests that watch one app's changes. */
export const createOrderEvents = (): OrderEvents => orderEventsOver(createLocalBus());

/** Order events carried by the change bus (topic 'order'). */
export function orderEventsOver(bus: ChangeBus): OrderEvents {
  return {
    publish: (order) => bus.publish({ topic: 'order', order }),
    subscribe: (listener) => bus.subscribe((change) => {
      if (change.topic === 'order') listener(change.order);
    }),
  };
}
