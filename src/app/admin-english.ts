import { i18n } from '@lingui/core';
import { messages } from '../../locales/en/admin.po';

// This feature's English texts arrive with its code: the visitor's first page does not carry them.
i18n.load('en', messages);
