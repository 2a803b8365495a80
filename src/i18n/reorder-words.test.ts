import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { ORDER_MESSAGES } from '../../contract/order';
import { messages as contract } from '../../locales/ne/contract.po';
import { reorderedText } from '../../machines/orders/reorder-text';
import { textOf } from './format';
import { NEPALI_NUMBER_LOCALES, writeNumbersInNepali } from './nepali-numbers';

function lingui(locale: 'en' | 'ne') {
  const i18n = setupI18n();
  i18n.load({ en: {}, ne: contract });
  i18n.activate(locale, locale === 'ne' ? NEPALI_NUMBER_LOCALES : undefined);
  writeNumbersInNepali(i18n);
  return i18n;
}

const lost = [{ name: 'Chicken Momo', lost: ['Extra cheese', 'Spice level: Hot'] }];
const cases = [
  { added: 1, missing: [], lost: [] },
  { added: 3, missing: ['Sel Roti'], lost: [] },
  { added: 2, missing: [], lost },
  { added: 12, missing: ['Sel Roti', 'Thukpa'], lost },
];
const result = ({ added, missing, lost }: (typeof cases)[number]) => ({
  added: Array.from({ length: added }, (_, index) => ({ meal: index + 1, quantity: 1, already_in_cart: false })),
  missing,
  not_restored: lost,
});

describe('the "Order again" toast', () => {
  it.each(cases)('reads in English exactly as the server words it (%o)', (shape) => {
    expect(textOf(lingui('en'), reorderedText(result(shape)))).toBe(
      ORDER_MESSAGES.reordered(shape.added, shape.missing, shape.lost),
    );
  });

  it('names in Nepali, with Devanagari digits, what it could not restore', () => {
    const words = textOf(lingui('ne'), reorderedText(result(cases[3]!)));
    expect(words).toContain('१२');
    expect(words).toContain('Sel Roti, Thukpa');
    expect(words).toContain('Chicken Momo (Extra cheese, Spice level: Hot)');
    expect(words).not.toMatch(/[0-9]|added|longer/);
  });
});
