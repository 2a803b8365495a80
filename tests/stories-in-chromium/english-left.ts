import type { Messages } from '@lingui/core';
import { messages as account } from '../../locales/en/account.po';
import { messages as admin } from '../../locales/en/admin.po';
import { messages as cart } from '../../locales/en/cart.po';
import { messages as chrome } from '../../locales/en/chrome.po';
import { messages as contract } from '../../locales/en/contract.po';
import { messages as menu } from '../../locales/en/menu.po';
import { messages as orders } from '../../locales/en/orders.po';
import { messages as shared } from '../../locales/en/shared.po';
import { messages as nepaliCustomer } from '../../src/i18n/nepali';
import { messages as nepaliAdmin } from '../../src/i18n/nepali-admin';

const nepali: Messages = { ...nepaliCustomer, ...nepaliAdmin };
const english: Messages = { ...shared, ...chrome, ...contract, ...menu, ...account, ...cart, ...orders, ...admin };
// Words of the stories' own data (a meal's option group and options, as the restaurant typed them) that are also
// catalogue texts (the admin form's examples): on the meal's page they are data, and stay as typed.
const ALSO_DATA = new Set(['Spice level', 'Mild', 'Hot']);

/** The English texts a Nepali page must not show: those whose Nepali differs (names stay as they are). */
const untranslated = new Set(
  Object.keys(english).filter((id) => !ALSO_DATA.has(id) && JSON.stringify(english[id]) !== JSON.stringify(nepali[id])),
);
/** A text of some catalogue: one the page failed to find is one whose catalogue was not loaded where it shows. */
export const isCatalogueText = (id: string) => id in english;

const READ_ATTRIBUTES = ['aria-label', 'placeholder', 'title', 'alt'];

/** Texts of the catalogue's English that a page drawn in Nepali still shows: written outside the catalogue. */
export function englishLeftIn(root: HTMLElement): string[] {
  const left = new Set<string>();
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim() ?? '';
    if (untranslated.has(text)) left.add(`English left on a Nepali page: "${text}"`);
  }
  for (const element of root.querySelectorAll('*')) {
    for (const name of READ_ATTRIBUTES) {
      const value = element.getAttribute(name)?.trim();
      if (value && untranslated.has(value)) left.add(`English left on a Nepali page: ${name}="${value}"`);
    }
  }
  return [...left];
}
