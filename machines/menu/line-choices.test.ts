import { describe, expect, it } from 'vitest';
import { offersHalf, unitPrice } from './line-choices';

/** The browser prices a line by the rule the server charges by (contract/money.ts), not one of its own. */
describe('unitPrice and offersHalf follow the server', () => {
  const groups = [
    { id: 1, name: 'Spice level', kind: 'one' as const, options: [{ id: 1, name: 'Mild', price: 5 }, { id: 2, name: 'Hot', price: 10 }] },
  ];

  it('offers no half plate for a Piece meal, even with a half-plate price beside it, and prices it as a full one', () => {
    const piece = { price: 40, half_plate_price: 25, meal_type: 'Piece' as const };
    expect(offersHalf(piece)).toBe(false);
    expect(unitPrice(piece, { portion: 'half', options: [], note: '' })).toBe(40);
    expect(offersHalf({ ...piece, meal_type: 'Plate' as const })).toBe(true);
    expect(unitPrice({ ...piece, meal_type: 'Plate' as const }, { portion: 'half', options: [], note: '' })).toBe(25);
  });

  it("counts a pick-one group's first option when none is chosen, and only one option of such a group", () => {
    const meal = { price: 100.5, option_groups: groups };
    expect(unitPrice(meal, { portion: 'full', options: [], note: '' })).toBe(105.5);
    expect(unitPrice(meal, { portion: 'full', options: [2, 1], note: '' })).toBe(105.5);
    expect(unitPrice(meal, { portion: 'full', options: [2], note: '' })).toBe(110.5);
  });
});
