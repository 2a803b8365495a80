import type { I18n } from '@lingui/core';
import { formatClock } from '../../contract/opening-hours';
import { formatClockFor } from '../i18n/dates';

export { formatClock };

/** '10:00 AM - 10:00 PM', or '१०:०० पूर्वाह्न - १०:०० अपराह्न' for a Nepali reader. */
export function formatOpeningHours(i18n: I18n, opening: string, closing: string): string {
  return `${formatClockFor(i18n, opening)} - ${formatClockFor(i18n, closing)}`;
}
