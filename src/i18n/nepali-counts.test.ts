import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages as english } from '../../locales/en/admin.po';
import { messages as nepali } from '../../locales/ne/admin.po';
import { NEPALI_NUMBER_LOCALES, writeNumbersInNepali } from './nepali-numbers';

const ORDERS = '{count, plural, one {# order} other {# orders}}';
const NativeNumberFormat = Intl.NumberFormat;

/**
 * Intl's number formats as a runtime without the `missing` locales' data writes them: those locales skipped in a
 * list, and with none left, the browser's own (Chromium's `en-US`), whose numbers are Latin whatever `-u-nu-` asked.
 * Node's full ICU has `ne`, and would write Devanagari digits with or without the fix.
 */
function runtimeWithout(missing: RegExp) {
  class NumberFormat extends NativeNumberFormat {
    constructor(locales?: string | readonly string[], options?: Intl.NumberFormatOptions) {
      const kept = [locales ?? []].flat().filter((locale) => !missing.test(locale));
      super(kept.length > 0 ? kept : 'en-US', options);
    }
  }
  vi.stubGlobal('Intl', Object.create(Intl, { NumberFormat: { value: NumberFormat } }));
}

/** Lingui anew, with no number formats kept from another runtime (it keeps each it made, by locales and options). */
async function lingui(locale: 'en' | 'ne') {
  vi.resetModules();
  const { setupI18n } = await import('@lingui/core');
  const i18n = setupI18n();
  i18n.load({ en: english, ne: nepali });
  i18n.activate(locale, locale === 'ne' ? NEPALI_NUMBER_LOCALES : undefined);
  writeNumbersInNepali(i18n);
  return i18n;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("a plural's count in Nepali, where the runtime has no number data for `ne` (Chromium)", () => {
  it('is written in Devanagari digits, grouped in lakhs; English is left as it was', async () => {
    runtimeWithout(/^ne\b/);
    // As Debian's Chromium does: `-u-nu-deva` alone is not honoured.
    expect(new Intl.NumberFormat('ne-NP-u-nu-deva').format(14)).toBe('14');
    const ne = await lingui('ne');
    expect(ne._(ORDERS, { count: 14 })).toBe('१४ अर्डर');
    expect(ne._(ORDERS, { count: 1 })).toBe('१ अर्डर');
    expect(ne._(ORDERS, { count: 1234 })).toBe('१,२३४ अर्डर');
    expect(ne._(ORDERS, { count: 987654 })).toBe('९,८७,६५४ अर्डर');
    expect(ne.number(987654)).toBe('९,८७,६५४');
    const en = await lingui('en');
    expect(en._(ORDERS, { count: 14 })).toBe('14 orders');
    expect(en._(ORDERS, { count: 987654 })).toBe('987,654 orders');
  });

  it('keeps its Devanagari digits where the runtime has none of the locales Nepali numbers are written with', async () => {
    runtimeWithout(/^(ne|en-IN)\b/);
    const ne = await lingui('ne');
    expect(ne._(ORDERS, { count: 14 })).toBe('१४ अर्डर');
  });
});
