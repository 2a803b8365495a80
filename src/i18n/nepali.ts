import type { Messages } from '@lingui/core';
import { messages as first } from './nepali-first';
import { messages as rest } from './nepali-rest';

/**
 * Every customer's Nepali text, for the server's pages and the stories. The browser loads it in two parts (the first
 * page's, then the rest: ./nepali-texts.ts). The back office's texts come with the back office (./admin-texts.ts): a
 * third of the catalogue no customer reads.
 */
export const messages: Messages = { ...first, ...rest };
