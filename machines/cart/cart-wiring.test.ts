import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { SOMETHING_WENT_WRONG } from '../../contract/errors';
import type { CartApi, Quantities } from './cart-api';
import { createCartLogic } from './cart.machine';
import { failure, ok } from '../shared/result';
import { settle } from '../shared/testing/fake-calls';
import { OWNER, MOMO_LINE as MOMO, PANEER_LINE as PANEER, momo, paneer, view, quantities } from './cart.test-model';

describe('createCartLogic: the server cart and the quantities kept for its owner, read together', () => {
  function api(overrides: Partial<CartApi> = {}): CartApi {
    return {
      listCart: vi.fn(async () => ok([momo, paneer])),
      removeFromCart: vi.fn(async () => ok(null)),
      chooseInCart: vi.fn(async () => ok(momo)),
      keptQuantities: vi.fn(async (): Promise<Quantities> => new Map([[MOMO, 4]])),
      keepQuantities: vi.fn(async () => {}),
      ...overrides,
    };
  }
  const open = async (calls: CartApi) => {
    const actor = createActor(createCartLogic(calls).provide({ actions: { showCount: () => {} } })).start();
    actor.send({ type: 'cart.open', role: 'customer', owner: OWNER });
    await settle();
    return actor;
  };

  it("reads the owner's kept quantities", async () => {
    const calls = api();
    const actor = await open(calls);
    expect(calls.keptQuantities).toHaveBeenCalledWith(OWNER);
    expect(quantities(actor.getSnapshot().context.lines)).toEqual({ [MOMO]: 4, [PANEER]: 1 });
    actor.stop();
  });

  it('starts every meal at 1 when the kept quantities cannot be read', async () => {
    const actor = await open(api({ keptQuantities: vi.fn(async () => Promise.reject(new Error('no storage'))) }));
    expect(quantities(actor.getSnapshot().context.lines)).toEqual({ [MOMO]: 1, [PANEER]: 1 });
    actor.stop();
  });

  it('keeps the cart working when the quantities cannot be kept', async () => {
    const actor = await open(api({ keepQuantities: vi.fn(async () => Promise.reject(new Error('quota'))) }));
    actor.send({ type: 'cart.increment', lineId: paneer.id });
    await settle();
    expect(quantities(actor.getSnapshot().context.lines)).toEqual({ [MOMO]: 4, [PANEER]: 2 });
    actor.stop();
  });

  it('a failed server read is a failed read, whatever was kept', async () => {
    const actor = await open(api({ listCart: vi.fn(async () => failure(SOMETHING_WENT_WRONG, 500)) }));
    expect(view(actor.getSnapshot()).status).toBe('failed');
    actor.stop();
  });
});
