import type { Order } from '../../contract/order';
import type { ChangeBus } from './change-bus';

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

export function createOrderEvents(): OrderEvents {
  const listeners = new Set<OrderListener>();
  return {
    publish(order) {
      // One slow or broken stream must not stop the others from hearing of the change.
      for (const listener of listeners) {
        try {
          listener(order);
        } catch {
          listeners.delete(listener);
        }
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Order events carried by the change bus (topic 'order'). */
export function orderEventsOver(bus: ChangeBus): OrderEvents {
  return {
    publish: (order) => bus.publish({ topic: 'order', order }),
    subscribe: (listener) => bus.subscribe((change) => {
      if (change.topic === 'order') listener(change.order);
    }),
  };
}
