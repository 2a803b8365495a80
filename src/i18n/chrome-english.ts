import { i18n } from '@lingui/core';
import { messages } from '../../locales/en/chrome.po';

// The English of the chrome that loads on demand (footer, phone menu, pager, message pages), with that chrome.
i18n.load('en', messages);
