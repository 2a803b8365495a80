import { i18n, type I18n } from '@lingui/core';
import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => i18n.on('change', onChange);
const activeLocale = () => i18n.locale;

/**
 * Lingui's `i18n` for a view, which renders again when the language changes. @lingui/react's own `useLingui` needs
 * its provider module, which brings Lingui's Trans along: some 2 kB the visitor's first page has no use for (it has no
 * text with markup inside; src/i18n/rich-text.tsx brings Trans to the screens that do). Every lookup is Lingui's.
 */
export function useLingui(): { i18n: I18n } {
  useSyncExternalStore(subscribe, activeLocale, activeLocale);
  return { i18n };
}

/** Whether a language is active yet: nothing is drawn before, so no text shows in a language about to change. */
export const useLocaleReady = () => useSyncExternalStore(subscribe, activeLocale, activeLocale) !== '';
