import { describe, expect, it } from 'vitest';
import { createActor, createMachine, fromPromise, type AnyActorLogic } from 'xstate';
import { paymentReturnMachine } from './payment-return.machine';
import { ok } from '../shared/result';
import { settle } from '../shared/testing/fake-calls';
import { TEXT, paid, RETURN } from './payment-return.test-model';

describe('a verified payment empties the cart everywhere it shows', () => {
  /** The app's root in miniature: the badge, maybe a cart screen, and this flow, each by its system id. */
  async function payWith(children: string[]) {
    const heard: Record<string, string[]> = Object.fromEntries(children.map((id) => [id, []]));
    const listener = (id: string) =>
      createMachine({ on: { '*': { actions: ({ event }) => void heard[id]!.push(event.type) } } });
    const flow = paymentReturnMachine.provide({
      actors: { verifyPayment: fromPromise(async () => ok({ order: paid, message: TEXT.confirmed })) },
    });
    const invoke = [
      ...children.map((id) => ({ src: listener(id) as AnyActorLogic, systemId: id })),
      { src: flow, systemId: 'flow' },
    ];
    const app = createActor(createMachine({ invoke })).start();
    app.system.get('flow')!.send({ type: 'paymentReturn.success', role: 'customer', query: RETURN });
    await settle();
    app.stop();
    return heard;
  }

  it('the navbar badge resets and a running cart screen reads the cart again', async () => {
    expect(await payWith(['cartCount', 'cart'])).toEqual({ cartCount: ['cart.count.reset'], cart: ['cart.reload'] });
  });

  it('with no cart screen started, only the badge is told', async () => {
    expect(await payWith(['cartCount'])).toEqual({ cartCount: ['cart.count.reset'] });
  });
});
