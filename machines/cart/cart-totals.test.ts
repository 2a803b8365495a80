import { describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot } from 'xstate';
import { type CartLine } from './cart.machine';
import { OWNER, PANEER, item, paneer, view } from './cart.test-model';

describe('selectCart: line total = quantity × unit price, total = their sum to the paisa (docs/rules/states.md#cart-quantity)', () => {
  const readyWith = (lines: CartLine[]) => ({
    context: { owner: OWNER, lines, removing: null },
    matches: (state: unknown) => state === 'ready' || JSON.stringify(state) === '{"ready":"idle"}',
  });

  it('multiplies and adds without drifting', () => {
    const cart = view(
      readyWith([
        { ...paneer, quantity: 3 },
        { ...item(3, 0.1, 'Mint'), quantity: 3 },
      ]) as unknown as AnyMachineSnapshot,
    );
    expect(cart.lines.map((line) => line.lineTotal)).toEqual([1352.25, 0.3]);
    expect(cart.total).toBe(1352.55);
    expect(cart.totalItems).toBe(6);
    expect(cart.items).toEqual([
      { meal: PANEER, quantity: 3 },
      { meal: 3, quantity: 3 },
    ]);
  });

  it('an empty cart totals 0', () => {
    expect(view(readyWith([]) as unknown as AnyMachineSnapshot)).toMatchObject({ total: 0, totalItems: 0, items: [] });
  });
});
