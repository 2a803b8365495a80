/** The spec keeps tokens in cookies named `access` and `refresh` (§3, §6). */
export function readCookie(name: string, cookies: string = document.cookie): string | null {
  for (const part of cookies.split('; ')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq) === name) return decodeURIComponent(part.slice(eq + 1));
  }
  return null;
}
