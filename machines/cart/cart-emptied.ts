import type { AnyActorRef, EventObject } from 'xstate';

/** What an `enqueueActions` callback is given, as far as emptying the cart needs it. */
interface Enqueuing {
  system: { get: (id: string) => AnyActorRef | undefined };
  enqueue: { sendTo: (to: AnyActorRef, event: EventObject) => void };
}

/**
 * The server took the paid (or placed) meals out of the cart: the navbar badge empties, and a cart screen already
 * running reads the cart again. Shared by the payment and both gateways' return flows (theirs through
 * `returnActions`), as `emptyCart: enqueueActions(emptyTheCart)`; tests replace that action with a recorder.
 */
export function emptyTheCart({ system, enqueue }: Enqueuing) {
  const cartCount = system.get('cartCount');
  if (cartCount) enqueue.sendTo(cartCount, { type: 'cart.count.reset' });
  const cart = system.get('cart');
  if (cart) enqueue.sendTo(cart, { type: 'cart.reload' });
}
