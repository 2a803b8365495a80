import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { DEFAULT_SERVICE } from '../../contract/fulfilment';
import { type CheckoutSetup, checkoutDetailsMachine, selectDetails } from './checkout-details.machine';
import { ok } from '../shared/result';
import { settle } from '../shared/testing/fake-calls';

/** A slot whose way has reached its cap of orders (GET /about/pace/'s full_slots) is not offered for that way. */
describe('the times offered for later today, with full slots', () => {
  const SETUP: CheckoutSetup = {
    settings: { ...DEFAULT_SERVICE, delivery: true },
    table: null,
    schedule: { open: false, slots: ['10:00', '10:15', '10:30'], full: { pickup: ['10:15'] } },
  };

  it('leaves a slot full for pickup out for pickup only, and refuses choosing it there', async () => {
    const actor = createActor(
      checkoutDetailsMachine.provide({ actors: { loadSetup: fromPromise(async () => ok(SETUP)) } }),
    ).start();
    await settle();
    expect(selectDetails(actor.getSnapshot()).schedule).toEqual({ slots: ['10:00', '10:30'], slot: '' });
    actor.send({ type: 'details.slot', slot: '10:15' });
    expect(selectDetails(actor.getSnapshot()).schedule?.slot).toBe('');
    actor.send({ type: 'details.choose', way: 'delivery' });
    expect(selectDetails(actor.getSnapshot()).schedule?.slots).toEqual(['10:00', '10:15', '10:30']);
    actor.send({ type: 'details.slot', slot: '10:15' });
    expect(selectDetails(actor.getSnapshot()).schedule?.slot).toBe('10:15');
    actor.stop();
  });
});
