import type { I18n } from '@lingui/core';
import { devanagariDigits } from '../../contract/language';
import type { Text } from '../../machines/shared/text';

const cache = new Map<string, Intl.NumberFormat>();

/** A number as the language writes it: '1352.25' in English, '१३५२.२५' in Nepali, always `digits` decimals. */
export function formatNumber(i18n: I18n, value: number, digits = 0): string {
  const key = `${i18n.locale}:${digits}`;
  let format = cache.get(key);
  if (!format) {
    // No grouping: the spec writes money as 'Rs. 1352.25', and the Nepali page follows the same form.
    // The digits are said outright: Chromium has no locale data of its own for `ne`, and would write Latin ones.
    format = new Intl.NumberFormat(i18n.locale, {
      numberingSystem: i18n.locale === 'ne' ? 'deva' : 'latn',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      useGrouping: false,
    });
    cache.set(key, format);
  }
  return format.format(value);
}

/** Latin digits in an already written number or time, in Devanagari: the one mapping the server's texts use too. */
export const devanagari = devanagariDigits;

/** A label a machine wrote with digits ('99+'), in the reader's digits. */
export const digitsFor = (i18n: I18n, written: string) => (i18n.locale === 'ne' ? devanagari(written) : written);

/** Money: 'Rs. 1352.25' (docs/rules/limits.md#cart) or 'रु. १३५२.२५'. */
export const formatMoney = (i18n: I18n, rupees: number, digits = 2) =>
  i18n._('Rs. {amount}', { amount: formatNumber(i18n, rupees, digits) });

/** The locale a date or time is written in: the English pages keep the forms they had, Nepali its own, in its digits. */
export const dateLocale = (i18n: I18n, english = 'en-US') => (i18n.locale === 'ne' ? 'ne-NP' : english);

/** A meal's price: whole rupees, rounded down, 'Rs 450' (docs/rules/limits.md#cart) or 'रु ४५०'. */
export const formatPrice = (i18n: I18n, price: number) =>
  i18n._('Rs {price}', { price: formatNumber(i18n, Math.floor(price)) });

/**
 * Words that may be the server's own: translated when the catalogue has them, else shown as the server wrote them.
 * Lingui would show them so too, but only after warning of an "uncompiled message" in the console for each.
 */
export const serverText = (i18n: I18n, words: string): string => (words in i18n.messages ? i18n._(words) : words);

/** A machine's text (machines/shared/text.ts) in the language shown: its id translated, its values put in. */
export const textOf = (i18n: I18n, text: Text): string => (typeof text === 'string' ? serverText(i18n, text) : i18n._(text));
