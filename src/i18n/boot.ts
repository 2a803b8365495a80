import { i18n } from '@lingui/core';
import type { LocaleActor } from './locale';
import { rememberedLocale, rememberLocaleCookie } from './remembered-locale';
import './english';

let started: Promise<LocaleActor> | null = null;

/**
 * The locale machine's actor (machines/shared/locale.machine.ts), its module loaded and the actor started the first
 * time a language is chosen, or at start when the browser remembers one other than English: a visit in English never
 * downloads the machine.
 */
export function localeActor(): Promise<LocaleActor> {
  return (started ??= import('./locale').then(({ startLocale }) => startLocale(rememberedLocale())));
}

/**
 * At start: English at once, or the remembered language, whose texts load before anything is drawn. Resolves once a
 * language is active (a server-drawn page is hydrated in its own language, so it waits for it).
 */
export function startLanguage(): Promise<void> {
  const remembered = rememberedLocale();
  // A choice made before the server drew pages: the server hears of it for the next page.
  if (remembered) rememberLocaleCookie(remembered);
  if (remembered === 'ne') void localeActor();
  else i18n.activate('en');
  return new Promise((resolve) => {
    if (i18n.locale) return resolve();
    // Loading a catalogue is a change too; the language is active once it has a locale.
    const stop = i18n.on('change', () => {
      if (!i18n.locale) return;
      stop();
      resolve();
    });
  });
}
