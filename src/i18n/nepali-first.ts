import { i18n, type Messages } from '@lingui/core';
import { messages as shared } from '../../locales/ne/shared.po';
import { writeNumbersInNepali } from './nepali-numbers';

/**
 * The Nepali of the first page (the chrome, the home and menu pages: the catalogue English calls `shared`), loaded
 * when Nepali is chosen or remembered. The other screens' Nepali follows when something beyond the first page is
 * about to be drawn (./nepali-texts.ts).
 */
export const messages: Messages = shared;

// Loaded once, by every way Nepali is first chosen (the locale machine, the stories): its numbers come with it.
writeNumbersInNepali(i18n);
