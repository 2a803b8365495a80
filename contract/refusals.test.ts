import { describe, expect, it } from 'vitest';
import { englishOf, readRefusal, type Refusal, type RefusalCode, refusal, refusalBody, REFUSALS } from './refusals';

const SAMPLES: Record<string, unknown> = {
  money: 12.5,
  count: 2,
  clock: '09:30',
  name: 'Chicken Momo',
  label: 'Pickup',
  lower: 'Paid',
  list: ['Thukpa', 'Sel Roti'],
  andList: ['Thukpa', 'Sel Roti'],
};

const sample = (code: RefusalCode) =>
  ({
    code,
    values: Object.fromEntries(Object.entries(REFUSALS[code].values).map(([name, kind]) => [name, SAMPLES[kind as string]])),
  }) as Refusal;

describe('the refusal codes', () => {
  it('each fills its English with every value and no placeholder left, and comes back from the wire as sent', () => {
    for (const code of Object.keys(REFUSALS) as RefusalCode[]) {
      const refused = sample(code);
      const body = refusalBody(refused);
      expect(body.detail, code).not.toMatch(/[{}]/);
      expect(body.code).toBe(code);
      expect(readRefusal(JSON.parse(JSON.stringify(body))), code).toEqual(refused);
    }
  });

  it('word the English exactly as the server always has', () => {
    expect(englishOf(refusal('soldOut', { names: ['Chicken Momo'], count: 1 }))).toBe('Chicken Momo is sold out.');
    expect(englishOf(refusal('soldOut', { names: ['A', 'B', 'C'], count: 3 }))).toBe('A, B and C are sold out.');
    expect(englishOf(refusal('tooManyUnpaid', { limit: 1 }))).toBe(
      'You already have 1 unpaid order. Pay for one or remove it in My Orders first.',
    );
    expect(englishOf(refusal('waitForCode', { minutes: 15 }))).toBe(
      'Too many wrong codes for this number today. Please wait 15 minutes before trying again.',
    );
    expect(englishOf(refusal('accountHeld', { minutes: 1 }))).toBe(
      'Too many failed logins for this account. Please wait 1 minute before trying again.',
    );
    expect(englishOf(refusal('closed', { opening: '10:00', closing: '22:00' }))).toBe(
      'Sorry, we are closed right now. We take orders from 10:00 AM to 10:00 PM.',
    );
    expect(englishOf(refusal('illegalStatus', { from: 'Payment failed', to: 'Ready' }))).toBe(
      'An order that is payment failed cannot become ready.',
    );
  });

  it('a code this contract does not know, or values that do not fit it, read as no code at all', () => {
    expect(readRefusal({ detail: 'x', code: 'fromANewerServer', values: {} })).toBeNull();
    expect(readRefusal({ detail: 'x', code: 'belowMinimum', values: { minimum: '600' } })).toBeNull();
    expect(readRefusal({ detail: 'x', code: 'toString', values: {} })).toBeNull();
    expect(readRefusal({ detail: 'x' })).toBeNull();
  });
});
