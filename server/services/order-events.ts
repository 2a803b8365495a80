import type { Order } from '../../contract/order';

export type OrderListener = (order: Order) => void;

/**
 * Order changes as they happen, for the live kitchen and customer views (GET /orders/events/). In-process: each
 * server instance tells its own listeners about the changes it made.
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
