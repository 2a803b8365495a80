import { describe, expect, it } from 'vitest';
import { type AnyActorRef, createActor, createMachine, fromPromise } from 'xstate';
import { DEFAULT_SERVICE } from '../../contract/fulfilment';
import {
  type CheckoutSetup,
  checkoutDetailsMachine,
  createCheckoutDetailsLogic,
  selectDetails,
} from './checkout-details.machine';
import { ok } from '../shared/result';
import { settle } from '../shared/testing/fake-calls';

/** The rider's phone starts as the account's own number; the customer may still give another. */
describe('the phone for the rider', () => {
  const SETUP: CheckoutSetup = { settings: { ...DEFAULT_SERVICE, delivery: true }, table: null, phone: '9812345678' };
  const start = () =>
    createActor(checkoutDetailsMachine.provide({ actors: { loadSetup: fromPromise(async () => ok(SETUP)) } })).start();

  it('is filled in from the signed-in account', async () => {
    const actor = start();
    await settle();
    actor.send({ type: 'details.choose', way: 'delivery' });
    expect(selectDetails(actor.getSnapshot()).values.phone).toBe('9812345678');
    actor.stop();
  });

  it('keeps the number the customer typed instead, also when the cart is shown again', async () => {
    const actor = start();
    await settle();
    actor.send({ type: 'details.edit', field: 'phone', value: '9800000001' });
    actor.send({ type: 'details.open' });
    await settle();
    expect(selectDetails(actor.getSnapshot()).values.phone).toBe('9800000001');
    actor.send({ type: 'details.edit', field: 'phone', value: '' });
    actor.send({ type: 'details.open' });
    await settle();
    // Emptied on purpose: not filled again behind the customer's back.
    expect(selectDetails(actor.getSnapshot()).values.phone).toBe('');
    actor.stop();
  });
});

describe('createCheckoutDetailsLogic: the account phone comes from the app’s session', () => {
  it('fills the rider’s phone with the signed-in customer’s number', async () => {
    const signedIn = createMachine({
      context: { user: { name: 'Sita', phoneNumber: '9812345678', isAdmin: false, profilePicture: null } },
      initial: 'signedIn',
      states: { signedIn: {} },
    });
    const details = createCheckoutDetailsLogic({
      checkoutSetup: async () => ok({ settings: { ...DEFAULT_SERVICE, delivery: true }, table: null }),
    });
    const app = createActor(
      createMachine({
        invoke: [
          { src: signedIn, systemId: 'auth' },
          { src: details, systemId: 'details' },
        ],
      }),
    ).start();
    await settle();
    const flow = app.system.get('details') as AnyActorRef;
    expect(selectDetails(flow.getSnapshot()).values.phone).toBe('9812345678');
    app.stop();
  });
});
