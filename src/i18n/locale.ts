import { i18n } from '@lingui/core';
import { createActor, fromPromise, type Actor } from 'xstate';
import { localeMachine, type Locale } from '../../machines/shared/locale.machine';
import { LOCALE_KEY, rememberedLocale, rememberLocaleCookie } from './remembered-locale';
import { NEPALI_NUMBER_LOCALES } from './nepali-numbers';
import { nepaliAdminTextsIfOpen } from './admin-texts';
import { allNepaliTexts, nepaliTextsOnFirstUse } from './nepali-texts';

/** The locale machine with the browser's implementations: Lingui, `<html lang>` and localStorage. */
export const localeLogic = localeMachine.provide({
  actors: {
    loadTexts: fromPromise(async ({ input }) => {
      if (input.locale === 'en') return true;
      try {
        // At start (no language shown yet) the first page's texts; chosen on a page, every text at once.
        const atStart = !i18n.locale;
        const [{ messages }] = await Promise.all([
          import('./nepali-first'),
          nepaliAdminTextsIfOpen(),
          atStart ? undefined : allNepaliTexts(),
        ]);
        i18n.load('ne', messages);
        if (atStart) nepaliTextsOnFirstUse();
        return true;
      } catch {
        return false; // offline or a stale deploy's chunk: stay in the language shown
      }
    }),
  },
  actions: {
    apply: (_, { locale }) => {
      i18n.activate(locale, locale === 'ne' ? NEPALI_NUMBER_LOCALES : undefined);
      document.documentElement.lang = locale;
    },
    remember: (_, { locale }) => {
      rememberLocaleCookie(locale);
      try {
        localStorage.setItem(LOCALE_KEY, locale);
      } catch {
        // not remembered: the next visit opens in English
      }
    },
  },
});

export type LocaleActor = Actor<typeof localeLogic>;

/** Starts the pages' language: the one the browser remembers, or `locale` where a story or test names one. */
export function startLocale(locale: Locale | null = rememberedLocale()): LocaleActor {
  return createActor(localeLogic, { input: { remembered: locale } }).start();
}
