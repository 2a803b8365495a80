import { i18n } from '@lingui/core';
import { messages } from '../../../locales/en/menu.po';

// The menu's other screens (a meal's page, search, about, favourites): their English arrives with their code.
i18n.load('en', messages);
