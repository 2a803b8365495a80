import { i18n as shown, type I18n } from '@lingui/core';
import { englishOf, type Refusal, wordRefusal } from '../../contract/refusals';
import { formatClockFor } from './dates';
import { formatMoney, formatNumber } from './format';

/**
 * A refusal the server sent with its code and values (contract/refusals.ts), in the reader's language: Nepali from
 * the catalogue with its digits and rupees; English as the server words its `detail`, which the English pages have
 * always shown (and which needs no catalogue loaded).
 */
export function refusalWords(i18n: I18n, refused: Refusal): string {
  if (i18n.locale !== 'ne') return englishOf(refused);
  return wordRefusal(refused, {
    money: (rupees) => formatMoney(i18n, rupees),
    count: (n) => formatNumber(i18n, n),
    clock: (time) => formatClockFor(i18n, time),
    label: (english) => i18n._(english),
    lower: (english) => i18n._(english),
    and: (first, last) => i18n._('{first} and {last}', { first, last }),
    text: (id, values) => i18n._(id, values),
  });
}

/** The same in the language the pages show now: how the API layer turns a coded error body into its message. */
export const inShownLanguage = (refused: Refusal) => refusalWords(shown, refused);
