import type { Locale } from '../../machines/shared/locale.machine';

export const LOCALE_KEY = 'locale';

const isLocale = (value: string | null | undefined): value is Locale => value === 'en' || value === 'ne';

/** The `locale` cookie: the server draws the public pages in the language it names (server/http/server-pages.ts). */
function localeCookie(): Locale | null {
  const value = /(?:^|;\s*)locale=([^;]*)/.exec(document.cookie)?.[1];
  return isLocale(value) ? value : null;
}

/** The language this browser chose on an earlier visit, if any. */
export function rememberedLocale(): Locale | null {
  try {
    const value = localStorage.getItem(LOCALE_KEY);
    if (isLocale(value)) return value;
  } catch {
    // storage refused (private mode): the cookie, or English, and the choice lasts the visit
  }
  return localeCookie();
}

/** Tells the server the language too, so the next page it draws is in it (a year, like the browser's own memory). */
export function rememberLocaleCookie(locale: Locale) {
  if (localeCookie() === locale) return;
  document.cookie = `${LOCALE_KEY}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax`;
}
