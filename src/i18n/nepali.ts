import { i18n, type Messages } from '@lingui/core';
import { messages as account } from '../../locales/ne/account.po';
import { messages as cart } from '../../locales/ne/cart.po';
import { messages as chrome } from '../../locales/ne/chrome.po';
import { messages as contract } from '../../locales/ne/contract.po';
import { messages as menu } from '../../locales/ne/menu.po';
import { messages as orders } from '../../locales/ne/orders.po';
import { messages as shared } from '../../locales/ne/shared.po';
import { writeNumbersInNepali } from './nepali-numbers';
import './bs-calendar';

/**
 * Every customer's Nepali text in one file, loaded when Nepali is chosen: a visitor reading English never downloads
 * it. The back office's texts come with the back office (./admin-texts.ts): a third of the catalogue no customer reads.
 */
export const messages: Messages = { ...shared, ...chrome, ...contract, ...menu, ...account, ...cart, ...orders };

// Loaded once, by every way Nepali is first chosen (the locale machine, the stories): its numbers come with it.
writeNumbersInNepali(i18n);
