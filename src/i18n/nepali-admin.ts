import type { Messages } from '@lingui/core';
import { messages as admin } from '../../locales/ne/admin.po';

/** The back office's Nepali texts (src/i18n/admin-texts.ts loads them). */
export const messages: Messages = admin;
