import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { DEFAULT_SERVICE } from '../../contract/fulfilment';
import { type CheckoutSetup, checkoutDetailsMachine, selectDetails } from './checkout-details.machine';
import { ok } from '../shared/result';
import { settle } from '../shared/testing/fake-calls';

/**
 * While the restaurant is closed the server takes only an order for a time later today: until one is chosen there
 * is nothing Pay could place (and a table is served as the guest sits, never later), so the cart holds Pay back.
 */
describe('paying while the restaurant is closed', () => {
  const started = async (setup: CheckoutSetup) => {
    const actor = createActor(
      checkoutDetailsMachine.provide({ actors: { loadSetup: fromPromise(async () => ok(setup)) } }),
    ).start();
    await settle();
    return actor;
  };
  const settings = { ...DEFAULT_SERVICE, dine_in: true };

  it('waits for a time for pickup, and for nothing once one is chosen; dine-in waits whatever the time', async () => {
    const actor = await started({ settings, table: null, schedule: { open: false, slots: ['10:00', '10:30'] } });
    expect(selectDetails(actor.getSnapshot()).waitsForTime).toBe(true);
    actor.send({ type: 'details.slot', slot: '10:30' });
    expect(selectDetails(actor.getSnapshot()).waitsForTime).toBe(false);
    actor.send({ type: 'details.choose', way: 'dine_in' });
    expect(selectDetails(actor.getSnapshot()).waitsForTime).toBe(true);
    actor.send({ type: 'details.choose', way: 'pickup' });
    actor.send({ type: 'details.slot', slot: '' });
    expect(selectDetails(actor.getSnapshot()).waitsForTime).toBe(true);
    actor.stop();
  });

  it('waits when no time is left today, and never while open or when the hours could not be read', async () => {
    const late = await started({ settings, table: null, schedule: { open: false, slots: [] } });
    expect(selectDetails(late.getSnapshot()).waitsForTime).toBe(true);
    late.stop();
    const open = await started({ settings, table: null, schedule: { open: true, slots: [] } });
    expect(selectDetails(open.getSnapshot()).waitsForTime).toBe(false);
    open.stop();
    const unknown = await started({ settings, table: null });
    expect(selectDetails(unknown.getSnapshot()).waitsForTime).toBe(false);
    unknown.stop();
  });
});
