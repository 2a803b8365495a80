import * as converter from 'nepali-date-converter';
import { NEPAL_TIME_ZONE } from '../../contract/money-summary';

/**
 * Dates in Bikram Sambat, Nepal's official calendar, read from the maintained nepali-date-converter library (its
 * month lengths are published, not computed: docs/receipts.md says why this library). Receipts and the sales
 * register are dated in Nepal's own time, Asia/Kathmandu, whatever time zone the server runs in.
 */
type NepaliDateClass = typeof converter.default;
// The package ships a CommonJS build (Node: the class under `default.default`) and an ES build (bundlers: `default`).
const loaded = converter as unknown as { default: NepaliDateClass | { default: NepaliDateClass } };
const NepaliDate: NepaliDateClass =
  typeof loaded.default === 'function' ? loaded.default : (loaded.default as { default: NepaliDateClass }).default;

export { NEPAL_TIME_ZONE };
/** Shrawan, the fourth month: Nepal's fiscal year starts on its first day. */
const SHRAWAN = 3;

export interface BsDate {
  year: number;
  /** 1–12, Baisakh = 1. */
  month: number;
  day: number;
}

const nepalDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: NEPAL_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The civil date in Nepal at this instant, YYYY-MM-DD. */
export const adDateInNepal = (at: Date): string => nepalDay.format(at);

/** A Gregorian YYYY-MM-DD read as a BS date; throws outside the library's table (BS 2000–2090). */
export function bsOfAdDate(adDate: string): BsDate {
  const [year = NaN, month = NaN, day = NaN] = adDate.split('-').map(Number);
  // The library reads a Date by its local fields: a local midnight of that civil date is that date in any zone.
  const bs = new NepaliDate(new Date(year, month - 1, day));
  return { year: bs.getYear(), month: bs.getMonth() + 1, day: bs.getDate() };
}

export const bsOf = (at: Date): BsDate => bsOfAdDate(adDateInNepal(at));

const two = (n: number) => String(n).padStart(2, '0');
export const formatBs = (date: BsDate) => `${date.year}-${two(date.month)}-${two(date.day)}`;

/** The fiscal year a BS date falls in, as Nepal writes it: 2083/84 runs from 1 Shrawan 2083 to the end of Asar 2084. */
export function fiscalYearOf(date: BsDate): string {
  const start = date.month - 1 >= SHRAWAN ? date.year : date.year - 1;
  return `${start}/${two((start + 1) % 100)}`;
}

/** The Gregorian YYYY-MM-DD of a BS date (the first day of a fiscal year, for tests and the docs). */
export function adOfBs(date: BsDate): string {
  const ad = new NepaliDate(date.year, date.month - 1, date.day).toJsDate();
  return `${ad.getFullYear()}-${two(ad.getMonth() + 1)}-${two(ad.getDate())}`;
}
