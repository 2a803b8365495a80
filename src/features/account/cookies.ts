/**
 * The spec keeps tokens in cookies named `access` and `refresh` (docs/rules/entities.md#entities-and-fields,
 * docs/rules/roles.md#permissions).
 */
export function readCookie(name: string, cookies: string = document.cookie): string | null {
  for (const part of cookies.split('; ')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq) === name) return decode(part.slice(eq + 1));
  }
  return null;
}

/** A cookie another page wrote badly must not make every request throw. */
function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
