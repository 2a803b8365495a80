import { describe, expect, it } from 'vitest';
import { closedBanner, payWhenOpen } from '../../contract/opening-hours';
import { isOpenAt } from '../../contract/local-time';

// Kathmandu is UTC+05:45 all year: 04:15Z is 10:00 there.
const kathmandu = (opening_time: string, closing_time: string) => ({
  opening_time,
  closing_time,
  time_zone: 'Asia/Kathmandu',
});
const at = (iso: string) => new Date(iso);

describe('isOpenAt', () => {
  it('reads the hours on the restaurant clock, opening included and closing excluded', () => {
    const hours = kathmandu('10:00', '22:00');
    expect(isOpenAt(hours, at('2026-03-02T04:14:59Z'))).toBe(false); // 09:59:59
    expect(isOpenAt(hours, at('2026-03-02T04:15:00Z'))).toBe(true); // 10:00
    expect(isOpenAt(hours, at('2026-03-02T16:14:00Z'))).toBe(true); // 21:59
    expect(isOpenAt(hours, at('2026-03-02T16:15:00Z'))).toBe(false); // 22:00
  });

  it('handles hours that pass midnight', () => {
    const hours = kathmandu('18:00', '02:00');
    expect(isOpenAt(hours, at('2026-03-02T12:14:00Z'))).toBe(false); // 17:59
    expect(isOpenAt(hours, at('2026-03-02T12:15:00Z'))).toBe(true); // 18:00
    expect(isOpenAt(hours, at('2026-03-02T18:30:00Z'))).toBe(true); // 00:15 next day
    expect(isOpenAt(hours, at('2026-03-02T20:14:00Z'))).toBe(true); // 01:59
    expect(isOpenAt(hours, at('2026-03-02T20:15:00Z'))).toBe(false); // 02:00
    expect(isOpenAt(hours, at('2026-03-02T06:15:00Z'))).toBe(false); // 12:00
  });

  it('follows daylight saving time in zones that have it', () => {
    const hours = { opening_time: '09:00', closing_time: '17:00', time_zone: 'Europe/London' };
    expect(isOpenAt(hours, at('2026-01-15T08:30:00Z'))).toBe(false); // 08:30 GMT
    expect(isOpenAt(hours, at('2026-07-15T08:30:00Z'))).toBe(true); // 09:30 BST
  });

  it('is open around the clock when opening equals closing', () => {
    expect(isOpenAt(kathmandu('00:00', '00:00'), at('2026-03-02T21:00:00Z'))).toBe(true);
  });

  it('counts unreadable hours or an unknown time zone as closed', () => {
    expect(isOpenAt(kathmandu('ten', '22:00'), at('2026-03-02T08:00:00Z'))).toBe(false);
    expect(isOpenAt(kathmandu('10:00', '25:00'), at('2026-03-02T08:00:00Z'))).toBe(false);
    expect(isOpenAt({ ...kathmandu('00:00', '00:00'), time_zone: 'Mars/Olympus' }, at('2026-03-02T08:00:00Z'))).toBe(
      false,
    );
  });
});

describe('what the pages say while closed (docs/rules/orders.md#later-today)', () => {
  it('in the footer\'s 12-hour time', () => {
    expect(closedBanner({ opening_time: '10:00' })).toBe('Closed now · opens at 10:00 AM');
    expect(closedBanner({ opening_time: '18:30' })).toBe('Closed now · opens at 06:30 PM');
    expect(payWhenOpen({ opening_time: '10:00' })).toBe('We take orders from 10:00 AM: you can pay then.');
  });
});
