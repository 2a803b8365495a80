import type { Order } from '../../contract/order';

/**
 * Live order changes (GET /orders/events/): `watch` starts listening and returns the stop. The stream reconnects by
 * itself after a drop; `onOrder` gets every order that changed, as the server now has it.
 */
export type WatchOrders = (onOrder: (order: Order) => void) => () => void;
