import type { Locale } from '../../machines/shared/locale.machine';

export const LOCALE_KEY = 'locale';

/** The language this browser chose on an earlier visit, if any. */
export function rememberedLocale(): Locale | null {
  try {
    const value = localStorage.getItem(LOCALE_KEY);
    return value === 'en' || value === 'ne' ? value : null;
  } catch {
    return null; // storage refused (private mode): English, and the choice lasts the visit
  }
}
