import { i18n } from '@lingui/core';
import type { LocaleActor } from './locale';
import { rememberedLocale } from './remembered-locale';
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

/** At start: English at once, or the remembered language, whose texts load before anything is drawn. */
export function startLanguage() {
  if (rememberedLocale() === 'ne') void localeActor();
  else i18n.activate('en');
}
