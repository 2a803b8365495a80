import type { CartItem } from '../../contract/cart';
import type { LineChoices } from '../../contract/meal-options';
import { MAX_QUANTITY } from '../../contract/order';
import type { Quantities } from './cart-api';

/** One line of the cart (a meal as chosen: one meal may have several) with the quantity chosen for it. */
export interface CartLine extends CartItem {
  quantity: number;
}

export interface CartContext {
  /** Whose cart is open; null while the screen has not opened it (or turned the user away). */
  owner: string | null;
  lines: CartLine[];
  /** The line being removed. */
  removing: number | null;
  /** The line whose choices are being saved, and what was chosen. */
  choosing: { lineId: number; choices: LineChoices } | null;
}

/** The server's cart and what was kept for this user, read together. */
export interface CartLoad {
  items: CartItem[];
  kept: Quantities;
}

/** Quantities are whole, at least 1, and at most what the server takes at checkout. */
export const clamp = (quantity: number) => Math.min(MAX_QUANTITY, Math.max(1, Math.trunc(quantity)));

/**
 * The cart as the server has it, each line at the quantity the customer had chosen: the one on screen, else the
 * one kept for them, else 1 (docs/rules/states.md#cart-quantity, docs/rules/orders.md#cart-lines). Lines are known by
 * their own id, never by their meal's.
 */
export function mergeLines(items: CartItem[], shown: CartLine[], kept: Quantities): CartLine[] {
  const current = new Map(shown.map((line) => [line.id, line.quantity]));
  return items.map((item) => ({
    ...item,
    quantity: clamp(current.get(item.id) ?? kept.get(item.id) ?? 1),
  }));
}

export const quantitiesOf = (lines: CartLine[]): Quantities => new Map(lines.map((line) => [line.id, line.quantity]));

export const hasLine = (context: CartContext, lineId: number) => context.lines.some((line) => line.id === lineId);
