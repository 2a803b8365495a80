import { i18n } from '@lingui/core';
import { createActor, fromPromise, type Actor } from 'xstate';
import { localeMachine, type Locale } from '../../machines/shared/locale.machine';
import { LOCALE_KEY, rememberedLocale, rememberLocaleCookie } from './remembered-locale';
import { NEPALI_NUMBER_LOCALES } from './nepali-numbers';
import { nepaliAdminTextsIfOpen } from './admin-texts';

/** The locale machine with the browser's implementations: Lingui, `<html lang>` and localStorage. */
export const localeLogic = localeMachine.provide({
  actors: {
    loadTexts: fromPromise(async ({ input }) => {
      if (input.locale === 'en') return true;
      try {
        const [{ messages }] = await Promise.all([import('./nepali'), nepaliAdminTextsIfOpen()]);
        i18n.load('ne', messages);
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
