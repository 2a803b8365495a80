import { i18n } from '@lingui/core';
import { messages } from '../../locales/en/contract.po';

// The contract's validation and error texts, in English: they come with the forms and screens that show them.
i18n.load('en', messages);
