import { i18n } from '@lingui/core';

let wanted = false;
let loaded: Promise<void> | null = null;

const loadNepali = () =>
  (loaded ??= import('./nepali-admin').then(
    ({ messages }) => i18n.load('ne', messages),
    () => {
      loaded = null; // offline or a stale deploy's chunk: English texts until the next try
    },
  ));

/**
 * The back office's texts in the page's language, before its screens are drawn: its English comes with its code,
 * its Nepali (a third of the Nepali catalogue) only here, so no customer downloads it.
 */
export function adminTexts(): Promise<void> {
  wanted = true;
  return i18n.locale === 'ne' ? loadNepali() : Promise.resolve();
}

/** Nepali is being chosen (src/i18n/locale.ts): the back office's texts too, if it is open. */
export function nepaliAdminTextsIfOpen(): Promise<void> {
  return wanted ? loadNepali() : Promise.resolve();
}
