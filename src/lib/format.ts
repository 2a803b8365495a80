import { formatClock } from '../../contract/opening-hours';

export { formatClock };

/** 'Rs 450': whole rupees, rounded down (spec §9). */
export function formatPrice(price: number): string {
  return `Rs ${Math.floor(price)}`;
}

export function formatOpeningHours(opening: string, closing: string): string {
  return `${formatClock(opening)} - ${formatClock(closing)}`;
}
