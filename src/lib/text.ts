/** Cuts text to at most `limit` characters, marking the cut with dots; text that fits is left alone. */
export function truncate(text: string, limit: number): string {
  if (text.length <= limit) return text;
  return `${text.slice(0, limit).trimEnd()}...`;
}
