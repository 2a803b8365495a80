import { i18n } from '@lingui/core';
import { messages as shared } from '../../locales/en/shared.po';

// The first page's English: the chrome, the home and menu pages. Other screens bring theirs (src/features/*/english.ts).
i18n.load('en', shared);
