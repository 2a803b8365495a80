import type { Messages } from '@lingui/core';
import { messages as account } from '../../locales/ne/account.po';
import { messages as cart } from '../../locales/ne/cart.po';
import { messages as chrome } from '../../locales/ne/chrome.po';
import { messages as contract } from '../../locales/ne/contract.po';
import { messages as menu } from '../../locales/ne/menu.po';
import { messages as orders } from '../../locales/ne/orders.po';
import './bs-calendar';

/** The customer's Nepali beyond the first page: the screens, the chrome loaded on demand, the contract's texts. */
export const messages: Messages = { ...chrome, ...contract, ...menu, ...account, ...cart, ...orders };
