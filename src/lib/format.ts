import { formatClock } from '../../contract/opening-hours';

export { formatClock };

export function formatOpeningHours(opening: string, closing: string): string {
  return `${formatClock(opening)} - ${formatClock(closing)}`;
}
