import type { WatchOrders } from '../../machines/shared/order-stream';

type OnOrder = Parameters<WatchOrders>[0];

/**
 * One stream for every watcher: opened by the first, closed after the last stops. The admin screens are kept for the
 * visit, so the orders list, the kitchen and the dashboard may all be watching at once; each stream is a connection
 * held open, and a browser gives a server only six of them over HTTP/1.1.
 */
export function shareWatch(watch: WatchOrders): WatchOrders {
  const watchers = new Set<OnOrder>();
  let stop: (() => void) | null = null;
  return (onOrder) => {
    const watcher: OnOrder = (order) => onOrder(order);
    watchers.add(watcher);
    stop ??= watch((order) => {
      for (const each of [...watchers]) each(order);
    });
    return () => {
      watchers.delete(watcher);
      if (watchers.size > 0) return;
      stop?.();
      stop = null;
    };
  };
}
