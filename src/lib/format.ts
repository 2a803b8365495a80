/** 'Rs 450': whole rupees, rounded down (spec §9). */
export function formatPrice(price: number): string {
  return `Rs ${Math.floor(price)}`;
}

/** '22:00' → '10:00 PM' (opening hours are shown in 12-hour time, spec §9). */
export function formatClock(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const suffix = hours < 12 ? 'AM' : 'PM';
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${String(hour12).padStart(2, '0')}:${String(minutes).padStart(2, '0')} ${suffix}`;
}

export function formatOpeningHours(opening: string, closing: string): string {
  return `${formatClock(opening)} - ${formatClock(closing)}`;
}
