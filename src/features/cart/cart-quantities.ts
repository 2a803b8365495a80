import superjson from 'superjson';
import { MAX_QUANTITY } from '../../../contract/order';
import type { CartApi, Quantities } from '../../../machines/cart/cart-api';

// Keyed by cart line since a meal may have several lines (docs/rules/orders.md#cart-lines): quantities kept by meal id
// under the old key would be read against other lines, so they are left unread.
const keyOf = (owner: string) => `cart-line-quantities:${owner}`;

const isQuantity = ([lineId, quantity]: [unknown, unknown]) =>
  Number.isInteger(lineId) &&
  (lineId as number) > 0 &&
  Number.isInteger(quantity) &&
  (quantity as number) >= 1 &&
  (quantity as number) <= MAX_QUANTITY;

/**
 * The quantities each user chose, kept in the browser across reloads (docs/rules/orders.md#cart-lines) as a superjson
 * Map of cart line id to quantity, one entry per user. Anything unreadable or out of range reads as not kept.
 */
export function createQuantityStore(
  storage: () => Storage = () => localStorage,
): Pick<CartApi, 'keptQuantities' | 'keepQuantities'> {
  return {
    async keptQuantities(owner) {
      const text = storage().getItem(keyOf(owner));
      if (!text) return new Map();
      let kept: unknown;
      try {
        kept = superjson.parse(text);
      } catch {
        return new Map();
      }
      return kept instanceof Map ? new Map([...kept].filter(isQuantity)) : new Map();
    },
    async keepQuantities(owner, quantities: Quantities) {
      if (quantities.size === 0) storage().removeItem(keyOf(owner));
      else storage().setItem(keyOf(owner), superjson.stringify(new Map(quantities)));
    },
  };
}
