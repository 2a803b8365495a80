import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deliveryTerms, offersHalfPlate, orderTotals, type PriceableMeal, unitPaisa } from './money';

const momo: PriceableMeal = {
  pricePaisa: 25_000,
  halfPlatePaisa: 14_000,
  mealType: 'Plate',
  groups: [
    { kind: 'one', options: [{ id: 1, pricePaisa: 0 }, { id: 2, pricePaisa: 1_500 }] },
    { kind: 'any', options: [{ id: 3, pricePaisa: 5_000 }, { id: 4, pricePaisa: 2_050 }] },
  ],
};

describe('unitPaisa: the portion plus every option served', () => {
  it('adds the options chosen to the portion chosen', () => {
    expect(unitPaisa(momo, { portion: 'half', options: [2, 3, 4] })).toBe(14_000 + 1_500 + 5_000 + 2_050);
    expect(unitPaisa(momo, { portion: 'full', options: [1, 4] })).toBe(25_000 + 2_050);
  });

  it("serves a pick-one group's first option when none is chosen, and only the first of several", () => {
    expect(unitPaisa({ ...momo, groups: [{ kind: 'one', options: [{ id: 7, pricePaisa: 300 }, { id: 8, pricePaisa: 900 }] }] }, {})).toBe(25_300);
    expect(unitPaisa({ ...momo, groups: [{ kind: 'one', options: [{ id: 7, pricePaisa: 300 }, { id: 8, pricePaisa: 900 }] }] }, { options: [8, 7] })).toBe(25_300);
  });

  it('drops ids the meal does not offer', () => {
    expect(unitPaisa(momo, { options: [99, 3] })).toBe(25_000 + 5_000);
  });

  it('prices a half plate only where the meal offers one: a Plate meal with a half-plate price', () => {
    expect(offersHalfPlate(momo)).toBe(true);
    expect(offersHalfPlate({ ...momo, halfPlatePaisa: null })).toBe(false);
    expect(offersHalfPlate({ ...momo, mealType: 'Piece' })).toBe(false);
    expect(unitPaisa({ ...momo, mealType: 'Piece', groups: [] }, { portion: 'half' })).toBe(25_000);
    expect(unitPaisa({ ...momo, halfPlatePaisa: null, groups: [] }, { portion: 'half' })).toBe(25_000);
  });
});

describe('orderTotals and deliveryTerms', () => {
  it('multiplies and adds in paisa, adding the fee only to a delivery', () => {
    const lines = [
      { unitPaisa: 45_075, quantity: 3 },
      { unitPaisa: 10, quantity: 3 },
    ];
    expect(orderTotals(lines, null)).toEqual({
      linesPaisa: [135_225, 30],
      subtotalPaisa: 135_255,
      feePaisa: null,
      totalPaisa: 135_255,
      shortPaisa: 0,
    });
    expect(orderTotals(lines, { feePaisa: 10_000, minimumPaisa: 200_000 })).toEqual({
      linesPaisa: [135_225, 30],
      subtotalPaisa: 135_255,
      feePaisa: 10_000,
      totalPaisa: 145_255,
      shortPaisa: 64_745,
    });
  });

  it('is short by nothing at or over the minimum, and an empty order totals 0', () => {
    expect(deliveryTerms({ feePaisa: 5_000, minimumPaisa: 50_000 }, 50_000)).toEqual({ feePaisa: 5_000, shortPaisa: 0 });
    expect(deliveryTerms({ feePaisa: 5_000, minimumPaisa: 50_000 }, 49_999)).toEqual({ feePaisa: 5_000, shortPaisa: 1 });
    expect(orderTotals([], null).totalPaisa).toBe(0);
  });

  it('always totals the lines plus the fee, whole paisa, short only below the minimum', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ unitPaisa: fc.nat(10_000_000), quantity: fc.integer({ min: 1, max: 99 }) }), { maxLength: 30 }),
        fc.option(fc.record({ feePaisa: fc.nat(10_000_000), minimumPaisa: fc.nat(10_000_000) })),
        (lines, delivery) => {
          const totals = orderTotals(lines, delivery);
          const sum = lines.reduce((total, line) => total + line.unitPaisa * line.quantity, 0);
          expect(totals.subtotalPaisa).toBe(sum);
          expect(totals.totalPaisa).toBe(sum + (delivery?.feePaisa ?? 0));
          expect(Number.isSafeInteger(totals.totalPaisa)).toBe(true);
          expect(totals.shortPaisa).toBe(delivery && sum < delivery.minimumPaisa ? delivery.minimumPaisa - sum : 0);
        },
      ),
    );
  });
});
