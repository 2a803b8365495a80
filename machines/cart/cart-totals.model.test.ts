import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { CartItem } from '../../contract/cart';
import { ok } from '../shared/result';
import { cartMachine, selectCart, type CartLoad } from './cart.machine';

/**
 * docs/rules/states.md#cart-quantity, as a model: a quantity per line starting at 1 (or at what this browser kept),
 * − never below 1, + never above 99 (docs/rules/limits.md#cart); a line's total is its quantity × its unit price
 * and the cart's total the sum of the lines', to the paisa. Random carts at random prices take random − and +
 * presses on a real cart actor; after every press the screen's figures must be the model's, worked out here in
 * whole paisa apart from contract/money.ts.
 */
const line = (id: number, paisa: number): CartItem => ({
  id,
  meal: { id: id + 1000, price: paisa / 100, name: `Dish ${id}`, main_image: null },
});

const carts = fc
  .uniqueArray(fc.integer({ min: 1, max: 500 }), { minLength: 1, maxLength: 5 })
  .chain((ids) =>
    fc.record({
      // Prices to the paisa, up to Rs 5,000: sums of such amounts drift in floating point, never in paisa.
      lines: fc.tuple(...ids.map((id) => fc.integer({ min: 1, max: 500_000 }).map((paisa) => line(id, paisa)))),
      kept: fc.array(fc.tuple(fc.constantFrom(...ids), fc.integer({ min: 1, max: 99 })), { maxLength: 3 }),
      presses: fc.array(fc.tuple(fc.constantFrom('cart.increment', 'cart.decrement'), fc.constantFrom(...ids)), {
        maxLength: 120,
      }),
    }),
  );

async function openCart(items: CartItem[], kept: Map<number, number>) {
  const actor = createActor(
    cartMachine.provide({
      actors: { loadCart: fromPromise(async () => ok<CartLoad>({ items, kept })) },
      actions: { keepQuantities: () => {}, showCount: () => {} },
    }),
  ).start();
  actor.send({ type: 'cart.open', role: 'customer', owner: '9811111111' });
  await waitFor(actor, (snapshot) => snapshot.matches({ ready: 'idle' }));
  return actor;
}

describe('cart quantities and totals, over random carts and presses (docs/rules/states.md#cart-quantity)', () => {
  it('each line totals quantity × unit price, the cart their sum, quantities held between 1 and 99', async () => {
    await fc.assert(
      fc.asyncProperty(carts, async ({ lines, kept, presses }) => {
        const keptMap = new Map(kept);
        const actor = await openCart(lines, keptMap);
        const model = new Map(lines.map((l) => [l.id, keptMap.get(l.id) ?? 1]));
        const unitPaisa = new Map(lines.map((l) => [l.id, Math.round(l.meal.price * 100)]));
        const check = (after: string) => {
          const view = selectCart(actor.getSnapshot());
          let totalPaisa = 0;
          for (const shown of view.lines) {
            const quantity = model.get(shown.id)!;
            const linePaisa = quantity * unitPaisa.get(shown.id)!;
            totalPaisa += linePaisa;
            expect(shown.quantity, `${after}: line ${shown.id}'s quantity`).toBe(quantity);
            // Exactly the paisa as rupees: 3 × Rs 0.10 is Rs 0.30, not the 0.30000000000000004 of floating point.
            expect(shown.lineTotal, `${after}: line ${shown.id}'s total`).toBe(linePaisa / 100);
          }
          expect(view.total, `${after}: the cart's total`).toBe(totalPaisa / 100);
          expect(view.totalItems).toBe([...model.values()].reduce((sum, q) => sum + q, 0));
        };
        check('opened');
        for (const [type, lineId] of presses) {
          actor.send({ type, lineId });
          const now = model.get(lineId)!;
          model.set(lineId, type === 'cart.increment' ? Math.min(99, now + 1) : Math.max(1, now - 1));
          check(`${type} ${lineId}`);
        }
        actor.stop();
      }),
      { numRuns: 60 },
    );
  });
});
