import type { FieldErrors } from '../../contract/common';

export const NUL_REFUSED = 'This field must not contain a NUL character.';
export const NUL_IN_URL = 'The address must not contain a NUL character (%00).';

/** Where the data holds a string with a NUL: PostgreSQL cannot store one (SQLite can), and no person types one. */
function fieldsWithNul(value: unknown, path: string[]): string[] {
  if (typeof value === 'string') return value.includes('\u0000') ? [path.join('.') || 'non_field_errors'] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => fieldsWithNul(item, [...path, String(index)]));
  if (value !== null && typeof value === 'object' && !(value instanceof Blob))
    return Object.entries(value).flatMap(([key, item]) => fieldsWithNul(item, [...path, key]));
  return [];
}

/**
 * The field errors (docs/rules/texts.md#error-catalogue) naming each field that holds a NUL, or null when none does.
 */
export function nulRefused(data: unknown): FieldErrors | null {
  const fields = fieldsWithNul(data, []);
  return fields.length === 0 ? null : Object.fromEntries(fields.map((field) => [field, [NUL_REFUSED]]));
}
