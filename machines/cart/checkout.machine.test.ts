import { describe, expect } from 'vitest';
import type { EventObject } from 'xstate';
import type { OrderItem } from './cart-api';
import { checkoutMachine } from './checkout.machine';
import type { OrderDetails } from './payment.machine';
import { edgesOf, type GraphEvent } from '../shared/testing/graph-replay';
import { replayHarness } from '../shared/testing/replay-harness';
import { expectUnchanged, itReplaysEveryRule, sent } from '../shared/testing/rules';

interface World {
  /** Events the parent sent to the details form and the payment, in the order they went. */
  sent: { to: string; event: EventObject }[];
}
const nothing = (): World => ({ sent: [] });
const record = (to: string) => (world: World, event: EventObject) => world.sent.push({ to, event });

const ITEMS: OrderItem[] = [{ meal: 1, quantity: 2 }];
const DELIVERY: OrderDetails = {
  ok: true,
  fulfilment: { type: 'delivery', address: 'Jhamsikhel Road 12', phone: '9801234567' },
};
const PAY: GraphEvent[] = [
  { type: 'checkout.pay', items: ITEMS, details: DELIVERY },
  // An incomplete form still goes both ways: the form shows why, the payment refuses with its own toast.
  { type: 'checkout.pay', items: ITEMS, details: { ok: false } },
];

const harness = replayHarness<World>({
  nothing,
  logic: () => checkoutMachine,
  system: { id: 'checkout', neighbours: { checkoutDetails: record('checkoutDetails'), payment: record('payment') } },
});

describe('checkout (the cart screen’s Pay: reveal, then pay)', () => {
  itReplaysEveryRule(edgesOf(checkoutMachine, { events: PAY }), [
    {
      title: 'Pay shows the details’ errors first, then starts the payment with the lines and the checked details',
      applies: sent('checkout.pay'),
      holds: (from, event, to, world) => {
        expectUnchanged(from, to);
        expect(world.sent).toEqual([
          { to: 'checkoutDetails', event: { type: 'details.reveal' } },
          { to: 'payment', event: { type: 'payment.start', items: event.items, details: event.details } },
        ]);
      },
    },
  ], harness);
});
