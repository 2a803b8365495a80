import * as converter from 'nepali-date-converter';
import { setBsCalendar } from './dates';

// The maintained library the receipts use (docs/receipts.md compares it with the others): its month lengths are
// published, not computed. Loaded with the Nepali texts only.
type NepaliDateClass = typeof converter.default;
// Bundlers see the ES build (the class as `default`); Node, in tests, the CommonJS one (`default.default`).
const loaded = converter as unknown as { default: NepaliDateClass | { default: NepaliDateClass } };
const NepaliDate: NepaliDateClass =
  typeof loaded.default === 'function' ? loaded.default : (loaded.default as { default: NepaliDateClass }).default;

setBsCalendar((adDate) => {
  const [year = NaN, month = NaN, day = NaN] = adDate.split('-').map(Number);
  // The library reads a Date by its local fields: a local midnight of that civil date is that date in any zone.
  return new NepaliDate(new Date(year, month - 1, day)).format('D MMMM YYYY', 'np');
});
