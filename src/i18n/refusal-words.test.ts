import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { errorText } from '../../contract/errors';
import { refusal, refusalBody } from '../../contract/refusals';
import { messages as contract } from '../../locales/ne/contract.po';
import { messages as shared } from '../../locales/ne/shared.po';
import { NEPALI_NUMBER_LOCALES, writeNumbersInNepali } from './nepali-numbers';
import { refusalWords } from './refusal-words';

function lingui(locale: 'en' | 'ne') {
  const i18n = setupI18n();
  i18n.load({ en: {}, ne: { ...shared, ...contract } });
  i18n.activate(locale, locale === 'ne' ? NEPALI_NUMBER_LOCALES : undefined);
  writeNumbersInNepali(i18n);
  return i18n;
}

const wordIn = (locale: 'en' | 'ne') => {
  const i18n = lingui(locale);
  return (body: unknown) => errorText(body, (refused) => refusalWords(i18n, refused));
};

describe('a refusal the server sent with a code and values', () => {
  const belowMinimum = refusalBody(refusal('belowMinimum', { minimum: 600, short: 100 }));

  it('is worded in Nepali, its rupees and numbers in Devanagari digits', () => {
    const nepali = wordIn('ne');
    const words = nepali(belowMinimum);
    expect(words).toContain('रु. ६००.००');
    expect(words).toContain('रु. १००.००');
    expect(words).not.toMatch(/[0-9]|Delivery|\{/);
    const unpaid = nepali(refusalBody(refusal('tooManyUnpaid', { limit: 3 })));
    expect(unpaid).toContain('३');
    expect(unpaid).not.toMatch(/[0-9]|unpaid/);
    const soldOut = nepali(refusalBody(refusal('soldOut', { names: ['Chicken Momo', 'Thukpa', 'Sel Roti'], count: 3 })));
    expect(soldOut).toMatch(/^Chicken Momo, Thukpa र Sel Roti /);
    expect(nepali(refusalBody(refusal('closed', { opening: '10:00', closing: '22:00' })))).toContain('१०:००');
  });

  it('in English reads exactly as the detail the server wrote', () => {
    expect(wordIn('en')(belowMinimum)).toBe(
      'Delivery needs an order of at least Rs. 600.00. Add Rs. 100.00 more, or choose pickup.',
    );
    expect(belowMinimum.detail).toBe(wordIn('en')(belowMinimum));
  });

  it('falls back to detail when the code is one this app does not know, or its values do not fit', () => {
    const nepali = wordIn('ne');
    expect(nepali({ detail: 'Something new.', code: 'fromANewerServer', values: { n: 1 } })).toBe('Something new.');
    expect(nepali({ ...belowMinimum, values: { minimum: 'six hundred' } })).toBe(belowMinimum.detail);
    expect(nepali({ detail: 'Not found.' })).toBe('Not found.');
  });
});
