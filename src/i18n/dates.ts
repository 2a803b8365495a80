import type { I18n } from '@lingui/core';
import { formatClock } from '../../contract/opening-hours';
import { devanagari } from './format';

/**
 * Dates and times as the reader's language writes them. English keeps the forms the spec and the pages had
 * ('Nov 21, 2026, 5:50 PM', '05:50 PM'); Nepali writes Devanagari digits, Nepali day periods and the Bikram Sambat
 * date with its Nepali month name ('६ मंसिर २०८३, ५:५० अपराह्न'): Chromium has no locale data for `ne` and would write
 * the Gregorian date in English.
 */

/** A Gregorian YYYY-MM-DD as a Nepali reader writes it: '६ मंसिर २०८३'. Set by the Nepali texts' chunk (bs-calendar.ts). */
type BsDay = (adDate: string) => string;
let bsDay: BsDay | null = null;
/** Called once by src/i18n/bs-calendar.ts, loaded with the Nepali texts: an English visit never downloads the calendar. */
export const setBsCalendar = (convert: BsDay) => {
  bsDay = convert;
};


// Nepali's day periods as CLDR writes them, after the time ('५:५० अपराह्न').
const PERIOD: Record<string, string> = { AM: 'पूर्वाह्न', PM: 'अपराह्न' };
const nepaliTime = (english: string) =>
  devanagari(english.replace(/^(\d+:\d+)\s*(AM|PM)$/, (_, clock: string, period: string) => `${clock} ${PERIOD[period]}`));

const formats = new Map<string, Intl.DateTimeFormat>();
function format(options: Intl.DateTimeFormatOptions, timeZone?: string, locale = 'en-US'): Intl.DateTimeFormat {
  const key = `${locale}:${JSON.stringify(options)}:${timeZone ?? ''}`;
  let found = formats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    formats.set(key, found);
  }
  return found;
}

const asDate = (at: string | Date) => (typeof at === 'string' ? new Date(at) : at);

/** A moment's time: '5:50 PM', or '५:५० अपराह्न' (in the restaurant's time zone when given). */
export function formatTime(i18n: I18n, at: string | Date, timeZone?: string): string {
  const english = format({ timeStyle: 'short' }, timeZone).format(asDate(at));
  return i18n.locale === 'ne' ? nepaliTime(english.replace(/\u202f/g, ' ')) : english;
}

/** A moment's day: 'Nov 21, 2026', or its Bikram Sambat date '६ मंसिर २०८३'. */
export function formatDay(
  i18n: I18n,
  at: string | Date,
  timeZone?: string,
  english: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
  englishLocale = 'en-US',
): string {
  const date = asDate(at);
  if (i18n.locale !== 'ne') return format(english, timeZone, englishLocale).format(date);
  const adDate = format({ year: 'numeric', month: '2-digit', day: '2-digit' }, timeZone, 'en-CA').format(date);
  return bsDay ? bsDay(adDate) : devanagari(adDate);
}

/** When something happened, to the minute: 'Nov 21, 2026, 5:50 PM', or '६ मंसिर २०८३, ५:५० अपराह्न'. */
export function formatDayAndTime(i18n: I18n, at: string | Date, timeZone?: string): string {
  if (i18n.locale !== 'ne') return format({ dateStyle: 'medium', timeStyle: 'short' }, timeZone).format(asDate(at));
  return `${formatDay(i18n, at, timeZone)}, ${formatTime(i18n, at, timeZone)}`;
}

/**
 * A wall-clock 'HH:MM' (opening hours, a chosen slot): '05:50 PM' (docs/rules/limits.md#display), or '०५:५० अपराह्न'.
 */
export const formatClockFor = (i18n: I18n, time: string): string =>
  i18n.locale === 'ne' ? nepaliTime(formatClock(time)) : formatClock(time);
