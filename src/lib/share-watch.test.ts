import { describe, expect, it } from 'vitest';
import type { Order } from '../../contract/order';
import type { WatchOrders } from '../../machines/shared/order-stream';
import { shareWatch } from './share-watch';

/** A stream that counts its connections and can push an order to whoever reads it. */
function countedStream() {
  let open = 0;
  let opened = 0;
  let push: (order: Order) => void = () => {};
  const watch: WatchOrders = (onOrder) => {
    open += 1;
    opened += 1;
    push = onOrder;
    return () => (open -= 1);
  };
  return { watch, open: () => open, opened: () => opened, push: (order: Order) => push(order) };
}

const order = { id: 7 } as Order;

describe('shareWatch: the admin screens kept for the visit read one stream', () => {
  it('opens one connection for every watcher and gives each the orders', () => {
    const stream = countedStream();
    const watch = shareWatch(stream.watch);
    const heard: string[] = [];
    const stopList = watch(() => heard.push('list'));
    const stopKitchen = watch(() => heard.push('kitchen'));
    stream.push(order);
    expect(stream.opened()).toBe(1);
    expect(heard).toEqual(['list', 'kitchen']);
    stopList();
    stream.push(order);
    expect(heard).toEqual(['list', 'kitchen', 'kitchen']);
    expect(stream.open()).toBe(1);
    stopKitchen();
    expect(stream.open()).toBe(0);
  });

  it('opens again for a watcher after the last one stopped', () => {
    const stream = countedStream();
    const watch = shareWatch(stream.watch);
    watch(() => {})();
    const stop = watch(() => {});
    expect([stream.opened(), stream.open()]).toEqual([2, 1]);
    stop();
  });
});
