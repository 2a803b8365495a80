import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { taxSplit } from './money';

describe('taxSplit: service charge and VAT worked backwards out of the menu total', () => {
  it('splits Rs 1,130.00 at 10 % service, VAT registered, into Rs 909.09 + Rs 90.91 + Rs 130.00', () => {
    expect(taxSplit(113_000, 10, true)).toEqual({ basePaisa: 90_909, servicePaisa: 9_091, vatPaisa: 13_000 });
  });

  it('splits Rs 565.00 without service charge into Rs 500.00 + Rs 65.00 VAT', () => {
    expect(taxSplit(56_500, 0, true)).toEqual({ basePaisa: 50_000, servicePaisa: 0, vatPaisa: 6_500 });
  });

  it('puts the rounding remainder on the VAT line: Rs 100.00 at 10 % is Rs 80.45 + Rs 8.05 + Rs 11.50', () => {
    // 10000 / 1.13 = 8849.56 → 8850 taxable; 8850 / 1.1 = 8045.45 → 8045 base; VAT takes what is left.
    expect(taxSplit(10_000, 10, true)).toEqual({ basePaisa: 8_045, servicePaisa: 805, vatPaisa: 1_150 });
  });

  it('shows no VAT line for a restaurant not registered for VAT: Rs 1,100.00 at 10 % is Rs 1,000.00 + Rs 100.00', () => {
    expect(taxSplit(110_000, 10, false)).toEqual({ basePaisa: 100_000, servicePaisa: 10_000, vatPaisa: null });
  });

  it('refuses a service charge outside 0 to 10 whole per cent and a total that is not whole paisa', () => {
    expect(() => taxSplit(1_000, 11, true)).toThrow(RangeError);
    expect(() => taxSplit(1_000, -1, true)).toThrow(RangeError);
    expect(() => taxSplit(1_000, 2.5, true)).toThrow(RangeError);
    expect(() => taxSplit(10.5, 10, true)).toThrow(RangeError);
    expect(() => taxSplit(-1, 10, true)).toThrow(RangeError);
  });

  it('always adds up to the menu total exactly, no part below 0, VAT within a paisa of 13 % of base + service', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000_000), fc.integer({ min: 0, max: 10 }), fc.boolean(), (total, percent, registered) => {
        const { basePaisa, servicePaisa, vatPaisa } = taxSplit(total, percent, registered);
        expect(basePaisa + servicePaisa + (vatPaisa ?? 0)).toBe(total);
        for (const part of [basePaisa, servicePaisa, vatPaisa ?? 0]) {
          expect(Number.isInteger(part)).toBe(true);
          expect(part).toBeGreaterThanOrEqual(0);
        }
        if (registered) expect(Math.abs((vatPaisa as number) - 0.13 * (basePaisa + servicePaisa))).toBeLessThanOrEqual(1);
        else expect(vatPaisa).toBeNull();
        // The service charge is the percentage of the base, to within a paisa.
        expect(Math.abs(servicePaisa - (basePaisa * percent) / 100)).toBeLessThan(1);
      }),
      { numRuns: 2000 },
    );
  });
});
