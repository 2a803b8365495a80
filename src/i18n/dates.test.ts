import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import './bs-calendar';
import { formatClockFor, formatDay, formatDayAndTime, formatTime } from './dates';

const reader = (locale: 'en' | 'ne') => {
  const i18n = setupI18n();
  i18n.load({ en: {}, ne: {} });
  i18n.activate(locale);
  return i18n;
};
// 27 November 2026 at 15:45 in Kathmandu: 11 Mangsir 2083 in Bikram Sambat.
const AT = '2026-11-27T10:00:00Z';
const KATHMANDU = 'Asia/Kathmandu';
const NO_LATIN = /^[^0-9A-Za-z]+$/;

describe('dates and times for the reader', () => {
  it('keeps the English forms the pages had', () => {
    const en = reader('en');
    expect(formatDayAndTime(en, AT, KATHMANDU)).toMatch(/^Nov 27, 2026, 3:45\sPM$/);
    expect(formatTime(en, AT, KATHMANDU)).toMatch(/^3:45\sPM$/);
    expect(formatClockFor(en, '22:00')).toBe('10:00 PM');
  });

  it('writes Nepali in Devanagari digits with the Bikram Sambat date and its Nepali month', () => {
    const ne = reader('ne');
    expect(formatDayAndTime(ne, AT, KATHMANDU)).toBe('११ मंसिर २०८३, ३:४५ अपराह्न');
    expect(formatDay(ne, AT, KATHMANDU)).toBe('११ मंसिर २०८३');
    expect(formatTime(ne, '2026-11-27T03:15:00Z', KATHMANDU)).toBe('९:०० पूर्वाह्न');
    expect(formatClockFor(ne, '07:30')).toBe('०७:३० पूर्वाह्न');
    for (const written of [formatDayAndTime(ne, AT, KATHMANDU), formatClockFor(ne, '22:00')]) {
      expect(written).toMatch(NO_LATIN);
    }
  });

  it('dates by the restaurant’s day, not the device’s: just after midnight in Kathmandu is already the next day', () => {
    // 18:30 UTC on 27 November is 00:15 on 28 November in Kathmandu: 12 Mangsir.
    expect(formatDay(reader('ne'), '2026-11-27T18:30:00Z', KATHMANDU)).toBe('१२ मंसिर २०८३');
  });
});
