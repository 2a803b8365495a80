import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { messages as english } from '../../locales/en/orders.po';
import { messages as orders } from '../../locales/ne/orders.po';
import { messages as cart } from '../../locales/ne/cart.po';
import { text } from '../../machines/shared/text';
import { textOf } from './format';
import { NEPALI_NUMBER_LOCALES, writeNumbersInNepali } from './nepali-numbers';

function lingui(locale: 'en' | 'ne') {
  const i18n = setupI18n();
  i18n.load({ en: english, ne: { ...orders, ...cart } });
  i18n.activate(locale, locale === 'ne' ? NEPALI_NUMBER_LOCALES : undefined);
  writeNumbersInNepali(i18n);
  return i18n;
}

describe('numbers put into a Nepali text', () => {
  it('writes an order and a table number in Devanagari digits, in a view and from a machine', () => {
    const i18n = lingui('ne');
    expect(i18n._('Order #{number}', { number: 1042 })).toMatch(/#१०४२/);
    expect(textOf(i18n, text(/*i18n*/ 'Order #{number}', { number: 7 }))).toMatch(/#७/);
    expect(i18n.t('Order #{number}', { number: 30 })).toMatch(/#३०/);
  });

  it('keeps the count of a plural a number, and writes its # in Devanagari', () => {
    const i18n = lingui('ne');
    const sentence = i18n._('{count, plural, one {{number} order} other {{number} orders}}', { count: 12, number: 12 });
    expect(sentence).toMatch(/१२/);
    expect(sentence).not.toMatch(/[0-9]/);
  });

  it('leaves strings as given (a payment reference is compared as written) and English alone', () => {
    const ne = lingui('ne');
    expect(ne._('Order #{number}', { number: 'TXN-42' })).toMatch(/TXN-42/);
    expect(lingui('en')._('Order #{number}', { number: 1042 })).toBe('Order #1042');
  });
});
