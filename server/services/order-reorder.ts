import { ORDER_MESSAGES, type ReorderResult } from '../../contract/order';
import { findOrder, linesOfOrders } from '../db/repositories/orders';
import { addToCart, cartOf } from './cart';
import type { OrderContext, OrderReader } from './orders';

export type ReorderOutcome = { kind: 'reordered'; result: ReorderResult } | { kind: 'not-found' } | { kind: 'nothing'; missing: string[] };

/**
 * "Order again" (issue 13): the meals of one of the customer's orders back in their cart, each at the quantity
 * ordered (the browser keeps quantities, decisions §5: it is told them); meals no longer on the menu are named.
 * Prices are today's: the cart shows them before anyone pays.
 */
export async function reorder(ctx: Pick<OrderContext, 'db' | 'clock'>, customer: OrderReader, id: number): Promise<ReorderOutcome> {
  const order = await findOrder(ctx.db, id);
  if (!order || order.user_id !== customer.id) return { kind: 'not-found' };
  const lines = await linesOfOrders(ctx.db, [id]);
  const missing: string[] = [];
  const added: ReorderResult['added'] = [];
  for (const line of lines) {
    const outcome = line.meal_id === null ? 'unknown-meal' : await addToCart(ctx.db, customer.id, line.meal_id, {}, ctx.clock());
    // A sold-out dish is not put back in the cart: named with those gone from the menu.
    if (outcome === 'unknown-meal' || typeof outcome === 'object' || line.meal_id === null) missing.push(line.name);
    else added.push({ meal: line.meal_id, quantity: line.quantity, already_in_cart: outcome === 'already-in-cart' });
  }
  if (added.length === 0) return { kind: 'nothing', missing };
  const cart = await cartOf(ctx.db, customer.id);
  return {
    kind: 'reordered',
    result: { added, missing, cart_count: cart.length, message: ORDER_MESSAGES.reordered(added.length, missing) },
  };
}
