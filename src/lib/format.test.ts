import { describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { formatPrice } from '../i18n/format';
import { formatClock, formatOpeningHours } from './format';
// The first page's English, as the app loads it: the price's words are a catalogue text.
import '../i18n/english';

describe('formatClock (12-hour opening hours)', () => {
  it.each([
    ['00:00', '12:00 AM'],
    ['00:30', '12:30 AM'],
    ['09:05', '09:05 AM'],
    ['10:00', '10:00 AM'],
    ['11:59', '11:59 AM'],
    ['12:00', '12:00 PM'],
    ['13:15', '01:15 PM'],
    ['22:00', '10:00 PM'],
    ['23:45', '11:45 PM'],
  ])('%s → %s', (time, expected) => {
    expect(formatClock(time)).toBe(expected);
  });

  it('shows a range', () => {
    i18n.activate('en');
    expect(formatOpeningHours(i18n, '10:00', '22:00')).toBe('10:00 AM - 10:00 PM');
  });
});

describe('formatPrice', () => {
  it('shows whole rupees, rounded down', () => {
    i18n.activate('en');
    expect(formatPrice(i18n, 450)).toBe('Rs 450');
    expect(formatPrice(i18n, 450.99)).toBe('Rs 450');
    expect(formatPrice(i18n, 0.5)).toBe('Rs 0');
  });
});
